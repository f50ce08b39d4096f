// The webmentions of the owner's posts, from webmention.io's API (github.com/aaronpk/webmention.io, "API"): every
// mention its account received, a page at a time, with the owner's WEBMENTION_IO_TOKEN, which goes to webmention.io
// only. Kept: the mentions of a post's page, public, with their author's name and address, kind, text and date; no
// photo. Private mentions (wm-private) and RSVPs are left out.
import { mentionKey } from "../app/collections/fetched-data.ts";
import {
  NAME_MAX,
  REPLIES_KEPT,
  REPLY_TEXT_MAX,
  webmentionsSnapshotSchema,
  type WebMention,
  type WebmentionsSnapshot,
} from "../app/schemas/fetched-schema.ts";
import { httpsAddress, instant, sanitisedText } from "../app/collections/plain-text.ts";
import { getJson, record } from "./refresh-http.ts";

export type MentionsResult = { ok: true; mentions: WebmentionsSnapshot } | { ok: false; reason: string };

const KINDS: Record<string, WebMention["kind"]> = {
  "in-reply-to": "reply",
  "like-of": "like",
  "repost-of": "repost",
  "bookmark-of": "bookmark",
  "mention-of": "mention",
};
const PER_PAGE = 100;
/** Enough for any portfolio; a runaway answer stops here. */
const MAX_PAGES = 20;

/**
 * Every public mention of a page whose path ends with one of `postPaths` ("/writing/my-post", in any language and
 * under any base path), by the page's address, oldest first.
 */
export async function webmentions({
  api,
  token,
  postPaths,
  now,
}: {
  api: string;
  token: string;
  postPaths: readonly string[];
  now?: Date;
}): Promise<MentionsResult> {
  const byTarget: Record<string, WebMention[]> = {};
  for (let page = 0; page < MAX_PAGES; page++) {
    const address = `${api}/api/mentions.jf2?per-page=${PER_PAGE}&page=${page}&sort-dir=up&token=${encodeURIComponent(token)}`;
    const fetched = await getJson(address, now ? { now } : {});
    if (!fetched.ok) return { ok: false, reason: fetched.reason };
    const children = record(fetched.json)?.children;
    if (!Array.isArray(children)) return { ok: false, reason: "a malformed answer: no children" };
    for (const entry of children.map(record)) {
      const target = typeof entry?.["wm-target"] === "string" ? httpsAddress(entry["wm-target"]) : undefined;
      const kind = KINDS[String(entry?.["wm-property"])];
      if (!entry || !target || !kind || entry["wm-private"] === true) continue;
      const path = new URL(target).pathname.replace(/\/+$/, "");
      if (!postPaths.some((postPath) => path.endsWith(postPath))) continue;
      const author = record(entry.author);
      const url = httpsAddress(entry.url) ?? httpsAddress(entry["wm-source"]);
      const authorUrl = httpsAddress(author?.url);
      const name =
        sanitisedText(author?.name, NAME_MAX) || (authorUrl ? sanitisedText(new URL(authorUrl).host, NAME_MAX) : "");
      const date = instant(entry.published) ?? instant(entry["wm-received"]);
      const content = record(entry.content);
      const text =
        kind === "reply" || kind === "mention" ? sanitisedText(content?.text, REPLY_TEXT_MAX, { lines: true }) : "";
      if (!url || !name || !date) continue;
      const mention: WebMention = {
        url,
        kind,
        author: { name, ...(authorUrl ? { url: authorUrl } : {}) },
        ...(text ? { text } : {}),
        date,
      };
      (byTarget[mentionKey(target)] ??= []).push(mention);
    }
    if (children.length < PER_PAGE) break;
  }
  const sorted = Object.fromEntries(
    Object.entries(byTarget).map(([target, mentions]) => [
      target,
      mentions.sort((a, b) => a.date.localeCompare(b.date) || a.url.localeCompare(b.url)).slice(0, REPLIES_KEPT),
    ]),
  );
  const checked = webmentionsSnapshotSchema.safeParse(sorted);
  if (!checked.success)
    return { ok: false, reason: "a malformed answer: a mention is not what webmention.io documents" };
  return { ok: true, mentions: checked.data };
}
