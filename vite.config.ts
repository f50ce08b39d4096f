import { reactRouter } from "@react-router/dev/vite";
import { imagetools } from "vite-imagetools";
import { defineConfig } from "vite";
import { siteRoot } from "./app/site-url.ts";
import { basePath } from "./scripts/base-path.ts";
import { content } from "./scripts/content-plugin.ts";
import { islands } from "./scripts/island-plugin.ts";
import { fontsModule, paletteModule, projectsModule, siteModule } from "./scripts/content-modules.ts";
import { writingModules } from "./scripts/writing-module.ts";

const siteUrl = process.env.SITE_URL ?? "";
// Resolved once here so a malformed SITE_URL stops the build before any page is rendered.
siteRoot(siteUrl, basePath());

export default defineConfig({
  base: basePath(),
  resolve: { tsconfigPaths: true },
  // Pages build their absolute URLs from it (app/site-url.ts), in the pre-render and in the browser alike.
  define: { "import.meta.env.SITE_URL": JSON.stringify(siteUrl) },
  build: {
    // Every asset is a file with a hashed name, never a data: URI inlined into
    // CSS or JS, so the CSP can allow images from 'self' only.
    assetsInlineLimit: 0,
    // Gzip-sizing every chunk for the log costs seconds with hundreds of screenshots; bench measures real bytes.
    reportCompressedSize: false,
  },
  plugins: [
    // Encoded screenshots are cached in node_modules/.cache/imagetools, keyed by their bytes, for every build
    // of this checkout; `npm run bench:build` points IMAGE_CACHE_DIR elsewhere to time a cold build.
    imagetools({ removeMetadata: true, cache: { dir: process.env.IMAGE_CACHE_DIR } }),
    content([projectsModule(), siteModule(), fontsModule(), paletteModule(), ...writingModules()]),
    islands({ gallery: "app/islands/gallery.client.tsx" }),
    reactRouter(),
  ],
});
