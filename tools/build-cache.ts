// A content-addressed cache for build steps whose output depends only on
// their input: social images, the CV, pre-compressed files. A warm rebuild
// with nothing changed then copies instead of drawing, rendering or
// compressing again, so its time does not grow with the content. The key is a
// hash of everything the output depends on, including the code that makes it,
// so editing that code (or upgrading a library: package-lock.json) misses.
// Lives in node_modules/.cache beside vite-imagetools' image cache, shared by
// every build of this checkout, whatever its base path.
import { createHash } from "node:crypto";
import { renameSync, rmSync, writeFileSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";

/** Read when an entry is asked for, not when the module loads: a test points it at a folder of its own. */
export function buildCacheDir(): string {
  return resolve(process.env.BUILD_CACHE_DIR ?? "node_modules/.cache/portfolio");
}

export type CacheKey = readonly (string | Buffer | Uint8Array)[];

export function hashOf(parts: CacheKey): string {
  const hash = createHash("sha256");
  for (const part of parts) {
    hash.update(typeof part === "string" ? `s${part.length}:` : `b${part.length}:`);
    hash.update(part);
  }
  return hash.digest("hex");
}

/** The contents of files, for a key: the code that produces an output is part of what it depends on. */
export async function filesKey(files: readonly string[]): Promise<Buffer[]> {
  return Promise.all(files.map((file) => readFile(resolve(file))));
}

/** The entries being looked up or made in this process: a key asked for again meanwhile waits for the first. */
const pending = new Map<string, Promise<Uint8Array>>();
let written = 0;

/**
 * The output for `key` from the cache, or `make()`'s, stored for next time.
 * `name` separates the caches of different steps.
 */
export function cached(name: string, key: CacheKey, make: () => Promise<Uint8Array>): Promise<Uint8Array> {
  const file = join(buildCacheDir(), name, hashOf(key));
  let entry = pending.get(file);
  if (!entry) {
    entry = lookUpOrMake(file, make).finally(() => pending.delete(file));
    pending.set(file, entry);
  }
  return entry;
}

/**
 * Writes a file aside and renames it into place, so a build stopped half-way never leaves a truncated file. The name
 * aside is this write's own, so that steps running at once (each its own process) never rename each other's file.
 */
export async function writeWhole(file: string, contents: string | Uint8Array): Promise<void> {
  const temporary = `${file}.${process.pid}-${written++}.tmp`;
  try {
    await writeFile(temporary, contents);
    await rename(temporary, file);
  } finally {
    await rm(temporary, { force: true });
  }
}

/** writeWhole for a caller that cannot wait: the content's readers, which the route table calls synchronously. */
export function writeWholeSync(file: string, contents: string | Uint8Array): void {
  const temporary = `${file}.${process.pid}-${written++}.tmp`;
  try {
    writeFileSync(temporary, contents);
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
}

async function lookUpOrMake(file: string, make: () => Promise<Uint8Array>): Promise<Uint8Array> {
  try {
    return await readFile(file);
  } catch {
    const output = await make();
    await mkdir(dirname(file), { recursive: true });
    await writeWhole(file, output);
    return output;
  }
}
