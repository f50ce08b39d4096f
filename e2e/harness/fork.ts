// A scratch fork: the template as it is in this working tree, with other
// content in its content/. The test suite checks the template this way,
// on content made for the tests, exactly as an owner's fork is built: nothing
// points the build elsewhere. The owner's own content is never read.
//   node e2e/harness/fork.ts <name> <content-folder>   writes .cache/forks/<name>/ and prints its path
import { execFileSync } from "node:child_process";
import { appendFileSync, cpSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { CONTENT_DIR, isOwnerContent } from "../../cli/owner-content.ts";
import { workTreeFiles } from "./work-tree.ts";

export const FORKS_DIR = ".cache/forks";

/** The template's files: the work tree's as they are on disk, less the owner's content. */
export function templateFiles(root = "."): string[] {
  return workTreeFiles(root).filter((path) => !isOwnerContent(path));
}

export type ForkOptions = {
  /** A folder whose files become the fork's content/ (site.ts, settings.ts, projects/, writing/…). */
  contentFrom?: string;
  /** Files to write into content/, by path within it, after contentFrom. */
  files?: Record<string, string | Uint8Array>;
  /** The repository to copy; this one unless given. */
  root?: string;
};

/** Writes files into a content folder, by path within it. */
export function writeContent(content: string, files: Record<string, string | Uint8Array>) {
  for (const [path, data] of Object.entries(files)) {
    mkdirSync(dirname(join(content, path)), { recursive: true });
    writeFileSync(join(content, path), data);
  }
}

/**
 * Makes (or remakes) `.cache/forks/<name>/`: the template, the given content,
 * and this checkout's node_modules linked in. It is a git work tree of its
 * own, with nothing committed, so `git ls-files` works in it as it does here.
 */
export function makeFork(name: string, { contentFrom, files = {}, root = "." }: ForkOptions): string {
  const fork = resolve(root, FORKS_DIR, name);
  rmSync(fork, { recursive: true, force: true });
  for (const path of templateFiles(root)) {
    mkdirSync(dirname(join(fork, path)), { recursive: true });
    cpSync(join(root, path), join(fork, path));
  }
  const content = join(fork, CONTENT_DIR);
  if (contentFrom) cpSync(contentFrom, content, { recursive: true, filter: (source) => !source.endsWith("README.md") });
  writeContent(content, files);
  symlinkSync(resolve(root, "node_modules"), join(fork, "node_modules"), "dir");
  execFileSync("git", ["init", "-q"], { cwd: fork });
  // .gitignore's "node_modules/" matches a folder, not the link to one: git must not list it as the fork's own file.
  appendFileSync(join(fork, ".git/info/exclude"), "/node_modules\n");
  return fork;
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const [name, contentFrom] = process.argv.slice(2);
  if (!name || !contentFrom) {
    console.error("usage: node e2e/harness/fork.ts <name> <content-folder>");
    process.exit(2);
  }
  console.log(makeFork(name, { contentFrom }));
}
