// The whole content as Node reads it, for the build steps (CV, social images,
// sitemap, content check): the person from site.ts and the projects from their
// folders, with the Markdown as written.
import { markdownToPlainText } from "./markdown.ts";
import { loadProjects, type LoadOptions, type ProjectSource } from "./project-collection.ts";
import type { Portfolio } from "./schema.ts";
import { site } from "./site.ts";

export type PortfolioSource = Omit<Portfolio, "projects"> & { projects: ProjectSource[] };

export function loadPortfolio(options: LoadOptions = {}): PortfolioSource {
  return { ...site, projects: loadProjects(options), description: plainBio(site.person.bio, site.person.jobTitle) };
}

/** The bio's first paragraph as plain text, or the job title when there is none. */
export function plainBio(bio: string, fallback: string): string {
  return markdownToPlainText(bio)[0] ?? fallback;
}
