// The virtual modules scripts/content-plugin.ts generates from the content.

declare module "virtual:content/projects" {
  import type { GalleryImage } from "~/components/screenshot-picture";
  import type { ProjectInfo } from "~/content/schema";

  /** A project as the pages show it: screenshots encoded, description rendered from Markdown. */
  export type Project = ProjectInfo & {
    images: readonly GalleryImage[];
    /** Sanitised HTML, rendered at build time (app/content/markdown.ts). */
    descriptionHtml: string;
  };

  /** Every project, in home-page order; drafts only in development. */
  export const projects: readonly Project[];
}

declare module "virtual:content/site-text" {
  /** person.bio from site.ts, rendered from Markdown to sanitised HTML. */
  export const bioHtml: string;
  /** The bio's first paragraph as plain text, for descriptions. */
  export const bioText: string;
  /** Each experience entry's summary, rendered, in the same order. */
  export const experienceHtml: readonly string[];
}
