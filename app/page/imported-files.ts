// The files the pages' globs imported through Vite (the screenshots, the posts' images, the portrait), found by the
// absolute path the content names: a glob's keys are paths inside the content folder's alias (vite.config.ts).
import { relative, resolve, sep } from "node:path";

/** The imported file at `file` (absolute), found by its path inside `dir`, the folder its glob reads; if there is one. */
export function importedIfAny<T>(imported: Record<string, T>, dir: string, file: string): T | undefined {
  const inside = `/${relative(resolve(dir), file).split(sep).join("/")}`;
  const key = Object.keys(imported).find((candidate) => candidate.endsWith(inside));
  return key === undefined ? undefined : imported[key];
}

/** The imported file at `file` (absolute), found by its path inside `dir`, the folder its glob reads. */
export function importedAt<T>(imported: Record<string, T>, dir: string, file: string): T {
  const found = importedIfAny(imported, dir, file);
  if (found === undefined) throw new Error(`${file} was not imported by the pages' globs (app/page/*.server.ts)`);
  return found;
}
