// @vitest-environment node
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { PARTS, runStages, type Stage } from "./test-stages.ts";

const node = (name: string, code: string, env?: Record<string, string>): Stage => ({
  name,
  command: [process.execPath, "-e", code],
  ...(env ? { env } : {}),
});

test("the run stops at the first stage that fails, exits with its code, and prints the times of the stages run", async () => {
  const dir = mkdtempSync(join(tmpdir(), "stages-"));
  const printed: string[] = [];
  const code = await runStages(
    [
      node("first", "process.exit(process.env.STAGE_ENV === 'given' ? 0 : 9)", { STAGE_ENV: "given" }),
      node("second", "process.exit(3)"),
      node("third", `require("node:fs").writeFileSync(${JSON.stringify(join(dir, "ran"))}, "")`),
    ],
    (text) => printed.push(text),
  );
  expect(code).toBe(3);
  expect(existsSync(join(dir, "ran"))).toBe(false);
  // The summary, printed last; the stage not run is named nowhere in it.
  const lines = printed.at(-1)!.split("\n");
  expect(printed.some((text) => text.includes("third"))).toBe(false);
  expect(lines.find((line) => line.includes("first"))).toMatch(/^ {2}✓ first +\d+\.\d s +\d+ %$/);
  expect(lines.find((line) => line.includes("second"))).toMatch(/^ {2}✗ second +\d+\.\d s +\d+ % {2}\(exit 3\)$/);
  expect(lines.at(-1)).toMatch(/^1 stages passed, 1 failed, 1 not run in \d+\.\d s$/);
  expect(
    lines.some((line) => /^Stage times \(load average \d+\.\d at the start, \d+\.\d at the end\):$/.test(line)),
  ).toBe(true);
  rmSync(dir, { recursive: true, force: true });
});

test("a run whose stages all pass exits with 0 and counts them", async () => {
  const printed: string[] = [];
  expect(await runStages([node("one", ""), node("two", "")], (text) => printed.push(text))).toBe(0);
  expect(printed.at(-1)!.split("\n").at(-1)).toMatch(/^2 stages passed, 0 failed in \d+\.\d s$/);
});

test("a command that cannot start fails its stage", async () => {
  expect(await runStages([{ name: "missing", command: ["no-such-command-here"] }], () => {})).toBe(127);
});

test("the owner's site is built once, and every check of it reads that build", () => {
  const builds = PARTS.site!.filter((stage) => stage.command.includes("build"));
  expect(builds).toHaveLength(1);
  expect(PARTS.site![0]).toBe(builds[0]);
});
