// @vitest-environment node
// The upgrade and the owner's parts (content/components/), on a template of a few files made here: real git, and
// the real TypeScript compiler as the template's `typecheck` script, over the template's part and the owner's.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { expect, test } from "vitest";
import { propsOf, RECORD_FILE } from "./part-overrides.ts";
import { acceptParts, checkOverrides, continueUpgrade, runCommand, upgrade, UpgradeStop } from "./upgrade.ts";

/** Each test runs git a few dozen times and the type check once or twice: seconds on a busy machine. */
const SLOW = 90_000;
const ROOT = resolve(import.meta.dirname, "..");

function git(cwd: string, ...args: string[]): string {
  const result = spawnSync("git", args, { cwd, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr}`);
  return result.stdout.trim();
}

function write(root: string, files: Record<string, string | null>) {
  for (const [path, text] of Object.entries(files)) {
    const file = join(root, path);
    if (text === null) rmSync(file);
    else {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
  }
}

function commit(cwd: string, message: string) {
  git(cwd, "add", "-A");
  git(cwd, "commit", "-q", "-m", message);
}

function configure(cwd: string) {
  git(cwd, "config", "user.name", "Test");
  git(cwd, "config", "user.email", "test@example.com");
  git(cwd, "config", "commit.gpgsign", "false");
}

const FOOTER = (props: string, markup: string) => `export type SiteFooterProps = {
  /** The footer's id. */
  ${props}
};

export function SiteFooter({ id }: SiteFooterProps) {
  return ${markup};
}
`;

const CHANGELOG = (entries: string) =>
  `# Changelog\n\n## [Unreleased]\n\n### Added\n\n- The first version.\n${entries}`;

/** A template with one part, its public module, a content check that passes and the type check. */
function makeTemplate(root: string): string {
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
function makeFork(root: string, template: string): string {
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

function run(action: () => number, lines: string[]) {
  try {
    return { code: action(), output: lines.join("\n") };
  } catch (error) {
    if (!(error instanceof UpgradeStop)) throw error;
    return { code: 1, output: [...lines, error.message].join("\n") };
  }
}

const upgraded = (fork: string, template: string) => {
  const lines: string[] = [];
  return run(() => upgrade({ cwd: fork, source: template, print: (line) => lines.push(line) }), lines);
};

test(
  "the template changes a replaced part's markup: no conflict, the part named with the command that shows the change, the type check passes",
  { timeout: SLOW },
  () => {
    const root = mkdtempSync(join(tmpdir(), "upgrade-parts-"));
    const template = makeTemplate(root);
    const fork = makeFork(root, template);
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
    expect(run(() => checkOverrides({ cwd: fork, print: (line) => lines.push(line) }), lines).output).toContain(
      "site-footer's markup, not its props",
    );
    lines.length = 0;
    expect(run(() => acceptParts({ cwd: fork, print: (line) => lines.push(line) }, ["site-footer"]), lines).code).toBe(
      0,
    );
    lines.length = 0;
    expect(run(() => checkOverrides({ cwd: fork, print: (line) => lines.push(line) }), lines).output).toContain(
      "content/components/site-footer.tsx: the template's site-footer is as it was when you made yours",
    );
  },
);

test(
  "the template changes a replaced part's props: no conflict, the part named, the type check names the owner's file and line",
  { timeout: SLOW },
  () => {
    const root = mkdtempSync(join(tmpdir(), "upgrade-parts-"));
    const template = makeTemplate(root);
    const fork = makeFork(root, template);
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
  { timeout: SLOW },
  () => {
    const root = mkdtempSync(join(tmpdir(), "upgrade-parts-"));
    const template = makeTemplate(root);
    const fork = makeFork(root, template);
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
    expect(run(() => checkOverrides({ cwd: fork, print: (line) => lines.push(line) }), lines).code).toBe(1);
  },
);

test(
  "an upgrade that stops on a conflict prints the new changelog; --continue commits it, installs and checks",
  { timeout: SLOW },
  () => {
    const root = mkdtempSync(join(tmpdir(), "upgrade-parts-"));
    const template = makeTemplate(root);
    const fork = makeFork(root, template);
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
      run(() => continueUpgrade({ cwd: fork, run: runner, print: (line) => lines.push(line) }), lines).output,
    ).toContain("Still in conflict:\n  tsconfig.json");
    write(fork, { "tsconfig.json": readFileSync(join(template, "tsconfig.json"), "utf8") });
    git(fork, "add", "tsconfig.json");
    lines.length = 0;
    const finished = run(() => continueUpgrade({ cwd: fork, run: runner, print: (line) => lines.push(line) }), lines);
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
