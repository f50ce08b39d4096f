// @vitest-environment node
// The GitHub Pages workflow builds for the address Pages serves the repository
// at, so a fork deployed with it names itself, not the sample's domain.
import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";
import { expect, test } from "vitest";
import { parse } from "yaml";
import { buildCacheDir } from "../tools/build-cache.ts";
import { imageCacheDir } from "../vite/image-encoding.ts";

type Step = { id?: string; uses?: string; run?: string; env?: Record<string, string>; with?: Record<string, string> };
type Workflow = { jobs: Record<string, { steps: Step[]; needs?: string }> };

const workflow = parse(readFileSync(".github/workflows/pages.yml", "utf8")) as Workflow;
const steps = workflow.jobs.build!.steps;

test("the site is built for the Pages address that configure-pages reports", () => {
  const configure = steps.findIndex((step) => step.uses?.startsWith("actions/configure-pages@"));
  const build = steps.findIndex((step) => step.run?.trim() === "npm run build");
  expect(configure).toBeGreaterThanOrEqual(0);
  expect(build).toBeGreaterThan(configure);
  const id = steps[configure]!.id;
  expect(id).toBeTruthy();
  expect(steps[build]!.env).toEqual({
    SITE_URL: `\${{ steps.${id}.outputs.origin }}`,
    BASE_PATH: `\${{ steps.${id}.outputs.base_path }}`,
  });
});

test("the owner's site checks run on the build, under its address and sub-path, before it is published", () => {
  const build = steps.findIndex((step) => step.run?.trim() === "npm run build");
  const check = steps.findIndex((step) => step.run?.trim() === "npm run test:build");
  const upload = steps.findIndex((step) => step.uses?.startsWith("actions/upload-pages-artifact@"));
  expect(check).toBeGreaterThan(build);
  expect(check).toBeLessThan(upload);
  expect(steps[check]!.env).toEqual(steps[build]!.env);
  // The deploy job publishes only what a build job that passed its checks uploaded.
  expect(workflow.jobs.deploy?.needs).toBe("build");
});

test("what is published is what was built", () => {
  const upload = steps.find((step) => step.uses?.startsWith("actions/upload-pages-artifact@"));
  expect(upload?.with?.path).toBe("build/client");
});

test("the build's caches are kept between deploys, saved again when the content or the packages change", () => {
  const npmCi = steps.findIndex((step) => step.run?.trim() === "npm ci");
  const build = steps.findIndex((step) => step.run?.trim() === "npm run build");
  const cache = steps.findIndex((step) => step.uses?.startsWith("actions/cache@"));
  // After npm ci, which empties node_modules where the caches live; before the build that reads them.
  expect(cache).toBeGreaterThan(npmCi);
  expect(cache).toBeLessThan(build);
  const { path, key, "restore-keys": restoreKeys } = steps[cache]!.with!;
  // Exactly the folders the build writes its reusable output to, as the code names them.
  const written = [withoutOverrides(imageCacheDir), withoutOverrides(buildCacheDir)].map((dir) =>
    relative(process.cwd(), dir),
  );
  expect(path!.trim().split("\n").sort()).toEqual(written.sort());
  expect(key).toMatch(/\$\{\{ hashFiles\('content\/\*\*', 'package-lock\.json'\) \}\}/);
  expect(existsSync("content") && existsSync("package-lock.json")).toBe(true);
  // A changed key still starts from the last cache: what did not change is not made again.
  expect(restoreKeys).toBeTruthy();
  expect(key!.startsWith(restoreKeys!)).toBe(true);
});

/**
 * Where `folder()` is with no variable pointing it elsewhere. Unset by hand and put back, not with vi.stubEnv: in a
 * worker that another file's tests share, a stubbed IMAGE_CACHE_DIR was once seen still set here.
 */
function withoutOverrides(folder: () => string): string {
  const saved = { image: process.env.IMAGE_CACHE_DIR, build: process.env.BUILD_CACHE_DIR };
  delete process.env.IMAGE_CACHE_DIR;
  delete process.env.BUILD_CACHE_DIR;
  try {
    return folder();
  } finally {
    if (saved.image !== undefined) process.env.IMAGE_CACHE_DIR = saved.image;
    if (saved.build !== undefined) process.env.BUILD_CACHE_DIR = saved.build;
  }
}
