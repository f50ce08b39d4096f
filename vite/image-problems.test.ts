// @vitest-environment node
// An image the pages step could not use stops the content check instead, one line naming the file and what is
// wrong: a screenshot cut short or damaged in its middle, a path or a link outside the entry's folder, an empty
// file, a format the pages do not serve, an extension that is not the file's format.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { ProjectEntry } from "../app/collections/project-collection.ts";
import { checkContentOf, editFile, fixtureSiteCopy } from "../e2e/harness/content-copy.ts";
import { checkImages, IMAGE_FORMATS } from "./image-check.ts";

const PROJECT = "projects/tram-times";
const POST = "writing/shipping-a-tram-board";

const fixtureCopy = () => fixtureSiteCopy("image-problems");

function problemsOf(content: string): string[] {
  const { status, output, problems } = checkContentOf(content);
  expect(output).not.toMatch(/^\s+at /m);
  expect(status, output).toBe(1);
  return problems;
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
        /tram-times\/index\.md: images\[0\]\.src: 01-departures\.png: does not decode in full: it is damaged, cut short or not an image; export or copy it again$/,
      ),
    ]);
    writeFileSync(png, bytes);
    editFile(join(content, PROJECT, "index.md"), (text) =>
      text.replace("src: 02-line-map.png", "src: ../ledger-lite/01-ledger.png"),
    );
    expect(problemsOf(content)).toEqual([
      expect.stringMatching(
        /tram-times\/index\.md: images\[1\]\.src: \.\.\/ledger-lite\/01-ledger\.png is outside the project's folder/,
      ),
    ]);
  },
);

test(
  "a post image outside the post's folder, empty, or a GIF, or an empty dark-theme variant stops the check, each named once",
  { timeout: 30_000 },
  () => {
    const content = fixtureCopy();
    const folder = join(content, POST);
    writeFileSync(join(folder, "empty.png"), "");
    writeFileSync(join(folder, "moving.gif"), "GIF89a");
    // A dark-theme variant (app/markdown/image-figures.ts) is held to the same rules.
    writeFileSync(join(folder, "board-wiring.dark.png"), "");
    editFile(join(folder, "index.md"), (text) =>
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
      expect.stringMatching(
        /index\.md: image "moving\.gif": not an image the pages can serve; use PNG, JPEG, WebP or AVIF/,
      ),
      expect.stringMatching(/shipping-a-tram-board\/board-wiring\.dark\.png: is empty \(0 bytes\)/),
      expect.stringMatching(/shipping-a-tram-board\/empty\.png: is empty \(0 bytes\)/),
    ]);
  },
);

/** A scratch content folder for checkImages, which reads the folders CONTENT_DIR names. */
const site = mkdtempSync(join(tmpdir(), "image-check-"));
const saved = { content: process.env.CONTENT_DIR, cache: process.env.BUILD_CACHE_DIR };
beforeAll(() => {
  process.env.CONTENT_DIR = site;
  process.env.BUILD_CACHE_DIR = join(site, ".cache");
});
afterAll(() => {
  // Deleted where it was unset: assigning undefined would set the text "undefined", a folder by that name.
  if (saved.content === undefined) delete process.env.CONTENT_DIR;
  else process.env.CONTENT_DIR = saved.content;
  if (saved.cache === undefined) delete process.env.BUILD_CACHE_DIR;
  else process.env.BUILD_CACHE_DIR = saved.cache;
});

/** A plain picture, `width` px wide, in `format`. */
function plain(format: "png" | "jpeg" | "gif", width = 1600): Promise<Buffer> {
  return sharp({ create: { width, height: 8, channels: 3, background: "#3b32b8" } })
    .toFormat(format)
    .toBuffer();
}

/** A picture with detail in it (so a compressed file has a middle to damage), `width` px wide, in `format`. */
async function picture(format: "png" | "jpeg" | "webp" | "avif", width = 480): Promise<Buffer> {
  const height = Math.round(width / 2);
  const noise = Buffer.alloc(width * height * 3);
  for (let at = 0; at < noise.length; at += 1) noise[at] = ((at * 7919) % 251) ^ (at >> 9);
  const image = sharp(noise, { raw: { width, height, channels: 3 } });
  // Lossless WebP: a lossy one's middle carries no check, so damage there decodes to wrong pixels without a word.
  return (format === "webp" ? image.webp({ lossless: true }) : image.toFormat(format)).toBuffer();
}

/**
 * `bytes` with a run of its middle overwritten by 0xFF, as erased flash leaves it. (Damage a decoder cannot see,
 * such as zeros in a JPEG's or a lossy WebP's pixel data, decodes to wrong pixels and builds: no check finds it.)
 */
function damaged(bytes: Buffer): Buffer {
  const copy = Buffer.from(bytes);
  copy.fill(0xff, copy.length >> 1, (copy.length >> 1) + 1024);
  return copy;
}

/** Writes files into a new post's and a new project's folder; the problems and warnings the check finds. */
async function check(files: Record<string, Buffer | string>) {
  const folder = mkdtempSync(join(site, "case-"));
  const [post, project] = [join(folder, "writing", "a-post"), join(folder, "projects", "a-project")];
  for (const dir of [post, project]) mkdirSync(dir, { recursive: true });
  for (const [name, bytes] of Object.entries(files))
    writeFileSync(join(name.startsWith("projects/") ? folder : post, name), bytes);
  process.env.CONTENT_DIR = folder;
  return { report: await checkImages([]), post, project };
}

test(
  "an image damaged in its middle or cut short, in each format served, is one line naming it",
  { timeout: 60_000 },
  async () => {
    const files: Record<string, Buffer> = {};
    for (const format of ["png", "jpeg", "webp", "avif"] as const) {
      const bytes = await picture(format);
      const extension = format === "jpeg" ? "jpg" : format;
      files[`whole.${extension}`] = bytes;
      files[`middle.${extension}`] = damaged(bytes);
      files[`cut.${extension}`] = bytes.subarray(0, Math.floor(bytes.length * 0.8));
    }
    const { report, post } = await check(files);
    const named = (name: string) =>
      new RegExp(
        `^${join(post, name).replaceAll(".", "\\.")}: does not decode in full: it is damaged, cut short or not an image; export or copy it again$`,
      );
    expect(report.problems).toEqual(
      ["avif", "jpg", "png", "webp"]
        .flatMap((extension) => [`cut.${extension}`, `middle.${extension}`])
        .sort()
        .map(named)
        .map((line) => expect.stringMatching(line)),
    );
    // The whole ones pass, narrower than a screenshot should be.
    expect(report.warnings).toEqual(
      ["avif", "jpg", "png", "webp"].map((extension) => expect.stringContaining(`whole.${extension}: is 480 px wide`)),
    );
  },
);

test(
  "an empty file, a wrong extension, an unserved format, a link out of the folder: each one line",
  { timeout: 30_000 },
  async () => {
    const outside = join(site, "elsewhere.png");
    writeFileSync(outside, await plain("png"));
    const { post } = await check({
      "empty.png": "",
      "photo.png": await plain("jpeg"),
      "loop.png": await plain("gif"),
    });
    symlinkSync(outside, join(post, "linked.png"));
    // A link to an image in the same folder is followed and proven as the image it names.
    symlinkSync(join(post, "loop.png"), join(post, "same-folder.webp"));
    const { problems, warnings } = await checkImages([]);
    expect(problems).toEqual([
      `${post}/empty.png: is empty (0 bytes); export or copy it again`,
      `${post}/linked.png: is a link to ${outside}, outside ${post}; copy the image itself here`,
      `${post}/loop.png: is a GIF image; use ${IMAGE_FORMATS}`,
      `${post}/photo.png: is a JPEG image named .png; rename it to .jpg`,
      `${post}/same-folder.webp: is a GIF image; use ${IMAGE_FORMATS}`,
    ]);
    expect(warnings).toEqual([]);
  },
);

test(
  "a screenshot in a mixed-case extension, in a folder below, or too narrow is named by its field",
  { timeout: 30_000 },
  async () => {
    const narrow = await plain("png", 800);
    const { project } = await check({
      "projects/a-project/wide.Png": await plain("png"),
      "projects/a-project/narrow.png": narrow,
    });
    mkdirSync(join(project, "shots"));
    writeFileSync(join(project, "shots", "below.png"), narrow);
    const file = join(project, "index.md");
    const images = ["wide.Png", "shots/below.png", "narrow.png"].map((src) => ({
      src,
      alt: src,
      file: join(project, src),
    }));
    const { problems, warnings } = await checkImages([{ file, images } as unknown as ProjectEntry]);
    expect(problems).toEqual([
      `${file}: images[0].src: wide.Png: write its extension in lower case (.png)`,
      `${file}: images[1].src: shots/below.png: must lie directly in ${project}, not in a folder below it`,
    ]);
    expect(warnings).toEqual([
      `${file}: images[2].src: narrow.png: is 800 px wide; images of at least 1600 px stay sharp on large screens`,
    ]);
  },
);

test(
  "a verdict is kept by the file's contents: new bytes under the same name are decoded again",
  { timeout: 30_000 },
  async () => {
    const bytes = await picture("png", 640);
    const { post } = await check({ "same-name.png": bytes });
    expect((await checkImages([])).problems).toEqual([]);
    const cache = join(process.env.BUILD_CACHE_DIR ?? "", "image-check");
    const kept = readdirSync(cache).length;
    expect((await checkImages([])).problems).toEqual([]);
    expect(readdirSync(cache)).toHaveLength(kept);
    writeFileSync(join(post, "same-name.png"), damaged(bytes));
    expect((await checkImages([])).problems).toEqual([
      expect.stringMatching(/same-name\.png: does not decode in full/),
    ]);
    expect(readdirSync(cache)).toHaveLength(kept + 1);
  },
);
