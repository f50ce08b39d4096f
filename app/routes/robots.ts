// robots.txt: everything may be crawled, and the sitemap is where the pages
// are. A resource route, pre-rendered to a file at the site's root.
import { SITEMAP_PATH } from "~/addresses/paths";
import { absoluteUrl, appSiteRoot } from "~/addresses/site-url";

/**
 * Everything may be crawled. Crawlers only read robots.txt at the host's root,
 * so under a BASE_PATH it is written but ignored; the sitemap still works when
 * submitted to a search console.
 */
export function robotsTxt(root: string): string {
  return `User-agent: *
Allow: /

Sitemap: ${absoluteUrl(SITEMAP_PATH, root)}
`;
}

export function loader() {
  return new Response(robotsTxt(appSiteRoot()), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
