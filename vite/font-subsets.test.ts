// @vitest-environment node
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { contentFile } from "../app/collections/content-folder.ts";
import { afterAll, expect, onTestFinished, test } from "vitest";
import * as fontkit from "fontkit";
import { FONT_PAIR_NAMES, type FontPairName } from "../app/fonts/font-pairs.ts";
import { CATALOGUES, messagesIn } from "../app/i18n/catalogues.ts";
import { buildFonts, catalogueText, languageTexts, missingLettersWarnings } from "./font-subsets.ts";
import { describeLanguages } from "../app/languages/language-tags.ts";
import { formatSamples } from "../app/i18n/format.ts";
import { inRanges, parseUnicodeRange } from "../app/fonts/font-metrics.ts";

const dirs: string[] = [];
async function build(texts: Record<string, string>, pair: FontPairName = "editorial") {
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
  expect(css).toMatch(
    /--font-sans: "Inter", "Noto Sans Arabic", "Noto Sans JP", "Noto Sans SC", "Noto Sans KR", "Inter Fallback"/,
  );
  // Every file is a subset of the face: far smaller than the package's.
  for (const file of manifest.files) expect(file.bytes).toBeLessThan(30_000);
}, 60_000);

test("a letter two subsets' ranges name goes in the file that draws it: Turkish ı is in Inter's Latin file", async () => {
  const { manifest } = await build({ tr: "Yazılar ve İçerik" });
  const holding = (char: string) =>
    manifest.files
      .filter((file) => inRanges(char.codePointAt(0) ?? 0, parseUnicodeRange(file.unicodeRange)))
      .map((file) => file.file);
  expect(holding("ı")).toEqual(["inter-latin.woff2", "fraunces-latin.woff2"]);
  expect(holding("İ")).toEqual(["inter-latin-ext.woff2", "fraunces-latin-ext.woff2"]);
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
  // Inter writes Greek; Fraunces does not, so Greek headings fall back to Inter, the pair's text face: nothing is missing.
  const { manifest, css } = await build({ en: "Hello", el: "Καλημέρα" });
  expect(manifest.missing).toEqual([]);
  expect(css).toMatch(/--font-display: "Fraunces", "Inter", "Noto Sans Arabic"/);
  expect(
    await missingLettersWarnings("editorial", [{ role: "display", family: "Fraunces", letters: "Καλημέρ" }]),
  ).toEqual([
    `Fonts (editorial): Fraunces, the display face, has no Greek letters (Κ α λ η μ έ …): names and headings that have them show in the fallback face. The "classic" font pair has them (\`fonts\` in ${contentFile("settings.ts")}).`,
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

test("Japanese, Chinese and Korean each get their own Noto face, cut to their pages' letters and listed first on them", async () => {
  const { manifest, css } = await build({ en: "Hello", ja: "日本語のサイトです", zh: "中文网站", ko: "한국어 사이트" });
  const ranges = (prefix: string) =>
    manifest.files
      .filter((file) => file.file.startsWith(prefix))
      .flatMap((file) => parseUnicodeRange(file.unicodeRange));
  const has = (prefix: string, char: string) => inRanges(char.codePointAt(0) ?? 0, ranges(prefix));
  // Each face has its own language's letters, none of the Latin (Inter's), and not another language's Han forms.
  for (const char of "日本語のサイトです") expect(has("noto-sans-jp-", char), char).toBe(true);
  for (const char of "中文网站") expect(has("noto-sans-sc-", char), char).toBe(true);
  for (const char of "한국어사이트") expect(has("noto-sans-kr-", char), char).toBe(true);
  expect(has("noto-sans-jp-", "网")).toBe(false);
  expect(has("noto-sans-sc-", "日")).toBe(false);
  expect(has("noto-sans-jp-", "H")).toBe(false);
  expect(manifest.missing).toEqual([]);
  expect(css).toMatch(/:root:lang\(zh\) {\n {2}--font-sans: "Inter", "Noto Sans SC", /);
  expect(css).toMatch(/:root:lang\(ko\) {\n {2}--font-sans: "Inter", "Noto Sans KR", /);
  expect(css).toMatch(/:root {\n {2}--font-sans: "Inter", "Noto Sans Arabic", "Noto Sans JP", /);
  // A site in none of them carries none of their files.
  const latin = await build({ en: "Hello", uk: "Привіт" });
  expect(latin.manifest.files.filter((file) => file.family.startsWith("Noto"))).toEqual([]);
}, 60_000);

test("what Intl writes around the words, 年 月 日 of a Japanese date, Arabic's month names, is in the language's files", async () => {
  const texts = { en: formatSamples("en"), ja: formatSamples("ja"), ar: formatSamples("ar") };
  expect(texts.ja).toContain("2026年5月28日");
  expect(texts.ar).toMatch(/\p{Script=Arabic}/u);
  // The text the fonts are cut to has them, whatever the content writes.
  expect(languageTexts(describeLanguages(["ja", "en"]), { tolerant: true }).ja).toContain(texts.ja);
  const { manifest, css } = await build(texts, "classic");
  const drawn = (char: string) =>
    manifest.files.some((file) => inRanges(char.codePointAt(0) ?? 0, parseUnicodeRange(file.unicodeRange)));
  for (const char of new Set(Object.values(texts).join("").replace(/\s/gu, ""))) expect(drawn(char), char).toBe(true);
  // The monospace stack (labels, dates) falls to the page's script faces, its own first (app/styles/tokens.css).
  expect(css).toMatch(/:root:lang\(ja\) {[^}]*--font-scripts: "Noto Sans JP", /);
  expect(css).toMatch(/:root {[^}]*--font-scripts: "Noto Sans Arabic", "Noto Sans JP", /);
  const tokens = await readFile(join(import.meta.dirname, "../app/styles/tokens.css"), "utf8");
  expect(tokens).toMatch(/--font-mono:\s[^;]*var\(--font-scripts, monospace\),\s*monospace;/);
}, 60_000);

test("a letter the content writes as a reference, HTML's in Markdown or Mermaid's in a diagram's label, is in the text the fonts are cut to", async () => {
  // A copy of the fixture site with a post of this test's own, so the letters come only from it.
  const site = await mkdtemp(join(tmpdir(), "references-site-"));
  dirs.push(site);
  await cp(join(import.meta.dirname, "../fixtures/site"), site, { recursive: true });
  const fixture = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = site;
  onTestFinished(() => {
    process.env.CONTENT_DIR = fixture;
  });
  // A snowman and a t with a stroke as HTML writes them (by number, by name), a heart as Mermaid does.
  const letters = ["☃", "ŧ", "♥"];
  const written = () => Object.values(languageTexts()).join("\n");
  expect(
    letters.filter((letter) => written().includes(letter)),
    "the fixture writes none of them",
  ).toEqual([]);
  await writeFile(
    join(site, "writing/written-with-references.md"),
    [
      "---",
      "title: Written with references",
      "description: Letters written as character references.",
      "date: 2026-01-01",
      "---",
      "",
      "A snowman, &#x2603;, and a &tstrok;.",
      "",
      "```mermaid",
      "flowchart LR",
      '  A["#9829;"] --> B["end"]',
      "```",
      "",
    ].join("\n"),
  );
  const text = written();
  expect(letters.filter((letter) => !text.includes(letter))).toEqual([]);
  // What the reference spells is text too, as the code blocks show it.
  expect(text).toContain("&tstrok;");
});

/** The families of a stack in the built stylesheet: a language's own rule's, else :root's. */
function stack(css: string, variable: "--font-sans" | "--font-display", language: string): string[] {
  const own = new RegExp(`:root:lang\\(${language}\\) {[^}]*${variable}: ([^;]+);`).exec(css);
  const root = new RegExp(`:root {[^}]*${variable}: ([^;]+);`).exec(css);
  return [...((own ?? root)?.[1] ?? "").matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? "");
}

test.each(FONT_PAIR_NAMES)(
  "every catalogue's letters are drawn by a served file of its language's stacks (%s)",
  async (pair) => {
    const texts = Object.fromEntries(
      Object.keys(CATALOGUES).map((key) => [key.toLowerCase(), catalogueText(messagesIn({ tag: key }))]),
    );
    const { manifest, css, dir } = await build(texts, pair);
    const fonts = new Map<string, fontkit.Font>();
    const font = async (file: string) => {
      if (!fonts.has(file)) fonts.set(file, fontkit.create(await readFile(join(dir, file))) as fontkit.Font);
      return fonts.get(file)!;
    };
    for (const [code, text] of Object.entries(texts)) {
      const language = new Intl.Locale(code).language;
      for (const variable of ["--font-sans", "--font-display"] as const) {
        const families = stack(css, variable, language);
        const undrawn: string[] = [];
        for (const char of new Set(text.replace(/\s/gu, ""))) {
          const point = char.codePointAt(0) ?? 0;
          // As a browser picks: the first family in the stack with a file whose unicode-range holds the letter.
          const entry = families
            .flatMap((family) => manifest.files.filter((file) => file.family === family))
            .find((file) => inRanges(point, parseUnicodeRange(file.unicodeRange)));
          if (!entry || !(await font(entry.file)).hasGlyphForCodePoint(point)) undrawn.push(char);
        }
        expect(undrawn, `${code} ${variable}`).toEqual([]);
      }
    }
    expect(manifest.missing).toEqual([]);
  },
  120_000,
);
