// What is the site owner's, as opposed to the template's: the one list of the
// paths a fork replaces. `npm run new-site` deletes the sample's by it, and
// scratch forks (the tests' fixture sites) can copy the template without it.
// Everything else in the repository is the template: code, styles, tests,
// catalogues, the README and its screenshot (docs/screenshot.png).
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** The owner's content, relative to the repository's root. */
export const OWNER_CONTENT = {
  /** Who the site is about; rewritten, never just deleted. */
  site: "content/site.ts",
  /** The deployment settings; new-site rewrites only `languages`. */
  settings: "content/settings.ts",
  /** One folder per project (index.md, its translations, its screenshots). */
  projects: "content/projects",
  /** The posts, folders or single files, with their translations and images. */
  writing: "content/writing",
  /** The folder of site.ts and its translations, site.<code>.ts. */
  siteFolder: "content",
  /** The file that names the sample; a fork has none. */
  sample: "content/sample.ts",
  /** The HTML mock-ups the sample's screenshots were captured from. */
  mockups: "content/mockups",
  /** What `npm run refresh` fetched for the content it replaces: GitHub facts, replies (cli/refresh.ts). */
  fetched: "content/fetched",
} as const;

/** site.fr.ts, site.pt-br.ts: a translation of site.ts. */
export const SITE_TRANSLATION = /^site\.[a-z]{2,3}(?:-[a-z0-9]+)*\.ts$/;

/**
 * The paths that hold the current content, which a new site replaces: every
 * project and post, every translation of site.ts, the sample file, the
 * mock-ups, what refresh fetched for them and the owner's own CV PDF (`cvFile`, relative to content/),
 * relative to `root`. site.ts and settings.ts are rewritten, so not listed.
 */
export function replaceableContent(root: string, cvFile?: string): string[] {
  const paths: string[] = [];
  const entries = (folder: string) =>
    existsSync(join(root, folder))
      ? readdirSync(join(root, folder))
          .filter((name) => !name.startsWith("."))
          .sort()
          .map((name) => `${folder}/${name}`)
      : [];
  paths.push(...entries(OWNER_CONTENT.projects), ...entries(OWNER_CONTENT.writing));
  for (const name of readdirSync(join(root, OWNER_CONTENT.siteFolder)).sort()) {
    if (SITE_TRANSLATION.test(name)) paths.push(`${OWNER_CONTENT.siteFolder}/${name}`);
  }
  if (cvFile && existsSync(join(root, OWNER_CONTENT.siteFolder, cvFile))) {
    paths.push(`${OWNER_CONTENT.siteFolder}/${cvFile}`);
  }
  for (const path of [OWNER_CONTENT.sample, OWNER_CONTENT.mockups, OWNER_CONTENT.fetched])
    if (existsSync(join(root, path))) paths.push(path);
  return paths;
}

/** The folder that holds the owner's content, and nothing else. */
export const CONTENT_DIR = "content";

/** Whether a path (from the repository's root, with forward slashes) is the owner's content, not the template. */
export function isOwnerContent(path: string): boolean {
  return path.startsWith(`${CONTENT_DIR}/`);
}
