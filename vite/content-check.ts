// Checks the content before a build: site.ts against its schema, every
// project folder's front matter, and every image (a file that is missing,
// outside its folder or does not decode in full stops the build: image-check.ts). A bad edit stops the build with
// one line per problem, naming the file and the field: no stack trace.
// Screenshots narrower than the widest size served build with a warning.
// The first thing `npm run build` and `npm run dev` do (contentCheck() below,
// a plugin whose config hook runs before React Router's reads the routes);
// `npm run check-content` (cli/check-content.ts) runs it alone.
// CONTENT_DIR points at another content folder (the tests use broken copies); CONTENT_PROJECTS_DIR and
// CONTENT_WRITING_DIR at another projects or posts folder, SITE_LANGUAGES at other languages.
import { existsSync } from "node:fs";
import type { Plugin } from "vite";
import { contentFile, contentPath, displayPath } from "../app/collections/content-folder.ts";
import { ContentError } from "../app/schemas/content-problems.ts";
import {
  loadProjects,
  loadProjectsByLanguage,
  projectsDir,
  type ProjectEntry,
} from "../app/collections/project-collection.ts";
import { unknownLanguageTranslations } from "../app/collections/collection.ts";
import { validateContent } from "../app/schemas/site-schema.ts";
import { fetchedDataProblems } from "../app/collections/fetched-data.ts";
import { siteByLanguage } from "../app/languages/translated-site.ts";
import { checkedSettings, site, siteUrl, unloadedProblem } from "../app/collections/owner-modules.ts";
import { siteRoot } from "../app/addresses/site-url.ts";
import { ownerImportProblems } from "../app/collections/owner-imports.ts";
import { basePath } from "./base-path.ts";
import { loadPosts, loadPostsByLanguage, writingDir } from "../app/collections/writing.ts";
import { drawDiagrams, mermaidBlocks } from "../app/markdown/mermaid-diagrams.ts";
import { webFontsMade } from "./font-subsets.ts";
import { count } from "../app/collections/counts.ts";
import { repeatedSkills, technologyIndex, technologySources } from "../app/collections/technology-index.ts";
import { checkImages } from "./image-check.ts";
import { darkVariantWarnings } from "./dark-variant-check.ts";
import { loadPortfolios } from "../app/collections/portfolio-source.ts";
import { defaultLanguage, siteLanguages } from "../app/languages/languages-setting.ts";
import { cvPlans } from "../app/cv/cv-plans.ts";
import { catalogueProblems } from "../app/i18n/catalogue-check.ts";
import { messagesFor } from "../app/i18n/site-catalogues.ts";
import { imageLanguage, inLanguage, languageName } from "../app/languages/language-tags.ts";
import { BuildStop, buildReport, once, runsSteps } from "./build-report.ts";
import { themeProblems } from "./owner-theme.ts";
import { partProblems } from "./owner-part-files.ts";

/**
 * The languages whose pages link the default language's CV (the PDF renderer
 * cannot write theirs, app/cv/cv-plans.ts) or show its share images (a
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

/** What the check found: a line to say, warnings, and the problems that stop a build, as one message, if any. */
export type ContentReport = { said?: string; warnings: string[]; failure?: string };

export async function checkContent(): Promise<ContentReport> {
  // settings.ts first, alone: everything after reads it (the languages, the fonts), so its problems come first.
  try {
    checkedSettings();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return { warnings: [], failure: error.message };
  }
  const siteFile = contentFile("site.ts");
  // A site.ts that does not load is its one line (the development server gets here with one: owner-modules.ts).
  const unread = unloadedProblem(site);
  if (unread) return { warnings: [], failure: unread.message };
  const result = validateContent(site, (file) => existsSync(contentPath(file)));
  const problems = result.ok ? [] : result.errors.map((line) => `${siteFile}: ${line}`);

  // site.ts in every other language (site.fr.ts…), and the languages themselves, each with its words.
  try {
    siteByLanguage();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    problems.push(...error.problems);
  }
  problems.push(...catalogueProblems());
  problems.push(...ownerImportProblems());
  // The owner's stylesheet, content/theme.css, when there is one: it must parse.
  problems.push(...themeProblems());
  // The owner's parts, content/components/<part>.tsx: each file named after one of the template's parts.
  problems.push(...partProblems());
  let projects: ProjectEntry[] = [];
  try {
    projects = loadProjects();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    problems.push(...error.problems);
  }
  // Every post, drafts too: a draft with a mistake should not wait for its publication to say so.
  let posts = 0;
  let darkVariants: string[] = [];
  try {
    const entries = loadPosts({ includeDrafts: true });
    // A post counts once however many languages it is in, and a post in one language other than the default counts.
    const slugs = new Set(
      Object.values(loadPostsByLanguage({ includeDrafts: true })).flatMap((all) => all.map((post) => post.slug)),
    );
    posts = slugs.size;
    darkVariants = await darkVariantWarnings(entries);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    problems.push(...error.problems);
  }
  // What `npm run refresh` kept in content/fetched/, checked like the rest: the pages show it.
  problems.push(...fetchedDataProblems());
  // No project or post may take an address the route table already gives another page (app/addresses/site-pages.ts).
  // Imported once the content reads: the route table reads the posts as it loads.
  if (problems.length === 0) {
    try {
      const [{ loadRouteContent }, { publishedPaths }] = await Promise.all([
        import("../app/addresses/route-params.ts"),
        import("../app/addresses/site-pages.ts"),
      ]);
      publishedPaths(loadRouteContent());
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.problems);
    }
  }
  // The technologies the skills and projects name: spelling variants warn, two on one address stop the build.
  const technologies = result.ok
    ? technologyIndex(
        technologySources(
          site,
          projects.map((project) => ({ tech: project.tech, file: displayPath(project.file) })),
          siteFile,
        ),
      )
    : { problems: [], warnings: [] };
  problems.push(...technologies.problems);
  // Every image the pages step will encode, proven whole: the screenshots, the portrait, the posts' images.
  const portrait = result.ok ? site.person.portrait : undefined;
  const screenshots = await checkImages(
    projects,
    portrait && { named: `${siteFile}: person.portrait.src: ${portrait.src}`, src: portrait.src },
  );
  problems.push(...screenshots.problems);
  // Every Mermaid diagram, in every language, drafts too: drawn now, so a bad one stops here and the pages find
  // the rest in the build cache.
  if (problems.length === 0) {
    try {
      const languages = siteLanguages();
      const posts = loadPostsByLanguage({ languages, includeDrafts: true });
      const projectsByLanguage = loadProjectsByLanguage({ languages, includeDrafts: true });
      const files = languages.flatMap((language) => [
        ...(projectsByLanguage[language.code] ?? []).map(({ file, description }) => ({
          file,
          markdown: description,
          language,
        })),
        ...(posts[language.code] ?? []).map(({ file, body }) => ({ file, markdown: body, language })),
      ]);
      // Drawn in the site's web fonts, which are made first when the content has a diagram (the build's next step
      // then finds them made).
      if (files.some(({ markdown }) => mermaidBlocks(markdown).length > 0)) await webFontsMade();
      await drawDiagrams(files);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.problems);
    }
  }

  // What a language cannot have of its own, once the content reads: a CV the PDF renderer can write, share images.
  const languageNotes = problems.length === 0 ? languageWarnings() : [];
  const repeats = result.ok ? repeatedSkills(site.skills, siteFile) : [];
  const codes = problems.length === 0 ? siteLanguages().map((language) => language.code) : [];
  const strayTranslations =
    problems.length === 0
      ? [projectsDir(), writingDir()].flatMap((dir) =>
          unknownLanguageTranslations(dir, codes, contentFile("settings.ts")),
        )
      : [];
  const warnings = [
    ...repeats,
    ...technologies.warnings,
    ...screenshots.warnings,
    ...darkVariants,
    ...languageNotes,
    ...strayTranslations,
  ].map((line) => `  ! ${line}`);

  if (problems.length > 0) return { warnings, failure: new ContentError(problems).message };
  // The address the pages are built for: SITE_URL, or the content's url, which the schema has checked.
  try {
    siteRoot(siteUrl(), basePath());
  } catch (error) {
    return { warnings, failure: (error as Error).message };
  }
  return {
    warnings,
    said: `Content and settings checked: ${count(projects.length, "project")}, ${count(screenshots.screenshots, "screenshot")}, ${count(posts, "post")}, no problems.`,
  };
}

/**
 * The check as the build's first step: its config hook runs before React Router's, which reads the route table
 * from the content. On a problem the hook throws the check's lines, which the build's entry point (cli/build.ts) tells
 * alone, with no stack trace, and exit code 1; the development server says them and starts, for its pages to show
 * them. Once per process, however many times Vite
 * loads the config.
 */
export function contentCheck(): Plugin {
  return {
    name: "portfolio:content-check",
    config: {
      order: "pre",
      async handler(_config, env) {
        if (!runsSteps(env)) return;
        await once("content-check", async () => {
          const report = buildReport();
          await report.step("content", async () => {
            const { said, warnings, failure } = await checkContent();
            if (failure && env.command === "serve") {
              // The development server starts all the same: every page shows these lines (app/root.tsx's boundary)
              // until the files are fixed, and the page reloads on each save.
              report.output.err(`\n${failure.trim()}\n\n`);
              return { said: "problems found; every page shows them until the files are fixed", warnings };
            }
            if (failure) {
              for (const line of warnings) report.warn(line);
              throw new BuildStop("content", failure);
            }
            return { said, warnings };
          });
        });
      },
    },
  };
}
