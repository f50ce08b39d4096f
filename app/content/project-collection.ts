// The projects: app/content/projects/<slug>/index.md, front matter checked by
// projectSchema, the Markdown body the description, screenshots beside it.
// Plain Node: the route table, the pre-render list, the sitemap, the CV and the
// social images read the projects here; the pages get them, with screenshots
// encoded and descriptions rendered, from virtual:content/projects
// (scripts/content-plugin.ts).
import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { ContentError, displayPath, includeDraftsByDefault, loadCollection, type Entry } from "./collection.ts";
import { projectSchema, RESERVED_SLUGS, type ProjectFrontMatter, type ProjectInfo } from "./schema.ts";

export const PROJECTS_DIR = "app/content/projects";

/** A project as Node reads it: screenshots as absolute file paths, the description as Markdown. */
export type ProjectSource = ProjectInfo & {
  file: string;
  images: { src: string; alt: string; file: string }[];
  description: string;
};

export type LoadOptions = {
  /** Defaults to app/content/projects; the tests point it at generated fixtures. */
  dir?: string;
  /** Drafts are shown by `npm run dev` only (see includeDraftsByDefault). */
  includeDrafts?: boolean;
};

/** The projects folder in use: PROJECTS_DIR, or CONTENT_PROJECTS_DIR (the scale test's generated fixture). */
export function projectsDir(): string {
  return process.env.CONTENT_PROJECTS_DIR ?? PROJECTS_DIR;
}

/** Every project in home-page order, checked; throws a ContentError naming each bad file and field. */
export function loadProjects({
  dir = projectsDir(),
  includeDrafts = includeDraftsByDefault(),
}: LoadOptions = {}): ProjectSource[] {
  const entries = loadCollection({ dir, schema: projectSchema, includeDrafts, check: checkProject });
  if (entries.length === 0) {
    throw new ContentError([
      `${displayPath(resolve(dir))}/: expected at least one project: a folder with an index.md (drafts are left out of builds)`,
    ]);
  }
  return entries.map(toProject).sort(byOrder);
}

function checkProject(entry: Entry<ProjectFrontMatter>): string[] {
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
    if (!existsSync(file) || !statSync(file).isFile()) {
      problems.push(`images[${index}].src: file not found: ${image.src} (looked for ${displayPath(file)})`);
    }
  });
  return problems;
}

function toProject({ slug, file, folder, data, body }: Entry<ProjectFrontMatter>): ProjectSource {
  return {
    ...data,
    slug,
    file,
    images: data.images.map((image) => ({ ...image, file: resolve(folder, image.src) })),
    description: body,
  };
}

function byOrder(a: ProjectInfo, b: ProjectInfo): number {
  const order = (a.order ?? Infinity) - (b.order ?? Infinity);
  return Number.isNaN(order) || order === 0 ? a.name.localeCompare(b.name) : order;
}
