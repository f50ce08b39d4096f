// JSON Feed 1.1's rules (jsonfeed.org/version/1.1), as a list of problems: what
// the unit tests and the site-wide spec (e2e/machine-readable.spec.ts) hold every
// feed.json to. Only the spec's own fields, or extensions that start with `_`.
import { JSON_FEED_VERSION } from "./json-feed";

const TOP = new Set([
  "version",
  "title",
  "home_page_url",
  "feed_url",
  "description",
  "user_comment",
  "next_url",
  "icon",
  "favicon",
  "authors",
  "language",
  "expired",
  "hubs",
  "items",
]);
const ITEM = new Set([
  "id",
  "url",
  "external_url",
  "title",
  "content_html",
  "content_text",
  "summary",
  "image",
  "banner_image",
  "date_published",
  "date_modified",
  "authors",
  "tags",
  "language",
  "attachments",
]);
const URL_FIELDS = ["home_page_url", "feed_url", "next_url", "icon", "favicon", "url", "external_url", "image"];
// RFC 3339: a date, a time and an offset.
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function fieldProblems(at: string, value: Record<string, unknown>, known: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const [key, field] of Object.entries(value)) {
    if (!known.has(key) && !key.startsWith("_")) problems.push(`${at}${key}: not a JSON Feed 1.1 field`);
    if (URL_FIELDS.includes(key) && (typeof field !== "string" || !URL.canParse(field)))
      problems.push(`${at}${key}: expected an absolute URL`);
    if (key.startsWith("date_") && (typeof field !== "string" || !RFC_3339.test(field)))
      problems.push(`${at}${key}: expected an RFC 3339 date`);
  }
  if ("authors" in value) problems.push(...authorProblems(`${at}authors`, value.authors));
  return problems;
}

function authorProblems(at: string, authors: unknown): string[] {
  if (!Array.isArray(authors)) return [`${at}: expected an array`];
  return authors.flatMap((author, index) => {
    if (!isObject(author) || !["name", "url", "avatar"].some((key) => typeof author[key] === "string"))
      return [`${at}[${index}]: expected a name, url or avatar`];
    return Object.keys(author)
      .filter((key) => !["name", "url", "avatar"].includes(key) && !key.startsWith("_"))
      .map((key) => `${at}[${index}].${key}: not a JSON Feed 1.1 field`);
  });
}

/** Where a parsed feed.json breaks JSON Feed 1.1; none when it is valid. */
export function jsonFeedProblems(feed: unknown): string[] {
  if (!isObject(feed)) return ["the feed is not a JSON object"];
  const problems = fieldProblems("", feed, TOP);
  if (feed.version !== JSON_FEED_VERSION) problems.push(`version: expected ${JSON_FEED_VERSION}`);
  if (typeof feed.title !== "string") problems.push("title: required");
  if (!Array.isArray(feed.items)) return [...problems, "items: required, an array"];
  const ids = new Set<string>();
  feed.items.forEach((item: unknown, index) => {
    const at = `items[${index}].`;
    if (!isObject(item)) return problems.push(`items[${index}]: expected an object`);
    problems.push(...fieldProblems(at, item, ITEM));
    if (typeof item.id !== "string" || item.id === "") problems.push(`${at}id: required, a string`);
    else if (ids.has(item.id)) problems.push(`${at}id: repeats another item's`);
    else ids.add(item.id);
    if (typeof item.content_html !== "string" && typeof item.content_text !== "string")
      problems.push(`${at}content_html or content_text: required`);
    if ("tags" in item && (!Array.isArray(item.tags) || item.tags.some((tag) => typeof tag !== "string")))
      problems.push(`${at}tags: expected an array of strings`);
    return undefined;
  });
  return problems;
}
