// What each page's social preview image says. The build draws the images from
// these cards (app/share-image/) and the pages' meta tags use
// the same cards for the image's URL and text alternative, so they agree. Each
// language has its own cards, in its words, named like its pages (/og/fr.png, /og/fr/weather-app.png).
import type { Portfolio } from "../collections/portfolio-source.ts";
import type { ProjectEntry } from "../collections/project-collection.ts";
import type { Messages } from "../i18n/messages/en.ts";
import { localizePath, type Language } from "../languages/language-tags.ts";
import { HOME_PATH, postPath, projectPath, socialImagePath, WRITING_PATH } from "../addresses/paths.ts";
import { toDescription } from "./description.ts";

/** The size Facebook, LinkedIn, Slack and X all show large without cropping much. */
export const SOCIAL_IMAGE = { width: 1200, height: 630, type: "image/png" } as const;

export type SocialCard = {
  /** The page it previews, relative to the site's root, in its language: "/fr/weather-app". */
  page: string;
  /** Where the image is published, relative to the site's root. */
  imagePath: string;
  /** The developer's name, on every card. */
  name: string;
  /** The job title on the home page's card, the project's name on a project's. */
  title: string;
  /** The same text as the page's description. */
  summary: string;
  /** The project it previews, whose card screenshot the image shows; none for the home page. */
  slug?: string;
  /** For og:image:alt and twitter:image:alt. */
  alt: string;
};

/** The language of a set of cards: its words, where its pages are and where their images are. */
export type CardLanguage = {
  t: Messages;
  language: Pick<Language, "prefix">;
  /** The language whose images the cards use: its own, unless it cannot have any (imageLanguage). */
  images?: Pick<Language, "prefix">;
};

const DEFAULT_PREFIX = { prefix: "" };

/**
 * What the cards are made from: the developer, the home page's description, and the projects to draw cards of (what
 * a project's card says: its name and summary).
 */
export type CardContent = Pick<Portfolio, "person" | "description"> & {
  projects: readonly Pick<ProjectEntry, "slug" | "name" | "summary">[];
};

/** One card per page: the home page, then each project in content order. */
export function socialCards(
  content: CardContent,
  { t, language = DEFAULT_PREFIX, images = language }: Partial<CardLanguage> & Pick<CardLanguage, "t">,
): SocialCard[] {
  const { person } = content;
  const at = (path: string) => localizePath(path, language);
  const image = (path: string) => socialImagePath(localizePath(path, images));
  const home: SocialCard = {
    page: at(HOME_PATH),
    imagePath: image(HOME_PATH),
    name: person.name,
    title: person.jobTitle,
    summary: toDescription(content.description),
    alt: `${person.name}, ${person.jobTitle}`,
  };
  const projects = content.projects.map((project): SocialCard => {
    const page = at(projectPath(project.slug));
    return {
      page,
      imagePath: image(projectPath(project.slug)),
      name: person.name,
      title: project.name,
      summary: toDescription(project.summary),
      slug: project.slug,
      alt: t.projectCardAlt(project.name, person.name, toDescription(project.summary)),
    };
  });
  return [home, ...projects];
}

/** The card of one page (a path in its language); a page of the writing needs the posts too. */
export function socialCard(
  content: CardContent,
  page: string,
  words: Partial<CardLanguage> & Pick<CardLanguage, "t">,
  posts: readonly PostSummary[] = [],
  listed = false,
): SocialCard {
  const cards = [...socialCards(content, words), ...writingSocialCards(content, posts, words, listed)];
  const card = cards.find((candidate) => candidate.page === page);
  if (card) return card;
  // A page of another kind (one added to app/routes.ts) shares the home page's card.
  const home = cards[0];
  if (!home) throw new Error(`No social card for ${page}`);
  return { ...home, page };
}

type PostSummary = { slug: string; title: string; description: string };

/**
 * The writing's cards, when there are posts: the list of posts (tag pages share it), then one per post showing its
 * title; the list's alone where the language lists only other languages' posts (`listed`).
 */
export function writingSocialCards(
  content: Pick<Portfolio, "person">,
  posts: readonly PostSummary[],
  { t, language = DEFAULT_PREFIX, images = language }: Partial<CardLanguage> & Pick<CardLanguage, "t">,
  listed = false,
): SocialCard[] {
  if (posts.length === 0 && !listed) return [];
  const { name } = content.person;
  const at = (path: string) => localizePath(path, language);
  const image = (path: string) => socialImagePath(localizePath(path, images));
  const list: SocialCard = {
    page: at(WRITING_PATH),
    imagePath: image(WRITING_PATH),
    name,
    title: t.writing,
    summary: writingDescription(content, t),
    alt: t.writingBy(name),
  };
  return [
    list,
    ...posts.map((post): SocialCard => {
      const page = at(postPath(post.slug));
      return {
        page,
        imagePath: image(postPath(post.slug)),
        name,
        title: post.title,
        summary: toDescription(post.description),
        alt: t.postCardAlt(post.title, name, toDescription(post.description)),
      };
    }),
  ];
}

/** What the list of posts is, for its description and its card. */
export function writingDescription(content: Pick<Portfolio, "person">, t: Messages): string {
  return t.writingDescription(content.person.name, content.person.jobTitle);
}
