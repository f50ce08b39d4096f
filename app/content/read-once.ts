// A collection read once per build while its files are unchanged. The content
// check, the fonts, the route table, the pre-render list and every page's
// loader each ask for the projects and the posts; parsing them again each time
// cost a build of the fixture 15 reads of the projects and 13 of the posts.
// What is read is kept on globalThis, so the route table (loaded by React
// Router's config) and the server build (a bundle of its own copy of this
// module) share it, keyed by the folder, the options and every file's size and
// modification time under the folder: an edit, a new file or a removed one
// reads it again. The build entry (vite/build-report.ts) gives its steps a folder
// of their own (CONTENT_SNAPSHOT_DIR) where the first step to read a
// collection leaves it for the next, so the steps, each a process, parse and
// validate it once between them; the folder goes with the build. Not under
// `npm run dev`, which reads afresh for every page (the dev server reloads the
// code that reads, too).
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { deserialize, serialize } from "node:v8";

type Kept = { stamp: string; value: unknown };

/** The build's folder for what its steps read (vite/build-report.ts), in each step's environment. */
export const SNAPSHOT_ENV = "CONTENT_SNAPSHOT_DIR";

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

/** Where this build's steps keep a read, when a build runs them. */
function snapshotFile(key: string): string | undefined {
  const folder = process.env[SNAPSHOT_ENV];
  return folder ? join(folder, `${createHash("sha256").update(key).digest("hex")}.v8`) : undefined;
}

/** What another step of this build read, if its files have not changed since (and it can be read back). */
function fromSnapshot(file: string | undefined, stamp: string): Kept | undefined {
  if (!file || !existsSync(file)) return undefined;
  try {
    const snapshot = deserialize(readFileSync(file)) as Kept;
    return snapshot.stamp === stamp ? snapshot : undefined;
  } catch {
    return undefined;
  }
}

/** Leaves a read for the build's next steps: written whole, then renamed, so no step finds half of it. */
function toSnapshot(file: string | undefined, read: Kept) {
  if (!file) return;
  writeFileSync(`${file}.${process.pid}`, serialize(read));
  renameSync(`${file}.${process.pid}`, file);
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
  const file = snapshotFile(key);
  let known = kept.get(key);
  if (known?.stamp !== stamp) {
    known = fromSnapshot(file, stamp);
    if (known) kept.set(key, known);
  }
  if (known) return structuredClone(known.value) as T;
  const value = read();
  const fresh = { stamp, value: structuredClone(value) };
  kept.set(key, fresh);
  toSnapshot(file, fresh);
  return value;
}
