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

  /** Every project, in home-page order, by language code: the same projects in each, in its words. Drafts only in development. */
  export const projectsByLanguage: Readonly<Record<string, readonly Project[]>>;
}

declare module "virtual:content/site" {
  import type { Picture } from "vite-imagetools";
  import type { Language } from "~/i18n/languages";
  import type { SiteContent } from "~/content/schema";

  /** site.ts in one language (site.fr.ts over it), with its Markdown rendered. */
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

  /** The site's languages, the default first (settings.ts, or SITE_LANGUAGES). */
  export const languages: readonly Language[];
  /** site.ts in every language, by language code. */
  export const sites: Readonly<Record<string, LocalizedSite>>;
}

declare module "virtual:content/fonts" {
  /** By language code: the URLs of the web-font files its pages preload (scripts/build-fonts.ts). */
  export const fontPreloads: Readonly<Record<string, readonly string[]>>;
}

declare module "virtual:content/palette.css";
