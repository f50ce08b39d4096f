// @vitest-environment node
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { once } from "node:events";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Plugin } from "vite";
import { expect, test, vi } from "vitest";
import type { UserConfig, UserConfigFnObject } from "vite";
import viteConfig from "../vite.config.ts";
import {
  BuildReport,
  leftBehind,
  siteState,
  buildLogOptions,
  buildVerbose,
  once as onceInProcess,
  progressLine,
  ProgressDisplay,
  runsSteps,
  type Output,
  type ProgressMessage,
} from "./build-report.ts";
import { checkContent } from "./content-check.ts";
import { filesOf, withEncodingProgress } from "./encoding-progress.ts";
import { fixtureSlug, writeFixtureProjects } from "../app/test-support/fixture-projects.ts";
import { withEncoderSettings } from "./image-encoding.ts";

const root = resolve(import.meta.dirname, "..");

/** Collects a build's output in order, each piece marked with its stream. */
function recorder(isTTY = false): Output & { text: () => string; err: (text: string) => void; errText: () => string } {
  const pieces: { stream: "out" | "err"; text: string }[] = [];
  return {
    isTTY,
    out: (text) => pieces.push({ stream: "out", text }),
    err: (text) => pieces.push({ stream: "err", text }),
    text: () => pieces.map((piece) => piece.text).join(""),
    errText: () =>
      pieces
        .filter((piece) => piece.stream === "err")
        .map((piece) => piece.text)
        .join(""),
  };
}

const progress = (environment: string, images: number, filesDone: number, files: number): ProgressMessage => ({
  environment,
  images,
  files,
  filesDone,
});

test("the progress line says how many images and files are done and roughly how long is left", () => {
  expect(progressLine(progress("client", 16, 0, 144), 0)).toBe("encoding 16 images: 0/144 files");
  // 48 files in 40 s: 96 to go at 1.2 files a second.
  expect(progressLine(progress("client", 16, 48, 144), 40)).toBe("encoding 16 images: 48/144 files, about 80 s left");
  expect(progressLine(progress("client", 1, 1, 9), 0.5)).toBe("encoding 1 image: 1/9 files, about 5 s left");
  expect(progressLine(progress("client", 360, 30, 3240), 60)).toBe(
    "encoding 360 images: 30/3240 files, about 107 min left",
  );
  expect(progressLine(progress("client", 16, 144, 144), 80)).toBe("encoding 16 images: 144/144 files");
});

test("on a terminal the progress line is rewritten in place, and cleared before the next line", () => {
  const output = recorder(true);
  let now = 0;
  const display = new ProgressDisplay(output, () => now);
  display.update(progress("client", 2, 0, 18));
  now = 10_000;
  display.update(progress("client", 2, 9, 18));
  // The second environment finds every image cached: not shown.
  display.update(progress("ssr", 2, 0, 18));
  display.clear();
  expect(output.text()).toBe(
    "\r\x1b[2K  encoding 2 images: 0/18 files\r\x1b[2K  encoding 2 images: 9/18 files, about 10 s left\r\x1b[2K",
  );
});

test("in a log the progress is a few lines, and none when every image comes from the cache", () => {
  const output = recorder(false);
  let now = 0;
  const display = new ProgressDisplay(output, () => now);
  for (let done = 0; done <= 144; done++) {
    now = done * 500; // a file every half second
    display.update(progress("client", 16, done, 144));
  }
  const lines = output.text().trimEnd().split("\n");
  expect(lines.length).toBeGreaterThanOrEqual(2);
  expect(lines.length).toBeLessThanOrEqual(3);
  expect(lines[0]).toBe("  encoding 16 images: 36/144 files, about 55 s left");

  const warm = recorder(false);
  const fast = new ProgressDisplay(warm, () => 100);
  for (let done = 0; done <= 144; done++) fast.update(progress("client", 16, done, 144));
  expect(warm.text()).toBe("");
});

test("a build prints one line per step, and ends with a summary that repeats every warning", async () => {
  const output = recorder();
  let now = 0;
  const report = new BuildReport(output, { now: () => now });
  await report.step("content", () => {
    now += 800;
    return { said: "Checked 2 projects", warnings: ["  ! a.png is 800 px wide"] };
  });
  await report.step("icons", () => ({}));
  now += 46_000;
  report.stepSinceLastLine("pages");
  await report.step("sample check", () => ({ warnings: ["\n⚠ This build still carries the sample content\n"] }));
  report.finish("Built 3 pages in 1 language (en)");
  expect(output.text()).toBe(
    [
      "✓ content: Checked 2 projects (0.8 s)",
      "  ! a.png is 800 px wide",
      "✓ icons (0.0 s)",
      "✓ pages (46 s)",
      "✓ sample check (0.0 s)",
      "⚠ This build still carries the sample content",
      "",
      "Built 3 pages in 1 language (en) in 47 s.",
      "",
      "Warnings, repeated from above:",
      "  ! a.png is 800 px wide",
      "⚠ This build still carries the sample content",
      "",
    ].join("\n"),
  );
  // The warnings went to stderr, the steps' lines to stdout.
  expect(output.errText()).toBe(
    "  ! a.png is 800 px wide\n⚠ This build still carries the sample content\n\nWarnings, repeated from above:\n  ! a.png is 800 px wide\n⚠ This build still carries the sample content\n",
  );
});

test("a problem that stops the build prints its lines as they are and names the step, with no stack trace", () => {
  const output = recorder();
  new BuildReport(output).fail(
    "content",
    "The content has 1 problem:\n\n  ✗ site.ts: url: expected an absolute https:// URL\n",
  );
  expect(output.errText()).toBe(
    "\nThe content has 1 problem:\n\n  ✗ site.ts: url: expected an absolute https:// URL\n\n✗ content failed; the build stopped there.\n",
  );
  expect(output.text()).toBe(output.errText());
});

test("the progress line is cleared before the next step's line, and not shown at all in verbose mode", () => {
  const tty = recorder(true);
  const report = new BuildReport(tty, { now: () => 0 });
  report.encoding(progress("client", 2, 1, 18));
  report.stepSinceLastLine("pages");
  expect(tty.text()).toBe("\r\x1b[2K  encoding 2 images: 1/18 files\r\x1b[2K✓ pages (0.0 s)\n");

  const verbose = recorder(true);
  new BuildReport(verbose, { verbose: true }).encoding(progress("client", 2, 1, 18));
  expect(verbose.text()).toBe("");
});

test("Vite's warnings go through the report, its other lines only in verbose mode", () => {
  const output = recorder();
  const quiet = buildLogOptions(new BuildReport(output));
  expect(quiet.logLevel).toBe("warn");
  quiet.customLogger.info("build/client/assets/image-1.avif 12 kB");
  quiet.customLogger.warn("(!) Some chunks are larger than 500 kB");
  quiet.customLogger.warnOnce("once");
  quiet.customLogger.warnOnce("once");
  expect(output.text()).toBe("(!) Some chunks are larger than 500 kB\nonce\n");
  expect(buildLogOptions(new BuildReport(recorder(), { verbose: true })).logLevel).toBe("info");
});

test("verbose is BUILD_VERBOSE=1 or --logLevel info (React Router's command takes no --verbose)", () => {
  expect(buildVerbose(["node", "react-router", "build"], {})).toBe(false);
  expect(buildVerbose(["node", "react-router", "build"], { BUILD_VERBOSE: "1" })).toBe(true);
  expect(buildVerbose(["node", "react-router", "build", "--logLevel", "info"], {})).toBe(true);
  expect(buildVerbose(["node", "react-router", "build", "-l", "warn"], {})).toBe(false);
  expect(buildVerbose(["node", "cli/build.ts", "--logLevel", "info"], {})).toBe(true);
});

test("the steps run for the build and dev, not for the pre-render's preview server nor typegen", () => {
  const cli = (...args: string[]) => ["node", "node_modules/.bin/react-router", ...args];
  expect(runsSteps({ isPreview: false }, ["node", "cli/build.ts"])).toBe(true);
  expect(runsSteps({ isPreview: false }, cli("build"))).toBe(true);
  expect(runsSteps({ isPreview: false }, cli("dev", "--port", "4650"))).toBe(true);
  expect(runsSteps({ isPreview: true }, cli("build"))).toBe(false);
  expect(runsSteps({ isPreview: false }, cli("typegen"))).toBe(false);
  expect(runsSteps({ isPreview: false }, cli("--mode", "production", "typegen"))).toBe(false);
});

test("a step asked for by every copy of the config runs once in the process", async () => {
  const key = `test-${Math.random()}`;
  let runs = 0;
  const make = async () => ++runs;
  expect(await Promise.all([onceInProcess(key, make), onceInProcess(key, make)])).toEqual([1, 1]);
  expect(await onceInProcess(key, make)).toBe(1);
});

test("the build's first steps are plugins in Vite's config: the content check first, then the fonts, the maths font and icons", () => {
  const config = (viteConfig as UserConfigFnObject)({ command: "build", mode: "production" }) as UserConfig;
  const names = (config.plugins as { name: string }[]).map((plugin) => plugin.name);
  expect(names.slice(0, 4)).toEqual([
    "portfolio:content-check",
    "portfolio:web-fonts",
    "portfolio:maths-font",
    "portfolio:icons",
  ]);
});

test("the encoding progress counts the files each image asks for and each one emitted, per environment", async () => {
  expect(filesOf("/a.png?w=480;960;1600&format=avif;webp;jpg&as=picture")).toBe(9);
  const messages: ProgressMessage[] = [];
  const emitted: string[] = [];
  // Like vite-imagetools: emits one file per width and format, the width clamped to the image's own (640 px here).
  const plugin = {
    name: "imagetools",
    load: {
      filter: {},
      async handler(this: { emitFile: (file: { name: string }) => string }, id: string) {
        if (!id.includes("?")) return null;
        const widths = new Set(["480", "640"]);
        for (const width of widths)
          for (const format of ["avif", "webp"]) this.emitFile({ name: `${width}.${format}` });
        return "export default {}";
      },
    },
  } as unknown as Plugin;
  const wrapped = withEncodingProgress(plugin, (message) => messages.push({ ...message }));
  const handler = (wrapped.load as { handler: (this: unknown, id: string) => Promise<unknown> }).handler;
  const context = {
    environment: { name: "client" },
    emitFile(file: { name: string }) {
      emitted.push(file.name);
      return "ref";
    },
  };
  await handler.call(context, "/a.png?w=480;960;1600&format=avif;webp&as=picture");
  expect(await handler.call(context, "/c.png")).toBeNull();
  expect(emitted).toEqual(["480.avif", "480.webp", "640.avif", "640.webp"]);
  expect(messages.map(({ filesDone, files }) => `${filesDone}/${files}`)).toEqual([
    "0/6",
    "1/6",
    "2/6",
    "3/6",
    "4/6",
    // 1600 and 960 were clamped to 640: the total is corrected once the image is done.
    "4/4",
  ]);
  expect(messages.at(-1)).toEqual({ environment: "client", images: 1, files: 4, filesDone: 4 });

  // Outside a build (the dev server) nothing listens: the plugin is left as it is.
  expect(withEncodingProgress(plugin, null)).toBe(plugin);
});

test("AVIF is encoded at the measured effort unless the query says otherwise; other formats keep sharp's defaults", () => {
  expect(withEncoderSettings({ format: "avif", w: "480" })).toEqual({
    format: "avif",
    w: "480",
    quality: "48",
    effort: "3",
  });
  expect(withEncoderSettings({ format: "avif", effort: "6" })).toMatchObject({ effort: "6" });
  expect(withEncoderSettings({ format: "webp", w: "960" })).toEqual({ format: "webp", w: "960" });
});

test("npm start builds, then serves, and the last thing it prints is the address to open", async () => {
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: Record<string, string> };
  // First a check that the port is free (cli/serve.test.ts), so a taken port does not wait for the build; serving last.
  expect(pkg.scripts.start?.split(" && ")).toEqual([
    "node cli/serve.ts --check-port",
    "npm run build",
    "node cli/serve.ts",
  ]);
  const dir = mkdtempSync(join(tmpdir(), "start-test-"));
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>t</title>");
  const server = spawn(process.execPath, ["cli/serve.ts"], {
    cwd: root,
    env: { ...process.env, BUILD_DIR: dir, PORT: "4521", HOST: "127.0.0.1", BASE_PATH: "" },
  });
  try {
    const [line] = (await once(server.stdout, "data")) as [Buffer];
    expect(line.toString().trimEnd().split("\n").at(-1)).toMatch(/ at http:\/\/127\.0\.0\.1:4521\/$/);
  } finally {
    server.kill();
  }
}, 30_000);

test("the content check's narrow-screenshot warning is repeated after the summary", async () => {
  const dir = mkdtempSync(join(tmpdir(), "narrow-build-"));
  // Stubbed before the first await: a test that runs out of time has its variables restored while its body goes on,
  // and a stub set after that would be left for the next file in this worker (one failed to find its screenshots).
  vi.stubEnv("CONTENT_PROJECTS_DIR", dir);
  await writeFixtureProjects(dir, { projects: 1, screenshots: 1, width: 800, height: 8 });
  const output = recorder();
  const report = new BuildReport(output);
  await report.step("content", checkContent);
  report.finish("Built 1 page");
  const text = output.text();
  expect(text).toMatch(/^✓ content: Content and settings checked: 1 project, 1 screenshot/);
  const after = text.slice(text.indexOf("Built 1 page"));
  expect(after).toContain(`${join(dir, fixtureSlug(0), "index.md")}: images[0].src: screen-01.png: is 800 px wide`);
}, 60_000);

test("the content check counts a post once in however many languages, and a post in one other language too", async () => {
  const dir = mkdtempSync(join(tmpdir(), "posts-in-languages-"));
  const post = (title: string) => `---\ntitle: ${title}\ndescription: A post.\ndate: 2026-05-01\n---\n\nWords.\n`;
  writeFileSync(join(dir, "in-both.md"), post("In both"));
  writeFileSync(join(dir, "in-both.fr.md"), "---\ntitle: Dans les deux\ndescription: Un billet.\n---\n\nMots.\n");
  writeFileSync(join(dir, "only-french.fr.md"), post("Seulement en français"));
  vi.stubEnv("CONTENT_WRITING_DIR", dir);
  vi.stubEnv("SITE_LANGUAGES", "en-GB,fr");
  const { said, failure } = await checkContent();
  expect(failure).toBeUndefined();
  expect(said).toMatch(/, 2 posts, no problems\.$/);
}, 60_000);

test("a failed build's last line says whether build/ holds the previous site untouched, a partial one or none", () => {
  const client = join(mkdtempSync(join(tmpdir(), "build-folder-")), "build", "client");
  const none = siteState(client);
  expect(none).toEqual({ pages: 0, newest: 0 });
  expect(leftBehind(none, siteState(client), "build/")).toBe(
    "build/ holds no site: nothing to deploy until a build passes.",
  );
  mkdirSync(join(client, "fr"), { recursive: true });
  writeFileSync(join(client, "index.html"), "<!doctype html>");
  writeFileSync(join(client, "fr", "index.html"), "<!doctype html>");
  const before = siteState(client);
  expect(before.pages).toBe(2);
  expect(leftBehind(before, siteState(client), "build/")).toBe("The previous site in build/ was left untouched.");
  rmSync(join(client, "fr", "index.html"));
  expect(leftBehind(before, siteState(client), "build/")).toBe(
    "build/ holds a partly built site: do not deploy it; the next build that passes replaces it.",
  );
});
