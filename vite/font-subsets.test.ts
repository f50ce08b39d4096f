// @vitest-environment node
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { buildFonts, missingLettersWarnings } from "./font-subsets.ts";

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
  // The Arabic face writes what the pair does not: nothing is missing.
  expect(manifest.missing).toEqual([]);
  expect(manifest.preload.ar?.[0]).toBe("noto-sans-arabic-arabic.woff2");
  expect(manifest.preload.en?.[0]).toBe("source-sans-3-latin.woff2");
  // No face swaps in after the first paint, where it would move text: each is used only if it is there in time.
  expect(css.match(/font-display: \w+;/g)).toEqual(manifest.files.map(() => "font-display: optional;"));
}, 60_000);

test("letters a face of the pair has no file for are named, as written, with the pairs that have them", async () => {
  // Inter writes Greek; Fraunces does not, so a Greek name in a heading would show in the fallback serif.
  const { manifest } = await build({ en: "Hello", el: "Καλημέρα" });
  expect(manifest.missing).toEqual([{ role: "display", family: "Fraunces", letters: "Καλημέρ" }]);
  expect(await missingLettersWarnings("editorial", manifest.missing)).toEqual([
    'Fonts (editorial): Fraunces, the display face, has no Greek letters (Κ α λ η μ έ …): names and headings that have them show in the fallback face. The "classic" font pair has them (`fonts` in app/content/settings.ts).',
  ]);
  // Hebrew is in no face of any pair: both faces are named, and no pair offered instead.
  const hebrew = await build({ he: "שלום" }, "classic");
  expect(hebrew.manifest.missing.map(({ role, family }) => `${role}: ${family}`)).toEqual([
    "text: Source Sans 3",
    "display: Source Serif 4",
  ]);
  const warnings = await missingLettersWarnings("classic", hebrew.manifest.missing);
  expect(warnings[0]).toMatch(/Source Sans 3, the text face, has no Hebrew letters \(ש ל ו ם\): text that has them/);
  for (const warning of warnings) expect(warning).not.toMatch(/font pairs? ha(s|ve) them/);
}, 60_000);
