import { defineConfig } from "vitest/config";
import { content } from "./scripts/content-plugin.ts";
import { images } from "./scripts/image-encoding.ts";
import { paletteModule } from "./scripts/content-modules.ts";
import { contentAliases } from "./scripts/content-aliases.ts";

// Kept apart from vite.config.ts: the React Router plugin is for builds, not tests.
export default defineConfig({
  resolve: { tsconfigPaths: true, alias: contentAliases() },
  // Components import the real content and encoded screenshots, as the build does.
  plugins: [images(), content([paletteModule()])],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "happy-dom",
    setupFiles: ["./vitest.setup.ts"],
    globalSetup: ["./vitest.global-setup.ts"],
    css: { modules: { classNameStrategy: "non-scoped" } },
    // Every core: Vitest's default keeps one free, which on a 2-core machine runs the files one at a time, with a
    // third of the time idle (decision 0023: 82-84 s one at a time, 55 s two at a time).
    maxWorkers: "100%",
    // One process and module graph per worker, not per file: 31 s against 55 s for the same tests (decision 0023).
    // So no file may leave state behind for the next: vitest.setup.ts restores every spy, stubbed global and stubbed
    // variable after each test, and no module reads a setting a test changes as it loads (scripts/build-cache.ts did).
    // `--sequence.shuffle.files` runs the files in a random order.
    isolate: false,
  },
});
