// sitemap.xml and robots.txt, made from the pages that exist (app/paths.ts)
// and the site's address, so a new project is listed with no other edit.
// Written into the build by react-router.config.ts once the pages are rendered.
import type { Portfolio } from "../app/content/schema.ts";
import { pagePaths, postPath, SITEMAP_PATH, tagPath, WRITING_PATH } from "../app/paths.ts";
import { absoluteUrl } from "../app/site-url.ts";

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** Every page's absolute URL, home page first. */
export function pageUrls(content: Pick<Portfolio, "projects">, root: string): string[] {
  return pagePaths(content).map((path) => absoluteUrl(path, root));
}

/** A page of the sitemap: its URL, and for the writing, when it last changed (YYYY-MM-DD). */
export type SitemapEntry = string | { url: string; lastmod: string };

export function sitemapXml(pages: readonly SitemapEntry[]): string {
  const entries = pages
    .map((page) =>
      typeof page === "string"
        ? `  <url><loc>${escapeXml(page)}</loc></url>`
        : `  <url><loc>${escapeXml(page.url)}</loc><lastmod>${page.lastmod}</lastmod></url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries}
</urlset>
`;
}

type DatedPost = { slug: string; data: { date: string; updated?: string; tags: readonly string[] } };

/**
 * The writing's pages with their `lastmod`: a post's last change, and for the
 * list and each tag the newest change among its posts. None without posts.
 */
export function writingSitemapEntries(posts: readonly DatedPost[], root: string): SitemapEntry[] {
  const changed = (post: DatedPost) => post.data.updated ?? post.data.date;
  const latest = (some: readonly DatedPost[]) => some.map(changed).sort().at(-1) ?? "";
  if (posts.length === 0) return [];
  const tags = [...new Set(posts.flatMap((post) => post.data.tags))].sort();
  return [
    { url: absoluteUrl(WRITING_PATH, root), lastmod: latest(posts) },
    ...posts.map((post) => ({ url: absoluteUrl(postPath(post.slug), root), lastmod: changed(post) })),
    ...tags.map((tag) => ({
      url: absoluteUrl(tagPath(tag), root),
      lastmod: latest(posts.filter((post) => post.data.tags.includes(tag))),
    })),
  ];
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
