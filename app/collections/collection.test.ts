// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { z } from "zod";
import { loadCollection, parseFrontMatter } from "./collection";
import { ContentError } from "../schemas/content-problems";
import { problemsOf } from "../test-support/problems-of.ts";

const schema = z.strictObject({
  title: z.string().trim().min(1, { error: "must not be empty" }),
  tags: z.array(z.string().trim().min(1, { error: "must not be empty" })).default([]),
  draft: z.boolean().optional(),
});

/** A collection folder with the given files, relative to it. */
function collection(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "collection-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

test("reads folder entries and single-file entries, named by their folder or file, with typed data and the body", () => {
  const dir = collection({
    "beta/index.md": "---\ntitle: Beta\ntags: [a, b]\n---\n\nThe **body**.\n",
    "alpha.md": "---\ntitle: Alpha\n---\nText\n",
    "notes.txt": "not an entry",
  });
  const entries = loadCollection({ dir, schema });
  expect(entries.map((entry) => [entry.slug, entry.data, entry.body])).toEqual([
    ["alpha", { title: "Alpha", tags: [] }, "Text\n"],
    ["beta", { title: "Beta", tags: ["a", "b"] }, "\nThe **body**.\n"],
  ]);
  expect(entries[1]!.folder).toBe(join(dir, "beta"));
});

test("every problem in every file is reported at once, naming the file and the field; a mistyped key only by its did-you-mean", () => {
  const dir = collection({
    "one/index.md": "---\ntitle: ' '\ntags: [ok, '']\n---\n",
    "two/index.md": "---\ntitel: Typo\n---\n",
  });
  const problems = problemsOf(() => loadCollection({ dir, schema }));
  const file = (slug: string) => join(dir, slug, "index.md").replace(`${process.cwd()}/`, "");
  expect(problems).toEqual([
    `${file("one")}: title: must not be empty`,
    `${file("one")}: tags[1]: must not be empty`,
    `${file("two")}: titel: unknown field, did you mean title?`,
  ]);
});

test("the error message lists the problems one per line", () => {
  const error = new ContentError(["a.md: title: must not be empty", "b.md: line 3: YAML syntax error: x"]);
  expect(error.message).toContain("The content has 2 problems:");
  expect(error.message).toContain("  ✗ a.md: title: must not be empty\n  ✗ b.md: line 3: YAML syntax error: x");
});

test("a problem two readers find is listed once", () => {
  const line = 'SITE_LANGUAGES: "xx" is not a language tag';
  const error = new ContentError([line, "a.md: title: must not be empty", line]);
  expect(error.problems).toEqual([line, "a.md: title: must not be empty"]);
  expect(error.message).toContain("The content has 2 problems:");
});

test("a YAML syntax error gives its line in the file", () => {
  const source = "---\ntitle: Fine\ntags:\n  - a\n - b\n---\nBody\n";
  const result = parseFrontMatter(source);
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.problems[0]).toMatch(/^line 5: YAML syntax error: /);

  const dir = collection({ "bad/index.md": "---\ntitle: [unclosed\n---\n" });
  expect(problemsOf(() => loadCollection({ dir, schema }))[0]).toMatch(/bad\/index\.md: line \d: YAML syntax error: /);
});

test("a common YAML mistake is one line: the line it is on in the file and what to write instead", () => {
  const problems = (yaml: string) => {
    const result = parseFrontMatter(`---\nname: X\n${yaml}\n---\nBody\n`);
    return result.ok ? [] : result.problems;
  };
  expect(problems("summary: Fast: really\nrole: r")).toEqual([
    'line 3: YAML syntax error: a value with ": " in it must be quoted: summary: "Fast: really"',
  ]);
  expect(problems("tech:\n\t- Go")).toEqual([
    "line 4: YAML syntax error: the line is indented with a tab: YAML indents with spaces only",
  ]);
  expect(problems('summary: "Fast\nrole: r\norder: 1')).toEqual([
    'line 3: YAML syntax error: summary: the " that starts the value is never closed: end it with " on the same line',
  ]);
  expect(problems("summary: 'Fast\nrole: r")).toEqual([
    "line 3: YAML syntax error: summary: the ' that starts the value is never closed: end it with ' on the same line",
  ]);
  expect(problems("tech: [Go, SQL\nrole: r")).toEqual([
    "line 3: YAML syntax error: tech: the [ that starts the value is never closed: end it with ] on the same line",
  ]);
  expect(problems("summary: @home")).toEqual([
    'line 3: YAML syntax error: a value cannot start with @ unless it is quoted: summary: "@home"',
  ]);
  expect(problems("tech:\n  - `code` here")).toEqual([
    'line 4: YAML syntax error: a value cannot start with ` unless it is quoted: - "`code` here"',
  ]);
  expect(problems("name: Y")).toEqual(["line 3: YAML syntax error: name is given twice: keep one"]);
  // Indented unlike the line it goes with: the field on that line, and the two ways to mend it.
  const misindented = (field: string, spaces: number) =>
    `YAML syntax error: ${field} is indented ${spaces} ${spaces === 1 ? "space" : "spaces"}, unlike the line it goes with: indent it as far as the field or item beside it above, further only under the field that holds it; or quote a value that contains ": "`;
  expect(problems("summary: a\n role: b")).toEqual([`line 4: ${misindented("role", 1)}`]);
  expect(problems("links:\n  web: a\n   git: b")).toEqual([`line 5: ${misindented("git", 3)}`]);
  expect(problems("images:\n  - src: a.png\n    alt: A\n   - src: b.png")).toEqual([
    `line 6: ${misindented("src", 3)}`,
  ]);
  expect(problems("images:\n  - src: a.png\n   alt: A")).toEqual([`line 5: ${misindented("alt", 3)}`]);
});

test("a file without front matter, or without its closing line, says so", () => {
  expect(parseFrontMatter("# Just Markdown\n")).toEqual({
    ok: false,
    problems: ["expected front matter: a first line of ---, the fields, then a line of ---"],
  });
  expect(parseFrontMatter("---\ntitle: x\n")).toEqual({
    ok: false,
    problems: ["the front matter has no closing --- line"],
  });
});

test("a duplicate key is a YAML error, not a silent overwrite", () => {
  const result = parseFrontMatter("---\ntitle: One\ntitle: Two\n---\n");
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.problems[0]).toMatch(/^line 3: YAML syntax error: /);
});

test("a folder or file name that is not a URL-safe slug is reported", () => {
  const dir = collection({ "My Project/index.md": "---\ntitle: x\n---\n" });
  expect(problemsOf(() => loadCollection({ dir, schema }))[0]).toMatch(
    /My Project\/index\.md: the name "My Project" is not a URL-safe slug/,
  );
});

test("two entries with one slug (a folder and a file) are reported", () => {
  const dir = collection({ "same/index.md": "---\ntitle: x\n---\n", "same.md": "---\ntitle: y\n---\n" });
  expect(problemsOf(() => loadCollection({ dir, schema }))).toEqual([
    expect.stringMatching(/the slug "same" is already used by /),
  ]);
});

test("drafts are left out unless asked for", () => {
  const dir = collection({
    "done/index.md": "---\ntitle: Done\n---\n",
    "wip/index.md": "---\ntitle: Work in progress\ndraft: true\n---\n",
  });
  expect(loadCollection({ dir, schema }).map((entry) => entry.slug)).toEqual(["done"]);
  expect(loadCollection({ dir, schema, includeDrafts: true }).map((entry) => entry.slug)).toEqual(["done", "wip"]);
});

test("an entry check adds its problems under the entry's file", () => {
  const dir = collection({ "one/index.md": "---\ntitle: x\n---\n" });
  const problems = problemsOf(() => loadCollection({ dir, schema, check: () => ["images[0].src: file not found"] }));
  expect(problems).toEqual([expect.stringMatching(/one\/index\.md: images\[0\]\.src: file not found$/)]);
});

test("a missing collection folder is an empty collection", () => {
  expect(loadCollection({ dir: join(tmpdir(), "no-such-collection-folder"), schema })).toEqual([]);
});

test("an alias to no anchor is a front matter problem, not an exception", () => {
  expect(parseFrontMatter("---\ntitle: *a\n---\nText\n")).toEqual({
    ok: false,
    problems: ["front matter: YAML: Unresolved alias (the anchor must be set before the alias): a"],
  });
});

test("an anchor that refers to itself is a front matter problem, not a value that contains itself", () => {
  expect(parseFrontMatter("---\ntitle: &a [x, *a]\n---\nText\n")).toEqual({
    ok: false,
    problems: ["front matter: a YAML anchor (&name) refers to itself"],
  });
});
