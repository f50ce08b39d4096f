// The public replies to a post of the owner's: from Bluesky's public AppView (app.bsky.feed.getPostThread, after
// com.atproto.identity.resolveHandle for a handle) or a Mastodon instance's /api/v1/statuses/:id/context. Each reply
// keeps its author's name, handle and profile, its text as plain text, its date and its likes and reposts; nothing
// else, and no avatar. A reply whose author asked not to be shown to signed-out visitors (Bluesky's
// "!no-unauthenticated" label, Mastodon's `noindex`), that is not public, or that hides behind a content warning is
// left out.
import type { SocialPost } from "../app/collections/account-addresses.ts";
import {
  NAME_MAX,
  REPLIES_KEPT,
  REPLY_TEXT_MAX,
  postRepliesSchema,
  type PostRepliesData,
  type Reply,
} from "../app/schemas/fetched-schema.ts";
import { httpsAddress, instant, sanitisedText, textOfHtml, wholeCount } from "../app/collections/plain-text.ts";
import { getJson, record, type ApiBases } from "./refresh-http.ts";
import { sameData } from "./refresh-snapshot.ts";

export type RepliesResult =
  { ok: true; replies: PostRepliesData } | { ok: false; reason: string; rateLimited?: boolean };

/** The deepest reply kept, counting the owner's post's direct replies as 1. */
const MAX_DEPTH = 10;

/** The checked replies, in the thread's order (each followed by its own replies), or the answer was not as documented. */
function checked(service: PostRepliesData["service"], replies: Reply[]): RepliesResult {
  const result = postRepliesSchema.safeParse({ service, replies: replies.slice(0, REPLIES_KEPT) });
  if (!result.success) return { ok: false, reason: "a malformed answer: a reply is not what the service documents" };
  return { ok: true, replies: result.data };
}

/** One reply from its parts, or nothing when one is missing or not what it should be. */
function reply(parts: {
  url: unknown;
  name: unknown;
  handle: string;
  profile: unknown;
  text: string;
  date: unknown;
  likes: unknown;
  reposts: unknown;
  depth: number;
}): Reply | undefined {
  const url = httpsAddress(parts.url);
  const profile = httpsAddress(parts.profile);
  const date = instant(parts.date);
  const handle = sanitisedText(parts.handle, 300);
  const name = sanitisedText(parts.name, NAME_MAX) || handle;
  if (!url || !profile || !date || !handle || !name) return undefined;
  return {
    url,
    author: { name, handle, url: profile },
    text: sanitisedText(parts.text, REPLY_TEXT_MAX, { lines: true }),
    date,
    likes: wholeCount(parts.likes) ?? 0,
    reposts: wholeCount(parts.reposts) ?? 0,
    depth: parts.depth,
  };
}

/** The replies under a Bluesky post. */
async function blueskyReplies(
  post: Extract<SocialPost, { service: "bluesky" }>,
  api: string,
  now?: Date,
): Promise<RepliesResult> {
  let did = post.actor;
  if (!did.startsWith("did:")) {
    const resolved = await getJson(`${api}/xrpc/com.atproto.identity.resolveHandle?handle=${encodeURIComponent(did)}`, {
      now,
    });
    if (!resolved.ok) return resolved;
    const found = record(resolved.json)?.did;
    if (typeof found !== "string" || !found.startsWith("did:"))
      return { ok: false, reason: "a malformed answer: no DID for the handle" };
    did = found;
  }
  const uri = `at://${did}/app.bsky.feed.post/${post.rkey}`;
  const thread = await getJson(
    `${api}/xrpc/app.bsky.feed.getPostThread?uri=${encodeURIComponent(uri)}&depth=${MAX_DEPTH}&parentHeight=0`,
    { now },
  );
  if (!thread.ok) return thread;
  const root = record(record(thread.json)?.thread);
  if (!root || !record(root.post)) return { ok: false, reason: "a malformed answer: no thread" };
  const replies: Reply[] = [];
  const walk = (node: Record<string, unknown>, depth: number) => {
    if (depth > MAX_DEPTH || !Array.isArray(node.replies)) return;
    for (const child of node.replies.map(record)) {
      // A deleted or blocked reply is a notFoundPost or blockedPost: not shown, and neither are its replies.
      const view = record(child?.post);
      if (!child || child.$type !== "app.bsky.feed.defs#threadViewPost" || !view) continue;
      const author = record(view.author);
      const postRecord = record(view.record);
      const hidden = (Array.isArray(author?.labels) ? author.labels : []).some(
        (label) => record(label)?.val === "!no-unauthenticated",
      );
      const handle = typeof author?.handle === "string" ? author.handle : "";
      const rkey = typeof view.uri === "string" ? view.uri.split("/").at(-1) : undefined;
      if (!hidden && handle && rkey) {
        const found = reply({
          url: `https://bsky.app/profile/${encodeURIComponent(handle)}/post/${encodeURIComponent(rkey)}`,
          name: author?.displayName,
          handle: `@${handle}`,
          profile: `https://bsky.app/profile/${encodeURIComponent(handle)}`,
          text: typeof postRecord?.text === "string" ? postRecord.text : "",
          date: postRecord?.createdAt ?? view.indexedAt,
          likes: view.likeCount,
          reposts: view.repostCount,
          depth,
        });
        if (found) replies.push(found);
      }
      walk(child, depth + 1);
    }
  };
  walk(root, 1);
  return checked("bluesky", replies);
}

/** The replies under a Mastodon status: its context's descendants, each placed under the status it answers. */
async function mastodonReplies(
  post: Extract<SocialPost, { service: "mastodon" }>,
  api: string,
  now?: Date,
): Promise<RepliesResult> {
  const context = await getJson(`${api}/api/v1/statuses/${encodeURIComponent(post.id)}/context`, { now });
  if (!context.ok) return context;
  const descendants = record(context.json)?.descendants;
  if (!Array.isArray(descendants)) return { ok: false, reason: "a malformed answer: no descendants" };
  const host = new URL(post.origin).host;
  const depths = new Map<string, number>([[post.id, 0]]);
  const replies: Reply[] = [];
  for (const status of descendants.map(record)) {
    const id = typeof status?.id === "string" ? status.id : undefined;
    const parent = typeof status?.in_reply_to_id === "string" ? status.in_reply_to_id : undefined;
    const depth = parent === undefined ? undefined : depths.get(parent);
    if (!status || id === undefined || depth === undefined) continue;
    depths.set(id, depth + 1);
    const account = record(status.account);
    const acct = typeof account?.acct === "string" ? account.acct : "";
    const hidden =
      status.visibility !== "public" ||
      account?.noindex === true ||
      (typeof status.spoiler_text === "string" && status.spoiler_text.trim() !== "");
    if (hidden || !acct || depth + 1 > MAX_DEPTH) continue;
    const found = reply({
      url: status.url ?? status.uri,
      name: account?.display_name,
      // A local account's acct has no instance: the instance is the post's.
      handle: `@${acct.includes("@") ? acct : `${acct}@${host}`}`,
      profile: account?.url,
      text: textOfHtml(status.content),
      date: status.created_at,
      likes: status.favourites_count,
      reposts: status.reblogs_count,
      depth: depth + 1,
    });
    if (found) replies.push(found);
  }
  return checked("mastodon", replies);
}

/** The public replies to one post, or why there are none. */
export function postReplies(post: SocialPost, { apis, now }: { apis: ApiBases; now?: Date }): Promise<RepliesResult> {
  return post.service === "bluesky"
    ? blueskyReplies(post, apis.bluesky, now)
    : mastodonReplies(post, apis.mastodon(post.origin), now);
}

/** What changed in a post's replies, in a few words, or nothing. */
export function repliesChange(before: PostRepliesData | undefined, after: PostRepliesData): string | undefined {
  const old = new Set(before?.replies.map((item) => item.url) ?? []);
  const added = after.replies.filter((item) => !old.has(item.url)).length;
  const gone = [...old].filter((url) => !after.replies.some((item) => item.url === url)).length;
  const parts = [
    ...(added > 0 ? [`${added} new repl${added === 1 ? "y" : "ies"}`] : []),
    ...(gone > 0 ? [`${gone} gone`] : []),
  ];
  if (parts.length === 0 && !sameData(before, after)) parts.push("likes, reposts or text");
  return parts.length > 0 ? parts.join(", ") : undefined;
}
