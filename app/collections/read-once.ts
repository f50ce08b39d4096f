// A collection read once while its files and the code that reads them are unchanged: the first reader in a build
// parses, checks and renders what it must (a formula's MathML), and leaves the result in the build cache
// (tools/build-cache.ts), under a key made of the folder's files (each one's path, size and modification time), the
// options, the working directory and the bytes of the code that reads (app/collections, app/schemas,
// app/markdown, app/languages, package-lock.json); every later reader finds it there. The content check, the fonts,
// the route table, the pre-render list and the pages' loaders each ask, from copies of this module that share no
// memory: Vite's config, React Router's config and route table (its own module runner) and the server build are
// separate bundles (docs/decisions/0072-the-content-read-once-through-the-build-cache.md). An edit, a new file or
// a removed one is a new key, so `npm run dev` reads once per change as a build does; a read that throws (a
// content error) is never kept: the next reader asks again, and says it again.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { deserialize, serialize } from "node:v8";
import { buildCacheDir, hashOf, writeWholeSync } from "../../tools/build-cache.ts";

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

/** The folders of the code whose output is kept, and the lock file that pins its libraries (Temml, zod, yaml). */
export const READING_CODE = ["app/collections", "app/schemas", "app/markdown", "app/languages", "package-lock.json"];

/** The bytes of the code that reads, from the working directory: none found (a run from elsewhere) keeps nothing. */
export function codeKey(root: string): Buffer[] {
  return READING_CODE.flatMap((path) => {
    const at = resolve(root, path);
    if (!existsSync(at)) return [];
    if (statSync(at).isFile()) return [readFileSync(at)];
    return readdirSync(at)
      .filter((name) => name.endsWith(".ts") && !name.includes(".test."))
      .sort()
      .map((name) => readFileSync(join(at, name)));
  });
}

/** How many results the cache keeps: each edit under `npm run dev` makes one, and the tests' folders one each. */
const KEPT = 64;

/** Keeps the newest KEPT results, so the folder does not grow with every edit and every test. */
function prune(folder: string): void {
  // Other processes read and prune the same folder (a test run's workers, the dev server beside a build): a file gone
  // between the listing and its stat is already pruned.
  const files = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith(".tmp"))
    .flatMap((entry) => {
      const path = join(folder, entry.name);
      const stat = statSync(path, { throwIfNoEntry: false });
      return stat ? [{ path, time: stat.mtimeMs }] : [];
    });
  if (files.length <= KEPT) return;
  files.sort((a, b) => b.time - a.time);
  for (const { path } of files.slice(KEPT)) rmSync(path, { force: true });
}

/**
 * `read()`'s result for this folder and these options: read once, and read back from the build cache after, for as
 * long as no file under the folder and no line of the code that reads changes. Each caller gets its own copy.
 */
export function readOnce<T>(dir: string, options: string, read: () => T): T {
  const root = process.cwd();
  const code = codeKey(root);
  if (code.length === 0) return read();
  const folder = join(buildCacheDir(), "content");
  const file = join(folder, hashOf([root, resolve(dir), options, stampOf(dir), ...code]));
  if (existsSync(file)) {
    try {
      return deserialize(readFileSync(file)) as T;
    } catch {
      // A file another process is writing, or a Node whose serialisation differs: read the folder instead.
    }
  }
  const value = read();
  mkdirSync(folder, { recursive: true });
  writeWholeSync(file, serialize(value));
  prune(folder);
  return value;
}
