// What `npm run build` (React Router's build) prints: one line per step, a
// progress line while the images are encoded, and a summary that repeats every
// warning, so none scrolls away. Vite's and React Router's own lines (hundreds:
// every asset, every page) are left out unless BUILD_VERBOSE=1 or
// `npm run build -- --logLevel info`.
// The steps are plugins and hooks in one process (vite/content-check.ts,
// web-fonts.ts, icons.ts, react-router.config.ts's buildEnd), and Vite loads
// its config more than once in a build (React Router's child compiler, the
// pre-render's preview server), each a copy of these modules: what they share
// is kept on globalThis, the one registry left, since the report is the
// process's output (docs/decisions/0072-the-content-read-once-through-the-build-cache.md).
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { createLogger, type ConfigEnv, type Logger, type LogLevel } from "vite";
import { readsConfigOnly } from "../app/collections/framework-command.ts";

/** Where the build's text goes: the real stdout/stderr, or a test's buffers. */
export type Output = {
  out: (text: string) => void;
  err: (text: string) => void;
  /** A terminal: the progress line is rewritten in place. */
  isTTY: boolean;
};

/** One environment's counts (React Router builds "client", then "ssr"; the first encodes, the second reads the cache). */
export type ProgressMessage = { environment: string; images: number; files: number; filesDone: number };

/** What a step says once done: its line's words, and warnings to show under it and again at the end. */
export type StepResult = { said?: string; warnings?: readonly string[] };

const seconds = (value: number) => (value < 10 ? `${value.toFixed(1)} s` : `${Math.round(value)} s`);

/** The progress line while images are encoded: "encoding 16 images: 52/144 files, about 40 s left". */
export function progressLine({ images, files, filesDone }: Omit<ProgressMessage, "environment">, elapsed: number) {
  const head = `encoding ${images === 1 ? "1 image" : `${images} images`}: ${filesDone}/${files} files`;
  if (filesDone === 0 || filesDone >= files) return head;
  const left = (elapsed / filesDone) * (files - filesDone);
  if (left < 1) return head;
  const estimate = left < 90 ? `${Math.max(5, Math.ceil(left / 5) * 5)} s` : `${Math.ceil(left / 60)} min`;
  return `${head}, about ${estimate} left`;
}

/**
 * Shows the encoding's progress: in place on a terminal; otherwise a line at
 * each quarter, at most one every five seconds, so a warm build (every image
 * cached) prints none.
 */
export class ProgressDisplay {
  private environment: string | undefined;
  private started: number | undefined;
  private shown = false;
  private lastPrinted: number;
  private lastQuarter = 0;
  private readonly output: Output;
  private readonly now: () => number;

  constructor(output: Output, now: () => number = () => performance.now()) {
    this.output = output;
    this.now = now;
    this.lastPrinted = now();
  }

  update(message: ProgressMessage) {
    const { environment, files: total, filesDone: done } = message;
    // The first environment to load the images encodes them; the others find them cached.
    this.environment ??= environment;
    if (environment !== this.environment || total === 0) return;
    const now = this.now();
    this.started ??= now;
    const line = progressLine(message, (now - this.started) / 1000);
    if (this.output.isTTY) {
      this.output.out(`\r\x1b[2K  ${line}`);
      this.shown = true;
      return;
    }
    const quarter = Math.floor((done * 4) / total);
    if (quarter > this.lastQuarter && done < total && now - this.lastPrinted >= 5000) {
      this.output.out(`  ${line}\n`);
      this.lastPrinted = now;
      this.lastQuarter = quarter;
    }
  }

  /** Clears the line in place before another line is printed. */
  clear() {
    if (this.shown) this.output.out("\r\x1b[2K");
    this.shown = false;
  }
}

/**
 * A problem that stops the build at a step: thrown by the step's hook, and told by the build's entry point
 * (cli/build.ts) with `fail`, in the step's own words, which no stack trace follows.
 */
export class BuildStop extends Error {
  readonly step: string;

  constructor(step: string, message: string) {
    super(message);
    this.name = "BuildStop";
    this.step = step;
  }
}

/** The build's log: the steps' lines as they finish, and the warnings kept for the summary. */
export class BuildReport {
  readonly output: Output;
  readonly verbose: boolean;
  readonly warnings: string[] = [];
  private readonly now: () => number;
  private readonly started: number;
  /** When the last step's line was printed: where the pages' step, which has no hook of its own to start, began. */
  private lastLine: number;
  private progress: ProgressDisplay | undefined;

  constructor(output: Output, { verbose = false, now = () => performance.now() } = {}) {
    this.output = output;
    this.verbose = verbose;
    this.now = now;
    this.started = now();
    this.lastLine = this.started;
  }

  /** Runs a step and prints its line: "✓ fonts: Fonts (editorial): 4 files… (1.9 s)", then its warnings. */
  async step(name: string, run: () => StepResult | Promise<StepResult>): Promise<void> {
    const start = this.now();
    const { said, warnings = [] } = await run();
    this.done(name, said, (this.now() - start) / 1000, warnings);
  }

  /** The step that began when the last line was printed ended now: React Router's build of the pages. */
  stepSinceLastLine(name: string) {
    this.done(name, undefined, (this.now() - this.lastLine) / 1000, []);
  }

  private done(name: string, said: string | undefined, time: number, warnings: readonly string[]) {
    this.progress?.clear();
    this.output.out(`✓ ${name}${said ? `: ${said}` : ""} (${seconds(time)})\n`);
    for (const line of warnings) this.warn(line);
    this.lastLine = this.now();
  }

  /** A warning: shown now, and again at the end. */
  warn(text: string) {
    this.progress?.clear();
    const lines = stripVTControlCharacters(text)
      .split("\n")
      .map((line) => line.trimEnd())
      .filter((line) => line.trim() !== "");
    for (const line of lines) this.output.err(`${line}\n`);
    this.warnings.push(...lines);
  }

  /** A problem that stops the build: its lines as they are (no stack trace), and which step stopped it. */
  fail(name: string, message: string) {
    this.progress?.clear();
    this.output.err(`\n${message.trim()}\n\n✗ ${name} failed; the build stopped there.\n`);
  }

  /** The images' encoding has moved on (vite/encoding-progress.ts); nothing in verbose mode, whose log says more. */
  encoding(message: ProgressMessage) {
    if (this.verbose) return;
    this.progress ??= new ProgressDisplay(this.output, this.now);
    this.progress.update(message);
  }

  /** Whether the build got to its summary: a process that exits before it failed. */
  finished = false;

  /** The last lines: what was built, in how long, then every warning again. */
  finish(summary: string) {
    this.finished = true;
    this.progress?.clear();
    this.output.out(`\n${summary} in ${seconds((this.now() - this.started) / 1000)}.\n`);
    if (this.warnings.length === 0) return;
    this.output.err("\nWarnings, repeated from above:\n");
    for (const line of this.warnings) this.output.err(`${line}\n`);
  }
}

const KEY = Symbol.for("portfolio.build-report");
type Shared = { report?: BuildReport; once: Map<string, Promise<unknown>> };
const shared = ((globalThis as Record<symbol, unknown>)[KEY] ??= { once: new Map() }) as Shared;

/**
 * Whether a config being loaded is a build's or the dev server's, whose steps run: not the pre-render's preview
 * server, nor `react-router typegen` (`npm run typecheck`), which resolves the config as a build would.
 */
export function runsSteps(env: Pick<ConfigEnv, "isPreview">, argv = process.argv): boolean {
  // React Router's commands that read Vite's config only to learn about the app: its steps are not theirs to run.
  return !env.isPreview && !readsConfigOnly(argv);
}

/** BUILD_VERBOSE=1, or `--logLevel info` handed to React Router's command: every line Vite and React Router print. */
export function buildVerbose(argv = process.argv, env = process.env): boolean {
  const level = argv.findIndex((arg) => arg === "--logLevel" || arg === "-l");
  return ["1", "true"].includes(env.BUILD_VERBOSE ?? "") || (level >= 0 && argv[level + 1] === "info");
}

/** This process's report: the first step to ask starts it, with the process's own streams. */
export function buildReport(): BuildReport {
  return (shared.report ??= new BuildReport(
    {
      out: (text) => process.stdout.write(text),
      err: (text) => process.stderr.write(text),
      isTTY: Boolean(process.stdout.isTTY),
    },
    { verbose: buildVerbose(), now: () => performance.now() },
  ));
}

/** `make()`, run once in this process, however many copies of the config ask: the others wait for the same run. */
export function once<T>(key: string, make: () => Promise<T>): Promise<T> {
  let run = shared.once.get(key) as Promise<T> | undefined;
  if (!run) {
    run = make();
    shared.once.set(key, run);
  }
  return run;
}

/**
 * Vite's logging for a build: warnings and errors through the report (shown, and repeated at the end), the rest
 * (every asset, every pre-rendered page, the bundler's progress) only in verbose mode.
 */
export function buildLogOptions(report = buildReport()): { customLogger: Logger; logLevel: LogLevel } {
  const logLevel: LogLevel = report.verbose ? "info" : "warn";
  const logger = createLogger(logLevel, { allowClearScreen: false });
  const customLogger: Logger = {
    ...logger,
    warn: (message) => {
      logger.hasWarned = true;
      report.warn(message);
    },
    warnOnce: (message) => {
      if (warnedOnce.has(message)) return;
      warnedOnce.add(message);
      logger.hasWarned = true;
      report.warn(message);
    },
  };
  return { customLogger, logLevel };
}
const warnedOnce = new Set<string>();

/** "Built 46 pages in 2 languages (en-GB, fr) into build/client", and the analytics provider on them, if any. */
export async function siteSummary(buildDir: string): Promise<string> {
  const { siteLanguages } = await import("../app/languages/languages-setting.ts");
  const { checkedSettings } = await import("../app/collections/owner-modules.ts");
  const settings = checkedSettings();
  const languages = siteLanguages().map((language) => language.tag);
  const pages = readdirSync(buildDir, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && entry.name.endsWith(".html") && entry.name !== "404.html",
  ).length;
  const where = relative(process.cwd(), resolve(buildDir)) || ".";
  const analytics = settings.analytics ? `, with ${settings.analytics.provider} analytics on every page,` : "";
  return `Built ${pages} pages in ${languages.length === 1 ? "1 language" : `${languages.length} languages`} (${languages.join(", ")})${analytics} into ${where}`;
}

/** What a build folder's client half holds: its pages, and when the newest of them was written. */
export type SiteState = { pages: number; newest: number };

export function siteState(clientDir: string): SiteState {
  if (!existsSync(clientDir)) return { pages: 0, newest: 0 };
  const pages = readdirSync(clientDir, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && entry.name.endsWith(".html"),
  );
  const newest = Math.max(0, ...pages.map((entry) => statSync(join(entry.parentPath, entry.name)).mtimeMs));
  return { pages: pages.length, newest };
}

/** A failed build's last line: what the build folder holds now, against what it held when the build began. */
export function leftBehind(before: SiteState, after: SiteState, where: string): string {
  if (after.pages === 0) return `${where} holds no site: nothing to deploy until a build passes.`;
  if (after.pages === before.pages && after.newest === before.newest) {
    return `The previous site in ${where} was left untouched.`;
  }
  return `${where} holds a partly built site: do not deploy it; the next build that passes replaces it.`;
}

/**
 * From a build's start: if the process ends before the build's summary, its last line says what the build folder
 * holds, the previous site untouched or no site, so the owner knows whether what is there may be deployed.
 */
export function noteBuildFolderOnFailure(clientDir: string, report = buildReport()): void {
  if (shared.once.has("build-folder-note")) return;
  shared.once.set("build-folder-note", Promise.resolve());
  const before = siteState(clientDir);
  const where = `${relative(process.cwd(), resolve(clientDir, "..")) || "."}/`;
  process.once("exit", (code) => {
    if (code === 0 || report.finished) return;
    report.output.err(`\n${leftBehind(before, siteState(clientDir), where)}\n`);
  });
}
