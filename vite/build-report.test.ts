// @vitest-environment node
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { once } from "node:events";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Plugin } from "vite";
import { expect, test } from "vitest";
import { SNAPSHOT_ENV } from "../app/content/read-once.ts";
import { progressLine, ProgressDisplay, runBuild, STEPS, type Output, type Step } from "./build-report.ts";
import { filesOf, withEncodingProgress, type ProgressMessage } from "./encoding-progress.ts";
import { fixtureSlug, writeFixtureProjects } from "../scripts/fixture-projects.ts";
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

/** A step that runs a line of JavaScript. */
const script = (name: string, code: string, extra: Partial<Step> = {}): Step => ({
  name,
  command: [process.execPath, "-e", code],
  ...extra,
});

const progress = (environment: string, images: number, filesDone: number, files: number): ProgressMessage => ({
  type: "images",
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
  const code = await runBuild(
    [
      script("content", "console.log('Checked 2 projects'); console.error('  ! a.png is 800 px wide')", { says: true }),
      [script("icons", "console.log('lots of detail')"), script("CV", "")],
      script("pages", "for (let i = 0; i < 300; i++) console.log('build/client/assets/image-' + i + '.avif 12 kB')"),
      script("sample check", "console.error('⚠ This build still carries the sample content')"),
    ],
    { output, summary: () => "Built 3 pages in 1 language (en)" },
  );
  expect(code).toBe(0);
  const text = output.text();
  expect(text).toMatch(/^✓ content: Checked 2 projects \(\d+\.\d s\)\n {2}! a\.png is 800 px wide\n✓ icons \(/);
  // Nothing a step prints on stdout reaches the output unless the step says what it did.
  expect(text).not.toContain("image-");
  expect(text).not.toContain("lots of detail");
  expect(text.trimEnd().split("\n").length).toBeLessThan(15);
  // The summary, then every warning again, last.
  const summary = text.indexOf("Built 3 pages in 1 language (en) in ");
  expect(summary).toBeGreaterThan(text.indexOf("✓ sample check"));
  expect(text.slice(summary)).toMatch(
    /Warnings, repeated from above:\n {2}! a\.png is 800 px wide\n⚠ This build still carries the sample content\n$/,
  );
});

test("with --verbose, every step's own output is shown", async () => {
  const output = recorder();
  await runBuild([script("pages", "console.log('build/client/assets/image-1.avif 12 kB')")], {
    output,
    verbose: true,
  });
  expect(output.text()).toContain("build/client/assets/image-1.avif 12 kB");
});

test("a failing step stops the build with all it printed and its exit code", async () => {
  const dir = mkdtempSync(join(tmpdir(), "build-test-"));
  const later = join(dir, "later-step-ran");
  const output = recorder();
  const code = await runBuild(
    [
      script("icons", "console.log('icons done')"),
      script(
        "content",
        "console.log('checking'); console.error('The content has 1 problem:\\n\\n  ✗ site.ts: url: expected an absolute https:// URL'); process.exit(3)",
      ),
      script("pages", `require('node:fs').writeFileSync(${JSON.stringify(later)}, '')`),
    ],
    { output, summary: () => "Built" },
  );
  expect(code).toBe(3);
  expect(existsSync(later)).toBe(false);
  expect(output.text()).toContain("checking");
  expect(output.errText()).toContain(
    "The content has 1 problem:\n\n  ✗ site.ts: url: expected an absolute https:// URL",
  );
  expect(output.errText()).toContain("✗ content failed (exit code 3)");
  expect(output.text()).not.toContain("Built");
});

test("a step that fails among parallel ones stops the build too", async () => {
  const output = recorder();
  const code = await runBuild(
    [[script("icons", ""), script("CV", "console.error('no font'); process.exit(1)")], script("pages", "")],
    { output },
  );
  expect(code).toBe(1);
  expect(output.text()).toContain("✓ icons");
  expect(output.errText()).toContain("no font");
  expect(output.text()).not.toContain("✓ pages");
});

test("the steps share one folder for the content they read, removed when the build ends, failed or not", async () => {
  const cwd = mkdtempSync(join(tmpdir(), "build-test-"));
  const seen = join(cwd, "seen");
  const note = (name: string) =>
    script(name, `require('node:fs').appendFileSync(${JSON.stringify(seen)}, process.env.${SNAPSHOT_ENV} + '\\n')`);
  expect(
    await runBuild([note("content"), [note("fonts"), note("icons")], note("pages")], { output: recorder(), cwd }),
  ).toBe(0);
  const folders = new Set(readFileSync(seen, "utf8").trimEnd().split("\n"));
  expect(folders.size).toBe(1);
  const [folder] = folders;
  expect(folder).toMatch(new RegExp(`^${cwd}/\\.cache/content-read-`));
  expect(existsSync(folder!)).toBe(false);
  // Each build has its own; a failed one leaves none behind either.
  const failing = script("pages", "process.exit(2)");
  expect(await runBuild([note("content"), failing], { output: recorder(), cwd })).toBe(2);
  const second = readFileSync(seen, "utf8").trimEnd().split("\n").at(-1)!;
  expect(second).not.toBe(folder);
  expect(existsSync(second)).toBe(false);
});

test("npm run build is the build entry, which runs every step under Node itself, checks the content first and warns about the sample last", () => {
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: Record<string, string> };
  expect(pkg.scripts.build).toBe("node vite/build-report.ts");
  const steps = STEPS.flat();
  expect(steps[0]!.command.at(-1)).toBe("vite/content-check.ts");
  expect(steps.at(-1)!.command.at(-1)).toBe("vite/sample-warning.ts");
  for (const step of steps) {
    // One runner: Node strips the types of each .ts step; no step needs another runner for TSX.
    expect(step.command[0], step.name).toBe(process.execPath);
    const file = step.command.find((part) => /\.(ts|cjs)$/.test(part))!;
    expect(existsSync(resolve(root, file)), file).toBe(true);
  }
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
  expect(messages.at(-1)).toEqual({ type: "images", environment: "client", images: 1, files: 4, filesDone: 4 });

  // Outside vite/build-report.ts there is no channel: the plugin is left as it is.
  expect(withEncodingProgress(plugin, null)).toBe(plugin);
  expect(withEncodingProgress(plugin)).toBe(plugin);
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
  expect(pkg.scripts.start).toBe("node vite/build-report.ts && node scripts/serve.ts");
  const dir = mkdtempSync(join(tmpdir(), "start-test-"));
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>t</title>");
  const server = spawn(process.execPath, ["scripts/serve.ts"], {
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
  await writeFixtureProjects(dir, { projects: 1, screenshots: 1, width: 800, height: 8 });
  const output = recorder();
  const steps = STEPS.flat();
  const code = await runBuild([steps[0]!, script("pages", "console.log('many lines')")], {
    output,
    env: { ...process.env, CONTENT_PROJECTS_DIR: dir },
    summary: () => "Built 1 page",
  });
  expect(code).toBe(0);
  const text = output.text();
  const after = text.slice(text.indexOf("Built 1 page"));
  expect(after).toContain(`${join(dir, fixtureSlug(0), "index.md")}: images[0].src: screen-01.png is 800 px wide`);
}, 60_000);
