// sitemap.xml and robots.txt, made from the pages that exist (app/paths.ts)
// and the site's address, so a new project is listed with no other edit.
// Written into the build by react-router.config.ts once the pages are rendered.
import type { Portfolio } from "../app/content/schema.ts";
import { pagePaths, SITEMAP_PATH } from "../app/paths.ts";
import { absoluteUrl } from "../app/site-url.ts";

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** Every page's absolute URL, home page first. */
export function pageUrls(content: Pick<Portfolio, "projects">, root: string): string[] {
  return pagePaths(content).map((path) => absoluteUrl(path, root));
}

export function sitemapXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries}
</urlset>
`;
}

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
