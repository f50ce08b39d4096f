// sitemap.xml: every page the route table publishes with the content
// (app/addresses/site-pages.ts), at the site's address, so a new project, post or page
// kind is listed with no other edit. A resource route, pre-rendered to a file
// at build time like the feed, once for the whole site.
import { sitemapPages, type SitemapPage } from "~/page/sitemap-pages";
import { absoluteUrl, appSiteRoot } from "~/addresses/site-url";

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/**
 * A page of the sitemap: its URL; for the writing, when it last changed
 * (YYYY-MM-DD); and on a site in several languages, the page's URL in each
 * language it exists in (hreflang), its own included.
 */
export type SitemapEntry =
  string | { url: string; lastmod?: string; alternates?: readonly { hreflang: string; url: string }[] };

export function sitemapXml(pages: readonly SitemapEntry[]): string {
  const multilingual = pages.some((page) => typeof page !== "string" && (page.alternates?.length ?? 0) > 0);
  const entries = pages
    .map((page) => {
      if (typeof page === "string") return `  <url><loc>${escapeXml(page)}</loc></url>`;
      const lastmod = page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : "";
      const links = (page.alternates ?? []).map(
        (alternate) =>
          `\n    <xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.url)}"/>`,
      );
      const close = links.length > 0 ? "\n  </url>" : "</url>";
      return `  <url><loc>${escapeXml(page.url)}</loc>${lastmod}${links.join("")}${close}`;
    })
    .join("\n");
  const xhtml = multilingual ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : "";
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>
${entries}
</urlset>
`;
}

/**
 * The sitemap's entries for the site's pages: each page by absolute URL, with
 * its lastmod, and, where it exists in more than one language, every version
 * of it (hreflang) and x-default, the default language's.
 */
export function sitemapEntries(pages: readonly SitemapPage[], root: string): SitemapEntry[] {
  const versions = Map.groupBy(pages, (page) => page.page);
  return pages.map((page) => {
    const same = versions.get(page.page) ?? [];
    const url = absoluteUrl(page.path, root);
    const alternates =
      same.length > 1
        ? [
            ...same.map((version) => ({ hreflang: version.language.tag, url: absoluteUrl(version.path, root) })),
            ...same
              .filter((version) => version.language.isDefault)
              .map((version) => ({ hreflang: "x-default", url: absoluteUrl(version.path, root) })),
          ]
        : undefined;
    if (!page.lastmod && !alternates) return url;
    return { url, ...(page.lastmod ? { lastmod: page.lastmod } : {}), ...(alternates ? { alternates } : {}) };
  });
}

export function loader() {
  return new Response(sitemapXml(sitemapEntries(sitemapPages(), appSiteRoot())), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
