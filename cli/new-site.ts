// `npm run new-site`: replaces the sample with the start of your own site.
//
//   ./run new-site --name "Jane Doe" --title "Data engineer" --url https://jane.dev \
//     [--email jane@jane.dev] [--location "Leeds, United Kingdom"] [--languages en-GB,fr] [--force]
//
// It deletes every project, post and translation of the current content, the
// sample's file and mock-ups and an own CV PDF (cli/owner-content.ts has
// the list), writes a site.ts with what it was given, sets the languages in
// settings.ts, and writes one starter project (a site has at least one; see
// docs/decisions/0013-new-site.md). It refuses to run over content that is
// not the sample, so nobody loses their own work, unless given --force.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import * as prettier from "prettier";
import sharp from "sharp";
import { ContentError } from "../app/schemas/content-problems.ts";
import { CV_FILE_NAME, validateContent, type SiteContent } from "../app/schemas/site-schema.ts";
import { siteLanguages } from "../app/languages/languages-setting.ts";
import { catalogueProblems } from "../app/i18n/catalogue-check.ts";
import { CATALOGUES } from "../app/i18n/catalogues.ts";
import type { Language } from "../app/languages/language-tags.ts";
import { OWNER_CONTENT, replaceableContent } from "./owner-content.ts";

export type NewSiteOptions = {
  name: string;
  title: string;
  url: string;
  email?: string;
  location?: string;
  /** BCP 47 tags, the default first. */
  languages: string[];
  /** Delete content that is not the sample's too. */
  force?: boolean;
};

/** A mistake in the command or a refusal: said in plain words, without a stack trace. */
export class NewSiteError extends Error {}

/** The folder of the starter project: its name is the page's address. */
export const STARTER_SLUG = "first-project";

const USAGE =
  'Usage: ./run new-site --name "Jane Doe" --title "Data engineer" --url https://jane.dev [--email jane@jane.dev] [--location "Leeds, United Kingdom"] [--languages en-GB,fr] [--force]';

/** The options from the command line; a missing or unknown one is a NewSiteError with the usage. */
export function parseNewSiteOptions(args: readonly string[]): NewSiteOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: {
        name: { type: "string" },
        title: { type: "string" },
        url: { type: "string" },
        email: { type: "string" },
        location: { type: "string" },
        languages: { type: "string" },
        force: { type: "boolean" },
      },
    }));
  } catch (error) {
    throw new NewSiteError(`${(error as Error).message}\n${USAGE}`);
  }
  const missing = (["name", "title", "url"] as const).filter((key) => !values[key]?.trim());
  if (missing.length > 0) throw new NewSiteError(`Missing ${missing.map((key) => `--${key}`).join(", ")}.\n${USAGE}`);
  const { name = "", title = "", url = "" } = values;
  return {
    name: name.trim(),
    title: title.trim(),
    url: url.trim().replace(/\/+$/, ""),
    ...(values.email?.trim() ? { email: values.email.trim() } : {}),
    ...(values.location?.trim() ? { location: values.location.trim() } : {}),
    languages: (values.languages ?? "en")
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
    force: values.force ?? false,
  };
}

/** The languages, checked as settings.ts's are: each a tag with a message catalogue. */
export function checkLanguages(tags: readonly string[]): Language[] {
  const env = { SITE_LANGUAGES: tags.join(",") };
  const problems: string[] = [];
  let languages: Language[] = [];
  try {
    languages = siteLanguages(env);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    problems.push(...error.problems);
  }
  problems.push(...catalogueProblems(env));
  if (problems.length === 0) return languages;
  const available = Object.keys(CATALOGUES).join(", ");
  throw new NewSiteError(
    `--languages: ${problems.map((line) => line.replace(/^SITE_LANGUAGES: /, "")).join("; ")}.\n` +
      `The interface's words exist in: ${available} (app/i18n/messages/); docs/languages.md says how to add another in content/i18n/.`,
  );
}

/** Tomasz-Wiśniewski-CV.pdf: the name's letters and digits, joined by hyphens. */
export function cvFileNameFor(name: string): string {
  const stem = name
    .normalize("NFC")
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .join("-");
  const file = stem ? `${stem}-CV.pdf` : "CV.pdf";
  return CV_FILE_NAME.test(file) ? file : "CV.pdf";
}

/**
 * The bio's first line, in the default language: "Data engineer based in
 * Leeds. Here are the projects I have built and what I learned from them."
 * Long enough to describe the home page to search engines until the owner
 * writes their own.
 */
function firstLine({ title, location }: NewSiteOptions, language: Language): string {
  if (language.base === "fr") {
    return `${location ? `${title}, à ${location}.` : `${title}.`} Voici les projets que j’ai réalisés et ce qu’ils m’ont appris.`;
  }
  if (language.base === "ar") {
    return `${location ? `${title}، ${location}.` : `${title}.`} هنا المشاريع التي بنيتها وما تعلّمته منها.`;
  }
  return `${location ? `${title} based in ${location}.` : `${title}.`} Here are the projects I have built and what I learned from them.`;
}

/** Whether the content in `root` is the sample, and if not, why not. */
export async function sampleVerdict(root: string): Promise<{ isSample: boolean; reasons: string[] }> {
  const reasons: string[] = [];
  const samplePath = join(root, OWNER_CONTENT.sample);
  if (!existsSync(samplePath)) {
    return { isSample: false, reasons: [`${OWNER_CONTENT.sample} is gone, so this content is not the sample's`] };
  }
  // A query string so a second run in the same process reads the files afresh.
  const fresh = (path: string) => `${pathToFileURL(path).href}?${Date.now()}`;
  const { SAMPLE } = (await import(fresh(samplePath))) as { SAMPLE: { host: string; name: string } };
  const { site } = (await import(fresh(join(root, OWNER_CONTENT.site)))) as { site: SiteContent };
  if (site.person.name.trim() !== SAMPLE.name) {
    reasons.push(`${OWNER_CONTENT.site} names ${JSON.stringify(site.person.name)}, not the sample's ${SAMPLE.name}`);
  }
  if (URL.parse(site.url)?.hostname !== SAMPLE.host) {
    reasons.push(`${OWNER_CONTENT.site}'s url is ${JSON.stringify(site.url)}, not the sample's ${SAMPLE.host}`);
  }
  // In a Git work tree, content changed or added since the last commit is someone's work in progress.
  const inGit = spawnSync("git", ["-C", root, "rev-parse", "--is-inside-work-tree"], { encoding: "utf8" });
  if (inGit.status === 0 && inGit.stdout.trim() === "true") {
    const paths = [OWNER_CONTENT.siteFolder, OWNER_CONTENT.mockups];
    const status = spawnSync("git", ["-C", root, "status", "--porcelain", "--untracked-files=all", "--", ...paths], {
      encoding: "utf8",
    });
    const changed = status.stdout
      .split("\n")
      .filter(Boolean)
      .map((line) => line.slice(3))
      .filter((path) => !/\.(?:test\.tsx?|d\.ts)$/.test(path) && isOwnerPath(path));
    if (changed.length > 0) {
      reasons.push(
        `changed or added since the last commit: ${changed.slice(0, 8).join(", ")}${changed.length > 8 ? `, and ${changed.length - 8} more` : ""}`,
      );
    }
  }
  return { isSample: reasons.length === 0, reasons };
}

/** A path of the owner's content (a project, a post, site.ts and its translations, settings, mock-ups). */
function isOwnerPath(path: string): boolean {
  return (
    path.startsWith(`${OWNER_CONTENT.projects}/`) ||
    path.startsWith(`${OWNER_CONTENT.writing}/`) ||
    path.startsWith(`${OWNER_CONTENT.mockups}/`) ||
    path === OWNER_CONTENT.site ||
    path === OWNER_CONTENT.settings ||
    /^content\/site\.[a-z]{2,3}(?:-[a-z0-9]+)*\.ts$/.test(path)
  );
}

/** `source` as Prettier writes the file at `path` under `root`, with the repository's settings. */
export async function format(root: string, path: string, source: string): Promise<string> {
  const file = join(root, path);
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(source, { ...options, filepath: file });
}

function siteModule(options: NewSiteOptions, main: Language): string {
  const person: Record<string, unknown> = { name: options.name, jobTitle: options.title };
  if (options.location) person.location = options.location;
  if (options.email) person.email = options.email;
  const lines = (value: unknown) => JSON.stringify(value);
  return `// Who the site is about: edit this file to make the site yours; the projects
// are folders in content/projects/ (see the README, "Make it yours").
// \`npm run build\` checks it and names any field that is wrong. The bio and
// the experience summaries are Markdown; a CV file is a path relative to this
// folder (content/).
import type { SiteContent } from "#template";

export const site = {
  // The address the site is published at: canonical links, social previews,
  // structured data, the sitemap and the CV all use it. Only the origin, no path.
  url: ${lines(options.url)},
  person: {
${Object.entries(person)
  .map(([key, value]) => `    ${key}: ${lines(value)},`)
  .join("\n")}
    // Markdown: paragraphs are separated by a blank line. Say what you do and for whom.
    bio: ${lines(firstLine(options, main))},
    // Each is linked with rel="me", e.g. { label: "GitHub", url: "https://github.com/you" }.
    profiles: [],
    // The CV is built from this file on every build. To use a PDF of your own
    // instead, put it in content/ and add \`file: "your-cv.pdf"\` here.
    cv: {
      downloadName: ${lines(cvFileNameFor(options.name))},
    },
  },
  // { role, organisation, location, start, end (none for the job you hold now), summary }, newest first.
  experience: [],
  // { qualification, area (optional), institution, start, end }.
  education: [],
  // Named groups shown in this order, e.g. { name: "Currently working with", skills: ["SQL", "Python"] }.
  skills: [],
} satisfies SiteContent;
`;
}

export function siteTranslationModule(language: Language): string {
  return `// site.ts in ${language.englishName}: the fields of site.ts a visitor reads,
// translated (see the README, "Languages"). Until you translate them,
// \`fallback: true\` shows the default language's text.
import type { SiteTranslation } from "#template";

export const translation = {
  fallback: true,
} satisfies SiteTranslation;
`;
}

function starterProject(options: NewSiteOptions): string {
  return `---
# A starter project, because the site shows at least one. Make it your first
# real one: rename this folder (its name is the page's address, /${STARTER_SLUG}),
# replace every field and the screenshot, or copy the folder once per project.
# docs/content.md explains each field.
name: My first project
role: ${JSON.stringify(options.title)}
summary: What it is and why it mattered, in one sentence.
tech: [Git]
# web_url: https://demo.example.com
# git_url: https://github.com/you/project
# The case study, shown "At a glance" on the page; each line is optional:
# context: The problem, or the client and what they needed.
# team: 2 developers, 1 designer
# decisions: [The choice that shaped it, and why.]
# outcomes: [What changed, with figures, like "Load time 4.1 s → 1.2 s".]
# No screenshots (an API, a pipeline)? Delete images and screenshot.png.
images:
  - src: screenshot.png
    alt: An empty browser window, standing in for a screenshot of the project.
---

Describe the project in Markdown: the problem, what you built and what changed because of it.
`;
}

/** A 1600 by 1000 stand-in screenshot: an empty browser window, no text. */
async function starterScreenshot(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000">
  <rect width="1600" height="1000" fill="#eef2ff"/>
  <rect x="120" y="100" width="1360" height="800" rx="24" fill="#ffffff" stroke="#c7d2fe" stroke-width="4"/>
  <path d="M120 124a24 24 0 0 1 24-24h1312a24 24 0 0 1 24 24v56H120z" fill="#e0e7ff"/>
  <circle cx="170" cy="140" r="12" fill="#a5b4fc"/><circle cx="210" cy="140" r="12" fill="#a5b4fc"/><circle cx="250" cy="140" r="12" fill="#a5b4fc"/>
  <rect x="200" y="260" width="640" height="48" rx="12" fill="#c7d2fe"/>
  <rect x="200" y="340" width="1000" height="24" rx="12" fill="#e0e7ff"/>
  <rect x="200" y="390" width="920" height="24" rx="12" fill="#e0e7ff"/>
  <rect x="200" y="480" width="360" height="320" rx="16" fill="#eef2ff"/>
  <rect x="620" y="480" width="360" height="320" rx="16" fill="#eef2ff"/>
  <rect x="1040" y="480" width="360" height="320" rx="16" fill="#eef2ff"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** What new-site did, relative to the root. */
export type NewSiteResult = { removed: string[]; written: string[] };

export async function newSite(root: string, options: NewSiteOptions): Promise<NewSiteResult> {
  const languages = checkLanguages(options.languages);
  const [main] = languages;
  if (!main) throw new NewSiteError(`--languages: expected at least one language, the default.\n${USAGE}`);
  const { site: current } = (await import(`${pathToFileURL(join(root, OWNER_CONTENT.site)).href}?${Date.now()}`)) as {
    site: SiteContent;
  };
  const removed = replaceableContent(root, current.person.cv.file);

  const { isSample, reasons } = await sampleVerdict(root);
  if (!isSample && !options.force) {
    throw new NewSiteError(
      [
        "new-site stopped: this content does not look like the sample, and it would delete:",
        ...removed.map((path) => `  ${path}`),
        "(and rewrite content/site.ts and the languages in content/settings.ts)",
        "It is not the sample because:",
        ...reasons.map((reason) => `  • ${reason}`),
        "If that is what you want, commit or copy your work, then run the command again with --force.",
      ].join("\n"),
    );
  }

  // Check the new site.ts before deleting anything.
  const siteSource = siteModule(options, main);
  const check = validateContent(
    {
      url: options.url,
      person: {
        name: options.name,
        jobTitle: options.title,
        ...(options.location ? { location: options.location } : {}),
        ...(options.email ? { email: options.email } : {}),
        bio: firstLine(options, main),
        profiles: [],
        cv: { downloadName: cvFileNameFor(options.name) },
      },
      experience: [],
      education: [],
      skills: [],
    },
    () => true,
  );
  if (!check.ok) {
    const flag = (line: string) =>
      line
        .replace(/^url:/, "--url:")
        .replace(/^person\.name:/, "--name:")
        .replace(/^person\.jobTitle:/, "--title:")
        .replace(/^person\.email:/, "--email:")
        .replace(/^person\.location:/, "--location:");
    throw new NewSiteError(check.errors.map(flag).join("\n"));
  }

  const settingsPath = join(root, OWNER_CONTENT.settings);
  const settings = readFileSync(settingsPath, "utf8");
  const languagesLine = /^(\s*)languages:\s*\[[^\]]*\],?/m;
  if (!languagesLine.test(settings)) {
    throw new NewSiteError(`${OWNER_CONTENT.settings} has no "languages: [...]" line to set: add one, then run again.`);
  }

  for (const path of removed) rmSync(join(root, path), { recursive: true, force: true });

  const written: string[] = [];
  const write = async (path: string, source: string | Buffer) => {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), typeof source === "string" ? await format(root, path, source) : source);
    written.push(path);
  };
  await write(OWNER_CONTENT.site, siteSource);
  await write(
    OWNER_CONTENT.settings,
    settings.replace(
      languagesLine,
      (_, indent: string) => `${indent}languages: ${JSON.stringify(languages.map((l) => l.tag))},`,
    ),
  );
  const starter = `${OWNER_CONTENT.projects}/${STARTER_SLUG}`;
  await write(`${starter}/index.md`, starterProject(options));
  await write(`${starter}/screenshot.png`, await starterScreenshot());
  for (const language of languages.slice(1)) {
    await write(`${OWNER_CONTENT.siteFolder}/site.${language.code}.ts`, siteTranslationModule(language));
    await write(
      `${starter}/index.${language.code}.md`,
      "---\n# Translate the project here; until then, the default language's text.\nfallback: true\n---\n",
    );
  }
  mkdirSync(join(root, OWNER_CONTENT.writing), { recursive: true });
  return { removed, written };
}

/** A complete translation of site.ts to copy from, in docs/: the sample's own goes with the sample. */
export const EXAMPLE_TRANSLATION = "docs/examples/site.fr.ts";

// Runs when executed, not when a test imports it.
if (import.meta.main) {
  try {
    const options = parseNewSiteOptions(process.argv.slice(2));
    const { removed, written } = await newSite(process.cwd(), options);
    console.log(
      [
        `Removed ${removed.length} paths of the previous content:`,
        ...removed.map((path) => `  - ${path}`),
        "Wrote:",
        ...written.map((path) => `  + ${path}`),
        "",
        `Next: ./run dev, then fill in content/site.ts and make content/projects/${STARTER_SLUG}/ your first project.`,
        `A translation of site.ts, filled in: ${EXAMPLE_TRANSLATION} (languages: docs/languages.md).`,
      ].join("\n"),
    );
  } catch (error) {
    if (!(error instanceof NewSiteError)) throw error;
    process.stderr.write(`\n${error.message}\n\n`);
    process.exitCode = 1;
  }
}
