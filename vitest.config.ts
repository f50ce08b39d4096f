import { globSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";
import { images } from "./vite/image-encoding.ts";
import { palette } from "./vite/palette-css.ts";
import { ownerTheme } from "./vite/owner-theme.ts";
import { contentAliases } from "./vite/content-aliases.ts";
import { siteUrl } from "./app/collections/owner-modules.ts";

const TESTS = [
  "app/**/*.test.{ts,tsx}",
  "tools/**/*.test.ts",
  "vite/**/*.test.ts",
  "cli/**/*.test.ts",
  "bench/**/*.test.ts",
  "e2e/harness/**/*.test.ts",
  "e2e/engines/**/*.test.ts",
  ".ci/**/*.test.ts",
];
/** The test files that say they run in Node rather than on a page. */
const NODE_TESTS = globSync(TESTS).filter((file) => readFileSync(file, "utf8").includes("@vitest-environment node"));

// Kept apart from vite.config.ts: the React Router plugin is for builds, not tests.
export default defineConfig({
  resolve: { tsconfigPaths: true, alias: contentAliases() },
  // As vite.config.ts defines it for the pages' code.
  define: { "import.meta.env.SITE_URL": JSON.stringify(siteUrl()) },
  // Components import the real content and encoded screenshots, as the build does.
  plugins: [images(), palette(), ownerTheme()],
  test: {
    environment: "happy-dom",
    setupFiles: ["./vitest.setup.ts"],
    globalSetup: ["./vitest.global-setup.ts"],
    css: { modules: { classNameStrategy: "non-scoped" } },
    // Every core: Vitest's default keeps one free, which on a 2-core machine runs the files one at a time, with a
    // third of the time idle (decision 0023: 82-84 s one at a time, 55 s two at a time).
    maxWorkers: "100%",
    // A time limit stops a test that hangs; it is no budget (timings live in `npm run bench`). Vitest's 5 s failed
    // tests that read every module of the checkout when the machine was busy (a fork's .ci/ run in CI, beside builds).
    testTimeout: 30_000,
    // The files that run in Node share one process and module graph per worker, and need not each import their
    // modules again (decision 0023): no module reads a setting a test changes as it loads (tools/build-cache.ts did),
    // and vitest.setup.ts restores every spy, stubbed global and stubbed variable after each test. The files with a
    // page (happy-dom) each get their own, so that no file sees another's address, storage or listeners.
    projects: [
      { extends: true, test: { name: "node", include: NODE_TESTS, environment: "node", isolate: false } },
      { extends: true, test: { name: "page", include: TESTS, exclude: NODE_TESTS } },
    ],
  },
});
