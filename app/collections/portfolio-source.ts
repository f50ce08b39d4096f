// The whole content as it is written, for the pages' loaders (the CV and the
// share images), the content check and the tests: the person from site.ts (or its
// translation) and the projects from their folders, with the Markdown as
// written, in one language: the default unless asked for another.
import { inLanguage, type Language } from "../languages/language-tags.ts";
import { markdownToPlainText } from "../markdown/markdown.ts";
import { loadProjectsByLanguage, type LoadOptions, type ProjectEntry } from "./project-collection.ts";
import type { SiteContent } from "../schemas/site-schema.ts";
import { defaultLanguage, siteLanguages } from "../languages/languages-setting.ts";
import { siteByLanguage, type TranslationReader } from "../languages/translated-site.ts";

/**
 * The site and its projects as written, in one language: what the pages' loaders, the CV, the share images and the
 * route table are made from.
 */
export type Portfolio = SiteContent & {
  projects: ProjectEntry[];
  /** The bio's first paragraph as plain text: the home page's description. */
  description: string;
};

/** The content in one language: the default unless `language` is given. */
export function loadPortfolio(options: LoadOptions & { language?: Language } = {}): Portfolio {
  const languages = options.languages ?? siteLanguages();
  return inLanguage(loadPortfolios({ ...options, languages }), (options.language ?? defaultLanguage(languages)).code);
}

/**
 * The content in every language, by language code, each file read once.
 * `read` loads site.ts's translations: Node's require unless given (the pages' loaders pass Vite's).
 */
export function loadPortfolios(options: LoadOptions & { read?: TranslationReader } = {}): Record<string, Portfolio> {
  const languages = options.languages ?? siteLanguages();
  const sites = siteByLanguage({ languages, ...(options.read ? { read: options.read } : {}) });
  const projects = loadProjectsByLanguage({ ...options, languages });
  return Object.fromEntries(
    languages.map((language) => {
      const site = inLanguage(sites, language.code);
      return [
        language.code,
        {
          ...site,
          projects: inLanguage(projects, language.code),
          description: plainBio(site.person.bio, site.person.jobTitle),
        },
      ];
    }),
  );
}

/** The bio's first paragraph as plain text, or the job title when there is none. */
function plainBio(bio: string, fallback: string): string {
  return markdownToPlainText(bio)[0] ?? fallback;
}
