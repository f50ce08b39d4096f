// @vitest-environment node
// An image the pages step could not use stops the content check instead, naming the file and the image: a
// screenshot cut short, a path outside the entry's folder, a post image that is empty or in a format not served.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { expect, test } from "vitest";
import { truncation } from "./screenshot-check.ts";

const root = resolve(import.meta.dirname, "..");
const PROJECT = "projects/tram-times";
const POST = "writing/shipping-a-tram-board";

function fixtureCopy(): string {
  const dir = join(mkdtempSync(join(tmpdir(), "image-problems-")), "content");
  cpSync(join(root, "fixtures/site"), dir, { recursive: true });
  return dir;
}

function edit(path: string, change: (text: string) => string) {
  const before = readFileSync(path, "utf8");
  const after = change(before);
  expect(after).not.toBe(before);
  writeFileSync(path, after);
}

function problemsOf(content: string): string[] {
  const result = spawnSync(process.execPath, ["vite/content-check.ts"], {
    cwd: root,
    env: { ...process.env, CONTENT_DIR: content },
    encoding: "utf8",
  });
  const output = `${result.stdout}${result.stderr}`;
  expect(output).not.toMatch(/^\s+at /m);
  expect(result.status, output).toBe(1);
  return output.split("\n").filter((line) => line.includes("✗ "));
}

test(
  "a screenshot cut short and one outside its project's folder stop the check, each named",
  { timeout: 30_000 },
  () => {
    const content = fixtureCopy();
    const png = join(content, PROJECT, "01-departures.png");
    const bytes = readFileSync(png);
    writeFileSync(png, bytes.subarray(0, Math.floor(bytes.length / 2)));
    expect(problemsOf(content)).toEqual([
      expect.stringMatching(
        /tram-times\/index\.md: images\[0\]\.src: 01-departures\.png is cut short \(no PNG end chunk\)/,
      ),
    ]);
    writeFileSync(png, bytes);
    edit(join(content, PROJECT, "index.md"), (text) =>
      text.replace("src: 02-line-map.png", "src: ../ledger-lite/01-ledger.png"),
    );
    expect(problemsOf(content)).toEqual([
      expect.stringMatching(
        /tram-times\/index\.md: images\[1\]\.src: \.\.\/ledger-lite\/01-ledger\.png is outside the project's folder/,
      ),
    ]);
  },
);

test("a post image outside the post's folder, empty, or a GIF stops the check, each named", { timeout: 30_000 }, () => {
  const content = fixtureCopy();
  const folder = join(content, POST);
  writeFileSync(join(folder, "empty.png"), "");
  writeFileSync(join(folder, "moving.gif"), "GIF89a");
  edit(join(folder, "index.md"), (text) =>
    // The image's address and its title, if it has one.
    text.replace(
      /\(board-wiring\.png[^)]*\)/,
      "(../../projects/tram-times/01-departures.png)\n\n![Nothing](empty.png)\n\n![A loop](moving.gif)",
    ),
  );
  expect(problemsOf(content)).toEqual([
    expect.stringMatching(
      /index\.md: image "\.\.\/\.\.\/projects\/tram-times\/01-departures\.png": is outside the post's folder/,
    ),
    expect.stringMatching(/index\.md: image "empty\.png": the file is empty/),
    expect.stringMatching(
      /index\.md: image "moving\.gif": not an image the pages can serve; use PNG, JPEG, WebP or AVIF/,
    ),
  ]);
});

test("a JPEG or WebP cut short is found by its end, a whole one passes", async () => {
  const dir = mkdtempSync(join(tmpdir(), "image-ends-"));
  const image = sharp({ create: { width: 64, height: 64, channels: 3, background: "#3b32b8" } });
  for (const format of ["jpeg", "webp", "png"] as const) {
    const whole = join(dir, `whole.${format}`);
    const bytes = await image.clone().toFormat(format).toBuffer();
    writeFileSync(whole, bytes);
    expect(truncation(whole, format)).toBeUndefined();
    const cut = join(dir, `cut.${format}`);
    writeFileSync(cut, bytes.subarray(0, bytes.length - 20));
    expect(truncation(cut, format)).toMatch(/^is cut short/);
  }
});
