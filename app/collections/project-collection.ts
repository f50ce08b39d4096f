// The projects: content/projects/<slug>/index.md, front matter checked by
// projectSchema, the Markdown body the description, screenshots beside it.
// Plain Node: the route table, the pre-render list, the sitemap, the CV and the
// social images read the projects here, and so does the pages' loader
// (app/page/page-content.server.ts), which encodes the screenshots and renders the
// descriptions.
import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { z } from "zod";
import { inLanguage, languageName, type Language } from "../languages/language-tags.ts";
import {
  collectionFiles,
  includeDraftsByDefault,
  loadCollection,
  outsideFolder,
  translationPath,
  type Entry,
} from "./collection.ts";
import { contentPath, displayPath } from "./content-folder.ts";
import { ContentError } from "../schemas/content-problems.ts";
import { projectSchema, RESERVED_SLUGS, text } from "../schemas/site-schema.ts";
import { readOnce } from "./read-once.ts";
import type { RenderedMaths } from "../markdown/markdown-maths.ts";
import { defaultLanguage, siteLanguages } from "../languages/languages-setting.ts";
import { defaultLanguageFiles, fallbackSchema, readTranslation } from "../languages/translation-rules.ts";

/** What a project's index.md says: its front matter, checked and with the schema's defaults. */
type FrontMatter = z.output<typeof projectSchema>;

/**
 * A project as written: its folder's index.md (or its translation), the front
 * matter checked, the description as Markdown, the screenshots as absolute
 * file paths. The pages render it to a ProjectPage and a ProjectSummary
 * (app/page/page-content.ts); the CV, the share images, the route table and the
 * content check read it as it is.
 */
export type ProjectEntry = Omit<FrontMatter, "images"> & {
  /** The folder's name: the project's address. */
  slug: string;
  file: string;
  images: { src: string; alt: string; file: string }[];
  description: string;
  /** The description's formulas as MathML, rendered as the file was checked. */
  maths: RenderedMaths;
};

export type LoadOptions = {
  /** Defaults to content/projects; the tests point it at generated fixtures. */
  dir?: string;
  /** Drafts are shown by `npm run dev` only (see includeDraftsByDefault). */
  includeDrafts?: boolean;
  /** The site's languages, the default first; settings.ts's (or SITE_LANGUAGES) unless given. */
  languages?: readonly Language[];
};

/** The projects folder in use: the content folder's projects/, or CONTENT_PROJECTS_DIR (the scale test's generated fixture). */
export function projectsDir(): string {
  return process.env.CONTENT_PROJECTS_DIR ?? contentPath("projects");
}

/**
 * Every project in home-page order, in one language (the default unless
 * `language` is given), checked in every language; throws a ContentError
 * naming each bad file and field.
 */
export function loadProjects(options: LoadOptions & { language?: Language } = {}): ProjectEntry[] {
  const languages = options.languages ?? siteLanguages();
  const byLanguage = loadProjectsByLanguage({ ...options, languages });
  return inLanguage(byLanguage, (options.language ?? defaultLanguage(languages)).code);
}

/** Every project in every language, by language code: the same projects in the same order, each in its words. */
export function loadProjectsByLanguage({
  dir = projectsDir(),
  includeDrafts = includeDraftsByDefault(),
  languages = siteLanguages(),
}: LoadOptions = {}): Record<string, ProjectEntry[]> {
  // Read with the drafts and filtered after, as the posts are (writing.ts): the content check, which checks drafts
  // too, and the pages, which leave them out, share one read of each file.
  const options = `projects ${languages.map((language) => language.tag).join(",")}`;
  const byLanguage = readOnce(dir, options, () => readProjects(dir, languages));
  if (includeDrafts) return byLanguage;
  const published = Object.fromEntries(
    Object.entries(byLanguage).map(([code, projects]) => [code, projects.filter((project) => project.draft !== true)]),
  );
  if (inLanguage(published, defaultLanguage(languages).code).length === 0) throw noProjects(dir);
  return published;
}

function noProjects(dir: string): ContentError {
  return new ContentError([
    `${displayPath(resolve(dir))}/: expected at least one project: a folder with an index.md (drafts are left out of builds)`,
  ]);
}

function readProjects(dir: string, languages: readonly Language[]): Record<string, ProjectEntry[]> {
  const entries = loadCollection({ dir, schema: projectSchema, includeDrafts: true, check: checkProject });
  if (entries.length === 0) throw noProjects(dir);
  const projects = entries.map(toProject).sort(byOrder);
  const files = new Map(collectionFiles(dir).map((file) => [file.slug, file]));
  const fileOf = (slug: string) => {
    const file = files.get(slug);
    if (!file) throw new Error(`No files for the project ${slug}`);
    return file;
  };
  const main = defaultLanguage(languages);
  const problems: string[] = [];
  const byLanguage: Record<string, ProjectEntry[]> = { [main.code]: projects };
  for (const language of languages.slice(1)) {
    byLanguage[language.code] = projects.map((project) => {
      const path = translationPath(fileOf(project.slug), language.code);
      const translated = translateProject(project, path, language, main);
      problems.push(...translated.problems.map((line) => `${displayPath(path)}: ${line}`));
      return translated.project;
    });
  }
  problems.push(...defaultLanguageFiles(files.values(), main));
  // A project in a translation only is not published: the pages list the default language's projects.
  for (const file of files.values()) {
    if (file.path || Object.keys(file.translations).length === 0) continue;
    if (file.translations[main.code]) continue;
    problems.push(
      `${displayPath(file.folder)}/: no index.md, so nothing is published from it; it holds only translations (${Object.keys(
        file.translations,
      )
        .map((code) => `index.${code}.md`)
        .join(", ")}): a project needs index.md in the default language`,
    );
  }
  for (const project of projects) {
    const clash = languages.find((language) => !language.isDefault && language.code === project.slug);
    if (clash) {
      problems.push(
        `${project.file}: the folder name ${JSON.stringify(project.slug)} is the URL of the site's ${clash.englishName} pages; rename the folder`,
      );
    }
  }
  if (problems.length > 0) throw new ContentError(problems);
  return byLanguage;
}

/** What a project's translation must not set: the rest of its front matter, shared by every language. */
const SHARED_FIELDS = ["tech", "web_url", "git_url", "cardImage", "order", "draft"];

/**
 * A project's index.fr.md: the role, summary, case-study fields and each
 * screenshot's alt text in that language (matched by `src`), the description
 * as its body, and a new name only where the name itself is translated.
 */
export const projectTranslationSchema = z.strictObject({
  name: text.optional(),
  role: text.optional(),
  summary: text.optional(),
  context: text.optional(),
  team: text.optional(),
  decisions: z.array(text).optional(),
  outcomes: z.array(text).optional(),
  images: z.array(z.strictObject({ src: text, alt: text })).optional(),
  fallback: fallbackSchema.optional(),
});

/** The project in a language: its translation read from `path`, checked against the project in the default language. */
function translateProject(
  project: ProjectEntry,
  path: string,
  language: Language,
  main: Language,
): { project: ProjectEntry; problems: string[] } {
  if (!existsSync(path)) {
    // A draft is only ever shown by the development server: until its translation is begun, it shows its own text.
    if (project.draft) return { project, problems: [] };
    return {
      project,
      problems: [
        `missing: the project in ${languageName(language)}: write its role, summary, screenshots' alt text and description, or "fallback: true" to show the ${main.englishName} text`,
      ],
    };
  }
  const file = readTranslation(path, {
    schema: projectTranslationSchema,
    shared: SHARED_FIELDS,
    original: project.file,
    language,
    defaultLanguage: main,
  });
  const { data: translation, body: description, problems } = file;
  if (!translation) return { project, problems };
  file.expect("role", translation.role);
  file.expect("summary", translation.summary);
  file.expect("description", description);
  problems.push(...translateCaseStudy(project, translation, file.expect));
  const alts = new Map((translation.images ?? []).map((image) => [image.src, image.alt]));
  (translation.images ?? []).forEach((image, index) => {
    if (!project.images.some((own) => own.src === image.src)) {
      problems.push(
        `images[${index}].src: ${JSON.stringify(image.src)} is not one of the project's screenshots (${project.images.map((own) => own.src).join(", ")})`,
      );
    }
  });
  project.images.forEach((image, index) => file.expect(`images[${index}].alt`, alts.get(image.src)));
  return {
    problems,
    project: {
      ...project,
      name: translation.name ?? project.name,
      role: translation.role ?? project.role,
      summary: translation.summary ?? project.summary,
      ...Object.fromEntries(
        CASE_STUDY_FIELDS.flatMap((field) => {
          const value = translation[field] ?? project[field];
          return value === undefined ? [] : [[field, value]];
        }),
      ),
      images: project.images.map((image) => ({ ...image, alt: alts.get(image.src) ?? image.alt })),
      description: description ?? project.description,
      maths: description === undefined ? project.maths : (file.maths ?? {}),
    },
  };
}

/** The case study's fields: each is translated where the project has it, and only then. */
const CASE_STUDY_FIELDS = ["context", "team", "decisions", "outcomes"] as const;

type CaseStudy = Partial<Pick<FrontMatter, (typeof CASE_STUDY_FIELDS)[number]>>;

/**
 * The lines for a translation's case study: a field the project has must be
 * translated (or fall back), a list item for item; one it does not have must
 * not appear, since nothing in the default language would match it.
 */
function translateCaseStudy(
  project: CaseStudy & { file: string },
  translation: CaseStudy,
  expect: (field: string, value: unknown) => void,
): string[] {
  const problems: string[] = [];
  for (const field of CASE_STUDY_FIELDS) {
    const own = project[field];
    const translated = translation[field];
    if (own === undefined) {
      if (translated !== undefined) {
        problems.push(
          `${field}: the project has no ${field} in ${project.file}: set it there first, or leave it out here`,
        );
      }
      continue;
    }
    expect(field, translated);
    if (Array.isArray(own) && Array.isArray(translated) && translated.length !== own.length) {
      problems.push(
        `${field}: ${translated.length} ${translated.length === 1 ? "item" : "items"}, but ${project.file} has ${own.length}: translate each one, in the same order`,
      );
    }
  }
  return problems;
}

function checkProject(entry: Entry<FrontMatter>): string[] {
  const problems: string[] = [];
  if ((RESERVED_SLUGS as readonly string[]).includes(entry.slug)) {
    problems.push(
      `the folder name ${JSON.stringify(entry.slug)} is already used by the site (reserved: ${RESERVED_SLUGS.join(", ")}); rename the folder`,
    );
  }
  if (entry.body.trim() === "") {
    problems.push("the description is empty: write it in Markdown after the closing --- line");
  }
  entry.data.images.forEach((image, index) => {
    const file = resolve(entry.folder, image.src);
    if (outsideFolder(entry.folder, image.src)) {
      problems.push(
        `images[${index}].src: ${image.src} is outside the project's folder; put the image beside index.md`,
      );
    } else if (!existsSync(file) || !statSync(file).isFile()) {
      problems.push(`images[${index}].src: file not found: ${image.src} (looked for ${displayPath(file)})`);
    }
  });
  return problems;
}

function toProject({ slug, file, folder, data, body, maths }: Entry<FrontMatter>): ProjectEntry {
  return {
    ...data,
    slug,
    file,
    images: data.images.map((image) => ({ ...image, file: resolve(folder, image.src) })),
    description: body,
    maths,
  };
}

function byOrder(a: ProjectEntry, b: ProjectEntry): number {
  const order = (a.order ?? Infinity) - (b.order ?? Infinity);
  return Number.isNaN(order) || order === 0 ? a.name.localeCompare(b.name) : order;
}
