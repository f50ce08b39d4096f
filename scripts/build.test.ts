// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Plugin } from "vite";
import { expect, test } from "vitest";
import { progressLine, ProgressDisplay, runBuild, STEPS, type Output, type Step } from "./build.ts";
import { withEncodingProgress, type ProgressMessage } from "./encoding-progress.ts";
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

test("the progress line says how many screenshots are done and roughly how long is left", () => {
  expect(progressLine(0, 16, 0)).toBe("screenshots 0/16");
  // 7 in 35 s: 5 s each, 9 to go.
  expect(progressLine(7, 16, 35)).toBe("screenshots 7/16, about 45 s left");
  expect(progressLine(1, 16, 2)).toBe("screenshots 1/16, about 30 s left");
  expect(progressLine(15, 16, 15)).toBe("screenshots 15/16, about 5 s left");
  expect(progressLine(4, 360, 10)).toBe("screenshots 4/360, about 15 min left");
  expect(progressLine(16, 16, 80)).toBe("screenshots 16/16");
});

test("on a terminal the progress line is rewritten in place, and cleared before the next line", () => {
  const output = recorder(true);
  let now = 0;
  const display = new ProgressDisplay(output, () => now);
  display.update({ type: "screenshots", environment: "client", done: 0, total: 4 });
  now = 10_000;
  display.update({ type: "screenshots", environment: "client", done: 2, total: 4 });
  // The second environment finds every image cached: not shown.
  display.update({ type: "screenshots", environment: "ssr", done: 0, total: 4 });
  display.clear();
  expect(output.text()).toBe("\r\x1b[2K  screenshots 0/4\r\x1b[2K  screenshots 2/4, about 10 s left\r\x1b[2K");
});

test("in a log the progress is a few lines, and none when every image comes from the cache", () => {
  const output = recorder(false);
  let now = 0;
  const display = new ProgressDisplay(output, () => now);
  for (let done = 0; done <= 16; done++) {
    now = done * 3000; // 3 s a screenshot
    display.update({ type: "screenshots", environment: "client", done, total: 16 });
  }
  const lines = output.text().trimEnd().split("\n");
  expect(lines.length).toBeGreaterThanOrEqual(2);
  expect(lines.length).toBeLessThanOrEqual(3);
  expect(lines[0]).toBe("  screenshots 4/16, about 40 s left");

  const warm = recorder(false);
  const fast = new ProgressDisplay(warm, () => 100);
  for (let done = 0; done <= 16; done++) fast.update({ type: "screenshots", environment: "client", done, total: 16 });
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
    /2 warning lines, repeated:\n {2}! a\.png is 800 px wide\n⚠ This build still carries the sample content\n$/,
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

test("npm run build is the build entry, which checks the content first and warns about the sample last", () => {
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: Record<string, string> };
  expect(pkg.scripts.build).toBe("node scripts/build.ts");
  const steps = STEPS.flat();
  expect(steps[0]!.command.at(-1)).toBe("scripts/check-content.ts");
  expect(steps.at(-1)!.command.at(-1)).toBe("scripts/sample-warning.ts");
  for (const step of steps) {
    const file = step.command.find((part) => /\.(ts|tsx|cjs)$/.test(part))!;
    expect(existsSync(resolve(root, file)), file).toBe(true);
  }
});

test("the encoding progress counts each image asked for and each one done, per environment", async () => {
  const messages: ProgressMessage[] = [];
  const plugin = {
    name: "imagetools",
    load: { filter: {}, handler: async (id: string) => (id.includes("?") ? "export default {}" : null) },
  } as unknown as Plugin;
  const wrapped = withEncodingProgress(plugin, (message) => messages.push(message));
  const handler = (wrapped.load as { handler: (this: unknown, id: string) => Promise<unknown> }).handler;
  const context = { environment: { name: "client" } };
  await Promise.all([handler.call(context, "/a.png?w=480&as=picture"), handler.call(context, "/b.png?w=480")]);
  expect(await handler.call(context, "/c.png")).toBeNull();
  expect(messages.at(-1)).toEqual({ type: "screenshots", environment: "client", done: 2, total: 2 });
  expect(messages.map(({ done, total }) => `${done}/${total}`)).toEqual(["0/1", "0/2", "1/2", "2/2"]);

  // Outside scripts/build.ts there is no channel: the plugin is left as it is.
  expect(withEncodingProgress(plugin, null)).toBe(plugin);
  expect(withEncodingProgress(plugin)).toBe(plugin);
});

test("AVIF is encoded at the measured effort unless the query says otherwise; other formats keep sharp's defaults", () => {
  expect(withEncoderSettings({ format: "avif", w: "480" })).toEqual({
    format: "avif",
    w: "480",
    quality: "50",
    effort: "2",
  });
  expect(withEncoderSettings({ format: "avif", effort: "6" })).toMatchObject({ effort: "6" });
  expect(withEncoderSettings({ format: "webp", w: "960" })).toEqual({ format: "webp", w: "960" });
});
