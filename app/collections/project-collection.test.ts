// @vitest-environment node
// The projects collection, read from generated project folders: front matter
// rules, errors that name the file and the field, order and drafts.
import { mkdtempSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { fixtureSlug, writeFixtureProjects } from "../test-support/fixture-projects";
import { loadProjects } from "./project-collection";
import { problemsOf } from "../test-support/problems-of.ts";

let dir: string;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "projects-"));
  await writeFixtureProjects(dir, { projects: 3, screenshots: 3, width: 64, height: 8 });
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const indexOf = (index: number) => join(dir, fixtureSlug(index), "index.md");
const shown = (file: string) => file.replace(`${process.cwd()}/`, "");

/** Rewrites one project's index.md. */
async function edit(index: number, change: (text: string) => string) {
  const file = indexOf(index);
  await writeFile(file, change(await readFile(file, "utf8")));
}

const problems = () => problemsOf(() => loadProjects({ dir }));

test("each folder is a project: its name is the slug, the body its description, screenshots beside it", () => {
  const projects = loadProjects({ dir });
  expect(projects.map((project) => project.slug)).toEqual([fixtureSlug(0), fixtureSlug(1), fixtureSlug(2)]);
  const [first] = projects;
  expect(first!.description).toContain("The description of project 1");
  expect(first!.images[0]).toEqual({
    src: "screen-01.png",
    alt: "Screen 1 of project 1, in stripes.",
    file: join(dir, fixtureSlug(0), "screen-01.png"),
  });
  expect(first!.cardImage).toBeUndefined();
});

test("an error names the file and the field", async () => {
  await edit(2, (text) => text.replace("alt: Screen 3 of project 3, in stripes.", 'alt: ""'));
  expect(problems()).toEqual([`${shown(indexOf(2))}: images[2].alt: must not be empty`]);
});

test("a YAML syntax error gives its line in index.md", async () => {
  await edit(0, (text) => text.replace("role: Developer", "role: [Developer"));
  expect(problems()).toEqual([
    expect.stringMatching(new RegExp(`^${shown(indexOf(0))}: line \\d+: YAML syntax error: `)),
  ]);
});

test("a screenshot that does not exist stops the build, naming the field and the file looked for", async () => {
  await edit(1, (text) => text.replace("src: screen-02.png", "src: missing.png"));
  expect(problems()).toEqual([
    `${shown(indexOf(1))}: images[1].src: file not found: missing.png (looked for ${shown(join(dir, fixtureSlug(1), "missing.png"))})`,
  ]);
});

test("screenshots are optional: none, or an empty list, is a project without any", async () => {
  await edit(0, (text) => text.replace(/images:\n[\s\S]*?\n---/, "images: []\n---"));
  await edit(1, (text) => text.replace(/images:\n[\s\S]*?\n---/, "---"));
  const [first, second, third] = loadProjects({ dir });
  expect(first!.images).toEqual([]);
  expect(second!.images).toEqual([]);
  expect(third!.images).toHaveLength(3);
  expect([first!.cardImage, second!.cardImage, third!.cardImage]).toEqual([undefined, undefined, undefined]);
});

test("cardImage must point at one of the screenshots, and a project without any has none", async () => {
  await edit(0, (text) => text.replace(/images:\n[\s\S]*?\n---/, "cardImage: 0\n---"));
  await edit(1, (text) => text.replace("order: 2", "order: 2\ncardImage: 3"));
  expect(problems()).toEqual([
    `${shown(indexOf(0))}: cardImage: the project has no screenshots (images), so there is none to show on its card: remove cardImage`,
    `${shown(indexOf(1))}: cardImage: must be the index of one of the 3 screenshots (0-2)`,
  ]);
});

test("a list of screenshots that is not a list is reported on images", async () => {
  await edit(0, (text) => text.replace(/images:\n[\s\S]*?\n---/, "images:\n---"));
  expect(problems()).toEqual([expect.stringMatching(new RegExp(`^${shown(indexOf(0))}: images: `))]);
});

test("web_url and git_url are optional, and must be https URLs when given", async () => {
  await edit(0, (text) => text.replace("order: 1", "order: 1\nweb_url: https://demo.example.com"));
  await edit(1, (text) => text.replace("order: 2", "order: 2\ngit_url: http://git.example.com"));
  expect(problems()).toEqual([
    `${shown(indexOf(1))}: git_url: expected an absolute https:// URL, got "http://git.example.com"`,
  ]);
  await edit(1, (text) => text.replace("git_url: http://git.example.com", "git_url: https://git.example.com"));
  const [first, second, third] = loadProjects({ dir });
  expect([first!.web_url, first!.git_url]).toEqual(["https://demo.example.com", undefined]);
  expect([second!.web_url, second!.git_url]).toEqual([undefined, "https://git.example.com"]);
  expect([third!.web_url, third!.git_url]).toEqual([undefined, undefined]);
});

test("a misspelt field is an error, not silently ignored", async () => {
  await edit(0, (text) => text.replace("order: 1", "order: 1\nweburl: https://demo.example.com"));
  expect(problems()).toEqual([`${shown(indexOf(0))}: weburl: unknown field, did you mean web_url?`]);
});

test("projects come in `order`, then those without one by name", async () => {
  await edit(0, (text) => text.replace("order: 1", "order: 9"));
  await edit(1, (text) => text.replace("order: 2\n", "").replace("name: Project 2", "name: B project"));
  await edit(2, (text) => text.replace("order: 3\n", "").replace("name: Project 3", "name: A project"));
  expect(loadProjects({ dir }).map((project) => project.name)).toEqual(["Project 1", "A project", "B project"]);
});

test("drafts are shown in development only", async () => {
  await edit(1, (text) => text.replace("order: 2", "order: 2\ndraft: true"));
  expect(loadProjects({ dir, includeDrafts: false }).map((project) => project.slug)).toEqual([
    fixtureSlug(0),
    fixtureSlug(2),
  ]);
  expect(loadProjects({ dir, includeDrafts: true })).toHaveLength(3);
});

test("a folder named like one of the site's own paths is refused", async () => {
  const { rename } = await import("node:fs/promises");
  await rename(join(dir, fixtureSlug(0)), join(dir, "og"));
  expect(problems()).toEqual([
    expect.stringMatching(
      /og\/index\.md: the folder name "og" is already used by the site \(reserved: .*\); rename the folder$/,
    ),
  ]);
});

test("by default drafts are in for `npm run dev` (NODE_ENV=development) and out of builds and tests", async () => {
  const { includeDraftsByDefault } = await import("./collection");
  const previous = process.env.NODE_ENV;
  try {
    process.env.NODE_ENV = "development";
    expect(includeDraftsByDefault()).toBe(true);
    process.env.NODE_ENV = "production";
    expect(includeDraftsByDefault()).toBe(false);
  } finally {
    process.env.NODE_ENV = previous;
  }
});

test("a site needs at least one published project", async () => {
  const empty = mkdtempSync(join(tmpdir(), "no-projects-"));
  expect(() => loadProjects({ dir: empty })).toThrow(/expected at least one project/);
  await edit(0, (text) => text.replace("order: 1", "order: 1\ndraft: true"));
  await edit(1, (text) => text.replace("order: 2", "order: 2\ndraft: true"));
  await edit(2, (text) => text.replace("order: 3", "order: 3\ndraft: true"));
  expect(() => loadProjects({ dir, includeDrafts: false })).toThrow(/expected at least one project/);
});

test("a project needs a description: the Markdown after the front matter", async () => {
  await edit(1, (text) => text.slice(0, text.lastIndexOf("---") + 4));
  expect(problems()).toEqual([
    `${shown(indexOf(1))}: the description is empty: write it in Markdown after the closing --- line`,
  ]);
});
