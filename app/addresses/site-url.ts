// The absolute address of every page comes from here: the SITE_URL setting (or
// the content's `url`, owner-modules.ts's siteUrl) joined with BASE_PATH. Pure
// functions, so Node scripts (sitemap, CV, configs) and the app share them;
// only appSiteRoot reads the environment, through the values Vite defines at
// build time. Nothing here reads the content: the browser's code imports it.

/**
 * The absolute URL of the site's root, ending in "/": `https://jane.example/`,
 * or `https://example.github.io/portfolio/` with BASE_PATH=/portfolio/.
 * `siteUrl` is an origin: the SITE_URL setting, or the content's `url`.
 */
export function siteRoot(siteUrl: string, basePath: string): string {
  const raw = siteUrl.trim();
  const url = URL.parse(raw);
  // http is allowed here, unlike in the content, so a local preview can point at localhost.
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== "/" || url.search || url.hash) {
    throw new Error(
      `SITE_URL must be the site's origin, like "https://example.com" (set a sub-path with BASE_PATH), got ${JSON.stringify(raw)}`,
    );
  }
  return new URL(basePath.replace(/^\/*/, "/"), url.origin).href;
}

/** The absolute URL of a site path: "/", "/weather-app" or "/og/index.png". */
export function absoluteUrl(path: string, root: string): string {
  return new URL(path.replace(/^\/+/, ""), root).href;
}

/**
 * The site's root as the app sees it. Only call it from app code: Vite defines
 * `import.meta.env.SITE_URL` (vite.config.ts) and BASE_URL; in plain Node
 * `import.meta.env` does not exist, so scripts call siteRoot themselves.
 */
export function appSiteRoot(): string {
  return siteRoot(import.meta.env.SITE_URL ?? "", import.meta.env.BASE_URL);
}
