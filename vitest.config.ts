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
    include: TESTS,
    // Each file gets its own modules (decision 0078): with the Node files sharing them, a test's stubbed variables and
    // a module's content read once outlived the file, and a file's result depended on which files ran before it.
    isolate: true,
  },
});
