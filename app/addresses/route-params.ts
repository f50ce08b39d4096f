// What each param of the route table (app/routes.ts) takes, from the content:
// the projects' slugs, each language's posts and tags, the technologies, the
// CVs' names and the share images. app/addresses/site-pages.ts replaces each param with
// them to list every address the site publishes. A new param is a line here.
import { loadPortfolios } from "../collections/portfolio-source.ts";
import type { SiteContent } from "../schemas/site-schema.ts";
import { checkedSettings, site } from "../collections/owner-modules.ts";
import { defaultLanguage, siteLanguages } from "../languages/languages-setting.ts";
import {
  technologyIndex,
  technologySources,
  technologyUses,
  type TechnologyIndex,
} from "../collections/technology-index.ts";
import { loadPostsByLanguage, writingIn } from "../collections/writing.ts";
import { cvPlans } from "../cv/cv-plans.ts";
import { messagesFor } from "../i18n/site-catalogues.ts";
import { imageLanguage, inLanguage, localizePath, type Language } from "../languages/language-tags.ts";
import { SHARE_IMAGES_PATH, shareImagePages, socialImagePath } from "./paths.ts";
import { rootFilesOf, type RootFiles } from "../collections/identity.ts";

/** What the route table's params are taken from: the content, read for its addresses only. */
export type RouteContent = {
  languages: readonly Language[];
  /** Slugs are the same in every language; `tech` names the project's technologies. */
  projects: readonly { slug: string; file?: string; tech?: readonly string[] }[];
  /** Each language's posts: their slugs, files, tags and dates. */
  postsByLanguage: Readonly<
    Record<
      string,
      readonly {
        slug: string;
        file?: string;
        /** The languages it is written in (codes, in the site's order): its own when left out. */
        languages?: readonly string[];
        data: { tags: readonly string[]; date: string; updated?: string };
      }[]
    >
  >;
  /** settings.ts's postsAcrossLanguages: a language with no posts of its own lists the others' on its writing page. */
  postsAcrossLanguages: boolean;
  /** site.ts's skill groups and technology aliases, which name technologies too. */
  skills?: readonly { skills: readonly string[] }[];
  technologyAliases?: Readonly<Record<string, string>>;
  /** The CVs' file names: each language's own, where it can have one (app/cv/cv-plans.ts). */
  cvFiles?: readonly string[];
  /** Which optional files the site publishes at its root (security.txt, atproto-did); none when left out. */
  rootFiles?: RootFiles;
};

export function loadRouteContent(): RouteContent {
  const languages = siteLanguages();
  const aliases = (site as SiteContent).technologyAliases;
  const portfolios = loadPortfolios({ languages });
  const cvs = cvPlans(languages, (language) => inLanguage(portfolios, language.code), messagesFor);
  return {
    languages,
    projects: inLanguage(portfolios, defaultLanguage(languages).code).projects,
    postsByLanguage: loadPostsByLanguage({ languages }),
    postsAcrossLanguages: checkedSettings().postsAcrossLanguages,
    cvFiles: [...new Set(cvs.map((cv) => cv.downloadName))],
    skills: site.skills,
    ...(aliases ? { technologyAliases: aliases } : {}),
    rootFiles: rootFilesOf(site),
  };
}

const indexes = new WeakMap<RouteContent, TechnologyIndex>();

/** The content's technologies (app/collections/technology-index.ts), worked out once per content. */
function technologiesIn(content: RouteContent): TechnologyIndex {
  let index = indexes.get(content);
  if (!index) {
    const projects = content.projects.map((project) => ({ ...project, tech: project.tech ?? [] }));
    index = technologyIndex(technologySources({ skills: content.skills ?? [], ...content }, projects));
    indexes.set(content, index);
  }
  return index;
}

/** A value a param takes, and the content file it comes from (to name in an error). */
export type ParamValue = { value: string; file?: string };

/** The values of each param of the route table, in one language, from the content. */
export const PARAMS: Record<string, (content: RouteContent, language: Language) => ParamValue[]> = {
  project: ({ projects }) => projects.map((project) => ({ value: project.slug, file: project.file })),
  post: ({ postsByLanguage }, language) =>
    (postsByLanguage[language.code] ?? []).map((post) => ({ value: post.slug, file: post.file })),
  tag: ({ postsByLanguage }, language) =>
    [...new Set((postsByLanguage[language.code] ?? []).flatMap((post) => post.data.tags))]
      .sort()
      .map((value) => ({ value })),
  // A technology has a page in a language when a project uses it or one of the language's posts is tagged with it.
  technology: (content, language) =>
    [
      ...technologyUses(
        technologiesIn(content),
        content.projects.map((project) => ({ tech: project.tech ?? [] })),
        (content.postsByLanguage[language.code] ?? []).map((post) => post.data),
      ).keys(),
    ].map((value) => ({ value })),
  cv: ({ cvFiles }) => (cvFiles ?? []).map((value) => ({ value })),
  // The share images' route is the table's one splat: each page that draws its own image (app/addresses/paths.ts), in each
  // language that has images of its own (a right-to-left one shows the default language's).
  "*": ({ languages, projects, postsByLanguage, postsAcrossLanguages }) =>
    languages
      .filter((language) => imageLanguage(language, defaultLanguage(languages)) === language)
      .flatMap((language) =>
        shareImagePages(
          projects,
          postsByLanguage[language.code] ?? [],
          writingIn(language, postsByLanguage, languages, postsAcrossLanguages) === "listed",
        ).map((page) => ({
          value: socialImagePath(localizePath(page, language)).slice(`${SHARE_IMAGES_PATH}/`.length),
        })),
      ),
};
