// @vitest-environment node
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { expect, test } from "vitest";
import { workTreeFiles } from "./work-tree.ts";

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", ...args], { cwd });

test("a work tree's files are what is on disk: uncommitted deletions gone, new files in, ignored files and links to folders out", () => {
  const root = mkdtempSync(join(tmpdir(), "work-tree-"));
  const write = (path: string, text = "") => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  for (const path of [".gitignore", "app/kept.ts", "content/sample.ts", "content/staged-then-deleted.ts"])
    write(path, path === ".gitignore" ? "/.cache/\n" : "");
  git(root, "init", "-q");
  git(root, "add", "-A");
  git(root, "commit", "-q", "-m", "The template");
  // What `new-site` does, and an owner has not committed: the sample's files deleted, their own written.
  rmSync(join(root, "content/sample.ts"));
  git(root, "rm", "-q", "--cached", "content/staged-then-deleted.ts");
  rmSync(join(root, "content/staged-then-deleted.ts"));
  write("content/site.ts");
  write("content/projects/mine/index.md");
  write("app/kept.ts", "changed");
  write(".cache/build.json");
  mkdirSync(join(root, "elsewhere"));
  symlinkSync(join(root, "elsewhere"), join(root, "linked"));
  expect(workTreeFiles(root).sort()).toEqual(
    [".gitignore", "app/kept.ts", "content/projects/mine/index.md", "content/site.ts"].sort(),
  );
  rmSync(root, { recursive: true, force: true });
});

test("a work tree with nothing committed yet lists its files too", () => {
  const root = mkdtempSync(join(tmpdir(), "work-tree-"));
  writeFileSync(join(root, "a.ts"), "");
  git(root, "init", "-q");
  expect(workTreeFiles(root)).toEqual(["a.ts"]);
  rmSync(root, { recursive: true, force: true });
});
