// What each page's social preview image says. The build draws the images from
// these cards (scripts/build-social-images.tsx) and the pages' meta tags use
// the same cards for the image's URL and text alternative, so they agree.
import type { Portfolio } from "./content/schema.ts";
import { HOME_PATH, postPath, projectPath, socialImagePath, WRITING_PATH } from "./paths.ts";
import { toDescription } from "./description.ts";

/** The size Facebook, LinkedIn, Slack and X all show large without cropping much. */
export const SOCIAL_IMAGE = { width: 1200, height: 630, type: "image/png" } as const;

export type SocialCard = {
  /** The page it previews, relative to the site's root. */
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

/** One card per page: the home page, then each project in content order. */
export function socialCards(content: Portfolio): SocialCard[] {
  const { person } = content;
  const home: SocialCard = {
    page: HOME_PATH,
    imagePath: socialImagePath(HOME_PATH),
    name: person.name,
    title: person.jobTitle,
    summary: toDescription(content.description),
    alt: `${person.name}, ${person.jobTitle}`,
  };
  const projects = content.projects.map((project): SocialCard => {
    const page = projectPath(project.slug);
    return {
      page,
      imagePath: socialImagePath(page),
      name: person.name,
      title: project.name,
      summary: toDescription(project.summary),
      slug: project.slug,
      alt: `${project.name}, a project by ${person.name}: ${toDescription(project.summary)}`,
    };
  });
  return [home, ...projects];
}

/** The card of one page; a page of the writing needs the posts too. */
export function socialCard(content: Portfolio, page: string, posts: readonly PostSummary[] = []): SocialCard {
  const cards = [...socialCards(content), ...writingSocialCards(content, posts)];
  const card = cards.find((candidate) => candidate.page === page);
  // Cards are made from the same list as the routes, so this cannot miss.
  if (!card) throw new Error(`No social card for ${page}`);
  return card;
}

type PostSummary = { slug: string; title: string; description: string };

/** The writing's cards, when there are posts: the list of posts (tag pages share it), then one per post showing its title. */
export function writingSocialCards(content: Pick<Portfolio, "person">, posts: readonly PostSummary[]): SocialCard[] {
  if (posts.length === 0) return [];
  const { name } = content.person;
  const list: SocialCard = {
    page: WRITING_PATH,
    imagePath: socialImagePath(WRITING_PATH),
    name,
    title: "Writing",
    summary: writingDescription(content),
    alt: `Writing by ${name}`,
  };
  return [
    list,
    ...posts.map((post): SocialCard => {
      const page = postPath(post.slug);
      return {
        page,
        imagePath: socialImagePath(page),
        name,
        title: post.title,
        summary: toDescription(post.description),
        alt: `${post.title}, by ${name}: ${toDescription(post.description)}`,
      };
    }),
  ];
}

/** What the list of posts is, for its description and its card. */
export function writingDescription(content: Pick<Portfolio, "person">): string {
  return `Articles and notes by ${content.person.name}, ${content.person.jobTitle}: what they built, measured and learned.`;
}
