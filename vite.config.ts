import { reactRouter } from "@react-router/dev/vite";
import { imagetools } from "vite-imagetools";
import { defineConfig } from "vite";
import { basePath } from "./scripts/base-path.ts";
import { islands } from "./scripts/island-plugin.ts";

export default defineConfig({
  base: basePath(),
  resolve: { tsconfigPaths: true },
  build: {
    // Every asset is a file with a hashed name, never a data: URI inlined into
    // CSS or JS, so the CSP can allow images from 'self' only.
    assetsInlineLimit: 0,
  },
  plugins: [
    imagetools({ removeMetadata: true }),
    islands({ gallery: "app/islands/gallery.client.tsx" }),
    reactRouter(),
  ],
});
