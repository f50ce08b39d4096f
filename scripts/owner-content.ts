// What in this repository is the owner's content rather than the template:
// the files a fork replaces with its own life. `npm run new-site` removes them,
// and scripts/fork.ts leaves them out when it copies the template for a test.
// Paths are relative to the repository's root, with forward slashes.

/** The folder that holds the owner's content (and, beside it, the code that reads it). */
export const CONTENT_DIR = "app/content";

const OWNER_FILES = [
  /^app\/content\/site(\.[\w-]+)?\.ts$/, // site.ts and its translations, site.fr.ts
  /^app\/content\/settings\.ts$/,
  /^app\/content\/sample\.ts$/, // the one file that names the sample (the sample warning reads it)
  /^app\/content\/projects\//,
  /^app\/content\/writing\//,
  /^app\/content\/[^/]+\.pdf$/, // an own CV
  /^app\/content\/media\//,
  /^scripts\/mockups\//, // the HTML the sample's screenshots are captured from
];

/** Whether a path (from the repository's root) is the owner's content. */
export function isOwnerContent(path: string): boolean {
  return OWNER_FILES.some((pattern) => pattern.test(path));
}
