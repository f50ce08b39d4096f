// The Atom feed of every post, in full, with absolute addresses. A resource
// route, pre-rendered to feed.xml at build time like the pages.
import { Feed } from "feed";
import { feedBodyHtml } from "~/components/post-body";
import { pageOf, type Page, type PostPage } from "~/page/page";
import { requestedContent, requestedFullContent } from "~/page/page-content.server";
import { FEED_PATH, HOME_PATH, postPath, tagPath, WRITING_PATH } from "~/addresses/paths";
import { writingDescription } from "~/page/social-card";
import { absoluteUrl, appSiteRoot } from "~/addresses/site-url";
import type { Route } from "./+types/feed";

/** A YYYY-MM-DD date as the start of that day in UTC. */
function day(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** The feed of one language's posts, whole (the page's: /feed.xml or /fr/feed.xml), in that language. */
export function atomFeed(page: Page, posts: readonly PostPage[], root = appSiteRoot()): string {
  const { site, t, href, language } = page;
  const { person } = site;
  const url = (path: string) => absoluteUrl(href(path), root);
  const author = { name: person.name, ...(person.email ? { email: person.email } : {}), link: url(HOME_PATH) };
  const origin = new URL(root).origin;
  const lastChange = posts
    .map((post) => post.updated ?? post.date)
    .sort()
    .at(-1);
  const feed = new Feed({
    title: t.feedTitle(person.name),
    description: writingDescription(site, t),
    id: url(WRITING_PATH),
    link: url(WRITING_PATH),
    language: language.tag,
    updated: lastChange ? day(lastChange) : undefined,
    feedLinks: { atom: url(FEED_PATH) },
    author,
    copyright: `© ${person.name}`,
  });
  for (const post of posts) {
    const link = url(postPath(post.slug));
    feed.addItem({
      title: post.title,
      id: link,
      link,
      description: post.description,
      content: feedBodyHtml(post.feedBody, origin),
      author: [author],
      date: day(post.updated ?? post.date),
      published: day(post.date),
      category: post.tags.map((tag) => ({ name: tag, term: tag, scheme: url(tagPath(tag)) })),
    });
  }
  // The feed package writes no language for Atom: xml:lang on the root says it (RFC 4287, section 2).
  const atom = '<feed xmlns="http://www.w3.org/2005/Atom"';
  return wellFormed(feed.atom1().replace(`${atom}>`, `${atom} xml:lang="${language.tag}">`));
}

/**
 * Characters XML 1.0 forbids (C0 controls but tab, line feed and carriage return; U+FFFE and U+FFFF; lone
 * surrogates) removed: the content check refuses them in plain-text fields, and a post's body or a tag that still
 * holds one must not make the whole feed unreadable.
 */
export function wellFormed(xml: string): string {
  return xml.replace(
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    "",
  );
}

export async function loader({ url }: Route.LoaderArgs) {
  const [page, { posts }] = await Promise.all([requestedContent(url), requestedFullContent(url)]);
  return new Response(atomFeed(pageOf(page), posts), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8" },
  });
}
