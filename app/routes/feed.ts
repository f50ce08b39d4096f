// The Atom feed of every post, in full, with absolute addresses. A resource
// route, pre-rendered to feed.xml at build time like the pages.
import { posts } from "virtual:writing";
import { Feed } from "feed";
import { feedBodyHtml } from "~/components/post-body";
import { portfolio as site } from "~/portfolio";
import { FEED_PATH, HOME_PATH, postPath, tagPath, WRITING_PATH } from "~/paths";
import { writingDescription } from "~/social-card";
import { absoluteUrl, appSiteRoot } from "~/site-url";

/** A YYYY-MM-DD date as the start of that day in UTC. */
function day(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

export function atomFeed(root = appSiteRoot()): string {
  const { person } = site;
  const author = { name: person.name, email: person.email, link: absoluteUrl(HOME_PATH, root) };
  const origin = new URL(root).origin;
  const lastChange = posts
    .map((post) => post.updated ?? post.date)
    .sort()
    .at(-1);
  const feed = new Feed({
    title: `${person.name}: Writing`,
    description: writingDescription(site),
    id: absoluteUrl(WRITING_PATH, root),
    link: absoluteUrl(WRITING_PATH, root),
    language: "en",
    updated: lastChange ? day(lastChange) : undefined,
    feedLinks: { atom: absoluteUrl(FEED_PATH, root) },
    author,
    copyright: `© ${person.name}`,
  });
  for (const post of posts) {
    const url = absoluteUrl(postPath(post.slug), root);
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      description: post.description,
      content: feedBodyHtml(post.feedBody, origin),
      author: [author],
      date: day(post.updated ?? post.date),
      published: day(post.date),
      category: post.tags.map((tag) => ({ name: tag, term: tag, scheme: absoluteUrl(tagPath(tag), root) })),
    });
  }
  return feed.atom1();
}

export function loader() {
  return new Response(atomFeed(), { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
}
