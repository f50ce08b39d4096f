// Where an island's entry is served, for <Island>'s `entry` (./island.tsx),
// worked out by the loader of the route that shows it: in development the
// entry's source, which Vite serves; in a build the chunk the client build
// made of it and every chunk that chunk imports, from Vite's manifest of the
// client build. vite.config.ts adds the entries to the client build and keeps
// its manifest for the pre-render; react-router.config.ts deletes it after.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

/** React Router's client build folder (its default `buildDirectory`), from the project's root, where builds run. */
export const CLIENT_MANIFEST = "build/client/.vite/manifest.json";

type Manifest = Record<string, { file: string; imports?: string[] }>;

const manifests = new Map<string, Manifest>();

/** The entry at `source` ("app/islands/gallery.client.tsx"): its URL, and the URLs to fetch ahead of running it. */
export function islandEntry(source: string, manifestFile = CLIENT_MANIFEST): { url: string; preload: string[] } {
  const base = import.meta.env.BASE_URL;
  if (import.meta.env.DEV) return { url: `${base}${source}`, preload: [] };
  let manifest = manifests.get(manifestFile);
  if (!manifest) {
    manifest = JSON.parse(readFileSync(resolve(manifestFile), "utf8")) as Manifest;
    manifests.set(manifestFile, manifest);
  }
  const entry = manifest[source];
  if (!entry) throw new Error(`The client build made no chunk of ${source}: add it to vite.config.ts's islands`);
  // The entry's chunk and every chunk it needs before it can run, so a page can fetch them all at once.
  const files = new Set([entry.file]);
  const add = (key: string) => {
    for (const imported of manifest[key]?.imports ?? []) {
      const file = manifest[imported]?.file;
      if (file === undefined || files.has(file)) continue;
      files.add(file);
      add(imported);
    }
  };
  add(source);
  return { url: `${base}${entry.file}`, preload: [...files].map((file) => `${base}${file}`) };
}
