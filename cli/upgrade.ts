// `./run upgrade [<template git URL or path>] [--branch <name>]`: takes the template's newer code into a fork.
//
// It refuses to run on uncommitted changes, fetches the template (a git remote named `template`, added from
// the argument or package.json's `repository` the first time), merges the template's branch and keeps
// content/ exactly as the owner has it (a change to the template's sample never conflicts and never lands),
// commits, then prints the template's CHANGELOG.md entries that are new since the last upgrade and runs the
// content check against the new schemas, so the owner sees what to change by file and field. It then names each of
// the owner's parts (content/components/) whose template original changed (./part-overrides.ts) and runs the type
// check, which names the owner's lines that the change of a part's props breaks. On a conflict it stops with the
// CHANGELOG's new entries; `--continue`, once the conflict is resolved, finishes the same way. `--check` lists the
// owner's parts and their state without upgrading; `--accept [part…]` marks them as updated to the template's.
// docs/upgrading.md is the owner's guide; docs/decisions/0033-upgrade-by-merge.md says why a merge.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmdirSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import {
  acceptOverrides,
  auditOverrides,
  overrideLine,
  ownersParts,
  recordOverrides,
  RECORD_FILE,
} from "./part-overrides.ts";

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

const USAGE = [
  "Usage: ./run upgrade [<template git URL or path>] [--branch <name>]",
  "       ./run upgrade --continue        finish an upgrade that stopped on a conflict, once it is resolved",
  "       ./run upgrade --check           list your parts (content/components/) and whether the template changed them",
  "       ./run upgrade --accept [part…]  mark your parts as updated to the template's change",
].join("\n");

/** What the command line asks: an upgrade (the default), or one of the other actions. */
export type UpgradeArgs = {
  action: "upgrade" | "continue" | "check" | "accept";
  source?: string;
  branch?: string;
  parts?: string[];
};

export function parseUpgradeArgs(args: readonly string[]): UpgradeArgs {
  try {
    const { values, positionals } = parseArgs({
      args: [...args],
      options: {
        branch: { type: "string" },
        continue: { type: "boolean" },
        check: { type: "boolean" },
        accept: { type: "boolean" },
      },
      allowPositionals: true,
    });
    const actions = (["continue", "check", "accept"] as const).filter((action) => values[action]);
    if (actions.length > 1) throw new UpgradeStop(`One of --continue, --check or --accept at a time.\n${USAGE}`);
    const [action] = actions;
    if (action === "accept") return { action, parts: positionals };
    if (action && (positionals.length > 0 || values.branch))
      throw new UpgradeStop(`--${action} takes no template or branch.\n${USAGE}`);
    if (action) return { action };
    if (positionals.length > 1) throw new UpgradeStop(`One template at a time.\n${USAGE}`);
    return { action: "upgrade", source: positionals[0], branch: values.branch };
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

  // The template's originals of the owner's parts, as they are before this merge changes them: what the parts
  // were made against, recorded the first time the upgrade sees them, and committed apart from the merge.
  const recorded = recordOverrides(cwd, lastCommitOf(git));
  if (git.lines("status", "--porcelain", "--", RECORD_FILE).length > 0) {
    git.must("add", "--", RECORD_FILE);
    git.must(
      "commit",
      "--quiet",
      "-m",
      "Record the template's parts that content/components/ replaces, before upgrading",
    );
    if (recorded.length > 0)
      print(`Recorded in ${RECORD_FILE} the template's parts yours were made against: ${recorded.join(", ")}.`);
  }

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
    // What the template changed, before the owner resolves it: the notes may say how.
    printChangelog(print, changelogBefore, git.git("show", `${ref}:CHANGELOG.md`).stdout);
    throw new UpgradeStop(
      [
        `The template's changes conflict with yours in ${conflicts.length} ${conflicts.length === 1 ? "file" : "files"}:`,
        ...conflicts.map((file) => `  ${file}`),
        `Resolve them (${CONTENT_FOLDER}/ is already yours), git add them, then ./run upgrade --continue to commit and finish (packages, checks); or undo the upgrade with git merge --abort${joined ? ` && git reset --hard ${start.slice(0, 7)}` : ""}.`,
      ].join("\n"),
    );
  }
  git.must("commit", "--quiet", "--no-edit", "-m", `Upgrade from the template's ${branch} (${commit})`);
  const changed = git.lines("diff", "--name-only", "HEAD^1", "HEAD");
  print(`Merged ${ref} (${commit}): ${changed.length} ${changed.length === 1 ? "file" : "files"} changed.`);
  printChangelog(print, changelogBefore, git.git("show", "HEAD:CHANGELOG.md").stdout);
  return finish(cwd, changed, run, print);
}

function printChangelog(print: (line: string) => void, before: string, after: string) {
  const changelog = newChangelogLines(before, after);
  if (changelog.length === 0) return;
  print("\nNew in the template's CHANGELOG.md since your last upgrade:");
  for (const line of changelog) print(`  ${line}`);
}

/** The last commit that changed a file, for the record of an original; none when it was never committed. */
function lastCommitOf(git: ReturnType<typeof gitIn>) {
  return (file: string) => git.git("log", "-1", "--format=%H", "--", file).stdout.trim() || undefined;
}

/**
 * What follows a merge once it is committed, by the upgrade or by --continue: the packages when the lockfile
 * changed, the content check, the owner's parts against their originals, and the type check.
 */
function finish(cwd: string, changed: readonly string[], run: Runner, print: (line: string) => void): number {
  // New packages before the new code runs.
  if (changed.includes("package-lock.json")) {
    print("\npackage-lock.json changed: installing the template's packages (npm ci)…");
    const install = run("npm", ["ci", "--no-audit", "--no-fund"], cwd);
    if (install.status !== 0)
      throw new UpgradeStop(`npm ci failed; run it yourself, then the content check:\n${install.stderr.trim()}`);
  }

  const scripts = packageJson(cwd)?.scripts ?? {};
  let passes = true;
  if (!scripts["check-content"]) {
    print("\nThis version of the template has no content check (npm run check-content): build the site to check it.");
  } else {
    const check = runContentCheck(cwd, run);
    const said = indented(check);
    if (check.status === 0) {
      print(`\nThe content check passes against the new schemas.${said ? `\n${said}` : ""}`);
    } else {
      print(`\nThe content check against the new schemas asks for these changes in ${CONTENT_FOLDER}/:\n${said}`);
      passes = false;
    }
  }

  // The owner's parts whose original the template changed (or dropped), then the type check that names the lines.
  const overrides = auditOverrides(cwd).filter((override) => override.state !== "unchanged");
  if (overrides.length > 0) {
    print(`\nThe template changed ${overrides.length} of the parts you replaced:`);
    for (const override of overrides) print(`  ${overrideLine(override)}`);
    print(
      "Once yours follow, ./run upgrade --accept marks them as made against the template's new versions (or name the parts).",
    );
    if (overrides.some((override) => override.state === "gone")) passes = false;
  }
  // The owner's parts are their code: the type check speaks for them (the content check, for the rest of content/).
  if (scripts.typecheck && ownersParts(cwd).length > 0) {
    const types = run("npm", ["run", "--silent", "typecheck"], cwd);
    if (types.status === 0) print("\nThe type check passes.");
    else {
      print(`\nThe type check names these lines:\n${indented(types)}`);
      passes = false;
    }
  }
  if (!passes) print("The upgrade is committed; edit the files above, then build.");
  return passes ? 0 : 1;
}

/** What a command printed, indented under the upgrade's own line. */
function indented(result: CommandResult): string {
  return `${result.stdout}${result.stderr}`
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => `  ${line}`)
    .join("\n");
}

/**
 * `./run upgrade --continue`: the merge that stopped on a conflict, committed once every conflict is resolved (or
 * already committed by the owner), then finished as an upgrade without a conflict is.
 */
export function continueUpgrade(options: Pick<UpgradeOptions, "cwd" | "print" | "run">): number {
  const { cwd } = options;
  const run = options.run ?? runCommand;
  const print = options.print ?? ((line: string) => process.stdout.write(`${line}\n`));
  const git = gitIn(cwd, run);
  if (git.git("rev-parse", "-q", "--verify", "MERGE_HEAD").status === 0) {
    const conflicts = git.lines("diff", "--name-only", "--diff-filter=U");
    if (conflicts.length > 0)
      throw new UpgradeStop(
        [
          `Still in conflict:`,
          ...conflicts.map((file) => `  ${file}`),
          "Resolve them, git add them, then run ./run upgrade --continue again.",
        ].join("\n"),
      );
    git.must("commit", "--quiet", "--no-edit");
    print("Committed the upgrade's merge.");
  } else if (git.git("rev-parse", "-q", "--verify", "HEAD^2").status !== 0) {
    throw new UpgradeStop("No upgrade to continue: the last commit is not a merge. Run ./run upgrade to start one.");
  }
  const changed = git.lines("diff", "--name-only", "HEAD^1", "HEAD");
  print(`Finishing the upgrade: ${changed.length} ${changed.length === 1 ? "file" : "files"} changed by the merge.`);
  return finish(cwd, changed, run, print);
}

/** `./run upgrade --check`: the owner's parts and the template's originals, without upgrading. */
export function checkOverrides(options: Pick<UpgradeOptions, "cwd" | "print">): number {
  const print = options.print ?? ((line: string) => process.stdout.write(`${line}\n`));
  const overrides = auditOverrides(options.cwd);
  if (overrides.length === 0) {
    print("You replace none of the template's parts (content/components/ has no <part>.tsx).");
    return 0;
  }
  print(`Your ${overrides.length === 1 ? "part" : `${overrides.length} parts`}, against the template's originals:`);
  for (const override of overrides) print(`  ${overrideLine(override)}`);
  return overrides.some((override) => override.state === "gone") ? 1 : 0;
}

/** `./run upgrade --accept [part…]`: the owner's parts marked as made against the originals as they are now. */
export function acceptParts(options: Pick<UpgradeOptions, "cwd" | "print" | "run">, parts: readonly string[]): number {
  const print = options.print ?? ((line: string) => process.stdout.write(`${line}\n`));
  const git = gitIn(options.cwd, options.run ?? runCommand);
  let accepted: string[];
  try {
    accepted = acceptOverrides(options.cwd, parts, lastCommitOf(git));
  } catch (error) {
    throw new UpgradeStop((error as Error).message);
  }
  print(
    accepted.length > 0
      ? `Recorded in ${RECORD_FILE}: ${accepted.join(", ")}, as made against the template's current versions. Commit it.`
      : "Nothing to accept.",
  );
  return 0;
}

// Runs when executed, not when a test imports it.
if (import.meta.main) {
  try {
    const { action, parts = [], ...args } = parseUpgradeArgs(process.argv.slice(2));
    const cwd = process.cwd();
    process.exitCode =
      action === "continue"
        ? continueUpgrade({ cwd })
        : action === "check"
          ? checkOverrides({ cwd })
          : action === "accept"
            ? acceptParts({ cwd }, parts)
            : upgrade({ cwd, ...args });
  } catch (error) {
    if (!(error instanceof UpgradeStop)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  }
}
