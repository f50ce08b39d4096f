// The writing collection: one post per `app/content/writing/<slug>/index.md`
// (its images beside it) or `app/content/writing/<slug>.md`, read through the
// same collection loader as the projects, so a bad post stops the build with
// the same kind of line: `app/content/writing/x/index.md: date: …`.
//
// Plain Node: routes.ts, react-router.config.ts (pre-render list, sitemap),
// the social images and the Vite content module all read posts from here.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { toString } from "mdast-util-to-string";
import { visit } from "unist-util-visit";
import { z } from "zod";
import { includeDraftsByDefault, loadCollection, SLUG_PATTERN, type Entry } from "./collection.ts";
import { isExternalUrl, parseMarkdown } from "./markdown.ts";
import { text } from "./schema.ts";

export const WRITING_DIR = "app/content/writing";

/** The posts' folder; CONTENT_WRITING_DIR points at another (the tests use broken copies). */
export function writingDir(): string {
  return process.env.CONTENT_WRITING_DIR ?? WRITING_DIR;
}

/** Tags are URL segments, written the way they are shown: lower case, like GitHub topics. */
export const TAG_PATTERN = SLUG_PATTERN;

function isCalendarDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** A calendar date written YYYY-MM-DD that exists (no 2026-02-30). */
const day = z
  .string({ error: (issue) => `expected a date written YYYY-MM-DD, got ${JSON.stringify(issue.input)}` })
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isCalendarDay(value), {
    error: (issue) => `expected a date written YYYY-MM-DD, got ${JSON.stringify(issue.input)}`,
  });

export const postSchema = z
  .strictObject({
    title: text,
    description: text,
    date: day,
    updated: day.optional(),
    tags: z
      .array(
        z.string().regex(TAG_PATTERN, {
          error: (issue) =>
            `expected a lower-case tag such as "react" or "web-performance", got ${JSON.stringify(issue.input)}`,
        }),
      )
      .min(1, { error: "expected at least one tag" })
      .refine((tags) => new Set(tags).size === tags.length, { error: "lists the same tag twice" }),
    draft: z.boolean().optional(),
  })
  .refine((post) => post.updated === undefined || post.updated >= post.date, {
    path: ["updated"],
    error: "must not be before date",
  });

export type PostData = z.output<typeof postSchema>;
export type PostEntry = Entry<PostData>;

/** Every post, newest first (by date, then title), drafts only when asked for. */
export function loadPosts({
  dir = writingDir(),
  includeDrafts = includeDraftsByDefault(),
}: { dir?: string; includeDrafts?: boolean } = {}): PostEntry[] {
  const posts = loadCollection({ dir, schema: postSchema, includeDrafts, check: checkImages });
  return posts.sort((a, b) => b.data.date.localeCompare(a.data.date) || a.data.title.localeCompare(b.data.title));
}

/** The images a post's Markdown names: each must sit beside it and say what it shows. */
function checkImages(entry: PostEntry): string[] {
  const problems: string[] = [];
  visit(parseMarkdown(entry.body), "image", (node) => {
    const where = `image ${JSON.stringify(node.url)}`;
    if (!node.alt?.trim()) problems.push(`${where}: needs alt text, as in ![what it shows](${node.url})`);
    if (isExternalUrl(node.url)) {
      problems.push(`${where}: images must be files beside the post, not addresses (the CSP allows only the site's)`);
    } else if (!existsSync(join(entry.folder, decodeURI(node.url)))) {
      problems.push(`${where}: file not found beside the post`);
    }
  });
  return problems;
}

const WORDS_PER_MINUTE = 220;

/**
 * Minutes to read, rounded up, at least one: every word, code included (it is
 * read too), at 220 a minute. Words are counted with Intl.Segmenter so text in
 * any language counts, not only space-separated words.
 */
export function readingMinutes(markdown: string): number {
  const segmenter = new Intl.Segmenter("en", { granularity: "word" });
  // The text of every node, code included: it is read too.
  const text = toString(parseMarkdown(markdown), { includeHtml: false });
  let words = 0;
  for (const segment of segmenter.segment(text)) if (segment.isWordLike) words += 1;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** What the URLs and the sitemap need of each post. */
export function postFacts(posts: readonly PostEntry[]) {
  return posts.map((post) => ({ slug: post.slug, ...post.data }));
}
