// The CV as JSON Resume (app/resume/json-resume.ts): /resume.json in the
// default language, /fr/resume.json in French. A resource route, pre-rendered
// to a file at build time like the feed, from the same content as the pages
// and the PDF CV: the person in the page's language, and each project with its
// description's Markdown and formulas, as its folder was read.
import { toJsonResume } from "~/resume/json-resume";
import { loadProjectsByLanguage, type ProjectEntry } from "~/collections/project-collection";
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
  sources: readonly Pick<ProjectEntry, "slug" | "description" | "maths">[],
  root = appSiteRoot(),
): string {
  const url = (path: string) => absoluteUrl(page.href(path), root);
  // Each description with its formulas as its reader rendered them: the highlights show them without Temml again.
  const written = new Map(sources.map(({ slug, description, maths }) => [slug, { description, maths }]));
  const projects = projectsOfPage.map((project) => ({
    ...project,
    ...(written.get(project.slug) ?? { description: "" }),
  }));
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
  return new Response(resumeJson(page, await requestedProjects(url), sources), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
