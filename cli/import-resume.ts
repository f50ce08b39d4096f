// `npm run import-resume`: makes the site's content from a JSON Resume file.
//
//   ./run import-resume path/to/resume.json [--force] [--into <folder>]
//
// It checks the file against the JSON Resume schema (@jsonresume/schema) and
// against what the site needs, naming each bad field by its place in the file
// (`work[1].startDate: …`), and only then writes content/site.ts (the
// person, profiles, experience, education and skills) and one project folder
// per `projects` entry, content/projects/<slug>/index.md (no screenshots).
// Over the sample it replaces the sample's projects, posts and translations,
// as `npm run new-site` does; over any other content it stops unless given
// --force, and then replaces the projects and site.ts's translations and keeps
// the posts. settings.ts is kept: each of its other languages gets a
// translation that falls back to the default language's text until written.
// --into names another repository's root (the tests' scratch folders).
// What maps to what, and why: docs/decisions/0021-json-resume.md.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { stringify } from "yaml";
import type { z } from "zod";
import { formatPath } from "../app/schemas/content-problems.ts";
import type { JsonResume } from "../app/resume/json-resume.ts";
import { projectSchema, RESERVED_SLUGS, validateContent, type SiteContent } from "../app/schemas/site-schema.ts";
import { siteLanguages } from "../app/languages/languages-setting.ts";
import { jsonResumeProblems } from "../app/resume/json-resume-schema.ts";
import { cvFileNameFor, format, sampleVerdict, siteTranslationModule } from "./new-site.ts";
import { OWNER_CONTENT, replaceableContent, SITE_TRANSLATION } from "./owner-content.ts";

/** A mistake in the command or the file, or a refusal: said in plain words, without a stack trace. */
export class ImportResumeError extends Error {}

const USAGE = "Usage: ./run import-resume path/to/resume.json [--force] [--into <folder>]";

export type ImportOptions = { file: string; force: boolean; into: string };

export function parseImportOptions(args: readonly string[]): ImportOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: { force: { type: "boolean" }, into: { type: "string" } },
    });
  } catch (error) {
    throw new ImportResumeError(`${(error as Error).message}\n${USAGE}`);
  }
  const [file, ...rest] = parsed.positionals;
  if (!file || rest.length > 0) throw new ImportResumeError(`Expected one resume.json file.\n${USAGE}`);
  return { file, force: parsed.values.force ?? false, into: parsed.values.into ?? "." };
}

/** A project as the import writes it: its folder name, its front matter and its description. */
export type ImportedProject = { slug: string; frontMatter: Record<string, unknown>; body: string };

export type Imported = {
  site: SiteContent;
  projects: ImportedProject[];
  /** What the file holds that the site has no place for: said, not silently lost. */
  left: string[];
};

/**
 * Plain text as Markdown that renders to the same text: the characters that
 * Markdown would read as emphasis, code, links, HTML or a block's start are
 * escaped, and nothing else, so the file stays readable.
 */
export function markdownOf(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .replace(/\s+/g, " ")
        .trim()
        .replace(/[\\`*_[\]<>~|]/g, "\\$&")
        .replace(/&(?=#?\w+;)/g, "\\&")
        // What would start a heading, a quote, a list or a rule.
        .replace(/^([#>+=-])/, "\\$1")
        .replace(/^(\d+)([.)])/, "$1\\$2"),
    )
    .join("\n\n");
}

/** Highlights as a Markdown list. */
function listOf(items: readonly string[]): string {
  return items.map((item) => `- ${markdownOf(item)}`).join("\n");
}

/** "Łódź Rowery" → "lodz-rowery": a folder name the site accepts, unique among `taken`. */
export function slugFor(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .replace(/ł/g, "l")
      .replace(/Ł/g, "L")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "project";
  const safe = (RESERVED_SLUGS as readonly string[]).includes(base) ? `${base}-project` : base;
  let slug = safe;
  for (let number = 2; taken.has(slug); number++) slug = `${safe}-${number}`;
  return slug;
}

const https = (url: string | undefined) => (url && URL.parse(url)?.protocol === "https:" ? url : undefined);

/** Field names of the site's content as the file's: the errors name the file's fields. */
const SITE_TO_RESUME: [RegExp, string][] = [
  [/^url\b/, "basics.url"],
  [/^person\.name\b/, "basics.name"],
  [/^person\.jobTitle\b/, "basics.label"],
  [/^person\.email\b/, "basics.email"],
  [/^person\.location\b/, "basics.location"],
  [/^person\.bio\b/, "basics.summary"],
  [/^person\.profiles\[(\d+)\]\.label\b/, "basics.profiles[$1].network"],
  [/^person\.profiles\b/, "basics.profiles"],
  [/^person\.cv\.downloadName\b/, "basics.name"],
  [/^experience\[(\d+)\]\.role\b/, "work[$1].position"],
  [/^experience\[(\d+)\]\.organisation\b/, "work[$1].name"],
  [/^experience\[(\d+)\]\.start\b/, "work[$1].startDate"],
  [/^experience\[(\d+)\]\.end\b/, "work[$1].endDate"],
  [/^experience\b/, "work"],
  [/^education\[(\d+)\]\.qualification\b/, "education[$1].studyType"],
  [/^education\[(\d+)\]\.start\b/, "education[$1].startDate"],
  [/^education\[(\d+)\]\.end\b/, "education[$1].endDate"],
  [/^skills\[(\d+)\]\.skills\b/, "skills[$1].keywords"],
];

const PROJECT_TO_RESUME: [RegExp, string][] = [
  [/^role\b/, "roles"],
  [/^summary\b/, "description"],
  [/^tech\b/, "keywords"],
  [/^web_url\b/, "url"],
  [/^git_url\b/, "repository"],
];

function renamed(line: string, names: readonly [RegExp, string][], prefix = ""): string {
  const [path = "", ...rest] = line.split(": ");
  const pair = names.find(([pattern]) => pattern.test(path));
  const message = rest
    .join(": ")
    .replace(
      /^(?:Invalid input: expected \w+, received undefined|missing: this field is required)$/,
      "missing: the site shows it, so it needs one",
    );
  return `${prefix}${pair ? path.replace(pair[0], pair[1]) : path}: ${message}`;
}

/** The file's sections and fields the site has no place for, when the file fills them. */
function leftOut(resume: JsonResume): string[] {
  const left: string[] = [];
  for (const section of ["volunteer", "awards", "certificates", "publications", "interests", "references"]) {
    const value = resume[section];
    if (Array.isArray(value) && value.length > 0) left.push(section);
  }
  const { basics = {} } = resume;
  for (const field of ["image", "phone"] as const) if (basics[field]) left.push(`basics.${field}`);
  if (basics.location?.address || basics.location?.postalCode)
    left.push("basics.location.address and postalCode (the site says only the city, region and country)");
  resume.work?.forEach((job, index) => {
    for (const field of ["url", "description"] as const) if (job[field]) left.push(`work[${index}].${field}`);
  });
  resume.education?.forEach((entry, index) => {
    for (const field of ["url", "score", "courses"] as const)
      if (entry[field]) left.push(`education[${index}].${field}`);
  });
  resume.skills?.forEach((group, index) => {
    if (group.level) left.push(`skills[${index}].level`);
  });
  resume.projects?.forEach((project, index) => {
    for (const field of ["startDate", "endDate"] as const) if (project[field]) left.push(`projects[${index}].${field}`);
  });
  return left;
}

/**
 * The site's content from a JSON Resume document; throws an ImportResumeError
 * naming every field that is wrong, by its place in the file, before anything is written.
 */
export function fromJsonResume(resume: unknown): Imported {
  const schemaProblems = jsonResumeProblems(resume);
  if (schemaProblems.length > 0) throw problemsError(schemaProblems);
  const { basics = {}, work = [], education = [], skills = [], projects = [], languages = [] } = resume as JsonResume;
  const home = URL.parse(basics.url ?? "");
  const location = [basics.location?.city, basics.location?.region, basics.location?.countryCode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(", ");
  const summaryOf = (summary: string | undefined, highlights: readonly string[] = []) =>
    [summary ? markdownOf(summary) : "", listOf(highlights)].filter(Boolean).join("\n\n") || undefined;
  const site = {
    url: home ? home.origin : (basics.url as string),
    person: {
      name: basics.name as string,
      jobTitle: basics.label as string,
      ...(location ? { location } : {}),
      ...(basics.email ? { email: basics.email } : {}),
      bio: (basics.summary ? markdownOf(basics.summary) : undefined) as string,
      profiles: (basics.profiles ?? []).map((profile) => ({
        label: (profile.network?.trim() || URL.parse(profile.url ?? "")?.hostname.replace(/^www\./, "")) as string,
        url: profile.url as string,
      })),
      cv: { downloadName: cvFileNameFor(basics.name ?? "") },
    },
    experience: work.map((job) => ({
      role: job.position as string,
      organisation: job.name as string,
      ...(job.location ? { location: job.location } : {}),
      start: job.startDate as string,
      ...(job.endDate ? { end: job.endDate } : {}),
      summary: summaryOf(job.summary, job.highlights) as string,
    })),
    education: education.map((entry) => ({
      qualification: (entry.studyType || entry.area) as string,
      ...(entry.studyType && entry.area ? { area: entry.area } : {}),
      institution: entry.institution as string,
      start: entry.startDate as string,
      end: entry.endDate as string,
    })),
    skills: skills.map((group) => ({ name: group.name as string, skills: group.keywords ?? [] })),
    ...(languages.length > 0
      ? {
          spokenLanguages: languages.map((spoken) => ({
            language: spoken.language as string,
            ...(spoken.fluency ? { fluency: spoken.fluency } : {}),
          })),
        }
      : {}),
  } satisfies SiteContent;
  const problems: string[] = [];
  if (!basics.url) problems.push("basics.url: missing: the address the site is published at, https://…");
  const checked = validateContent(site, () => true);
  if (!checked.ok) {
    problems.push(
      ...checked.errors
        .filter((line) => basics.url || !line.startsWith("url:"))
        .map((line) => renamed(line, SITE_TO_RESUME)),
    );
  }
  const taken = new Set<string>();
  const imported = projects.map((project, index): ImportedProject => {
    // A URL on the site itself is the project's own page: its last segment is the folder's name, and it has no demo.
    const own = home && project.url?.startsWith(home.href) ? (project.url.split("/").filter(Boolean).at(-1) ?? "") : "";
    const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(own) && !taken.has(own) ? own : slugFor(project.name ?? "", taken);
    taken.add(slug);
    const frontMatter = {
      name: project.name,
      role: project.roles && project.roles.length > 0 ? project.roles.join(", ") : undefined,
      summary: project.description,
      order: index + 1,
      tech: project.keywords ?? [],
      ...(project.url && !own ? { web_url: project.url } : {}),
      ...(https(project.repository) ? { git_url: project.repository } : {}),
    };
    const body =
      project.highlights && project.highlights.length > 0
        ? listOf(project.highlights)
        : project.description
          ? markdownOf(project.description)
          : "";
    const result = projectSchema.safeParse(frontMatter);
    if (!result.success) {
      problems.push(
        ...result.error.issues.map((issue: z.core.$ZodIssue) =>
          renamed(`${formatPath(issue.path)}: ${issue.message}`, PROJECT_TO_RESUME, `projects[${index}].`),
        ),
      );
    }
    if (!body) problems.push(`projects[${index}].highlights: missing: the project's page needs a description`);
    return { slug, frontMatter, body };
  });
  if (problems.length > 0) throw problemsError(problems);
  const left = leftOut(resume as JsonResume);
  if (home && home.href !== `${home.origin}/`) {
    left.push(
      `basics.url's path: site.ts has the origin, ${home.origin}; to publish under ${home.pathname}, build with BASE_PATH (see the README)`,
    );
  }
  return { site, projects: imported, left };
}

function problemsError(problems: readonly string[]): ImportResumeError {
  return new ImportResumeError(
    [
      `The resume has ${problems.length === 1 ? "1 problem" : `${problems.length} problems`}:`,
      "",
      ...problems.map((line) => `  ✗ ${line}`),
    ].join("\n"),
  );
}

/** A string as a template literal: the bio reads as the paragraphs it is. */
function templateLiteral(text: string): string {
  return `\`\n${text.replace(/\\/g, "\\\\").replace(/`/g, "\\`").replace(/\$\{/g, "\\${")}\n\``;
}

export function siteModule(site: SiteContent, from: string): string {
  const { person } = site;
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  const optional = (key: "location" | "email") =>
    person[key] === undefined ? "" : `    ${key}: ${json(person[key])},\n`;
  return `// Who the site is about: edit this file to make the site yours; the projects
// are folders in content/projects/ (see the README, "Make it yours").
// \`npm run build\` checks it and names any field that is wrong. The bio and
// the experience summaries are Markdown; a CV file is a path relative to this
// folder (content/). Imported from ${from} by \`npm run import-resume\`.
import type { SiteContent } from "#template";

export const site = {
  // The address the site is published at: canonical links, social previews,
  // structured data, the sitemap and the CV all use it. Only the origin, no
  // path; the SITE_URL environment variable overrides it for one build, and
  // BASE_PATH adds a sub-path (see docs/content.md).
  url: ${json(site.url)},
  person: {
    name: ${json(person.name)},
    jobTitle: ${json(person.jobTitle)},
${optional("location")}${optional("email")}    // Markdown: paragraphs are separated by a blank line.
    bio: ${templateLiteral(person.bio)},
    // Each is linked with rel="me": LinkedIn, GitHub, Mastodon and so on.
    profiles: ${json(person.profiles)},
    // The CV is built from this file on every build. To use a PDF of your own
    // instead, put it in content/ and add \`file: "your-cv.pdf"\` here.
    cv: ${json(person.cv)},
  },
  // Newest first; no \`end\` for the job you hold now.
  experience: ${json(site.experience)},
  education: ${json(site.education)},
  // Any number of named groups, shown in this order.
  skills: ${json(site.skills)},${
    site.spokenLanguages
      ? `
  // The languages you speak: on the CV and in the search engines' data.
  spokenLanguages: ${json(site.spokenLanguages)},`
      : ""
  }
} satisfies SiteContent;
`;
}

function projectFile({ frontMatter, body }: ImportedProject): string {
  return `---\n${stringify(frontMatter, { lineWidth: 0 })}---\n\n${body}\n`;
}

export type ImportResult = { removed: string[]; written: string[]; left: string[] };

/** Imports `resume` into the repository at `root`; `from` names the file in site.ts's first comment. */
export async function importResume(
  root: string,
  resume: unknown,
  { force = false, from = "resume.json" }: { force?: boolean; from?: string } = {},
): Promise<ImportResult> {
  const { site, projects, left } = fromJsonResume(resume);
  const sitePath = join(root, OWNER_CONTENT.site);
  const { isSample, reasons } = await sampleVerdict(root);
  const fresh = (path: string) => `${pathToFileURL(path).href}?${Date.now()}`;
  const { site: current } = (await import(fresh(sitePath))) as { site: SiteContent };
  // The sample goes entirely; an owner's own posts stay, since a resume has none.
  const removed = replaceableContent(root, current.person.cv.file).filter(
    (path) =>
      isSample ||
      path.startsWith(`${OWNER_CONTENT.projects}/`) ||
      SITE_TRANSLATION.test(path.slice(OWNER_CONTENT.siteFolder.length + 1)),
  );
  if (!isSample && !force) {
    throw new ImportResumeError(
      [
        "import-resume stopped: this content does not look like the sample, and the import would delete:",
        ...removed.map((path) => `  ${path}`),
        `(and rewrite ${OWNER_CONTENT.site})`,
        "It is not the sample because:",
        ...reasons.map((reason) => `  • ${reason}`),
        "If that is what you want, commit or copy your work, then run the command again with --force.",
      ].join("\n"),
    );
  }
  const settingsPath = join(root, OWNER_CONTENT.settings);
  const tags = existsSync(settingsPath)
    ? ((await import(fresh(settingsPath))) as { settings: { languages: string[] } }).settings.languages
    : [];
  const languages = tags.length > 0 ? siteLanguages({ SITE_LANGUAGES: tags.join(",") }) : [];

  for (const path of removed) rmSync(join(root, path), { recursive: true, force: true });
  const written: string[] = [];
  const write = async (path: string, source: string) => {
    const file = join(root, path);
    mkdirSync(join(file, ".."), { recursive: true });
    writeFileSync(file, await format(root, path, source));
    written.push(path);
  };
  await write(OWNER_CONTENT.site, siteModule(site, from));
  for (const project of projects) {
    const folder = `${OWNER_CONTENT.projects}/${project.slug}`;
    await write(`${folder}/index.md`, projectFile(project));
    for (const language of languages.slice(1)) {
      await write(
        `${folder}/index.${language.code}.md`,
        "---\n# Translate the project here; until then, the default language's text.\nfallback: true\n---\n",
      );
    }
  }
  for (const language of languages.slice(1)) {
    await write(`${OWNER_CONTENT.siteFolder}/site.${language.code}.ts`, siteTranslationModule(language));
  }
  mkdirSync(join(root, OWNER_CONTENT.writing), { recursive: true });
  return { removed, written, left };
}

/** The last line: ./run dev, as the README says, since npm run dev needs Node 24 and the system's may be older. */
export const NEXT_STEP =
  "Next: add screenshots to the projects that should have them (see the README, “Make it yours”), then ./run dev.";

// Runs when executed, not when a test imports it.
if (import.meta.main) {
  try {
    const options = parseImportOptions(process.argv.slice(2));
    let resume: unknown;
    try {
      resume = JSON.parse(readFileSync(options.file, "utf8"));
    } catch (error) {
      throw new ImportResumeError(`${options.file}: ${(error as Error).message}`);
    }
    const { removed, written, left } = await importResume(resolve(options.into), resume, {
      force: options.force,
      from: options.file,
    });
    console.log(
      [
        `Removed ${removed.length} paths of the previous content:`,
        ...removed.map((path) => `  - ${path}`),
        "Wrote:",
        ...written.map((path) => `  + ${path}`),
        ...(left.length > 0
          ? ["Left out (the site has no place for them):", ...left.map((item) => `  · ${item}`)]
          : []),
        "",
        NEXT_STEP,
      ].join("\n"),
    );
  } catch (error) {
    if (!(error instanceof ImportResumeError)) throw error;
    process.stderr.write(`\n${error.message}\n\n`);
    process.exitCode = 1;
  }
}
