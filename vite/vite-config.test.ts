// @vitest-environment node
import type { UserConfig, UserConfigFnObject } from "vite";
import { expect, test } from "vitest";
import viteConfig from "../vite.config.ts";

const configFor = (env: Parameters<UserConfigFnObject>[0]) => (viteConfig as UserConfigFnObject)(env) as UserConfig;

test("the preview server React Router pre-renders through watches no files; the dev server does", () => {
  // Its child compiler takes this setting: watching would walk and watch the whole project during every build.
  expect(configFor({ command: "serve", mode: "production", isPreview: true }).server?.watch).toBeNull();
  expect(configFor({ command: "serve", mode: "development", isPreview: false }).server?.watch).toBeUndefined();
  expect(configFor({ command: "build", mode: "production" }).server?.watch).toBeUndefined();
});
