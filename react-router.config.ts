import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { basePath } from "./vite/base-path.ts";
import { prerenderPaths } from "./app/addresses/site-pages.ts";
import { decodeFileNames, flattenPages, hoistPages } from "./vite/publish-pages.ts";
import { buildReport, siteSummary } from "./vite/build-report.ts";
import { writeHostConfigs } from "./vite/host-configs.ts";
import { machineFilesSummary } from "./vite/machine-files.ts";
import { precompress } from "./vite/precompress.ts";
import { sampleCheck } from "./vite/sample-warning.ts";
import { writeSearchIndex } from "./vite/search-index.ts";
import { joinStylesheets } from "./vite/joined-stylesheets.ts";
import { prerenderListOr } from "./vite/dev-fallbacks.ts";

export default {
  ssr: false,
  basename: basePath(),
  // Every page in every language is pre-rendered from the content, and the feeds, the sitemap and robots.txt with
  // them; /404 becomes 404.html below, /fr/404 fr/404.html. Four at a time: one page's files are written while
  // the next is rendered (the 60-project fixture's pre-render took 2.1-2.2 s against 2.6-2.8 one at a time).
  // The development server started on content with a problem takes a path for each route (vite/dev-fallbacks.ts).
  prerender: {
    paths: () => prerenderListOr(prerenderPaths, async () => (await import("./app/routes.ts")).default),
    concurrency: 4,
  },
  // The build's last steps, once every page is written: the pages made publishable, the host configs, the
  // search index, the pre-compressed files, the sample check last so its warning is the build's last word, then the summary.
  async buildEnd({ reactRouterConfig }) {
    const report = buildReport();
    const clientDir = join(reactRouterConfig.buildDirectory, "client");
    // Every page is pre-rendered and unknown paths get 404.html, so the SPA
    // fallback that `ssr: false` always writes is never served. It is
    // __spa-fallback.html, or index.html when a base path leaves the root free.
    await rm(join(clientDir, "__spa-fallback.html"), { force: true });
    // Vite's manifest of the client build, kept for the islands' loaders (vite.config.ts), is no file to publish.
    await rm(join(clientDir, ".vite"), { recursive: true, force: true });
    if (reactRouterConfig.basename !== "/") {
      await rm(join(clientDir, "index.html"), { force: true });
      await hoistPages(join(clientDir, reactRouterConfig.basename), clientDir);
    }
    await flattenPages(clientDir);
    await decodeFileNames(clientDir);
    // Pre-rendering a route with a loader also writes its data for client-side navigation, which these pages never do.
    for (const file of await readdir(clientDir, { recursive: true })) {
      if (file.endsWith(".data")) await rm(join(clientDir, file));
    }
    report.stepSinceLastLine("pages");
    // Two stylesheets a page at most, before anything reads or lists the pages' files.
    await report.step("stylesheets", () => joinStylesheets(clientDir, basePath()));
    // The search's index, from the pages as published, before the host configs list the files.
    await report.step("search index", () => writeSearchIndex(clientDir));
    await report.step("files for programs", () => machineFilesSummary(clientDir));
    await report.step("host configs", () => writeHostConfigs(clientDir));
    await report.step("pre-compressed", () => precompress(clientDir));
    await report.step("sample check", () => sampleCheck());
    report.finish(await siteSummary(clientDir));
  },
} satisfies Config;
