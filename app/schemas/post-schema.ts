// What a post's front matter may say (app/collections/writing.ts reads the posts with it):
// its own fields, and a translation's, which take the original's date, tags
// and draft. A mistake names the field: `date: expected a date written
// YYYY-MM-DD, got "1 March 2026"`.
import { z } from "zod";
import { SOCIAL_POST_FORMS, socialPost } from "../collections/account-addresses.ts";
import { SLUG_PATTERN } from "../collections/collection.ts";
import { calendarProblem, text } from "./site-schema.ts";
import { fallbackSchema } from "../languages/translation-rules.ts";

/** Tags are URL segments, written the way they are shown: lower case, like GitHub topics. */
export const TAG_PATTERN = SLUG_PATTERN;

/** A calendar date written YYYY-MM-DD that exists (no 2026-02-30). */
const day = z
  .string({ error: (issue) => `expected a date written YYYY-MM-DD, got ${JSON.stringify(issue.input)}` })
  .superRefine((value, ctx) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      ctx.addIssue({ code: "custom", message: `expected a date written YYYY-MM-DD, got ${JSON.stringify(value)}` });
      return;
    }
    const problem = calendarProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
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
      .refine((tags) => new Set(tags).size === tags.length, { error: "lists the same tag twice" })
      // A post may have no tags: it is then on no tag's page.
      .default([]),
    draft: z.boolean().optional(),
    /** The Bluesky or Mastodon posts that announced it: `npm run refresh` keeps their public replies for its page. */
    replies: z
      .array(text.refine((address) => socialPost(address) !== undefined, { error: SOCIAL_POST_FORMS }))
      .min(1, { error: "expected at least one address, or leave replies out" })
      .refine((addresses) => new Set(addresses).size === addresses.length, { error: "lists the same address twice" })
      .optional(),
  })
  .refine((post) => post.updated === undefined || post.updated >= post.date, {
    path: ["updated"],
    error: "must not be before date",
  });

export type PostData = z.output<typeof postSchema>;

/**
 * A post's translation, index.fr.md beside index.md: its title, description
 * and body in that language, and its own `updated` date when it changed apart
 * from the original. The date, tags and draft are the original's.
 */
export const postTranslationSchema = z.strictObject({
  title: text.optional(),
  description: text.optional(),
  updated: day.optional(),
  fallback: fallbackSchema.optional(),
});
