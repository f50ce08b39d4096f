import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { loadProjects } from "./app/content/project-collection.ts";
import { basePath } from "./scripts/base-path.ts";
import { loadPosts, postFacts } from "./app/content/writing.ts";
import { FEED_PATH, NOT_FOUND_PATH, pagePaths, ROBOTS_PATH, SITEMAP_PATH, writingPaths } from "./app/paths.ts";
import { siteRoot } from "./app/site-url.ts";
import { flattenPages, hoistPages } from "./scripts/publish-pages.ts";
import { pageUrls, robotsTxt, sitemapXml, writingSitemapEntries } from "./scripts/sitemap.ts";

export default {
  ssr: false,
  basename: basePath(),
  // Every page is pre-rendered from the content; /404 becomes 404.html below.
  prerender: () => {
    const posts = loadPosts();
    return [
      ...pagePaths({ projects: loadProjects() }),
      ...writingPaths(postFacts(posts)),
      ...(posts.length > 0 ? [FEED_PATH] : []),
      NOT_FOUND_PATH,
    ];
  },
  async buildEnd({ reactRouterConfig }) {
    const clientDir = join(reactRouterConfig.buildDirectory, "client");
    // Every page is pre-rendered and unknown paths get 404.html, so the SPA
    // fallback that `ssr: false` always writes is never served. It is
    // __spa-fallback.html, or index.html when a base path leaves the root free.
    await rm(join(clientDir, "__spa-fallback.html"), { force: true });
    if (reactRouterConfig.basename !== "/") {
      await rm(join(clientDir, "index.html"), { force: true });
      await hoistPages(join(clientDir, reactRouterConfig.basename), clientDir);
    }
    await flattenPages(clientDir);
    // Pre-rendering the feed's resource route also writes its loader data, which nothing reads.
    await rm(join(clientDir, `${FEED_PATH.slice(1)}.data`), { force: true });
    // Written from the same page list as the pre-render, so the two cannot disagree.
    const root = siteRoot(process.env.SITE_URL, basePath());
    const pages = [...pageUrls({ projects: loadProjects() }, root), ...writingSitemapEntries(loadPosts(), root)];
    await writeFile(join(clientDir, SITEMAP_PATH.slice(1)), sitemapXml(pages));
    await writeFile(join(clientDir, ROBOTS_PATH.slice(1)), robotsTxt(root));
  },
} satisfies Config;
