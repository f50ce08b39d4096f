// JSON Feed 1.1 (jsonfeed.org/version/1.1): the Atom feed's posts, in full,
// for readers that prefer JSON. The same posts, addresses and HTML as the Atom
// feed (app/routes/feed.ts gives both); JSON.stringify escapes every quote,
// control character and lone surrogate, so the file parses whatever a post holds.

export const JSON_FEED_VERSION = "https://jsonfeed.org/version/1.1";

export type JsonFeedAuthor = { name: string; url: string; avatar?: string };

export type JsonFeedPost = {
  url: string;
  title: string;
  /** The post's body as the Atom feed has it: absolute links and images. */
  contentHtml: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  updated?: string;
  tags: readonly string[];
};

export type JsonFeedInput = {
  title: string;
  description: string;
  /** The writing page's absolute URL. */
  homePageUrl: string;
  /** The feed's own absolute URL. */
  feedUrl: string;
  /** A BCP 47 tag: "en-GB". */
  language: string;
  author: JsonFeedAuthor;
  posts: readonly JsonFeedPost[];
};

/** A YYYY-MM-DD date as RFC 3339, the start of that day in UTC, as the Atom feed dates it. */
const day = (date: string) => `${date}T00:00:00Z`;

/** The feed as the file's text. */
export function jsonFeed(input: JsonFeedInput): string {
  const feed = {
    version: JSON_FEED_VERSION,
    title: input.title,
    home_page_url: input.homePageUrl,
    feed_url: input.feedUrl,
    description: input.description,
    language: input.language,
    authors: [input.author],
    items: input.posts.map((post) => ({
      id: post.url,
      url: post.url,
      title: post.title,
      content_html: post.contentHtml,
      summary: post.description,
      date_published: day(post.date),
      ...(post.updated ? { date_modified: day(post.updated) } : {}),
      ...(post.tags.length > 0 ? { tags: post.tags } : {}),
    })),
  };
  return `${JSON.stringify(feed, null, 2)}\n`;
}
