// npm run build: the one build entry. Runs the build's steps in order, each a
// process of its own, and prints one line per step instead of their output
// (React Router and Vite list every asset: hundreds of lines). While the
// screenshots and post images are encoded it shows how far it has got.
// Whatever a step prints on stderr is a warning: shown under the step's line,
// and repeated in the summary at the end, so none scrolls away. A step that fails stops the build
// with everything it printed, unchanged (the content check's one-line errors),
// and the build exits with its code.
//   npm run build                 short output
//   npm run build -- --verbose    every step's own output as well (or BUILD_VERBOSE=1)
// Every environment variable reaches every step (BASE_PATH, SITE_URL,
// SITE_LANGUAGES, CONTENT_PROJECTS_DIR, IMAGE_CACHE_DIR...).
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { SNAPSHOT_ENV } from "../app/content/read-once.ts";
import type { ProgressMessage } from "./encoding-progress.ts";

const root = resolve(import.meta.dirname, "..");
const bin = (file: string) => join(root, "node_modules", file);

export type Step = {
  /** What the step makes or does, as its line starts: "content", "pages". */
  name: string;
  /** The program and its arguments. */
  command: readonly string[];
  /** Its output (a line or two) says what it did ("Pre-compressed 112 files"): shown on the step's line. */
  says?: boolean;
  /** It reports the images' encoding over IPC (vite/encoding-progress.ts). */
  progress?: boolean;
};

const node = (name: string, script: string, says = true): Step => ({
  name,
  command: [process.execPath, script],
  says,
});

/**
 * The build, in order, each step a Node process; the steps of an inner list
 * run at the same time. The CVs and the share images are routes, pre-rendered
 * with the pages (app/routes/cv.ts, share-image.ts).
 */
export const STEPS: readonly (Step | readonly Step[])[] = [
  node("content", "vite/content-check.ts"),
  // The pages' font files and their CSS, subset to the content's letters; the icons. At the same time: they write
  // different folders of .cache/generated/ and each keeps one core busy.
  [node("fonts", "vite/web-fonts.ts"), node("icons", "vite/icons.ts")],
  { name: "pages", command: [process.execPath, bin("@react-router/dev/bin.cjs"), "build"], progress: true },
  node("host configs", "vite/host-configs.ts"),
  node("pre-compressed", "vite/precompress.ts"),
  // Last, so its warning is the build's last word.
  node("sample check", "vite/sample-warning.ts", false),
];

/** Where a build's text goes: the real stdout/stderr, or a test's buffers. */
export type Output = {
  out: (text: string) => void;
  err: (text: string) => void;
  /** A terminal: the progress line is rewritten in place. */
  isTTY: boolean;
};

export type BuildOptions = {
  output: Output;
  /** Every step's own output too. */
  verbose?: boolean;
  /** The last lines, after the steps: what was built. */
  summary?: () => string | Promise<string>;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
};

type Chunk = { stream: "out" | "err"; text: string };

type StepRun = { step: Step; code: number; chunks: Chunk[]; seconds: number };

const seconds = (value: number) => (value < 10 ? `${value.toFixed(1)} s` : `${Math.round(value)} s`);

/** The progress line while images are encoded: "encoding 16 images: 52/144 files, about 40 s left". */
export function progressLine(
  { images, files, filesDone }: Pick<ProgressMessage, "images" | "files" | "filesDone">,
  elapsedSeconds: number,
): string {
  const head = `encoding ${images === 1 ? "1 image" : `${images} images`}: ${filesDone}/${files} files`;
  if (filesDone === 0 || filesDone >= files) return head;
  const left = (elapsedSeconds / filesDone) * (files - filesDone);
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

  /** Clears the line in place before the step's own line is printed. */
  clear() {
    if (this.shown) this.output.out("\r\x1b[2K");
    this.shown = false;
  }
}

/** The steps running now, stopped with the build if it is interrupted. */
const running = new Set<ReturnType<typeof spawn>>();
/** The folders where the running builds' steps leave the content they read, removed with the build. */
const snapshots = new Set<string>();

function runStep(step: Step, options: BuildOptions, progress?: ProgressDisplay): Promise<StepRun> {
  const start = performance.now();
  const chunks: Chunk[] = [];
  const [program, ...args] = step.command as [string, ...string[]];
  const child = spawn(program, args, {
    cwd: options.cwd ?? root,
    env: {
      ...(options.env ?? process.env),
      FORCE_COLOR: options.output.isTTY ? "1" : "0",
      ...(step.progress ? { BUILD_PROGRESS: "ipc" } : {}),
    },
    stdio: ["ignore", "pipe", "pipe", ...(step.progress ? (["ipc"] as const) : [])],
  });
  running.add(child);
  for (const stream of ["out", "err"] as const) {
    // Both are pipes: the spawn above asks for them.
    const source = stream === "out" ? child.stdout : child.stderr;
    if (!source) continue;
    source.setEncoding("utf8");
    source.on("data", (text: string) => {
      chunks.push({ stream, text });
      if (options.verbose) options.output[stream](text);
    });
  }
  if (progress && !options.verbose) child.on("message", (message) => progress.update(message as ProgressMessage));
  return new Promise((done) => {
    child.on("error", (error) => {
      chunks.push({ stream: "err", text: `${error.message}\n` });
      done({ step, code: 1, chunks, seconds: (performance.now() - start) / 1000 });
    });
    child.on("close", (code, signal) => {
      running.delete(child);
      done({ step, code: code ?? (signal ? 1 : 0), chunks, seconds: (performance.now() - start) / 1000 });
    });
  });
}

/** What a step printed on one stream, without colours. */
function text(chunks: readonly Chunk[], stream: Chunk["stream"]): string {
  return stripVTControlCharacters(
    chunks
      .filter((chunk) => chunk.stream === stream)
      .map((chunk) => chunk.text)
      .join(""),
  );
}

/** What a step printed on stderr, without blank lines: its warnings. */
export function warningsOf(chunks: readonly Chunk[]): string[] {
  return text(chunks, "err")
    .split("\n")
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== "");
}

function stepLine({ step, chunks, seconds: time }: StepRun): string {
  const said = step.says
    ? text(chunks, "out")
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean)
        .join("; ")
    : "";
  return `✓ ${step.name}${said ? `: ${said}` : ""} (${seconds(time)})\n`;
}

/**
 * Runs the steps; returns the exit code: 0, or the failing step's. The steps
 * share a folder under .cache/ where the first to read the projects or the
 * posts leaves them for the others (app/content/read-once.ts), so a build
 * parses and checks the content once; it is removed when the build ends.
 */
export async function runBuild(steps: readonly (Step | readonly Step[])[], options: BuildOptions): Promise<number> {
  const cache = resolve(options.cwd ?? root, ".cache");
  mkdirSync(cache, { recursive: true });
  const snapshot = mkdtempSync(join(cache, "content-read-"));
  snapshots.add(snapshot);
  try {
    return await runSteps(steps, { ...options, env: { ...(options.env ?? process.env), [SNAPSHOT_ENV]: snapshot } });
  } finally {
    rmSync(snapshot, { recursive: true, force: true });
    snapshots.delete(snapshot);
  }
}

async function runSteps(steps: readonly (Step | readonly Step[])[], options: BuildOptions): Promise<number> {
  const { output } = options;
  const start = performance.now();
  const warnings: string[] = [];
  for (const group of steps) {
    const parallel: readonly Step[] = Array.isArray(group) ? group : [group as Step];
    const progress = parallel.some((step) => step.progress) ? new ProgressDisplay(output) : undefined;
    if (options.verbose) output.out(`\n▸ ${parallel.map((step) => step.name).join(", ")}\n`);
    const runs = await Promise.all(parallel.map((step) => runStep(step, options, progress)));
    progress?.clear();
    const failed = runs.find((run) => run.code !== 0);
    for (const run of runs) {
      if (run === failed) continue;
      output.out(stepLine(run));
      const stepWarnings = warningsOf(run.chunks);
      // Shown as it happens (verbose mode has already shown it), and again in the summary.
      if (!options.verbose) for (const line of stepWarnings) output.err(`${line}\n`);
      warnings.push(...stepWarnings);
    }
    if (failed) {
      if (!options.verbose) {
        for (const chunk of failed.chunks) output[chunk.stream](chunk.text);
      }
      output.err(`\n✗ ${failed.step.name} failed (exit code ${failed.code}); the build stopped there.\n`);
      return failed.code;
    }
  }
  const total = (performance.now() - start) / 1000;
  output.out(`\n${(await options.summary?.()) ?? "Built"} in ${seconds(total)}.\n`);
  if (warnings.length > 0) {
    output.err("\nWarnings, repeated from above:\n");
    for (const line of warnings) output.err(`${line}\n`);
  }
  return 0;
}

/** "Built 46 pages in 2 languages (en-GB, fr) into build/client", and the analytics provider on them, if any. */
export async function siteSummary(buildDir = resolve(process.env.BUILD_DIR ?? "build/client")): Promise<string> {
  const { siteLanguages } = await import("../app/content/site-languages.ts");
  const { settings } = await import("./security-headers.ts");
  const languages = siteLanguages().map((language) => language.tag);
  const pages = readdirSync(buildDir, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && entry.name.endsWith(".html") && entry.name !== "404.html",
  ).length;
  const where = relative(process.cwd(), buildDir) || ".";
  const analytics = settings.analytics ? `, with ${settings.analytics.provider} analytics on every page,` : "";
  return `Built ${pages} pages in ${languages.length === 1 ? "1 language" : `${languages.length} languages`} (${languages.join(", ")})${analytics} into ${where}`;
}

// Runs when executed, not when a test imports it.
if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ] as const) {
    process.on(signal, () => {
      for (const child of running) child.kill(signal);
      for (const folder of snapshots) rmSync(folder, { recursive: true, force: true });
      process.exit(code);
    });
  }
  process.exitCode = await runBuild(STEPS, {
    verbose: process.argv.includes("--verbose") || ["1", "true"].includes(process.env.BUILD_VERBOSE ?? ""),
    output: {
      out: (text) => process.stdout.write(text),
      err: (text) => process.stderr.write(text),
      isTTY: Boolean(process.stdout.isTTY),
    },
    summary: () => siteSummary(),
  });
}
