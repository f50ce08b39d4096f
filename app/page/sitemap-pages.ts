// The pages the sitemap lists (app/routes/sitemap.ts): every page the route
// table publishes with the content (app/addresses/site-pages.ts), and for the writing
// when each last changed. Apart from the route module, whose loader alone uses
// it, so that its reading of the content stays out of the client build.
import { postPath, tagPath, WRITING_PATH } from "~/addresses/paths";
import { loadRouteContent, type RouteContent } from "~/addresses/route-params";
import { sitePages, type SitePage } from "~/addresses/site-pages";

/** A language's posts, as the route table reads them: their dates are what the sitemap needs. */
type PostDates = RouteContent["postsByLanguage"][string];

/** A page of the site, and for the writing when it last changed (YYYY-MM-DD). */
export type SitemapPage = SitePage & { lastmod?: string };

/** When each page of the writing last changed: a post's own date, and the newest of its posts for a list. */
function lastChanges(posts: PostDates): Map<string, string> {
  const changed = (post: PostDates[number]) => post.data.updated ?? post.data.date;
  const latest = (some: PostDates) => some.map(changed).sort().at(-1) ?? "";
  const dates = new Map<string, string>();
  if (posts.length === 0) return dates;
  dates.set(WRITING_PATH, latest(posts));
  for (const post of posts) dates.set(postPath(post.slug), changed(post));
  for (const tag of new Set(posts.flatMap((post) => post.data.tags))) {
    dates.set(tagPath(tag), latest(posts.filter((post) => post.data.tags.includes(tag))));
  }
  return dates;
}

/** Every page the route table publishes with this content (app/addresses/site-pages.ts), with the writing's last changes. */
export function sitemapPages(content: RouteContent = loadRouteContent()): SitemapPage[] {
  const dates = new Map(
    content.languages.map((language) => [language.code, lastChanges(content.postsByLanguage[language.code] ?? [])]),
  );
  return sitePages(content).map((page) => {
    const lastmod = dates.get(page.language.code)?.get(page.page);
    return lastmod ? { ...page, lastmod } : page;
  });
}
