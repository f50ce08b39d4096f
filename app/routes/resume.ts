// The CV as JSON Resume (app/resume/json-resume.ts): /resume.json in the
// default language, /fr/resume.json in French. A resource route, pre-rendered
// to a file at build time like the feed, from the same content as the pages
// and the PDF CV: the person in the page's language, and each project with its
// description's Markdown, read from its folder.
import { toJsonResume } from "~/resume/json-resume";
import { loadProjectsByLanguage } from "~/collections/project-collection";
import { inLanguage } from "~/languages/language-tags";
import { pageOf, type Page, type ProjectSummary } from "~/page/page";
import { requestedContent, requestedProjects } from "~/page/page-content.server";
import { HOME_PATH, projectPath, RESUME_PATH } from "~/addresses/paths";
import { absoluteUrl, appSiteRoot } from "~/addresses/site-url";
import type { Route } from "./+types/resume";

/** One language's JSON Resume document, as the file's text. */
export function resumeJson(
  page: Page,
  projectsOfPage: readonly ProjectSummary[],
  descriptions: ReadonlyMap<string, string>,
  root = appSiteRoot(),
): string {
  const url = (path: string) => absoluteUrl(page.href(path), root);
  const projects = projectsOfPage.map((project) => ({ ...project, description: descriptions.get(project.slug) ?? "" }));
  const resume = toJsonResume(page.site, projects, {
    home: url(HOME_PATH),
    canonical: url(RESUME_PATH),
    project: (slug) => url(projectPath(slug)),
  });
  return `${JSON.stringify(resume, null, 2)}\n`;
}

export async function loader({ url }: Route.LoaderArgs) {
  const page = pageOf(await requestedContent(url));
  // The pages carry each description as HTML; the highlights come from its Markdown.
  const sources = inLanguage(loadProjectsByLanguage({ languages: page.languages }), page.language.code);
  const descriptions = new Map(sources.map((project) => [project.slug, project.description]));
  return new Response(resumeJson(page, await requestedProjects(url), descriptions), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
