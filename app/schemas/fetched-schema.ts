// What `npm run refresh` (cli/refresh.ts) writes into content/fetched/, as the build reads it: the facts of the
// projects' GitHub repositories (github.json), the repositories pinned on the owner's GitHub profile (pinned.json)
// and the public replies to the posts' announcements (replies.json).
// The files are the owner's to review and commit, and fetched text is hostile, so the build checks them like any
// content: only these fields, plain text of bounded length, https addresses, whole counts
// (docs/decisions/0069-accounts-fetched-on-purpose.md).
import { z } from "zod";
import { controlCharacter } from "./site-schema.ts";

/** The longest a reply's text may be, in characters; refresh cuts a longer one at a word with "…". */
export const REPLY_TEXT_MAX = 1000;
/** The longest a name (an author's, a language's, a release's) may be. */
export const NAME_MAX = 100;
/** How many languages a repository shows: its largest by bytes. */
export const LANGUAGES_SHOWN = 3;
/** How many replies a post keeps, in the thread's order: a page is not a feed. */
export const REPLIES_KEPT = 100;
/** The longest a pinned repository's description may be: GitHub's own limit for one. */
export const DESCRIPTION_MAX = 350;
/** How many repositories a GitHub profile pins at most. */
export const PINNED_MAX = 6;

/** Plain text: no control character but the line feed, at most `max` characters. */
const plain = (max: number) =>
  z
    .string()
    .max(max, { error: `must be at most ${max} characters: run npm run refresh again` })
    .refine((value) => !controlCharacter(value.replaceAll("\n", " ")), {
      error: "contains a control character: run npm run refresh again",
    });

const https = z
  .string()
  .max(500)
  .refine((value) => URL.parse(value)?.protocol === "https:", { error: "expected an https:// address" });

const count = z.number().int().min(0);
const instant = z.iso.datetime({ error: "expected a date and time in ISO 8601, like 2026-01-20T09:30:00.000Z" });

/** One repository's facts, under its "owner/name" in lower case (app/content/account-addresses.ts). */
export const repositoryFactsSchema = z.strictObject({
  /** Its address on GitHub, as GitHub writes it. */
  url: https,
  stars: count,
  forks: count,
  /** Its largest languages by bytes, largest first. */
  languages: z.array(plain(NAME_MAX).min(1)).max(LANGUAGES_SHOWN),
  /** The last push to any branch. */
  pushedAt: instant.optional(),
  archived: z.boolean(),
  /** The licence's SPDX identifier ("MIT"); none when GitHub finds none or calls it "other". */
  licence: plain(NAME_MAX).min(1).optional(),
  /** The latest published release, when there is one. */
  release: z.strictObject({ name: plain(NAME_MAX).min(1), url: https, publishedAt: instant.optional() }).optional(),
});

export const githubSnapshotSchema = z.record(z.string().regex(/^[a-z0-9-]+\/[a-z0-9_.-]+$/), repositoryFactsSchema);

/** A repository pinned on the owner's GitHub profile: what the home page's "Also on GitHub" shows of it. */
export const pinnedRepositorySchema = z.strictObject({
  /** "owner/name", as GitHub writes it: matched against the projects' links, its name shown. */
  repository: z.string().regex(/^[A-Za-z0-9-]{1,39}\/[A-Za-z0-9_.-]{1,100}$/, { error: 'expected "owner/name"' }),
  /** Its address on GitHub. */
  url: https,
  description: plain(DESCRIPTION_MAX).min(1).optional(),
  /** Its main language, as GitHub names it. */
  language: plain(NAME_MAX).min(1).optional(),
  stars: count,
  archived: z.boolean(),
});

/** The repositories pinned on a GitHub profile, in the profile's order, under the account's name in lower case. */
export const pinnedSnapshotSchema = z.record(
  z.string().regex(/^[a-z0-9-]{1,39}$/),
  z.array(pinnedRepositorySchema).max(PINNED_MAX),
);

/** A public reply to one of the owner's posts on Bluesky or Mastodon. */
export const replySchema = z.strictObject({
  /** The reply itself, on its service. */
  url: https,
  author: z.strictObject({
    /** Their display name; their handle when they have none. */
    name: plain(NAME_MAX).min(1),
    /** "@someone.bsky.social", "@someone@mastodon.social". */
    handle: plain(300).min(1),
    /** Their profile. */
    url: https,
  }),
  /** The reply as plain text, line breaks kept. */
  text: plain(REPLY_TEXT_MAX),
  date: instant,
  likes: count,
  reposts: count,
  /** 1 for a reply to the owner's post, 2 for a reply to that reply… */
  depth: z.number().int().min(1).max(20),
});

/** The replies to one post of the owner's, under its address as the post's `replies:` lists it. */
export const postRepliesSchema = z.strictObject({
  service: z.enum(["bluesky", "mastodon"]),
  replies: z.array(replySchema).max(REPLIES_KEPT),
});

export const repliesSnapshotSchema = z.record(https, postRepliesSchema);

/** What a webmention says of the post: replied to it, liked, reposted, bookmarked or mentioned it. */
export const MENTION_KINDS = ["reply", "like", "repost", "bookmark", "mention"] as const;

/** A webmention of one of the owner's posts, as webmention.io received it. */
export const mentionSchema = z.strictObject({
  /** The page that mentions the post. */
  url: https,
  kind: z.enum(MENTION_KINDS),
  author: z.strictObject({ name: plain(NAME_MAX).min(1), url: https.optional() }),
  /** A reply's or mention's text, plain; none for a like or a repost. */
  text: plain(REPLY_TEXT_MAX).optional(),
  date: instant,
});

/** The webmentions of each post, under the post's address as they name it. */
export const webmentionsSnapshotSchema = z.record(https, z.array(mentionSchema).max(REPLIES_KEPT));

export type WebMention = z.output<typeof mentionSchema>;
export type MentionKind = (typeof MENTION_KINDS)[number];
export type WebmentionsSnapshot = z.output<typeof webmentionsSnapshotSchema>;
export type RepositoryFactsData = z.output<typeof repositoryFactsSchema>;
export type PinnedRepositoryData = z.output<typeof pinnedRepositorySchema>;
export type PinnedSnapshot = z.output<typeof pinnedSnapshotSchema>;
export type Reply = z.output<typeof replySchema>;
export type PostRepliesData = z.output<typeof postRepliesSchema>;
export type GitHubSnapshot = z.output<typeof githubSnapshotSchema>;
export type RepliesSnapshot = z.output<typeof repliesSnapshotSchema>;
