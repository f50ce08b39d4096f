import { rename, rm, readdir, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { loadProjects } from "./app/content/project-collection.ts";
import { basePath } from "./scripts/base-path.ts";
import { loadPosts, postFacts } from "./app/content/writing.ts";
import { FEED_PATH, NOT_FOUND_PATH, pagePaths, ROBOTS_PATH, SITEMAP_PATH, writingPaths } from "./app/paths.ts";
import { siteRoot } from "./app/site-url.ts";
import { pageUrls, robotsTxt, sitemapXml, writingSitemapEntries } from "./scripts/sitemap.ts";

export default {
  ssr: false,
  basename: basePath(),
  // Every page is pre-rendered from the content; /404 becomes 404.html below.
  prerender: () => [
    ...pagePaths({ projects: loadProjects() }),
    ...writingPaths(postFacts(loadPosts())),
    ...(loadPosts().length > 0 ? [FEED_PATH] : []),
    NOT_FOUND_PATH,
  ],
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

/**
 * With a base path React Router writes the pages under it (client/portfolio/…),
 * but the host serves the whole client folder at that path, beside the assets:
 * the pages belong at the folder's top.
 */
async function hoistPages(pagesDir: string, clientDir: string) {
  // Moved aside first: a project may have the base path's folder name as its
  // slug (BASE_PATH=/metronics/ with a project "metronics"), and its page
  // folder cannot be moved onto the folder it is in.
  const aside = join(clientDir, `.pages-${Date.now()}`);
  await rename(pagesDir, aside);
  for (const entry of await readdir(aside)) await rename(join(aside, entry), join(clientDir, entry));
  await rm(aside, { recursive: true });
}

/**
 * React Router writes `/pricespider` as `pricespider/index.html`. Static hosts
 * then redirect `/pricespider` to `/pricespider/`; as `pricespider.html` it is
 * served at the canonical URL on GitHub Pages, Netlify, Cloudflare, Vercel
 * (cleanUrls) and nginx (try_files $uri.html) alike. The pre-rendered not-found
 * page becomes `404.html`, which every static host serves with status 404.
 * Nested pages too, at any depth: `writing/a-post/index.html` becomes
 * `writing/a-post.html` beside `writing.html`.
 */
export async function flattenPages(dir: string, isRoot = true) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || (isRoot && entry.name === "assets")) continue;
    const folder = join(dir, entry.name);
    // Deepest first, so a page's folder is empty of pages before it is looked at.
    await flattenPages(folder, false);
    const index = join(folder, "index.html");
    const isPage = await stat(index).then(
      (s) => s.isFile(),
      () => false,
    );
    if (!isPage) continue;
    await rename(index, join(dir, `${entry.name}.html`));
    if ((await readdir(folder)).length === 0) await rm(folder, { recursive: true });
  }
}
