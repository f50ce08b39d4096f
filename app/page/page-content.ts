// The content as a page shows it, in the page's language: what the root
// route's loader returns (app/page/page-content.server.ts makes it at build time)
// and every component reads through usePage(). Plain data: Markdown already
// rendered to HTML, each image already encoded to its <picture> sources. Every
// page carries each project by name and technologies only, and each post as a
// summary; the projects' cards come to the pages that show them (the home
// page, a project's "more projects", a technology's page) and a project's
// screenshots and description and a post's body to its own page, from their
// routes' loaders, so a page's data grows with what it shows, not with the site.
import type { Picture } from "vite-imagetools";
import type { RepliesShown, RepositoryShown } from "~/collections/fetched-data";
import type { WebMention } from "~/schemas/fetched-schema";
import type { ProjectEntry } from "~/collections/project-collection";
import type { SiteContent } from "~/schemas/site-schema";
import type { TocEntry } from "~/markdown/heading-outline";
import type { Language } from "~/languages/language-tags";
import type { LookName } from "~/schemas/looks";

/**
 * An image as a page draws it: its description and its encoded versions; a post's image may have a dark-theme
 * variant (app/markdown/image-figures.ts).
 */
export type ContentImage = { alt: string; picture: Picture; dark?: Picture };

/**
 * A project as its own page shows it: the entry as written (ProjectEntry) with
 * its screenshots encoded and its description rendered from Markdown.
 */
export type ProjectPage = Omit<ProjectEntry, "file" | "images" | "description" | "maths"> & {
  images: readonly ContentImage[];
  /** Sanitised HTML, rendered at build time (app/markdown/markdown.ts), its headings with ids. */
  descriptionHtml: string;
  /** The description's table of contents; empty when it is short (app/markdown/heading-outline.ts). */
  toc: readonly TocEntry[];
  /** Its GitHub repository's facts, when `npm run refresh` fetched them (app/collections/fetched-data.ts). */
  repository?: RepositoryShown;
};

/**
 * A project as its card shows it, on every page that lists it: without its
 * screenshots, description or contents, which only its own page shows (its
 * route's loader gives them), so that no page carries every project's whole content.
 */
export type ProjectSummary = Omit<ProjectPage, "images" | "descriptionHtml" | "toc"> & {
  /** The screenshot its card shows (app/collections/card-image.ts); none for a project without screenshots. */
  card?: ContentImage;
};

/** site.ts in one language (site.<code>.ts over it), with its Markdown rendered. */
export type LocalizedSite = SiteContent & {
  /** person.bio, rendered to sanitised HTML. */
  bioHtml: string;
  /** The bio's first paragraph as plain text, or the job title: the home page's description. */
  description: string;
  /** Each experience entry's summary, rendered, in the same order. */
  experienceHtml: readonly string[];
  /** person.portrait's encoded versions, when there is a portrait. */
  portraitPicture?: Picture;
};

/** A piece of a post's body: HTML, or one of its images. */
export type BodyPart = string | ContentImage;

/** A post as its own page and the feed show it: its body rendered, its images encoded. */
export type PostPage = {
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
  /**
   * The tags of the languages it is not written in whose writing page lists it and whose search finds it, in this
   * language (settings.ts's postsAcrossLanguages); empty but on its one version that stands in for the others.
   */
  alsoIn: string[];
  /** The body's table of contents; empty when it is short. */
  toc: readonly TocEntry[];
  /** The body, for the page. */
  body: BodyPart[];
  /** The same body with absolute link and image addresses, for the feed. */
  feedBody: BodyPart[];
  /** The owner's posts that announced it on Bluesky or Mastodon, each with the replies refresh kept. */
  replies: readonly RepliesShown[];
  /** Its webmentions, as refresh kept them from webmention.io, oldest first. */
  mentions: readonly WebMention[];
};

/** A post as the lists show it: without its body, contents or replies, which its own page shows. */
export type PostSummary = Omit<PostPage, "body" | "feedBody" | "toc" | "replies" | "mentions">;

/** A post not written in a page's language, listed there in the language it is written in. */
export type PostElsewhere = PostSummary & { language: Language };

/** The same page in another language: its address there, or that language's home page where it has no such page. */
export type Alternate = { language: Language; href: string; exists: boolean };

/** Everything a page of one language shows, and where it is. */
export type PageContent = {
  language: Language;
  /** Every language of the site, the default first. */
  languages: readonly Language[];
  site: LocalizedSite;
  /**
   * Every project, in home-page order, by name: enough to link it and to know which technologies have pages
   * (./page-technologies.ts). Its card (ProjectSummary) comes from the loader of a page that shows it.
   */
  projects: readonly Pick<ProjectSummary, "slug" | "name" | "tech">[];
  /** This language's posts, newest first. */
  posts: readonly PostSummary[];
  /** The posts not written in this language, each in a language it is written in, newest first. */
  postsElsewhere: readonly PostElsewhere[];
  /** The page's path without its language: "/weather-app" on /fr/weather-app. */
  path: string;
  /** The page in every language (none on a single-language site). */
  alternates: readonly Alternate[];
  /** Its Markdown copy's path in its language ("/fr/weather-app.md"), when its kind has one (app/routes.ts). */
  markdownCopy?: string;
  /** Where the site receives webmentions, when settings.ts names it: every page's <head> says so. */
  webmentionEndpoint?: string;
  /** The look settings.ts chooses (the root's loader adds it): the root writes it on <html>, a part may size for it. */
  look?: LookName;
};
