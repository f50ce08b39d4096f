// The owner's parts, content/components/<part>.tsx: every file there must be named after one of the template's
// parts (app/components/part-names.ts), or the build stops with one line that names it and the part it was
// probably meant to be. A part is never silently ignored. Other files may sit beside the parts: CSS, and modules
// in sub-folders that the parts import.
import { existsSync, readdirSync } from "node:fs";
import { extname } from "node:path";
import { closest } from "../app/schemas/content-problems.ts";
import { contentFile, contentPath } from "../app/collections/content-folder.ts";
import { isPartName, PART_NAMES, PARTS_FOLDER } from "../app/components/part-names.ts";

/** The extensions of a module: a part is a .tsx file; a module by another name is a part mistyped. */
const MODULE = new Set([".tsx", ".ts", ".jsx", ".js", ".mts", ".mjs"]);

/** The part a file name was meant to be: the nearest by spelling, or the one whose name holds it ("footer"). */
export function nearestPart(name: string): string | undefined {
  const plain = name.toLowerCase();
  return (
    closest(plain, PART_NAMES) ??
    PART_NAMES.find((part) => part.includes(plain) || plain.includes(part) || part.endsWith(`-${plain}`))
  );
}

/** One line for each file of content/components/ that is not a part. */
export function partProblems(): string[] {
  const folder = contentPath(PARTS_FOLDER);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isFile()) return [];
    const extension = extname(entry.name);
    if (!MODULE.has(extension) || entry.name.endsWith(".d.ts")) return [];
    const name = entry.name.slice(0, -extension.length);
    const file = contentFile(PARTS_FOLDER, entry.name);
    if (isPartName(name) && extension === ".tsx") return [];
    if (isPartName(name)) return [`${file}: a part is a .tsx file: rename it ${name}.tsx`];
    const nearest = nearestPart(name);
    return [
      `${file}: not one of the template's parts${nearest ? `: did you mean ${nearest}.tsx?` : ""} (parts: ${PART_NAMES.join(", ")})`,
    ];
  });
}
