// The posts, generated from app/content/writing by scripts/writing-module.ts.
declare module "virtual:writing" {
  import type { Picture } from "vite-imagetools";

  /** A piece of a post's body: HTML, or one of its images, encoded by vite-imagetools. */
  export type BodyPart = string | { picture: Picture; alt: string };

  export type Post = {
    slug: string;
    title: string;
    description: string;
    /** YYYY-MM-DD */
    date: string;
    updated?: string;
    tags: string[];
    draft: boolean;
    /** The codes of the languages the post is written in, the default language's first. */
    languages: string[];
    /** Minutes to read. */
    minutes: number;
    /** The body, for the page. */
    body: BodyPart[];
    /** The same body with absolute link and image addresses, for the feed. */
    feedBody: BodyPart[];
  };

  /** Every post, newest first, by language code; a language without posts has an empty list. Drafts only in development. */
  export const postsByLanguage: Readonly<Record<string, Post[]>>;
}

declare module "virtual:writing-code.css";
