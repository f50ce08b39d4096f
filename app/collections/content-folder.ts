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

/**
 * A path as messages show it: from the working folder when it is inside it ("content/site.ts"), else whole, so
 * that a content folder elsewhere (CONTENT_DIR=/tmp/site) is named as the owner gave it, not as "../../tmp/site".
 */
export function displayPath(path: string): string {
  const fromHere = relative(process.cwd(), path);
  return fromHere.startsWith("..") ? path : fromHere || ".";
}

/** How a message names a content file: displayPath of it, "content/site.ts". */
export function contentFile(...parts: string[]): string {
  return displayPath(contentPath(...parts));
}
