// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer, resolveConfig, type ConfigEnv, type UserConfig, type UserConfigFnObject } from "vite";
import { expect, test } from "vitest";
import viteConfig from "../vite.config.ts";

/**
 * The files watched by a server made as React Router's child compiler is made (node_modules/@react-router/dev's
 * vite.js, configResolved): with the `server.watch` of this project's config as Vite resolves it for `env`, here on a
 * folder that holds one page. The plugins are left out: only what Vite does with the settings is under test.
 */
async function watchedFiles(env: ConfigEnv): Promise<string[]> {
  const root = mkdtempSync(join(tmpdir(), "vite-config-"));
  writeFileSync(join(root, "page.ts"), "export {};\n");
  const config = (viteConfig as UserConfigFnObject)(env) as UserConfig;
  const resolved = await resolveConfig(
    { ...config, plugins: [], root, configFile: false, logLevel: "silent" },
    env.command,
    env.mode,
    env.mode,
    env.isPreview,
  );
  const server = await createServer({
    root,
    configFile: false,
    logLevel: "silent",
    server: { watch: resolved.server.watch, preTransformRequests: false, hmr: false, middlewareMode: true },
  });
  const watched = () =>
    Object.entries(server.watcher.getWatched()).flatMap(([folder, names]) => names.map((name) => join(folder, name)));
  try {
    // A real watcher lists the root at once and its files as it walks them; the one Vite makes for `watch: null`
    // lists nothing, ever.
    const started = Date.now();
    while (!watched().some((path) => path.endsWith("page.ts")) && Date.now() - started < 10_000) {
      if (watched().length === 0 && Date.now() - started > 1_000) break;
      await new Promise((wait) => setTimeout(wait, 50));
    }
    return watched();
  } finally {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
}

test("the preview server React Router pre-renders through watches no file; the dev server watches the pages", async () => {
  // Watching, the pre-render's child compiler walked and watched the whole checkout (thousands of files) while the
  // pages were rendered.
  expect(await watchedFiles({ command: "serve", mode: "production", isPreview: true })).toEqual([]);
  expect(await watchedFiles({ command: "serve", mode: "development", isPreview: false })).toContainEqual(
    expect.stringMatching(/[/\\]page\.ts$/),
  );
});
