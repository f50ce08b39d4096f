// `npm test` and its parts: each stage of the suite run in turn, timed, and the time of each printed at the end,
// with the machine's load average, so a slow run says where its time went. The first stage that fails stops the
// run, which exits with that stage's code after printing the times so far.
//   node e2e/harness/test-stages.ts [part…]     every part unless named: checks, site, fixture, looks, forks, upgrade, scale
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { availableParallelism, cpus, loadavg } from "node:os";
import { resolve } from "node:path";

/** One stage: a command, with what it adds to the environment. */
export type Stage = { name: string; command: string[]; env?: Record<string, string> };

const npm = (script: string): string[] => ["npm", "run", "--silent", script];

/**
 * The browser specs of a whole run record a trace only for a retry, in CI and out (a retry happens only in CI):
 * recording one for every test, to keep a failure's, is a large share of their time (decision 0082). A spec run by
 * hand keeps the config's default, a failure's trace.
 */
const TRACE_ON_RETRY = "--trace=on-first-retry";
const PLAYWRIGHT = ["npx", "playwright", "test", TRACE_ON_RETRY];
/** The smoke specs served by nginx (playwright.nginx.config.ts), with the same traces. */
const NGINX = [...npm("test:nginx"), "--", TRACE_ON_RETRY];

/**
 * Node's compile cache for every process of the run, unless the caller names another (or sets
 * NODE_DISABLE_COMPILE_CACHE): the unit tests start the content check, the build and new-site in a process of their
 * own again and again, and each compiled the same modules anew (decision 0084).
 */
const COMPILE_CACHE = resolve(import.meta.dirname, "../../.cache/node-compile-cache");

/** The fixture site's content, for the stages that build and test the template on it. */
const FIXTURE = { CONTENT_DIR: "fixtures/site" };

/**
 * The stages of each part, in order. `site` is the owner's own site (`./run test:site`): built once, and that one
 * build validated, crawled, and walked by the browser specs, nginx and the other engines.
 */
export const PARTS: Record<string, Stage[]> = {
  checks: [
    { name: "typecheck", command: npm("typecheck") },
    { name: "lint", command: npm("lint") },
    { name: "unit", command: npm("test:unit") },
  ],
  site: [
    { name: "site: build", command: npm("build") },
    { name: "site: pages and links", command: npm("test:build") },
    { name: "site: browser specs", command: PLAYWRIGHT, env: { E2E_SUITE: "site" } },
    { name: "site: nginx", command: NGINX },
    { name: "site: Firefox and WebKit", command: npm("test:engines") },
  ],
  fixture: [
    { name: "fixture: build", command: npm("build"), env: FIXTURE },
    { name: "fixture: pages and links", command: npm("test:build"), env: FIXTURE },
    {
      name: "fixture: browser specs",
      command: PLAYWRIGHT,
      env: { ...FIXTURE, E2E_SUITE: "fixture" },
    },
    { name: "fixture: nginx", command: NGINX, env: FIXTURE },
    { name: "fixture: Firefox and WebKit", command: npm("test:engines"), env: FIXTURE },
  ],
  // Every look on the looks' own fixture: a build per look, one browser run for all (e2e/harness/check-looks.ts).
  looks: [{ name: "looks", command: npm("test:looks") }],
  forks: [{ name: "fork shapes", command: npm("test:forks") }],
  upgrade: [{ name: "upgrade", command: npm("test:upgrade") }],
  scale: [{ name: "scale", command: npm("test:scale") }],
};

/**
 * How many cores a stage kept busy on average: its own processes' (the CPU time of the stage's process and every
 * process under it that was waited for, as the kernel counts it for this one), and the machine's in all, other
 * users' work included. A stage that keeps every core busy cannot be made shorter by running another beside it; one
 * near 1 leaves a core idle. A browser's helper processes are not waited for by the run, so a browser stage's own
 * figure is below what it used: on a quiet machine the machine's is the one to read.
 */
export type CoresBusy = { stage: number; machine: number };

/** A stage's outcome: its exit code (a signal counts as 1), how long it took, and its cores where the system says. */
export type Outcome = { stage: Stage; code: number; seconds: number; cores?: CoresBusy };

/** Clock ticks a second in /proc's counts: USER_HZ, 100 on every Linux architecture Node runs on. */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds used by this process's finished children and their waited-for descendants (cutime and cstime of
 * /proc/self/stat), or undefined where there is no /proc.
 */
export function childrenCpuSeconds(stat = "/proc/self/stat"): number | undefined {
  try {
    // The fields after the command's name, which is in brackets and may hold spaces: state is the first of them.
    const text = readFileSync(stat, "utf8");
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    // cutime and cstime are fields 16 and 17 of proc(5); state, field 3, is fields[0].
    return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** Busy CPU seconds of the whole machine so far, every core's, idle left out. */
function machineBusySeconds(): number {
  return cpus().reduce((sum, { times }) => sum + times.user + times.nice + times.sys + times.irq, 0) / 1000;
}

/** Runs a stage with the terminal as its own, and resolves with its outcome. */
export function runStage(stage: Stage, print: (text: string) => void): Promise<Outcome> {
  const started = performance.now();
  const ownBefore = childrenCpuSeconds();
  const machineBefore = machineBusySeconds();
  print(`\n▶ ${stage.name}: ${stage.command.join(" ")}`);
  const [command = "", ...args] = stage.command;
  return new Promise((done) => {
    const child = spawn(command, args, {
      stdio: "inherit",
      env: { ...process.env, NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? COMPILE_CACHE, ...stage.env },
    });
    const finish = (code: number) => {
      const seconds = (performance.now() - started) / 1000;
      const ownAfter = childrenCpuSeconds();
      const cores =
        ownBefore === undefined || ownAfter === undefined || seconds <= 0
          ? undefined
          : { stage: (ownAfter - ownBefore) / seconds, machine: (machineBusySeconds() - machineBefore) / seconds };
      done({ stage, code, seconds, ...(cores ? { cores } : {}) });
    };
    child.on("error", () => finish(127));
    // Node reaps the child before it says "exit", so its CPU time is then in this process's count.
    child.on("exit", (code) => finish(code ?? 1));
  });
}

/** "12.3 s" under a minute, else whole minutes and seconds: 119.6 s is "2 min 0 s", not "1 min 60 s". */
export function duration(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

/**
 * The closing summary: a line per stage run, its time and share of the run and the cores it kept busy, then the
 * count, as a test runner ends.
 */
export function summary(
  outcomes: readonly Outcome[],
  notRun: number,
  load: { start: number; end: number },
  machineCores = availableParallelism(),
): string {
  const total = outcomes.reduce((sum, { seconds }) => sum + seconds, 0);
  const width = Math.max(...outcomes.map(({ stage }) => stage.name.length));
  const lines = outcomes.map(({ stage, code, seconds, cores: busy }) => {
    const share =
      total > 0
        ? `${Math.round((100 * seconds) / total)
            .toString()
            .padStart(3)} %`
        : "";
    const used =
      busy === undefined ? "" : `  ${busy.stage.toFixed(1).padStart(4)} ${busy.machine.toFixed(1).padStart(4)}`;
    return `  ${code === 0 ? "✓" : "✗"} ${stage.name.padEnd(width)}  ${duration(seconds).padStart(12)} ${share}${used}${code === 0 ? "" : `  (exit ${code})`}`;
  });
  const failed = outcomes.filter(({ code }) => code !== 0).length;
  const counts = [`${outcomes.length - failed} stages passed`, `${failed} failed`];
  if (notRun > 0) counts.push(`${notRun} not run`);
  return [
    "",
    `Stage times (load average ${load.start.toFixed(1)} at the start, ${load.end.toFixed(1)} at the end):`,
    ...(outcomes.some((outcome) => outcome.cores)
      ? [`  (then the cores busy on average, of ${machineCores}: the stage's own processes, and the whole machine's)`]
      : []),
    ...lines,
    `${counts.join(", ")} in ${duration(total)}`,
  ].join("\n");
}

/** Runs the stages in order, stopping at the first that fails; resolves with the exit code the run ends with. */
export async function runStages(stages: readonly Stage[], print = console.log): Promise<number> {
  const start = loadavg()[0] ?? 0;
  const outcomes: Outcome[] = [];
  for (const stage of stages) {
    const outcome = await runStage(stage, print);
    outcomes.push(outcome);
    if (outcome.code !== 0) break;
  }
  print(summary(outcomes, stages.length - outcomes.length, { start, end: loadavg()[0] ?? 0 }));
  return outcomes.find(({ code }) => code !== 0)?.code ?? 0;
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !(name in PARTS));
  if (unknown.length > 0) {
    console.error(`No part named ${unknown.join(", ")}: the parts are ${Object.keys(PARTS).join(", ")}.`);
    process.exit(2);
  }
  const chosen = names.length > 0 ? names : Object.keys(PARTS);
  process.exitCode = await runStages(chosen.flatMap((name) => PARTS[name] ?? []));
}
