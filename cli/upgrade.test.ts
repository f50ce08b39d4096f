// @vitest-environment node
// The upgrade on a template and forks of its own, made here: a few files, real git, the real content-check
// command (the template's tiny `check-content` script, which names each missing field of content/site.json).
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  globSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { expect, test } from "vitest";
import { propsOf, RECORD_FILE } from "./part-overrides.ts";
import {
  acceptParts,
  changelogEntries,
  checkOverrides,
  continueUpgrade,
  newChangelogLines,
  repositoryUrl,
  runCommand,
  upgrade,
  UpgradeStop,
} from "./upgrade.ts";

const COMMAND = resolve(import.meta.dirname, "upgrade.ts");
/** Each test runs git a few dozen times and npm two or three: seconds on a busy machine. */
const SLOW = 60_000;

function git(cwd: string, ...args: string[]): string {
  const result = spawnSync("git", args, { cwd, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr}`);
  return result.stdout.trim();
}

function write(root: string, files: Record<string, string | Buffer | null>) {
  for (const [path, text] of Object.entries(files)) {
    const file = join(root, path);
    if (text === null) {
      rmSync(file);
      continue;
    }
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}

function commit(cwd: string, message: string) {
  git(cwd, "add", "-A");
  git(cwd, "commit", "-q", "-m", message);
}

/** A repository's own git settings, so that the machine's do not matter. */
function configure(cwd: string) {
  git(cwd, "config", "user.name", "Test");
  git(cwd, "config", "user.email", "test@example.com");
  git(cwd, "config", "commit.gpgsign", "false");
}

/** The template's content check: every field schema.json requires, in content/site.json, one line each. */
const CHECK = `import { readFileSync } from "node:fs";
const required = JSON.parse(readFileSync("schema.json", "utf8"));
const site = JSON.parse(readFileSync("content/site.json", "utf8"));
const problems = required.filter((field) => !(field in site)).map((field) => \`content/site.json: \${field}: required\`);
if (problems.length) { console.error(problems.join("\\n")); process.exit(1); }
console.log("Content checked, no problems.");
`;

const LOCKFILE = (version: string) =>
  JSON.stringify({
    name: "template",
    version,
    lockfileVersion: 3,
    requires: true,
    packages: { "": { name: "template", version } },
  });

const CHANGELOG = (entries: string) =>
  `# Changelog\n\nAll notable changes for a fork's owner.\n\n## [Unreleased]\n\n### Added\n\n- The first version.\n${entries}`;

/** A template: code, a content check, its sample in content/ and a changelog. */
function makeTemplate(root: string, packageJson: Record<string, unknown> = {}): string {
  const template = join(root, "template");
  mkdirSync(template);
  git(template, "init", "-q", "-b", "main");
  configure(template);
  write(template, {
    "package.json": JSON.stringify({
      name: "template",
      private: true,
      scripts: { "check-content": "node check.mjs" },
      ...packageJson,
    }),
    "package-lock.json": LOCKFILE("1.0.0"),
    "check.mjs": CHECK,
    "schema.json": JSON.stringify(["name"]),
    "app.js": "export const greeting = 'Hello';\n",
    "CHANGELOG.md": CHANGELOG(""),
    "content/site.json": JSON.stringify({ name: "Sample Person" }),
    "content/projects/sample/index.md": "# A sample project\n",
    "content/projects/sample/screen.png": Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]),
    "content/writing/sample-post.md": "# A sample post\n",
  });
  commit(template, "The template");
  return template;
}

/** A fork by git clone, with the owner's site committed in content/. */
function makeFork(root: string, template: string): string {
  const fork = join(root, "fork");
  git(root, "clone", "-q", template, fork);
  configure(fork);
  write(fork, {
    "content/site.json": JSON.stringify({ name: "Jane Doe", email: "jane@example.com" }),
    "content/projects/sample/index.md": null,
    "content/projects/sample/screen.png": null,
    "content/projects/mine/index.md": "# My project\n",
    "content/projects/mine/screen.png": Buffer.from([0x89, 0x50, 0x4e, 0x47, 9, 8, 7, 6, 0, 255]),
  });
  commit(fork, "My site");
  return fork;
}

/** Every file under content/, by path, with its bytes. */
function contentFiles(root: string): Map<string, Buffer> {
  const files = globSync("content/**/*", { cwd: root, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    .sort();
  return new Map(files.map((file) => [file, readFileSync(join(root, file))]));
}

function run(options: Parameters<typeof upgrade>[0]) {
  const lines: string[] = [];
  try {
    return { code: upgrade({ ...options, print: (line) => lines.push(line) }), output: lines.join("\n") };
  } catch (error) {
    if (!(error instanceof UpgradeStop)) throw error;
    return { code: 1, output: [...lines, error.message].join("\n") };
  }
}

test("code and changelog arrive, content/ stays byte for byte, the new check runs", { timeout: SLOW }, () => {
  const root = mkdtempSync(join(tmpdir(), "upgrade-"));
  const template = makeTemplate(root);
  const fork = makeFork(root, template);
  const owners = contentFiles(fork);

  // The template changes its code and schema, its sample (a change, a deletion, a new file) and its changelog.
  write(template, {
    "app.js": "export const greeting = 'Hello, world';\n",
    "schema.json": JSON.stringify(["name", "tagline"]),
    "package-lock.json": LOCKFILE("1.1.0"),
    "CHANGELOG.md": CHANGELOG(
      "\n### Changed\n\n- Every site needs a tagline: add `tagline` to content/site.json.\n  One sentence is enough.\n",
    ),
    "content/site.json": JSON.stringify({ name: "Sample Person", tagline: "Samples things" }),
    "content/projects/sample/index.md": "# A sample project, rewritten\n",
    "content/writing/sample-post.md": null,
    "content/writing/another-sample.md": "# Another sample post\n",
  });
  commit(template, "Taglines");

  const commands: string[] = [];
  const result = run({
    cwd: fork,
    source: template,
    run: (command, args, cwd) => {
      if (command === "npm") commands.push(`npm ${args.join(" ")}`);
      return runCommand(command, args, cwd);
    },
  });
  expect(result.output).toContain(`Added the git remote "template": ${template}`);
  expect(readFileSync(join(fork, "app.js"), "utf8")).toBe("export const greeting = 'Hello, world';\n");
  // The template's new lockfile is installed before the new code checks the content.
  expect(commands).toEqual(["npm ci --no-audit --no-fund", "npm run --silent check-content"]);
  expect(contentFiles(fork)).toEqual(owners);
  expect(git(fork, "status", "--porcelain", "--untracked-files=all")).toBe("");
  expect(git(fork, "rev-list", "--parents", "-n", "1", "HEAD").split(" ")).toHaveLength(3);
  expect(result.output).toContain(
    "- Every site needs a tagline: add `tagline` to content/site.json.\n    One sentence is enough.",
  );
  expect(result.output).toContain("## [Unreleased]\n  ### Changed\n");
  expect(result.output).not.toContain("The first version.");
  // The new schema asks the owner's site for a field: the check says which, in which file, and the exit code says so.
  expect(result.output).toContain("content/site.json: tagline: required");
  expect(result.code).toBe(1);

  // Once the owner adds it, the check passes; run again, the upgrade has nothing to do.
  write(fork, { "content/site.json": JSON.stringify({ name: "Jane Doe", tagline: "Builds things" }) });
  commit(fork, "A tagline");
  expect(spawnSync("npm", ["run", "--silent", "check-content"], { cwd: fork, encoding: "utf8" }).stdout).toContain(
    "Content checked, no problems.",
  );
  expect(run({ cwd: fork })).toEqual({
    code: 0,
    output: expect.stringContaining("Already up to date with template/main"),
  });
});

test("on uncommitted changes it refuses in one line and nothing moves", { timeout: SLOW }, () => {
  const root = mkdtempSync(join(tmpdir(), "upgrade-"));
  const template = makeTemplate(root);
  const fork = makeFork(root, template);
  write(template, { "app.js": "export const greeting = 'Hi';\n" });
  commit(template, "Hi");
  const head = git(fork, "rev-parse", "HEAD");

  const changes: Record<string, string>[] = [
    { "app.js": "// mine\n" },
    { "content/draft.md": "# Not committed yet\n" },
  ];
  for (const change of changes) {
    write(fork, change);
    const result = spawnSync(process.execPath, [COMMAND, template], { cwd: fork, encoding: "utf8" });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([
      "Uncommitted changes (1 file, see git status): commit or stash them, then run the upgrade again.",
    ]);
    expect(git(fork, "rev-parse", "HEAD")).toBe(head);
    expect(git(fork, "remote")).toBe("origin");
    git(fork, "stash", "-q", "--include-untracked");
  }
});

test("the template is the argument, else package.json's repository, else it says how", { timeout: SLOW }, () => {
  const root = mkdtempSync(join(tmpdir(), "upgrade-"));
  const template = makeTemplate(root);
  const fork = makeFork(root, template);

  const none = spawnSync(process.execPath, [COMMAND], { cwd: fork, encoding: "utf8" });
  expect(none.status).toBe(1);
  expect(none.stderr.trim()).toBe(
    "No template to upgrade from: pass its git URL or path once, as in ./run upgrade https://github.com/<owner>/<template>.git",
  );
  expect(git(fork, "remote")).toBe("origin");

  write(fork, { "package.json": JSON.stringify({ name: "fork", repository: { type: "git", url: template } }) });
  commit(fork, "Name the template");
  write(template, { "app.js": "export const greeting = 'Hi';\n" });
  commit(template, "Hi");
  const result = run({ cwd: fork });
  expect(result.output).toContain(`Added the git remote "template": ${template}`);
  expect(git(fork, "remote", "get-url", "template")).toBe(template);
  expect(readFileSync(join(fork, "app.js"), "utf8")).toBe("export const greeting = 'Hi';\n");
});

test("files the template adds, renames or deletes in content/ leave the owner's as they are", { timeout: SLOW }, () => {
  const root = mkdtempSync(join(tmpdir(), "upgrade-"));
  const template = makeTemplate(root);
  // This owner kept the sample post and project as they were.
  const fork = join(root, "fork");
  git(root, "clone", "-q", template, fork);
  configure(fork);
  write(fork, { "content/site.json": JSON.stringify({ name: "Jane Doe" }) });
  commit(fork, "My name");
  const owners = contentFiles(fork);

  git(template, "mv", "content/projects/sample", "content/projects/renamed");
  write(template, {
    "content/writing/sample-post.md": null,
    "content/projects/new-sample/index.md": "# A new sample\n",
    "content/settings.json": "{}",
    "lib/new-module.js": "export {};\n",
  });
  commit(template, "New samples");

  const result = run({ cwd: fork, source: template, branch: "main" });
  expect(contentFiles(fork)).toEqual(owners);
  expect(existsSync(join(fork, "content/projects/new-sample"))).toBe(false);
  expect(existsSync(join(fork, "lib/new-module.js"))).toBe(true);
  expect(git(fork, "status", "--porcelain", "--untracked-files=all")).toBe("");
  expect(result.output).toContain("Content checked, no problems.");
  expect(result.code).toBe(0);
});

test("a conflicting change to the code stops the merge, names the file, says how to undo", { timeout: SLOW }, () => {
  const root = mkdtempSync(join(tmpdir(), "upgrade-"));
  const template = makeTemplate(root);
  const fork = makeFork(root, template);
  write(fork, { "app.js": "export const greeting = 'Howdy';\n" });
  commit(fork, "My greeting");
  const owners = contentFiles(fork);
  write(template, {
    "app.js": "export const greeting = 'Hello, world';\n",
    "content/site.json": JSON.stringify({ name: "Someone Else" }),
  });
  commit(template, "Greeting");

  const result = run({ cwd: fork, source: template });
  expect(result.code).toBe(1);
  expect(result.output).toContain("conflict with yours in 1 file:\n  app.js\n");
  expect(result.output).toContain("git merge --abort");
  // Left in progress for the owner to resolve, with content/ already theirs.
  expect(git(fork, "rev-parse", "-q", "--verify", "MERGE_HEAD")).toBe(git(template, "rev-parse", "HEAD"));
  expect(git(fork, "diff", "--name-only", "--diff-filter=U")).toBe("app.js");
  expect(contentFiles(fork)).toEqual(owners);
});

test("a copied site joins the template's history where it was copied, on its first upgrade", { timeout: SLOW }, () => {
  const root = mkdtempSync(join(tmpdir(), "upgrade-"));
  const template = makeTemplate(root);
  write(template, { "style.css": "a { color: blue; }\n" });
  commit(template, "Styles");
  const copied = git(template, "rev-parse", "HEAD");
  const fork = join(root, "fork");
  cpSync(template, fork, { recursive: true, filter: (path) => !path.endsWith(".git") });
  git(fork, "init", "-q", "-b", "main");
  configure(fork);
  write(fork, {
    "content/site.json": JSON.stringify({ name: "Jane Doe" }),
    "content/about.md": "# Me\n",
    "style.css": "a { color: green; }\n",
  });
  commit(fork, "My site, from a copy");
  const owners = contentFiles(fork);
  write(template, {
    "app.js": "export const greeting = 'Hello, world';\n",
    "content/site.json": JSON.stringify({ name: "Sample Person", tagline: "Samples" }),
  });
  commit(template, "Greeting");

  const result = run({ cwd: fork, source: template });
  expect(result.output).toContain(`--allow-unrelated-histories`);
  expect(result.output).toContain(`at the template's ${copied.slice(0, 7)}`);
  expect(readFileSync(join(fork, "app.js"), "utf8")).toBe("export const greeting = 'Hello, world';\n");
  // The owner's change to a file the template has not touched since the copy stays, without a conflict.
  expect(readFileSync(join(fork, "style.css"), "utf8")).toBe("a { color: green; }\n");
  expect(contentFiles(fork)).toEqual(owners);
  expect(git(fork, "status", "--porcelain", "--untracked-files=all")).toBe("");
  expect(result.code).toBe(0);
});

test("package.json's repository reads as npm writes it", () => {
  expect(repositoryUrl("github:someone/portfolio")).toBe("https://github.com/someone/portfolio.git");
  expect(repositoryUrl("someone/portfolio")).toBe("https://github.com/someone/portfolio.git");
  expect(repositoryUrl({ type: "git", url: "git+https://github.com/someone/portfolio.git" })).toBe(
    "https://github.com/someone/portfolio.git",
  );
  expect(repositoryUrl("/srv/git/portfolio")).toBe("/srv/git/portfolio");
  expect(repositoryUrl(undefined)).toBeUndefined();
  expect(repositoryUrl({ type: "git" })).toBeUndefined();
});

test("the changelog's new entries are those the fork's copy did not have, wherever the template moved the old", () => {
  const before = "# Changelog\n\n## [Unreleased]\n\n### Added\n\n- Posts.\n- Languages,\n  with a picker.\n";
  const after =
    "# Changelog\n\n## [Unreleased]\n\n### Changed\n\n- Content moved to content/.\n\n## [1.0.0] - 2026-11-01\n\n### Added\n\n- Posts.\n- Languages, with a picker.\n- Feeds.\n";
  expect(newChangelogLines(before, after)).toEqual([
    "## [Unreleased]",
    "### Changed",
    "- Content moved to content/.",
    "## [1.0.0] - 2026-11-01",
    "### Added",
    "- Feeds.",
  ]);
  expect(newChangelogLines(after, after)).toEqual([]);
});

test("this template's CHANGELOG.md is in the form the upgrade reads: every entry under a release and a kind", () => {
  const text = readFileSync(resolve(import.meta.dirname, "../CHANGELOG.md"), "utf8");
  expect(text).toMatch(/^## \[Unreleased\]$/m);
  const entries = changelogEntries(text);
  expect(entries.length).toBeGreaterThan(0);
  for (const { headings, text: entry } of entries) {
    expect(headings[0], entry).toMatch(/^## \[(?:Unreleased|\d+\.\d+\.\d+)\]/);
    // Keep a Changelog's kinds of change (https://keepachangelog.com/en/1.1.0/).
    expect(headings[1], entry).toMatch(/^### (?:Added|Changed|Deprecated|Removed|Fixed|Security)$/);
  }
});

// The owner's parts (content/components/) through the upgrade, on a template of a few files with one part, its
// public module and the real TypeScript compiler as its `typecheck` script, over the template's part and the owner's.

/** These tests also run the type check once or twice. */
const PARTS_SLOW = 90_000;
const ROOT = resolve(import.meta.dirname, "..");

const FOOTER = (props: string, markup: string) => `export type SiteFooterProps = {
  /** The footer's id. */
  ${props}
};

export function SiteFooter({ id }: SiteFooterProps) {
  return ${markup};
}
`;

/** A template with one part, its public module, a content check that passes and the type check. */
function makePartsTemplate(root: string): string {
  const template = join(root, "template");
  mkdirSync(template);
  git(template, "init", "-q", "-b", "main");
  configure(template);
  write(template, {
    ".gitignore": "node_modules\n",
    "package.json": JSON.stringify({
      name: "template",
      private: true,
      type: "module",
      scripts: { "check-content": "node -e \"console.log('Content checked, no problems.')\"", typecheck: "tsc -p ." },
    }),
    "package-lock.json": JSON.stringify({ name: "template", lockfileVersion: 3, packages: {} }),
    "tsconfig.json": JSON.stringify({
      include: ["app", "content"],
      compilerOptions: {
        jsx: "react-jsx",
        strict: true,
        noEmit: true,
        module: "ES2022",
        moduleResolution: "bundler",
        target: "ES2022",
        types: [],
        skipLibCheck: true,
        paths: { "~/*": ["./app/*"] },
      },
    }),
    "app/components/site-footer.tsx": FOOTER("id: string;", "<footer id={id}>The template's footer</footer>"),
    "app/components/parts.ts": 'export { SiteFooter, type SiteFooterProps } from "./site-footer";\n',
    "CHANGELOG.md": CHANGELOG(""),
    "content/site.json": "{}",
  });
  commit(template, "The template");
  return template;
}

/** A fork by git clone whose owner wraps the template's footer, with this checkout's packages linked in. */
function makePartsFork(root: string, template: string): string {
  const fork = join(root, "fork");
  git(root, "clone", "-q", template, fork);
  configure(fork);
  symlinkSync(join(ROOT, "node_modules"), join(fork, "node_modules"));
  write(fork, {
    "content/components/site-footer.tsx": `import { SiteFooter, type SiteFooterProps } from "~/components/parts";

export default function Footer(props: SiteFooterProps) {
  return (
    <div>
      <SiteFooter {...props} />
      <p>Footer id: {props.id}</p>
    </div>
  );
}
`,
  });
  commit(fork, "My footer");
  return fork;
}

function said(action: () => number, lines: string[]) {
  try {
    return { code: action(), output: lines.join("\n") };
  } catch (error) {
    if (!(error instanceof UpgradeStop)) throw error;
    return { code: 1, output: [...lines, error.message].join("\n") };
  }
}

const upgraded = (fork: string, template: string) => {
  const lines: string[] = [];
  return said(() => upgrade({ cwd: fork, source: template, print: (line) => lines.push(line) }), lines);
};

test(
  "the template changes a replaced part's markup: no conflict, the part named with the command that shows the change, the type check passes",
  { timeout: PARTS_SLOW },
  () => {
    const root = mkdtempSync(join(tmpdir(), "upgrade-"));
    const template = makePartsTemplate(root);
    const fork = makePartsFork(root, template);
    const made = git(template, "rev-parse", "HEAD");
    write(template, {
      "app/components/site-footer.tsx": FOOTER(
        "id: string;",
        '<footer id={id} className="footer">The template\'s new footer</footer>',
      ),
    });
    commit(template, "A new footer");

    const result = upgraded(fork, template);
    expect(result.output).toContain(
      `Recorded in ${RECORD_FILE} the template's parts yours were made against: site-footer.`,
    );
    expect(result.output).toContain(
      `content/components/site-footer.tsx: the template changed its site-footer's markup, not its props; see what changed: git diff ${made.slice(0, 12)} HEAD -- app/components/site-footer.tsx`,
    );
    expect(result.output).toContain("The type check passes.");
    expect(result.code).toBe(0);
    // The record was committed before the merge, and the merge went in without a conflict.
    expect(git(fork, "status", "--porcelain")).toBe("");
    expect(git(fork, "log", "-1", "--format=%s", "HEAD^1")).toContain("Record the template's parts");
    // The command it gives shows the template's change.
    expect(git(fork, "diff", made.slice(0, 12), "HEAD", "--", "app/components/site-footer.tsx")).toContain(
      "new footer",
    );

    // --check says the same without upgrading; --accept marks the part as made against the new original.
    const lines: string[] = [];
    expect(said(() => checkOverrides({ cwd: fork, print: (line) => lines.push(line) }), lines).output).toContain(
      "site-footer's markup, not its props",
    );
    lines.length = 0;
    expect(said(() => acceptParts({ cwd: fork, print: (line) => lines.push(line) }, ["site-footer"]), lines).code).toBe(
      0,
    );
    lines.length = 0;
    expect(said(() => checkOverrides({ cwd: fork, print: (line) => lines.push(line) }), lines).output).toContain(
      "content/components/site-footer.tsx: the template's site-footer is as it was when you made yours",
    );
  },
);

test(
  "the template changes a replaced part's props: no conflict, the part named, the type check names the owner's file and line",
  { timeout: PARTS_SLOW },
  () => {
    const root = mkdtempSync(join(tmpdir(), "upgrade-"));
    const template = makePartsTemplate(root);
    const fork = makePartsFork(root, template);
    // `id` becomes `anchor`: the owner's footer reads props.id on its line 7.
    write(template, {
      "app/components/site-footer.tsx": FOOTER(
        "anchor: string;",
        "<footer id={anchor}>The template's footer</footer>",
      ).replace("SiteFooter({ id }", "SiteFooter({ anchor }"),
    });
    commit(template, "The footer's id is its anchor");

    const result = upgraded(fork, template);
    expect(result.output).toContain("content/components/site-footer.tsx: the template changed its site-footer's props");
    expect(result.output).toMatch(
      /content\/components\/site-footer\.tsx\(7,\d+\): error TS2339: Property 'id' does not exist/,
    );
    expect(result.code).toBe(1);
    expect(git(fork, "status", "--porcelain")).toBe("");
  },
);

test(
  "a part the template renamed is an error naming the owner's file, never a silent fallback",
  { timeout: PARTS_SLOW },
  () => {
    const root = mkdtempSync(join(tmpdir(), "upgrade-"));
    const template = makePartsTemplate(root);
    const fork = makePartsFork(root, template);
    git(template, "mv", "app/components/site-footer.tsx", "app/components/page-footer.tsx");
    write(template, {
      "app/components/parts.ts": 'export { SiteFooter, type SiteFooterProps } from "./page-footer";\n',
    });
    commit(template, "The footer is the page's");

    const result = upgraded(fork, template);
    expect(result.output).toContain(
      "content/components/site-footer.tsx: the template has no part site-footer any more (app/components/site-footer.tsx was renamed or removed)",
    );
    expect(result.code).toBe(1);
    const lines: string[] = [];
    expect(said(() => checkOverrides({ cwd: fork, print: (line) => lines.push(line) }), lines).code).toBe(1);
  },
);

test(
  "an upgrade that stops on a conflict prints the new changelog; --continue commits it, installs and checks",
  { timeout: PARTS_SLOW },
  () => {
    const root = mkdtempSync(join(tmpdir(), "upgrade-"));
    const template = makePartsTemplate(root);
    const fork = makePartsFork(root, template);
    write(fork, {
      "tsconfig.json": readFileSync(join(fork, "tsconfig.json"), "utf8").replace(
        '"target":"ES2022"',
        '"target":"ES2023"',
      ),
    });
    commit(fork, "My target");
    const entry = "- The type check targets ES2024.";
    write(template, {
      "tsconfig.json": readFileSync(join(template, "tsconfig.json"), "utf8").replace(
        '"target":"ES2022"',
        '"target":"ES2024"',
      ),
      "package-lock.json": JSON.stringify({ name: "template", lockfileVersion: 3, version: "2", packages: {} }),
      "CHANGELOG.md": CHANGELOG(`\n### Changed\n\n${entry}\n`),
    });
    commit(template, "ES2024");

    const stopped = upgraded(fork, template);
    expect(stopped.code).toBe(1);
    expect(stopped.output).toContain(`  ${entry}`);
    expect(stopped.output).toContain("conflict with yours in 1 file:\n  tsconfig.json\n");
    expect(stopped.output).toContain("./run upgrade --continue");

    // Still in conflict: --continue says so and commits nothing.
    const lines: string[] = [];
    const commands: string[] = [];
    const runner = (command: string, args: readonly string[], cwd: string) => {
      if (command === "npm") commands.push(`npm ${args.join(" ")}`);
      // No registry here: the install is watched, not run.
      if (command === "npm" && args[0] === "ci") return { status: 0, stdout: "", stderr: "" };
      return runCommand(command, args, cwd);
    };
    expect(
      said(() => continueUpgrade({ cwd: fork, run: runner, print: (line) => lines.push(line) }), lines).output,
    ).toContain("Still in conflict:\n  tsconfig.json");
    write(fork, { "tsconfig.json": readFileSync(join(template, "tsconfig.json"), "utf8") });
    git(fork, "add", "tsconfig.json");
    lines.length = 0;
    const finished = said(() => continueUpgrade({ cwd: fork, run: runner, print: (line) => lines.push(line) }), lines);
    expect(finished.output).toContain("Committed the upgrade's merge.");
    expect(commands).toEqual([
      "npm ci --no-audit --no-fund",
      "npm run --silent check-content",
      "npm run --silent typecheck",
    ]);
    expect(finished.output).toContain("The type check passes.");
    expect(finished.code).toBe(0);
    expect(git(fork, "rev-list", "--parents", "-n", "1", "HEAD").split(" ")).toHaveLength(3);
    expect(existsSync(join(fork, "MERGE_HEAD"))).toBe(false);
  },
);

test("a part's props are its exported props type, comments aside", () => {
  const a = propsOf("/** x */\nexport type FooProps = { a: string };\nexport function Foo() {}\n");
  expect(a).toBe("export type FooProps = {\n    a: string;\n};");
  expect(propsOf("export type FooProps = {\n  // the a\n  a: string;\n};\n")).toBe(a);
  expect(propsOf("export type FooProps = { a: number };")).not.toBe(a);
  expect(propsOf("type FooProps = { a: string };")).toBe("");
});
