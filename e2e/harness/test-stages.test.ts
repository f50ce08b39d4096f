// @vitest-environment node
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { childrenCpuSeconds, duration, PARTS, runStage, runStages, summary, type Stage } from "./test-stages.ts";

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
  // The cores where the system says (below).
  expect(lines.find((line) => line.includes("first"))).toMatch(/^ {2}✓ first +\d+\.\d s +\d+ %( +\d+\.\d){0,2}$/);
  expect(lines.find((line) => line.includes("second"))).toMatch(
    /^ {2}✗ second +\d+\.\d s +\d+ %( +\d+\.\d){0,2} {2}\(exit 3\)$/,
  );
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

test.runIf(process.platform === "linux")(
  "each stage's line says how many cores its own processes kept busy: one that computes, one that waits",
  async () => {
    const busy = `const start = process.cpuUsage(); for (let used = start; used.user + used.system < 1e6; used = process.cpuUsage(start));`;
    // A grandchild's time counts too, as a stage's npm runs node, which runs the tests.
    const nested = `require("node:child_process").spawnSync(process.execPath, ["-e", ${JSON.stringify(busy)}])`;
    const computes = await runStage(node("computes", nested), () => {});
    const waits = await runStage(node("waits", "setTimeout(() => {}, 1000)"), () => {});
    const cpu = ({ cores, seconds }: typeof computes) => (cores?.stage ?? 0) * seconds;
    // A second of CPU, however busy the machine is; the one that waits uses only Node's start.
    expect(cpu(computes)).toBeGreaterThanOrEqual(1);
    expect(cpu(waits)).toBeLessThan(0.5);
    const lines = summary([computes, waits], 0, { start: 0, end: 0 }, 2).split("\n");
    expect(lines).toContain(
      "  (then the cores busy on average, of 2: the stage's own processes, and the whole machine's)",
    );
    expect(lines.find((line) => line.includes("computes"))).toMatch(/ % +\d+\.\d +\d+\.\d$/);
  },
);

test("the CPU time of a process's children is read after its name, which may hold spaces and brackets", () => {
  const dir = mkdtempSync(join(tmpdir(), "stat-"));
  const stat = join(dir, "stat");
  // proc(5): pid (comm) state ppid … utime stime cutime cstime …, counted in hundredths of a second.
  writeFileSync(stat, "42 (node (a) b) S 1 42 42 0 -1 4194304 100 0 0 0 7 3 250 130 20 0 1 0 100 0 0\n");
  expect(childrenCpuSeconds(stat)).toBe(3.8);
  expect(childrenCpuSeconds(join(dir, "none"))).toBeUndefined();
  rmSync(dir, { recursive: true, force: true });
});

test("every stage's Node processes keep their compiled modules in one cache, and the caller's choice stands", async () => {
  const cached = `process.exit(require("node:module").getCompileCacheDir() ? 0 : 5)`;
  const saved = process.env.NODE_COMPILE_CACHE;
  delete process.env.NODE_COMPILE_CACHE;
  try {
    expect((await runStage(node("cached", cached), () => {})).code).toBe(0);
    const dir = mkdtempSync(join(tmpdir(), "compile-cache-"));
    process.env.NODE_COMPILE_CACHE = dir;
    // Node keeps its entries in a folder of the given one, named for its version.
    const given = `process.exit(require("node:module").getCompileCacheDir()?.startsWith(${JSON.stringify(`${dir}/`)}) ? 0 : 6)`;
    expect((await runStage(node("given", given), () => {})).code).toBe(0);
    rmSync(dir, { recursive: true, force: true });
  } finally {
    if (saved === undefined) delete process.env.NODE_COMPILE_CACHE;
    else process.env.NODE_COMPILE_CACHE = saved;
  }
});

test("a stage's time reads in seconds under a minute, else in whole minutes and seconds", () => {
  expect(duration(12.34)).toBe("12.3 s");
  expect(duration(119.6)).toBe("2 min 0 s");
  expect(duration(185.2)).toBe("3 min 5 s");
});
