// Checks the content before a build: site.ts against its schema, every
// project folder's front matter, and every screenshot (a file that is missing
// or not a readable image stops the build). A bad edit stops the build with
// one line per problem, naming the file and the field: no stack trace.
// Screenshots narrower than the widest size served build with a warning.
// CONTENT_MODULE points at another site module (the tests use a broken copy);
// CONTENT_PROJECTS_DIR at another projects folder, CONTENT_WRITING_DIR at another posts folder,
// CONTENT_SITE_DIR at another folder of site.ts translations (site.fr.ts), SITE_LANGUAGES at other languages.
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { ContentError, displayPath } from "../app/content/content-problems.ts";
import { loadProjects, type ProjectSource } from "../app/content/project-collection.ts";
import { validateContent } from "../app/content/schema.ts";
import { siteByLanguage } from "../app/content/site-translation.ts";
import { settings } from "../app/content/settings.ts";
import { parseSettings } from "../app/content/settings-schema.ts";
import { loadPosts } from "../app/content/writing.ts";
import { count } from "../app/content/counts.ts";
import { technologyIndex, technologySources } from "../app/content/technologies.ts";
import type { SiteContent } from "../app/content/schema.ts";
import { checkScreenshots } from "./screenshot-check.ts";
import { loadPortfolios } from "../app/content/portfolio-source.ts";
import { defaultLanguage, siteLanguages } from "../app/content/site-languages.ts";
import { cvPlans } from "../app/cv/cv-languages.ts";
import { catalogueProblems } from "../app/i18n/catalogue-check.ts";
import { messagesFor } from "../app/i18n/catalogues.ts";
import { imageLanguage, inLanguage, languageName } from "../app/content/languages.ts";

/**
 * The languages whose pages link the default language's CV (the PDF renderer
 * cannot write theirs, app/cv/cv-languages.ts) or show its share images (a
 * right-to-left language, which satori cannot lay out).
 */
function languageWarnings(): string[] {
  const languages = siteLanguages();
  const main = defaultLanguage(languages);
  const portfolios = loadPortfolios({ languages });
  const cvs = cvPlans(languages, (language) => inLanguage(portfolios, language.code), messagesFor)
    .filter((plan) => plan.problem)
    .map((plan) => `${plan.problem}; its pages link the ${main.englishName} CV instead.`);
  const images = languages
    .filter((language) => imageLanguage(language, main) !== language)
    .map(
      (language) =>
        `Social images: none drawn in ${languageName(language)}, a right-to-left language, which satori cannot lay out; its pages show the ${main.englishName} images.`,
    );
  return [...cvs, ...images];
}

const modulePath = resolve(process.env.CONTENT_MODULE ?? "app/content/site.ts");
const contentFolder = dirname(resolve("app/content/site.ts"));
const siteFile = modulePath.replace(process.cwd() + "/", "");

const { site } = (await import(pathToFileURL(modulePath).href)) as { site: unknown };
const result = validateContent(site, (file) => existsSync(resolve(contentFolder, file)));
const problems = result.ok ? [] : result.errors.map((line) => `${siteFile}: ${line}`);

// site.ts in every other language (site.fr.ts…), and the languages themselves, each with its words.
try {
  siteByLanguage();
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  problems.push(...error.problems);
}
problems.push(...catalogueProblems());
let projects: ProjectSource[] = [];
try {
  projects = loadProjects();
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  problems.push(...error.problems);
}
// Every post, drafts too: a draft with a mistake should not wait for its publication to say so.
let posts = 0;
try {
  posts = loadPosts({ includeDrafts: true }).length;
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  problems.push(...error.problems);
}
// No project or post may take an address the route table already gives another page (app/site-pages.ts).
// Imported once the content reads: the route table reads the posts as it loads.
if (problems.length === 0) {
  try {
    const [{ loadSiteContent }, { publishedPaths }] = await Promise.all([
      import("../app/route-params.ts"),
      import("../app/site-pages.ts"),
    ]);
    publishedPaths(loadSiteContent());
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    problems.push(...error.problems);
  }
}
// The technologies the skills and projects name: spelling variants warn, two on one address stop the build.
const technologies = result.ok
  ? technologyIndex(
      technologySources(
        site as SiteContent,
        projects.map((project) => ({ tech: project.tech, file: displayPath(project.file) })),
        siteFile,
      ),
    )
  : { problems: [], warnings: [] };
problems.push(...technologies.problems);
const screenshots = await checkScreenshots(projects);
problems.push(...screenshots.problems);

// What a language cannot have of its own, once the content reads: a CV the PDF renderer can write, share images.
const languageNotes = problems.length === 0 ? languageWarnings() : [];
for (const warning of [...technologies.warnings, ...screenshots.warnings, ...languageNotes]) {
  process.stderr.write(`  ! ${warning}\n`);
}

if (problems.length > 0) {
  process.stderr.write(`\n${new ContentError(problems).message}\n\n`);
  process.exit(1);
}
try {
  parseSettings(settings);
} catch (error) {
  process.stderr.write(`\n${(error as Error).message}\n\nFix the fields above and build again.\n\n`);
  process.exit(1);
}
const images = projects.reduce((sum, project) => sum + project.images.length, 0);
console.log(
  `Content and settings checked: ${count(projects.length, "project")}, ${count(images, "screenshot")}, ${count(posts, "post")}, no problems.`,
);
