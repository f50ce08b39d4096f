// @vitest-environment node
// The styling hooks docs/make-it-look-like-you.md promises an owner's theme.css, held to the template's markup: every
// part the page documents is one the build knows, and its template component puts its hook on its element.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { PART_NAMES, templatePartFile } from "./part-names";

const ROOT = join(import.meta.dirname, "../..");
const guide = readFileSync(join(ROOT, "docs/make-it-look-like-you.md"), "utf8");

test("the documented hooks are exactly the parts, and each template part carries its own", () => {
  const documented = [...guide.matchAll(/^\| `data-part="([\w-]+)"`/gm)].map((match) => match[1]);
  expect(documented).toEqual([...PART_NAMES]);
  for (const part of PART_NAMES) {
    const source = readFileSync(join(ROOT, templatePartFile(part)), "utf8");
    expect(source, templatePartFile(part)).toContain(`data-part="${part}"`);
  }
});

test("the documented part files are exactly the parts, each replacing the template's file of its name", () => {
  const rows = [...guide.matchAll(/^\| `content\/components\/([\w-]+)\.tsx` +\| `(app\/components\/[\w-]+\.tsx)`/gm)];
  expect(rows.map((row) => row[1])).toEqual([...PART_NAMES]);
  for (const [, part, file] of rows) expect(file).toBe(templatePartFile(part as (typeof PART_NAMES)[number]));
});
