import fc from "fast-check";
import { parseJsonFeed } from "feedsmith";
import { expect, test } from "vitest";
import { jsonFeed, type JsonFeedInput, type JsonFeedPost } from "./json-feed";
import { jsonFeedProblems } from "./json-feed-check";

const post = (overrides: Partial<JsonFeedPost> = {}): JsonFeedPost => ({
  url: "https://jane.example/writing/a",
  title: "A post",
  contentHtml: "<p>Body</p>",
  description: "About it",
  date: "2026-03-14",
  tags: ["css"],
  ...overrides,
});

const feed = (posts: readonly JsonFeedPost[]): JsonFeedInput => ({
  title: "Jane: Writing",
  description: "Articles by Jane.",
  homePageUrl: "https://jane.example/writing",
  feedUrl: "https://jane.example/feed.json",
  language: "en-GB",
  author: { name: "Jane", url: "https://jane.example/" },
  posts,
});

test("a feed is JSON Feed 1.1, by the spec's rules and as feedsmith reads it", () => {
  const text = jsonFeed(
    feed([post({ updated: "2026-04-01" }), post({ url: "https://jane.example/writing/b", tags: [] })]),
  );
  const parsed: unknown = JSON.parse(text);
  expect(jsonFeedProblems(parsed)).toEqual([]);
  const read = parseJsonFeed(parsed);
  expect(read.title).toBe("Jane: Writing");
  expect(read.language).toBe("en-GB");
  expect(read.authors).toEqual([{ name: "Jane", url: "https://jane.example/" }]);
  expect(read.items?.map((item) => [item.id, item.content_html, item.date_published, item.date_modified])).toEqual([
    ["https://jane.example/writing/a", "<p>Body</p>", "2026-03-14T00:00:00Z", "2026-04-01T00:00:00Z"],
    ["https://jane.example/writing/b", "<p>Body</p>", "2026-03-14T00:00:00Z", undefined],
  ]);
});

test("a feed with no posts is still a valid feed", () => {
  expect(jsonFeedProblems(JSON.parse(jsonFeed(feed([]))))).toEqual([]);
});

test("the checker catches what breaks the spec", () => {
  expect(
    jsonFeedProblems({
      version: "1",
      items: [
        { id: "a", date_published: "14 March", extra: 1 },
        { id: "a", content_text: "x" },
      ],
    }),
  ).toEqual([
    "version: expected https://jsonfeed.org/version/1.1",
    "title: required",
    "items[0].date_published: expected an RFC 3339 date",
    "items[0].extra: not a JSON Feed 1.1 field",
    "items[0].content_html or content_text: required",
    "items[1].id: repeats another item's",
  ]);
});

test("any title, body or tag, control characters, quotes and lone surrogates too, gives valid JSON that says it back", () => {
  fc.assert(
    fc.property(fc.string({ unit: "binary" }), fc.string({ unit: "binary" }), fc.string(), (title, body, tag) => {
      const text = jsonFeed(feed([post({ title, contentHtml: body, tags: [tag] })]));
      const parsed = JSON.parse(text) as { items: { title: string; content_html: string; tags: string[] }[] };
      expect(jsonFeedProblems(parsed)).toEqual([]);
      const [item] = parsed.items;
      expect([item?.title, item?.content_html, item?.tags]).toEqual([title, body, [tag]]);
    }),
  );
});
