// How `npm run refresh` writes content/fetched/: JSON with its keys sorted, formatted as Prettier formats JSON, so a
// refresh that changed one count is a one-line diff and one that changed nothing leaves the file as it was.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import prettier from "prettier";

/** `value` with every object's keys in code-point order. */
export function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
}

/** Whether two values hold the same data, whatever their keys' order. */
export function sameData(a: unknown, b: unknown): boolean {
  return JSON.stringify(sortedKeys(a)) === JSON.stringify(sortedKeys(b));
}

/** The file's text for `value`. */
export async function snapshotText(value: unknown): Promise<string> {
  return prettier.format(JSON.stringify(sortedKeys(value)), { parser: "json" });
}

/** Writes `value` to `path` unless the file already says it, or there is no file and nothing to say; whether it wrote. */
export async function writeSnapshot(path: string, value: object): Promise<boolean> {
  if (!existsSync(path) && Object.keys(value).length === 0) return false;
  const text = await snapshotText(value);
  if (existsSync(path) && readFileSync(path, "utf8") === text) return false;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  return true;
}
