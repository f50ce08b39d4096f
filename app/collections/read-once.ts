// A collection read once per build while its files are unchanged. The content
// check, the fonts, the route table, the pre-render list and every page's
// loader each ask for the projects and the posts; parsing them again each time
// cost a build of the fixture 15 reads of the projects and 13 of the posts.
// The build is one process (React Router's, the steps its plugins and hooks:
// vite/), but Vite loads its config, the route table and the server build each
// as a bundle with its own copy of this module: what is read is kept on
// globalThis, which they share, keyed by the folder, the options and every
// file's size and modification time under the folder: an edit, a new file or a
// removed one reads it again. Not under `npm run dev`, which reads afresh for
// every page (the dev server reloads the code that reads, too).
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

type Kept = { stamp: string; value: unknown };

const KEPT = Symbol.for("portfolio.content.read-once");
const kept: Map<string, Kept> = ((globalThis as Record<symbol, unknown>)[KEPT] ??= new Map()) as Map<string, Kept>;

/** Every file under `dir`, by path, size and modification time: what changes when the folder's content does. */
function stampOf(dir: string): string {
  // No folder (a site without posts) is a stamp too: the reader says whether that is a problem.
  if (!existsSync(dir)) return "";
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      const { size, mtimeMs } = statSync(path);
      return `${path}:${size}:${mtimeMs}`;
    })
    .sort()
    .join("\n");
}

/**
 * `read()`'s result for this folder and these options: read once, and a copy
 * of it after, for as long as no file under the folder changes. A read that
 * throws (a content error) is not kept: the next asks again, and says it again.
 */
export function readOnce<T>(dir: string, options: string, read: () => T): T {
  if (process.env.NODE_ENV === "development") return read();
  const key = `${process.cwd()}\n${resolve(dir)}\n${options}`;
  const stamp = stampOf(dir);
  const known = kept.get(key);
  if (known?.stamp === stamp) return structuredClone(known.value) as T;
  const value = read();
  kept.set(key, { stamp, value: structuredClone(value) });
  return value;
}
