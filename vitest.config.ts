import { defineConfig } from "vitest/config";
import { content } from "./scripts/content-plugin.ts";
import { images } from "./scripts/image-encoding.ts";
import { fontsModule, paletteModule, projectsModule, siteModule } from "./scripts/content-modules.ts";
import { writingModules } from "./scripts/writing-module.ts";

// Kept apart from vite.config.ts: the React Router plugin is for builds, not tests.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  // Components import the real content and encoded screenshots, as the build does.
  plugins: [images(), content([projectsModule(), siteModule(), fontsModule(), paletteModule(), ...writingModules()])],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "happy-dom",
    setupFiles: ["./vitest.setup.ts"],
    css: { modules: { classNameStrategy: "non-scoped" } },
  },
});
