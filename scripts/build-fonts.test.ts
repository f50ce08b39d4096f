// @vitest-environment node
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { buildFonts } from "./build-fonts.ts";

const dirs: string[] = [];
async function build(texts: Record<string, string>, pair: "editorial" | "classic" = "editorial") {
  const dir = await mkdtemp(join(tmpdir(), "fonts-"));
  dirs.push(dir);
  const manifest = await buildFonts(pair, texts, dir);
  return { manifest, dir, css: await readFile(join(dir, "fonts.css"), "utf8") };
}
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

test("an English site gets each face's Latin file only, preloaded, and the fallback faces", async () => {
  const { manifest, css } = await build({ en: "Jane Doe builds fast web apps." });
  expect(manifest.files.map((file) => file.file)).toEqual(["inter-latin.woff2", "fraunces-latin.woff2"]);
  expect(manifest.preload).toEqual({ en: ["inter-latin.woff2", "fraunces-latin.woff2"] });
  expect(css).toContain('font-family: "Inter Fallback"');
  expect(css).toContain('font-family: "Fraunces Fallback"');
  expect(css).toMatch(/--font-sans: "Inter", "Noto Sans Arabic", "Inter Fallback"/);
  // Every file is a subset of the face: far smaller than the package's.
  for (const file of manifest.files) expect(file.bytes).toBeLessThan(30_000);
}, 60_000);

test("Polish letters add the Latin Extended files, with a unicode-range of just the letters written", async () => {
  const { manifest, css } = await build({ en: "Hello", pl: "Łukasz Żółkiewski" });
  const ext = manifest.files.find((file) => file.file === "inter-latin-ext.woff2");
  expect(ext?.unicodeRange).toBe("U+141-142,U+17B-17C");
  expect(css).toContain("unicode-range: U+141-142,U+17B-17C;");
  // Polish is still mostly Latin: its pages preload the Latin files.
  expect(manifest.preload.pl).toEqual(["inter-latin.woff2", "fraunces-latin.woff2"]);
}, 60_000);

test("Arabic text gets the Arabic face's Arabic file, which its pages preload; Greek gets the text face's Greek file", async () => {
  const { manifest, css } = await build({ en: "Hello", ar: "مرحبا بكم في موقعي", el: "Καλημέρα" }, "classic");
  const names = manifest.files.map((file) => file.file);
  expect(names).toContain("noto-sans-arabic-arabic.woff2");
  expect(names).toContain("source-sans-3-greek.woff2");
  expect(names).not.toContain("source-sans-3-cyrillic.woff2");
  expect(manifest.preload.ar?.[0]).toBe("noto-sans-arabic-arabic.woff2");
  expect(manifest.preload.en?.[0]).toBe("source-sans-3-latin.woff2");
  // No face swaps in after the first paint, where it would move text: each is used only if it is there in time.
  expect(css.match(/font-display: \w+;/g)).toEqual(manifest.files.map(() => "font-display: optional;"));
}, 60_000);
