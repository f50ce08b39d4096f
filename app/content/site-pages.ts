// Every page the site publishes, in every language, as Node reads the content:
// the pre-render list, the sitemap and its alternates, the bench and the tests
// all come from here, so they cannot disagree with the route table.
import { localizePath, type Language } from "../i18n/languages.ts";
import { FEED_PATH, languagePagePaths, NOT_FOUND_PATH, postPath, tagPath, WRITING_PATH } from "../paths.ts";
import { loadProjects } from "./project-collection.ts";
import { siteLanguages } from "./site-languages.ts";
import { loadPostsByLanguage, postFacts, type PostEntry } from "./writing.ts";

export type SitePage = {
  /** The page's path in its language: "/fr/weather-app". */
  path: string;
  /** The same page in any language: "/weather-app". */
  page: string;
  language: Language;
  /** For the writing: when the page last changed (YYYY-MM-DD). */
  lastmod?: string;
};

export type SiteContent = {
  languages: Language[];
  /** Slugs are the same in every language. */
  projects: readonly { slug: string }[];
  postsByLanguage: Record<string, PostEntry[]>;
};

export function loadSiteContent(): SiteContent {
  const languages = siteLanguages();
  return { languages, projects: loadProjects({ languages }), postsByLanguage: loadPostsByLanguage({ languages }) };
}

/** When each page of the writing last changed: a post's own date, and the newest of its posts for a list. */
function lastChanges(posts: readonly PostEntry[]): Map<string, string> {
  const changed = (post: PostEntry) => post.data.updated ?? post.data.date;
  const latest = (some: readonly PostEntry[]) => some.map(changed).sort().at(-1) ?? "";
  const dates = new Map<string, string>();
  if (posts.length === 0) return dates;
  dates.set(WRITING_PATH, latest(posts));
  for (const post of posts) dates.set(postPath(post.slug), changed(post));
  for (const tag of new Set(posts.flatMap((post) => post.data.tags))) {
    dates.set(tagPath(tag), latest(posts.filter((post) => post.data.tags.includes(tag))));
  }
  return dates;
}

/** Every published page: each language's home, projects and writing, the default language first. */
export function sitePages({ languages, projects, postsByLanguage }: SiteContent = loadSiteContent()): SitePage[] {
  return languages.flatMap((language) => {
    const posts = postsByLanguage[language.code] ?? [];
    const dates = lastChanges(posts);
    return languagePagePaths({ projects, posts: postFacts(posts) }).map((page) => {
      const lastmod = dates.get(page);
      return { page, path: localizePath(page, language), language, ...(lastmod ? { lastmod } : {}) };
    });
  });
}

/** What React Router pre-renders: every page, each language's feed (when it has posts) and its not-found page. */
export function prerenderPaths(content: SiteContent = loadSiteContent()): string[] {
  return [
    ...sitePages(content).map((page) => page.path),
    ...content.languages.flatMap((language) => [
      ...((content.postsByLanguage[language.code] ?? []).length > 0 ? [localizePath(FEED_PATH, language)] : []),
      localizePath(NOT_FOUND_PATH, language),
    ]),
  ];
}
