// @vitest-environment node
// The upgrade on this template itself: a fork cloned from this work tree's template, its sample replaced by
// `new-site` as an owner would, then the template changes its code, its sample and its changelog. The real content
// check runs in the fork after the merge. UPGRADE_BUILD=1 also builds the upgraded fork (a minute or more), whose
// owner wraps the template's site footer in their own part, whose markup the template's next version changes: the
// upgrade names the part, its type check passes, and the fork builds.
import { spawnSync } from "node:child_process";
import {
  appendFileSync,
  cpSync,
  globSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { expect, test } from "vitest";
import { RECORD_FILE } from "./part-overrides.ts";
import { runCommand, upgrade, UpgradeStop, type Runner } from "./upgrade.ts";
import { workTreeFiles } from "../e2e/harness/work-tree.ts";

const root = resolve(import.meta.dirname, "..");

function git(cwd: string, ...args: string[]): string {
  const result = spawnSync("git", args, { cwd, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr}`);
  return result.stdout.trim();
}

function configure(cwd: string) {
  git(cwd, "config", "user.name", "Test");
  git(cwd, "config", "user.email", "test@example.com");
  git(cwd, "config", "commit.gpgsign", "false");
}

/**
 * The fork's commands see its own content/ and settings: not the folder CONTENT_DIR names for the unit tests, nor any
 * other variable that points the engine elsewhere (a folder, the languages, the look), which a test before this one in
 * the same worker may have left set (the Japanese-first fork's run once upgraded under SITE_LANGUAGES=en-GB,fr).
 */
function withoutContentDir(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env))
    if (/^(CONTENT_|SITE_)/.test(name) || ["BASE_PATH", "BUILD_DIR", "BUILD_CACHE_DIR"].includes(name))
      Reflect.deleteProperty(env, name);
  return env;
}

const inFork: Runner = (command, args, cwd) => {
  if (command === "git") return runCommand(command, args, cwd);
  const result = spawnSync(command, [...args], { cwd, encoding: "utf8", env: withoutContentDir() });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
};

function contentFiles(dir: string): Map<string, Buffer> {
  const files = globSync("content/**/*", { cwd: dir, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
  return new Map(files.map((file) => [file, readFileSync(join(dir, file))]));
}

test("a fork of this template takes its next version and keeps its site", { timeout: 600_000 }, () => {
  const scratch = mkdtempSync(join(tmpdir(), "upgrade-template-"));
  // The template as this work tree has it, committed on a branch of its own: no commit of this checkout is needed
  // (an owner runs the tests right after `new-site`), and what is tested is what is on disk.
  const template = join(scratch, "template");
  for (const file of workTreeFiles(root)) {
    mkdirSync(dirname(join(template, file)), { recursive: true });
    cpSync(join(root, file), join(template, file));
  }
  git(scratch, "init", "-q", "-b", "main", template);
  configure(template);
  git(template, "add", "-A");
  git(template, "commit", "-q", "-m", "The template");
  const fork = join(scratch, "fork");
  git(scratch, "clone", "-q", template, fork);
  configure(fork);
  // The packages of this checkout, not a second install; a link, which .gitignore's `node_modules/` does not match.
  symlinkSync(join(root, "node_modules"), join(fork, "node_modules"));
  appendFileSync(join(fork, ".git/info/exclude"), "node_modules\n");

  const newSite = inFork(
    process.execPath,
    // --force: in a fork's own checkout, the content cloned is the owner's, not the sample.
    ["cli/new-site.ts", "--name", "Jane Doe", "--title", "Data engineer", "--url", "https://jane.example", "--force"],
    fork,
  );
  expect(newSite.status, newSite.stderr).toBe(0);
  const withPart = Boolean(process.env.UPGRADE_BUILD);
  // A post, with a tag: without a post the route table has no post routes, React Router's typegen writes no types for
  // their modules, and the type check the upgrade runs for the owner's parts fails on them, whatever the part (a
  // checkout whose content has parts, as a fork shape's has, brings them here); without a tag, the build stops on
  // the tag route's loader with no page to pre-render.
  mkdirSync(join(fork, "content/writing"), { recursive: true });
  writeFileSync(
    join(fork, "content/writing/first-post.md"),
    "---\ntitle: A first post\ndescription: The first post of this site.\ndate: 2026-11-01\ntags: [notes]\n---\n\nIt begins.\n",
  );
  if (withPart) {
    mkdirSync(join(fork, "content/components"));
    writeFileSync(
      join(fork, "content/components/site-footer.tsx"),
      `import { SiteFooter, type SiteFooterProps } from "#template/parts";

export default function Footer(props: SiteFooterProps) {
  return (
    <>
      <aside aria-label="Colophon">Made by hand.</aside>
      <SiteFooter {...props} />
    </>
  );
}
`,
    );
  }
  git(fork, "add", "-A");
  git(fork, "commit", "-q", "-m", "My site");
  const owners = contentFiles(fork);
  // Parts of the owner's: this test's own, or those of a checkout whose content has some (a fork shape's).
  const hasParts = [...owners.keys()].some((file) => file.startsWith("content/components/"));

  // The template's next version: new code, a change to its sample, a new sample project that is not even valid
  // content (were it to land, the check would fail), and a changelog entry.
  mkdirSync(join(template, "app/upgrade-marker"), { recursive: true });
  writeFileSync(join(template, "app/upgrade-marker/marker.ts"), "export const marker = 1;\n");
  appendFileSync(join(template, "content/site.ts"), "// Changed by the template.\n");
  mkdirSync(join(template, "content/projects/template-only"), { recursive: true });
  writeFileSync(join(template, "content/projects/template-only/index.md"), "---\nnot: valid\n---\n");
  const changelog = readFileSync(join(template, "CHANGELOG.md"), "utf8");
  const entry = "- A marker module, added to test the upgrade.";
  writeFileSync(
    join(template, "CHANGELOG.md"),
    changelog.replace(/^## \[Unreleased\]\n/m, `## [Unreleased]\n\n### Changed\n\n${entry}\n`),
  );
  // The footer's markup changes, not its props.
  const footer = join(template, "app/components/site-footer.tsx");
  writeFileSync(
    footer,
    readFileSync(footer, "utf8").replace('data-part="site-footer"', 'data-part="site-footer" data-next=""'),
  );
  git(template, "add", "-A");
  git(template, "commit", "-q", "-m", "The next version");

  const lines: string[] = [];
  let code: number;
  try {
    code = upgrade({ cwd: fork, source: template, run: inFork, print: (line) => lines.push(line) });
  } catch (error) {
    if (error instanceof UpgradeStop) throw new Error(`${lines.join("\n")}\n${error.message}`);
    throw error;
  }
  const output = lines.join("\n");
  expect(code, output).toBe(0);
  expect(readFileSync(join(fork, "app/upgrade-marker/marker.ts"), "utf8")).toBe("export const marker = 1;\n");
  // The owner's files as they were, and with a part, the record of what it was made against beside them.
  const after = contentFiles(fork);
  expect(after.has(RECORD_FILE)).toBe(hasParts);
  after.delete(RECORD_FILE);
  expect(after).toEqual(owners);
  expect(git(fork, "status", "--porcelain", "--untracked-files=all")).toBe("");
  expect(output).toContain(`  ${entry}`);
  expect(output).toContain("The content check passes against the new schemas.");
  if (withPart) {
    expect(output).toContain(
      "content/components/site-footer.tsx: the template changed its site-footer's markup, not its props; see what changed: git diff ",
    );
    expect(output).toContain("The type check passes.");
  }

  if (process.env.UPGRADE_BUILD) {
    const build = inFork("npm", ["run", "--silent", "build"], fork);
    expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
  }
});
