// @vitest-environment node
// A project has three shapes, each named for what it is: as written
// (ProjectEntry, app/collections/project-collection.ts), as its page renders it
// (ProjectPage) and as its card shows it (ProjectSummary, both in
// app/page/page-content.ts). Code that needs less of a project picks the
// fields it reads from one of them rather than naming a fourth. A component's
// props (…Props) and a schema.org document (…JsonLd) are not a project's shape.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";

const APP = import.meta.dirname;
const SHAPES = ["ProjectEntry", "ProjectPage", "ProjectSummary"];

/** The exported types and interfaces named for a project in a module's text, props and JSON-LD aside. */
function projectTypesIn(text: string): string[] {
  return [...text.matchAll(/^export\s+(?:type|interface)\s+(Project\w*)/gm)]
    .map((match) => match[1]!)
    .filter((name) => !/(?:Props|JsonLd)$/.test(name));
}

const modules = readdirSync(APP, { recursive: true, encoding: "utf8" }).filter(
  (path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path),
);

test("the app's types name a project three ways: as written, as its page, as its card", () => {
  const names = modules.flatMap((path) => projectTypesIn(readFileSync(join(APP, path), "utf8")));
  expect(names.sort()).toEqual(SHAPES);
});

test("a fourth exported project type is found, whether a type or an interface; props and JSON-LD are not shapes", () => {
  const text = [
    "export type ProjectEntry = { slug: string };",
    "export interface ProjectRef { slug: string }",
    "export type ProjectGalleryProps = { images: string[] };",
    "export type ProjectJsonLd = { name: string };",
    "type ProjectLocal = { slug: string };",
    "export type { ProjectPage } from './page-content';",
  ].join("\n");
  expect(projectTypesIn(text)).toEqual(["ProjectEntry", "ProjectRef"]);
});
