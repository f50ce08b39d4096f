// @vitest-environment node
// A scratch fork is the template without the owner's content, with other content in its place.
import { execFileSync } from "node:child_process";
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { expect, test } from "vitest";
import { FORKS_DIR, makeFork, templateFiles } from "./fork.ts";
import { isOwnerContent } from "../../cli/owner-content.ts";

test("the owner's content is site.ts and its translations, settings.ts, sample.ts, projects, posts, PDFs and mock-ups", () => {
  for (const path of [
    "content/site.ts",
    "content/site.fr.ts",
    "content/site.en-gb.ts",
    "content/settings.ts",
    "content/sample.ts",
    "content/projects/a/index.md",
    "content/writing/b.md",
    "content/cv.pdf",
    "content/mockups/shared.css",
  ])
    expect(isOwnerContent(path), path).toBe(true);
  for (const path of [
    "app/schemas/site-schema.ts",
    "app/languages/translated-site.ts",
    "app/schemas/settings-schema.ts",
    "app/collections/writing.ts",
    "app/routes/home.tsx",
    "fixtures/site/site.ts",
    "fixtures/site/projects/a/index.md",
  ])
    expect(isOwnerContent(path), path).toBe(false);
});

/** A repository with a little template and a little owner content, some of it not yet committed. */
function repository(): string {
  const root = mkdtempSync(join(tmpdir(), "fork-test-"));
  const files: Record<string, string> = {
    "package.json": "{}",
    ".gitignore": "node_modules/\n.cache/\n",
    "app/routes/home.tsx": "export default 1;",
    "app/schemas/site-schema.ts": "export {};",
    "content/site.ts": "export const site = 'owner';",
    "content/projects/mine/index.md": "mine",
    "other/content/site.ts": "export const site = 'other';",
    "other/content/projects/theirs/index.md": "theirs",
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  mkdirSync(join(root, "node_modules"));
  execFileSync("git", ["init", "-q"], { cwd: root });
  execFileSync("git", ["add", "package.json", ".gitignore", "app"], { cwd: root });
  return root;
}

test("the template is what git tracks or would track, less the owner's content", () => {
  const root = repository();
  expect(templateFiles(root).sort()).toEqual(
    [
      ".gitignore",
      "app/schemas/site-schema.ts",
      "app/routes/home.tsx",
      "other/content/projects/theirs/index.md",
      "other/content/site.ts",
      "package.json",
    ].sort(),
  );
});

test("a fork has the template, the given content in content/, node_modules linked and a git work tree", () => {
  const root = repository();
  const fork = makeFork("x", {
    root,
    contentFrom: join(root, "other/content"),
    files: { "settings.ts": "export const settings = {};" },
  });
  expect(fork).toBe(join(root, FORKS_DIR, "x"));
  expect(readFileSync(join(fork, "app/routes/home.tsx"), "utf8")).toBe("export default 1;");
  expect(readFileSync(join(fork, "content/site.ts"), "utf8")).toBe("export const site = 'other';");
  expect(readFileSync(join(fork, "content/projects/theirs/index.md"), "utf8")).toBe("theirs");
  expect(existsSync(join(fork, "content/projects/mine"))).toBe(false);
  expect(readFileSync(join(fork, "content/settings.ts"), "utf8")).toContain("settings");
  expect(lstatSync(join(fork, "node_modules")).isSymbolicLink()).toBe(true);
  expect(
    execFileSync("git", ["ls-files", "--others", "--exclude-standard"], { cwd: fork, encoding: "utf8" }),
  ).toContain("content/site.ts");
  // Made again, it starts from nothing: no file of the earlier fork is left.
  writeFileSync(join(fork, "content/stray.ts"), "");
  makeFork("x", { root, contentFrom: join(root, "other/content") });
  expect(existsSync(join(fork, "content/stray.ts"))).toBe(false);
});
