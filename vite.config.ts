import { resolve } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { basePath } from "./vite/base-path.ts";
import { withEncodingProgress } from "./vite/encoding-progress.ts";
import { PUBLIC_DIR } from "./vite/generated.ts";
import { images } from "./vite/image-encoding.ts";
import { withAssetFiles } from "./vite/image-files.ts";
import { palette } from "./vite/palette-css.ts";
import { isOwnersStylesheet, ownerTheme } from "./vite/owner-theme.ts";
import { templateLayer } from "./vite/template-layer.ts";
import { contentAliases } from "./vite/content-aliases.ts";
import { buildLogOptions, buildReport } from "./vite/build-report.ts";
import { contentCheck } from "./vite/content-check.ts";
import { icons } from "./vite/icons.ts";
import { webFonts } from "./vite/font-subsets.ts";
import { mathsFont } from "./vite/maths-font.ts";
import { ownerModulesRecover, prerenderListRecovers, siteUrlOrDefault } from "./vite/dev-fallbacks.ts";
import { readsConfigOnly } from "./app/collections/framework-command.ts";
import { GALLERY_ENTRY } from "./app/islands/island-markers.ts";
import { SEARCH_ENTRY } from "./app/islands/search-markers.ts";
import { searchInDev } from "./vite/search-dev.ts";

/**
 * Two kinds of Rolldown output that are no warning for the site's owner, left out of every environment's build, so
 * the summary of `npm run build` (vite/build-report.ts), which repeats every warning, repeats only those to act on:
 * advice on which plugin took the time (`npm run bench:build` measures the build), and the notice that the feed's
 * XML library (feed, xml-js, sax: pre-render only, never sent to a browser) imports Node's `stream`.
 */
const quietLogs: Plugin = {
  name: "quiet-logs",
  options(options) {
    return { ...options, checks: { ...options.checks, bundlerTimings: false } };
  },
  onLog(level, log) {
    if (level === "warn" && /externalized for browser compatibility, imported by .*\/sax\//.test(log.message)) {
      return false;
    }
  },
};

/**
 * `npm run dev` reloads the page when a file changes. The pages carry no router in development either (app/root.tsx),
 * so there is nothing to hot-swap: a reload shows the page as the next build would make it.
 */
const reloadOnChange: Plugin = {
  name: "reload-on-change",
  apply: "serve",
  hotUpdate() {
    if (this.environment.name !== "client") return;
    this.environment.hot.send({ type: "full-reload" });
    return [];
  },
};

export default defineConfig(({ command, isPreview }) => ({
  base: basePath(),
  // The icons the build's first steps made (vite/generated.ts).
  publicDir: PUBLIC_DIR,
  // A build prints a line per step and its warnings (vite/build-report.ts), not every asset and page.
  ...(command === "build" ? buildLogOptions() : {}),
  // React Router pre-renders through a preview server, whose child compiler takes this watch setting: without it,
  // every build walked and watched the whole checkout (thousands of files) while the pages were rendered.
  ...(isPreview ? { server: { watch: null } } : {}),
  resolve: { tsconfigPaths: true, alias: contentAliases() },
  // SITE_URL, or the content's url: the pages' code reads it as import.meta.env.SITE_URL, and never the content
  // itself. Pages build their absolute URLs from it (app/addresses/site-url.ts), in the pre-render and in the browser alike.
  // `react-router typegen` too reads the config on any content: the type check after it names a broken file's line.
  define: { "import.meta.env.SITE_URL": JSON.stringify(siteUrlOrDefault(command === "serve" || readsConfigOnly())) },
  // The template's styles in `@layer template`, the owner's content/theme.css outside it (vite/template-layer.ts).
  css: { postcss: { plugins: [templateLayer(isOwnersStylesheet)] } },
  build: {
    // Every asset is a file with a hashed name, never a data: URI inlined into
    // CSS or JS, so the CSP can allow images from 'self' only.
    assetsInlineLimit: 0,
    // Gzip-sizing every chunk for the log costs seconds with hundreds of screenshots; bench measures real bytes.
    reportCompressedSize: false,
    // Kept past React Router's build for the pre-render, where a page's loader finds its island's chunks in the
    // client's (app/islands/island-entry.server.ts); react-router.config.ts deletes it once the pages are written.
    manifest: true,
  },
  // The islands' entries: the only client code the pages run (app/islands/island.tsx), added to React Router's own.
  environments: { client: { build: { rollupOptions: { input: [resolve(GALLERY_ENTRY), resolve(SEARCH_ENTRY)] } } } },
  plugins: [
    // The content checked, then the fonts and the icons made from it, before React Router reads the routes: the
    // build's first steps, and the dev server's.
    contentCheck(),
    webFonts(),
    mathsFont(),
    icons(),
    quietLogs,
    reloadOnChange,
    // `npm run dev` indexes the pages it serves for the search page (vite/search-dev.ts).
    searchInDev(),
    prerenderListRecovers(),
    ownerModulesRecover(),
    // Encoded screenshots are cached in node_modules/.cache/imagetools, keyed by their bytes and settings, for
    // every build of this checkout; `npm run bench:build` points IMAGE_CACHE_DIR elsewhere to time a cold build.
    // `npm run build` shows how far the encoding has got (vite/build-report.ts). A build writes the encoded files
    // into build/client/assets itself, not through Rollup (docs/decisions/0022-warm-build-images-beside-rollup.md).
    withAssetFiles(
      withEncodingProgress(images(), command === "build" ? (message) => buildReport().encoding(message) : null),
    ),
    palette(),
    ownerTheme(),
    reactRouter(),
  ],
}));
