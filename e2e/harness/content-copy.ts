// The content-check tests' scratch sites: a copy of the fixture site to break, and a command run on it.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect } from "vitest";

const root = resolve(import.meta.dirname, "../..");

/** A copy of the fixture site in a fresh folder named `content`, under a temporary one named for `prefix`; its path. */
export function fixtureSiteCopy(prefix: string): string {
  const dir = join(mkdtempSync(join(tmpdir(), `${prefix}-`)), "content");
  cpSync(join(root, "fixtures/site"), dir, { recursive: true });
  return dir;
}

/** `edit` applied to the file at `path`, which it must change. */
export function editFile(path: string, edit: (text: string) => string) {
  const before = readFileSync(path, "utf8");
  const after = edit(before);
  expect(after, `the edit changed ${path}`).not.toBe(before);
  writeFileSync(path, after);
}

/** A copy of the fixture site with `file` (relative to it) edited; its path. */
export function fixtureSiteWith(prefix: string, file: string, edit: (text: string) => string): string {
  const dir = fixtureSiteCopy(prefix);
  editFile(join(dir, file), edit);
  return dir;
}

/**
 * `command` run from the project's root on `content`: its exit status, its output, and its problem lines. Killed
 * after `timeout` ms (a status of null, and a last line saying it hung), so that a hung process fails its test
 * instead of holding the whole run. `env` is the environment it starts from, CONTENT_DIR aside.
 */
export function runOnContent(
  command: readonly string[],
  content: string,
  { timeout = 120_000, env = process.env }: { timeout?: number; env?: NodeJS.ProcessEnv } = {},
) {
  const result = spawnSync(command[0] ?? "", command.slice(1), {
    cwd: root,
    env: { ...env, CONTENT_DIR: content },
    encoding: "utf8",
    timeout,
    killSignal: "SIGKILL",
  });
  let output = `${result.stdout}${result.stderr}`;
  if (result.signal) output += `\n${command.join(" ")} on ${content} hung: stopped after ${timeout / 1000} s`;
  return { status: result.status, output, problems: output.split("\n").filter((line) => line.includes("✗ ")) };
}

/** `npm run check-content` (cli/check-content.ts) on `content`. */
export function checkContentOf(content: string, options?: Parameters<typeof runOnContent>[2]) {
  return runOnContent([process.execPath, "cli/check-content.ts"], content, options);
}
