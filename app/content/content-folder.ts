// Where the owner's content is: `content/` at the repository's root, or the folder CONTENT_DIR names (the tests'
// fixture sites). The one seam between the engine and a site: every reader of site.ts, settings.ts, projects/ and
// writing/ asks here, in Node, in the build and in the tests alike.
import { join, relative, resolve } from "node:path";

export const DEFAULT_CONTENT_DIR = "content";

/** The content folder, absolute. */
export function contentDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.CONTENT_DIR || DEFAULT_CONTENT_DIR);
}

/** A file or folder of the content, absolute: contentPath("projects"), contentPath("site.fr.ts"). */
export function contentPath(...parts: string[]): string {
  return join(contentDir(), ...parts);
}

/** How a message names a content file: from the working folder, "content/site.ts". */
export function contentFile(...parts: string[]): string {
  return relative(process.cwd(), contentPath(...parts)) || ".";
}
