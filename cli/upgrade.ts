// `./run upgrade [<template git URL or path>] [--branch <name>]`: takes the template's newer code into a fork.
//
// It refuses to run on uncommitted changes, fetches the template (a git remote named `template`, added from
// the argument or package.json's `repository` the first time), merges the template's branch and keeps
// content/ exactly as the owner has it (a change to the template's sample never conflicts and never lands),
// commits, then prints the template's CHANGELOG.md entries that are new since the last upgrade and runs the
// content check against the new schemas, so the owner sees what to change by file and field.
// docs/upgrading.md is the owner's guide; docs/decisions/0033-upgrade-by-merge.md says why a merge.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmdirSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";

/** The git remote the template is fetched from. */
export const TEMPLATE_REMOTE = "template";
/** The owner's folder: a merge never changes it. */
export const CONTENT_FOLDER = "content";

export type CommandResult = { status: number | null; stdout: string; stderr: string };
/** Runs a command in a folder and returns what it printed; the tests can watch or replace it. */
export type Runner = (command: string, args: readonly string[], cwd: string) => CommandResult;

export type UpgradeOptions = {
  /** The fork's root. */
  cwd: string;
  /** The template's git URL or path; needed only the first time, when package.json names no `repository`. */
  source?: string;
  /** The template's branch; by default the remote's default branch. */
  branch?: string;
  /** Where the lines go; by default standard output. */
  print?: (line: string) => void;
  run?: Runner;
};

export const runCommand: Runner = (command, args, cwd) => {
  const result = spawnSync(command, [...args], { cwd, encoding: "utf8" });
  if (result.error) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
};

/**
 * The content check: one line per problem, naming the file and the field. One place to repoint when the
 * check moves (into the build's plugins, say): the npm script of the fork's own, new package.json.
 */
export function runContentCheck(cwd: string, run: Runner = runCommand): CommandResult {
  return run("npm", ["run", "--silent", "check-content"], cwd);
}

/** A refusal or a stop the owner must act on: said in plain words, without a stack trace. */
export class UpgradeStop extends Error {}

const USAGE = "Usage: ./run upgrade [<template git URL or path>] [--branch <name>]";

export function parseUpgradeArgs(args: readonly string[]): { source?: string; branch?: string } {
  try {
    const { values, positionals } = parseArgs({
      args: [...args],
      options: { branch: { type: "string" } },
      allowPositionals: true,
    });
    if (positionals.length > 1) throw new UpgradeStop(`One template at a time.\n${USAGE}`);
    return { source: positionals[0], branch: values.branch };
  } catch (error) {
    if (error instanceof UpgradeStop) throw error;
    throw new UpgradeStop(`${(error as Error).message}\n${USAGE}`);
  }
}

/**
 * package.json's `repository` as a git URL: "github:owner/repo" and "owner/repo" are GitHub's, a
 * { url } object or a "git+https://…" URL as npm writes them.
 */
export function repositoryUrl(repository: unknown): string | undefined {
  const value =
    typeof repository === "string"
      ? repository
      : typeof repository === "object" && repository !== null && "url" in repository
        ? repository.url
        : undefined;
  if (typeof value !== "string" || value.trim() === "") return undefined;
  const url = value.trim().replace(/^git\+/, "");
  const github = /^(?:github:)?(?<name>[\w.-]+\/[\w.-]+)$/.exec(url)?.groups?.name;
  return github ? `https://github.com/${github.replace(/\.git$/, "")}.git` : url;
}

/** The items of a Keep a Changelog file, each with the headings it sits under. */
type ChangelogEntry = { headings: string[]; text: string };

export function changelogEntries(markdown: string): ChangelogEntry[] {
  const entries: ChangelogEntry[] = [];
  let release = "";
  let kind = "";
  let current: string[] | undefined;
  const end = () => {
    if (current) entries.push({ headings: [release, kind].filter(Boolean), text: current.join("\n").trimEnd() });
    current = undefined;
  };
  for (const line of markdown.split("\n")) {
    if (/^## /.test(line)) {
      end();
      release = line.trim();
      kind = "";
    } else if (/^### /.test(line)) {
      end();
      kind = line.trim();
    } else if (/^[-*] /.test(line)) {
      end();
      current = [line];
    } else if (current && (/^\s+\S/.test(line) || line.trim() === "")) {
      current.push(line);
    } else {
      end();
    }
  }
  end();
  return entries;
}

/**
 * The template's entries that the fork's CHANGELOG.md did not have before the merge, under their headings.
 * An entry is the same entry when its words are, wherever it sits: moving from [Unreleased] to a release
 * does not make it new.
 */
export function newChangelogLines(before: string, after: string): string[] {
  const words = (text: string) => text.replace(/\s+/g, " ").trim();
  const known = new Set(changelogEntries(before).map((entry) => words(entry.text)));
  const lines: string[] = [];
  let shown: string[] = [];
  for (const entry of changelogEntries(after)) {
    if (known.has(words(entry.text))) continue;
    entry.headings.forEach((heading, depth) => {
      if (shown[depth] !== heading) {
        lines.push(heading);
        shown = [...shown.slice(0, depth), heading];
      }
    });
    lines.push(...entry.text.split("\n"));
  }
  return lines;
}

/** Runs git in the fork; a failure the owner did not cause is thrown with git's own words. */
function gitIn(cwd: string, run: Runner) {
  const git = (...args: string[]) => run("git", args, cwd);
  const must = (...args: string[]) => {
    const result = git(...args);
    if (result.status !== 0) throw new UpgradeStop(`git ${args.join(" ")} failed:\n${result.stderr.trim()}`);
    return result.stdout;
  };
  const lines = (...args: string[]) =>
    must(...args)
      .split("\n")
      .filter(Boolean);
  return { git, must, lines };
}

/** The template's branch: the one asked for, or the remote's default (its HEAD). */
function templateBranch(git: (...args: string[]) => CommandResult, asked: string | undefined): string {
  if (asked) return asked;
  const head = git("ls-remote", "--symref", TEMPLATE_REMOTE, "HEAD");
  if (head.status !== 0) throw new UpgradeStop(`Could not reach the template:\n${head.stderr.trim()}`);
  const branch = /^ref: refs\/heads\/(?<branch>\S+)\s+HEAD/m.exec(head.stdout)?.groups?.branch;
  if (!branch)
    throw new UpgradeStop(`Could not tell the template's default branch: pass it, as in ./run upgrade --branch main.`);
  return branch;
}

/**
 * Puts content/ back as it is in HEAD, in the index and the working tree, whatever the merge did there:
 * changed, added, deleted, renamed or left in conflict. Files the merge added are removed, with the folders
 * they leave empty; files the owner has and the merge deleted come back.
 */
function keepContent(cwd: string, git: ReturnType<typeof gitIn>): string[] {
  const touched = git.lines("diff", "--cached", "--name-only", "HEAD", "--", `${CONTENT_FOLDER}/`);
  const indexed = [...new Set(git.lines("ls-files", "--", `${CONTENT_FOLDER}/`))];
  for (const file of indexed) rmSync(join(cwd, file), { force: true });
  for (const folder of new Set(indexed.map((file) => dirname(file)))) {
    for (let path = folder; path.startsWith(CONTENT_FOLDER); path = dirname(path)) {
      try {
        rmdirSync(join(cwd, path));
      } catch {
        break; // not empty: the owner's files, tracked or not, stay
      }
    }
  }
  if (indexed.length > 0) git.must("rm", "-r", "-q", "--cached", "--ignore-unmatch", "--", `${CONTENT_FOLDER}/`);
  if (git.lines("ls-tree", "-r", "--name-only", "HEAD", "--", `${CONTENT_FOLDER}/`).length > 0)
    git.must("checkout", "HEAD", "--", `${CONTENT_FOLDER}/`);
  return touched;
}

/** The template's commit whose files outside content/ differ least from the fork's: where a copy was made from. */
function copiedFrom(git: ReturnType<typeof gitIn>, ref: string): string {
  let best = { commit: ref, differing: Infinity };
  for (const commit of git.lines("rev-list", "--first-parent", ref)) {
    const differing = git.lines(
      "diff",
      "--name-only",
      commit,
      "HEAD",
      "--",
      ".",
      `:(exclude)${CONTENT_FOLDER}/`,
    ).length;
    if (differing < best.differing) best = { commit, differing };
    if (differing === 0) break;
  }
  return best.commit;
}

type PackageJson = { repository?: unknown; scripts?: Record<string, string> };

function packageJson(cwd: string): PackageJson | undefined {
  const file = join(cwd, "package.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as PackageJson) : undefined;
}

/**
 * The upgrade; returns the exit code: 0 when the template's code is in and the content passes the new
 * checks, 1 when something stopped it or the content needs the owner's changes (both said).
 */
export function upgrade(options: UpgradeOptions): number {
  const { cwd } = options;
  const run = options.run ?? runCommand;
  const print = options.print ?? ((line: string) => process.stdout.write(`${line}\n`));
  const git = gitIn(cwd, run);

  const changes = git.lines("status", "--porcelain", "--untracked-files=normal");
  if (changes.length > 0)
    throw new UpgradeStop(
      `Uncommitted changes (${changes.length} ${changes.length === 1 ? "file" : "files"}, see git status): commit or stash them, then run the upgrade again.`,
    );

  // The remote: added the first time, from the argument or package.json; pointed elsewhere when told.
  const remote = git.git("remote", "get-url", TEMPLATE_REMOTE);
  const known = remote.status === 0 ? remote.stdout.trim() : undefined;
  // A folder given by a relative path is kept as an absolute one: git reads a remote's path from where it runs.
  const given =
    options.source && existsSync(resolve(cwd, options.source)) ? resolve(cwd, options.source) : options.source;
  const source = given ?? (known ? undefined : repositoryUrl(packageJson(cwd)?.repository));
  if (!known) {
    if (!source)
      throw new UpgradeStop(
        "No template to upgrade from: pass its git URL or path once, as in ./run upgrade https://github.com/<owner>/<template>.git",
      );
    git.must("remote", "add", TEMPLATE_REMOTE, source);
    print(`Added the git remote "${TEMPLATE_REMOTE}": ${source}`);
  } else if (source && source !== known) {
    git.must("remote", "set-url", TEMPLATE_REMOTE, source);
    print(`The git remote "${TEMPLATE_REMOTE}" now points at ${source} (was ${known}).`);
  }

  const branch = templateBranch(git.git, options.branch);
  const ref = `${TEMPLATE_REMOTE}/${branch}`;
  print(`Fetching ${ref} from ${source ?? known}…`);
  git.must("fetch", "--quiet", "--no-tags", TEMPLATE_REMOTE, `+refs/heads/${branch}:refs/remotes/${ref}`);
  const commit = git.must("rev-parse", "--short", ref).trim();

  if (git.git("merge-base", "--is-ancestor", ref, "HEAD").status === 0) {
    print(`Already up to date with ${ref} (${commit}).`);
    return 0;
  }
  const changelogBefore = git.git("show", "HEAD:CHANGELOG.md").stdout;

  // A fork made by copying the files rather than by git shares no history with the template. Merged as they
  // are, every file either side changed since the copy would conflict; so the first upgrade first joins the two
  // histories at the template's commit the copy was made from (the one nearest the fork's files outside content/),
  // keeping every file of the fork, and then merges what the template did since.
  const start = git.must("rev-parse", "HEAD").trim();
  let joined: string | undefined;
  if (git.git("merge-base", "HEAD", ref).status !== 0) {
    const copied = copiedFrom(git, ref);
    joined = git.must("rev-parse", "--short", copied).trim();
    print(
      `Your history and the template's share no commit (a copy, not a git fork): joining them, once, at the template's ${joined}, the commit nearest your files (git merge -s ours --allow-unrelated-histories).`,
    );
    git.must(
      "merge",
      "--quiet",
      "-s",
      "ours",
      "--allow-unrelated-histories",
      "-m",
      `Join the template's history at ${joined}, which this site was copied from`,
      copied,
    );
  }
  const merge = git.git("merge", "--no-commit", "--no-ff", ref);
  if (git.git("rev-parse", "-q", "--verify", "MERGE_HEAD").status !== 0) {
    // git refused before merging anything (an untracked file in the way, say): nothing moved.
    throw new UpgradeStop(`git could not merge ${ref}, nothing changed:\n${(merge.stderr || merge.stdout).trim()}`);
  }

  const leftOut = keepContent(cwd, git);
  if (leftOut.length > 0)
    print(
      `Kept ${CONTENT_FOLDER}/ as yours: the template's ${leftOut.length} ${leftOut.length === 1 ? "change" : "changes"} to its sample left out.`,
    );

  const conflicts = git.lines("diff", "--name-only", "--diff-filter=U");
  if (conflicts.length > 0) {
    throw new UpgradeStop(
      [
        `The template's changes conflict with yours in ${conflicts.length} ${conflicts.length === 1 ? "file" : "files"}:`,
        ...conflicts.map((file) => `  ${file}`),
        `Resolve them (${CONTENT_FOLDER}/ is already yours), then git add them and git commit; or undo the upgrade with git merge --abort${joined ? ` && git reset --hard ${start.slice(0, 7)}` : ""}.`,
      ].join("\n"),
    );
  }
  const changed = git.lines("diff", "--cached", "--name-only", "HEAD");
  git.must("commit", "--quiet", "--no-edit", "-m", `Upgrade from the template's ${branch} (${commit})`);
  print(`Merged ${ref} (${commit}): ${changed.length} ${changed.length === 1 ? "file" : "files"} changed.`);

  const changelog = newChangelogLines(changelogBefore, git.git("show", "HEAD:CHANGELOG.md").stdout);
  if (changelog.length > 0) {
    print("\nNew in the template's CHANGELOG.md since your last upgrade:");
    for (const line of changelog) print(`  ${line}`);
  }

  // New packages before the new code runs.
  if (changed.includes("package-lock.json")) {
    print("\npackage-lock.json changed: installing the template's packages (npm ci)…");
    const install = run("npm", ["ci", "--no-audit", "--no-fund"], cwd);
    if (install.status !== 0)
      throw new UpgradeStop(`npm ci failed; run it yourself, then the content check:\n${install.stderr.trim()}`);
  }

  if (!packageJson(cwd)?.scripts?.["check-content"]) {
    print("\nThis version of the template has no content check (npm run check-content): build the site to check it.");
    return 0;
  }
  const check = runContentCheck(cwd, run);
  const said = `${check.stdout}${check.stderr}`
    .trim()
    .split("\n")
    .map((line) => `  ${line}`)
    .join("\n");
  if (check.status === 0) {
    print(`\nThe content check passes against the new schemas.${said ? `\n${said}` : ""}`);
    return 0;
  }
  print(`\nThe content check against the new schemas asks for these changes in ${CONTENT_FOLDER}/:\n${said}`);
  print("The upgrade is committed; edit the files above, then build.");
  return 1;
}

// Runs when executed, not when a test imports it.
if (import.meta.main) {
  try {
    process.exitCode = upgrade({ cwd: process.cwd(), ...parseUpgradeArgs(process.argv.slice(2)) });
  } catch (error) {
    if (!(error instanceof UpgradeStop)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  }
}
