// The whole content as Node reads it, for the build steps (CV, social images,
// sitemap, content check) and the tests: the person from site.ts (or its
// translation) and the projects from their folders, with the Markdown as
// written, in one language: the default unless asked for another.
import { inLanguage, type Language } from "../i18n/languages.ts";
import { markdownToPlainText } from "./markdown.ts";
import { loadProjects, type LoadOptions, type ProjectSource } from "./project-collection.ts";
import type { Portfolio } from "./schema.ts";
import { defaultLanguage, siteLanguages } from "./site-languages.ts";
import { siteByLanguage } from "./site-translation.ts";

export type PortfolioSource = Omit<Portfolio, "projects"> & { projects: ProjectSource[] };

export function loadPortfolio(options: LoadOptions & { language?: Language } = {}): PortfolioSource {
  const languages = options.languages ?? siteLanguages();
  const language = options.language ?? defaultLanguage(languages);
  const site = inLanguage(siteByLanguage({ languages }), language.code);
  return {
    ...site,
    projects: loadProjects({ ...options, languages, language }),
    description: plainBio(site.person.bio, site.person.jobTitle),
  };
}

/** The bio's first paragraph as plain text, or the job title when there is none. */
export function plainBio(bio: string, fallback: string): string {
  return markdownToPlainText(bio)[0] ?? fallback;
}
