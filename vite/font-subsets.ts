// Builds the site's web fonts from the pair settings.ts names (fonts), for
// every page to load from the site itself:
//   - for each face, only the @fontsource subsets (latin, latin-ext, greek,
//     cyrillic, arabic…) the content's characters fall in, each cut down with
//     harfbuzz (subset-font) to the characters the content writes (and all of
//     printable ASCII) and to the weights the CSS uses, as WOFF2;
//   - @font-face rules whose unicode-range names exactly those characters, so
//     a page downloads only the files its own text needs;
//   - a metric-matched local fallback face per family, so the swap to the web
//     font moves nothing;
//   - which file each language's pages preload: the text and display faces'
//     file that most of that language's characters are in.
// Writes .cache/generated/fonts/ (fonts.css, the .woff2 files, manifest.json);
// app/styles/web-fonts.ts hands them to the pages. The CV and share images use the same families' static
// TTFs (staticFontFiles in app/fonts/font-pairs.ts).
//   node vite/font-subsets.ts
import { readdirSync, readFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { FONTS_DIR, writeFolderWhole } from "./generated.ts";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import * as fontkit from "fontkit";
import subsetFont from "subset-font";
import {
  FACES,
  FONT_PAIRS,
  SCRIPT_FACES,
  scriptFacesFor,
  staticFontFiles,
  type ScriptFace,
  type Face,
  type FontPairName,
} from "../app/fonts/font-pairs.ts";
import { loadPortfolios } from "../app/collections/portfolio-source.ts";
import { referencedCharacters } from "../app/fonts/character-references.ts";
import { contentFile } from "../app/collections/content-folder.ts";
import { siteLanguages } from "../app/languages/languages-setting.ts";
import { loadPostsByLanguage } from "../app/collections/writing.ts";
import { messagesFor } from "../app/i18n/site-catalogues.ts";
import { formatSamples } from "../app/i18n/format.ts";
import type { Language } from "../app/languages/language-tags.ts";
import { cached, filesKey } from "../tools/build-cache.ts";
import { buildReport, once, runsSteps, type StepResult } from "./build-report.ts";
import { languagesOrDefaults, orFallback, settingsOrDefaults } from "./dev-fallbacks.ts";
import {
  ASCII,
  codePointsOf,
  FALLBACKS,
  fallbackFace,
  fallbackOverrides,
  inRanges,
  measureFont,
  parseSubsets,
  toUnicodeRange,
} from "../app/fonts/font-metrics.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export { FONTS_DIR };
const require = createRequire(import.meta.url);

/** The weights the site's CSS sets: the variable files keep only this stretch of the weight axis. */
const WEIGHTS = { min: 400, max: 700 } as const;

export type FontFileEntry = {
  family: string;
  subset: string;
  /** The file's name in .cache/generated/fonts/. */
  file: string;
  bytes: number;
  unicodeRange: string;
};

export type FontManifest = {
  pair: FontPairName;
  files: FontFileEntry[];
  /** By language code: the files its pages preload, text face first. */
  preload: Record<string, string[]>;
};

/** Letters the content writes that a face of the pair has no file for, nor any script face: they show in a fallback. */
export type MissingLetters = { role: "text" | "display"; family: string; letters: string };

/** The pages' own source, for the signs the components write themselves, such as the footer's "©". */
function templateText(): string {
  const files = [
    "app/root.tsx",
    ...["app/components", "app/routes"].flatMap((dir) =>
      readdirSync(join(root, dir))
        .filter((file) => file.endsWith(".tsx"))
        .map((file) => `${dir}/${file}`),
    ),
  ];
  return files.map((file) => readFileSync(join(root, file), "utf8")).join("\n");
}

/** Leaves out the formulas' MathML, which the maths font draws (./maths-font.ts), not the text's faces; their TeX stays in the Markdown, as before. */
function withoutMaths(key: string, value: unknown): unknown {
  return key === "maths" ? undefined : value;
}

/** Everything a language's pages can say: its content, posts and words, every language's own name (the switcher) and the components' signs. */
export function languageTexts(
  languages: readonly Language[] = siteLanguages(),
  { tolerant = false } = {},
): Record<string, string> {
  // Tolerant (the development server on content with a problem, vite/dev-fallbacks.ts): what cannot be read adds no letters.
  const portfolios: Partial<ReturnType<typeof loadPortfolios>> = orFallback(
    tolerant,
    () => loadPortfolios({ languages }),
    () => ({}),
  );
  const posts: Partial<ReturnType<typeof loadPostsByLanguage>> = orFallback(
    tolerant,
    () => loadPostsByLanguage({ languages }),
    () => ({}),
  );
  const names = [languages.map((language) => language.label).join(" "), templateText()].join("\n");
  return Object.fromEntries(
    languages.map((language) => {
      const content = [
        JSON.stringify(portfolios[language.code], withoutMaths),
        JSON.stringify(posts[language.code] ?? [], withoutMaths),
      ].join("\n");
      return [
        language.code,
        [
          content,
          referencedCharacters(content),
          catalogueText(messagesFor(language)),
          // What Intl writes in the catalogue's messages and the dates: 年 月 日 in Japanese, which no catalogue spells.
          formatSamples(language.tag),
          names,
        ].join("\n"),
      ];
    }),
  );
}

/** A catalogue's text, its functions' templates included. */
export function catalogueText(value: unknown): string {
  if (typeof value === "function") return String(value);
  if (value && typeof value === "object") return Object.values(value).map(catalogueText).join("\n");
  return String(value);
}

function packageFolder(name: string): string {
  return dirname(require.resolve(`${name}/package.json`));
}

type WebFace = { family: string; variable: string; role: "text" | "display" | "script" } & Partial<
  Pick<ScriptFace, "subsets" | "languages" | "forOtherLanguages">
>;

/** A page's language subtag from its code: "zh" for "zh-cn". */
const languageOf = (code: string) => new Intl.Locale(code).language;

/**
 * The code points a face is built for: a script face that names languages
 * gets only their pages' (and, if it says so, those of languages no face
 * names), so a Japanese site carries no Chinese face; every other face all of them.
 */
function facePoints(face: WebFace, texts: Record<string, string>, allPoints: Set<number>): Set<number> {
  if (!face.languages) return allPoints;
  const named = new Set(SCRIPT_FACES.flatMap((scriptFace) => scriptFace.languages ?? []));
  const points = new Set<number>();
  for (const [code, value] of Object.entries(texts)) {
    const language = languageOf(code);
    if (face.languages.includes(language) || (face.forOtherLanguages && !named.has(language))) {
      for (const point of codePointsOf(value)) points.add(point);
    }
  }
  return points;
}

function fileSlug(family: string) {
  return family.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

/** Counts of each code point a text writes, for picking the file most of it falls in. */
function occurrences(text: string): Map<number, number> {
  const counts = new Map<number, number>();
  for (const point of codePointsOf(text)) counts.set(point, 0);
  for (const char of text) {
    const point = char.codePointAt(0) ?? 0;
    if (counts.has(point)) counts.set(point, (counts.get(point) ?? 0) + 1);
  }
  return counts;
}

/** Writes the fonts for `texts` (by language code) into `outDir` and returns what it wrote. */
export function buildFonts(
  pair: FontPairName,
  texts: Record<string, string>,
  outDir: string = FONTS_DIR,
): Promise<FontManifest & { missing: MissingLetters[] }> {
  return writeFolderWhole(outDir, (dir) => writeFonts(pair, texts, dir));
}

/** buildFonts's work, into a folder of its own. */
async function writeFonts(
  pair: FontPairName,
  texts: Record<string, string>,
  outDir: string,
): Promise<FontManifest & { missing: MissingLetters[] }> {
  const { display, text } = FONT_PAIRS[pair];
  const textFace: WebFace = { ...FACES[text], role: "text" };
  const faces: WebFace[] = [
    textFace,
    { ...FACES[display], role: "display" },
    ...SCRIPT_FACES.map((face) => ({ ...face, role: "script" as const })),
  ];
  const allPoints = new Set<number>(ASCII);
  for (const value of Object.values(texts)) for (const point of codePointsOf(value)) allPoints.add(point);

  const files: (FontFileEntry & { role: WebFace["role"]; points: Set<number> })[] = [];
  // The content's code points each face has a file for.
  const covered = new Map<WebFace, Set<number>>();
  for (const face of faces) {
    const folder = packageFolder(`@fontsource-variable/${face.variable}`);
    const subsets = await subsetsOf(face, folder);
    const claimed = new Set<number>();
    covered.set(face, claimed);
    // A script face's slices hold Latin letters too (Noto Sans JP's): those are the text face's, which comes first.
    const textPoints = face.role === "script" ? covered.get(textFace) : undefined;
    const wanted = [...facePoints(face, texts, allPoints)].filter((point) => !textPoints?.has(point));
    for (const subset of subsets) {
      // A code point in two subsets' ranges (a combining accent) goes in the first file that draws it: Inter's
      // latin-ext range names the Turkish ı, but only its latin file has the glyph.
      const inRange = wanted.filter((point) => inRanges(point, subset.ranges) && !claimed.has(point));
      if (inRange.length === 0) continue;
      const source = await readFile(join(folder, "files", subset.file));
      const sourceFont = fontkit.create(source) as fontkit.Font;
      const points = inRange.filter((point) => sourceFont.hasGlyphForCodePoint(point));
      if (points.length === 0) continue;
      for (const point of points) claimed.add(point);
      const characters = String.fromCodePoint(...points);
      const bytes = await cached(
        "fonts",
        [source, characters, JSON.stringify(WEIGHTS), ...(await filesKey(["package-lock.json"]))],
        () => subsetFont(source, characters, { targetFormat: "woff2", variationAxes: { wght: WEIGHTS } }),
      );
      const file = `${fileSlug(face.family)}-${subset.subset}.woff2`;
      await writeFile(join(outDir, file), bytes);
      files.push({
        family: face.family,
        subset: subset.subset,
        file,
        bytes: bytes.length,
        unicodeRange: toUnicodeRange(points),
        role: face.role,
        points: new Set(points),
      });
    }
  }

  const preload: Record<string, string[]> = {};
  for (const [code, value] of Object.entries(texts)) {
    const counts = occurrences(value);
    const main = (role: WebFace["role"]) => {
      const score = (entry: (typeof files)[number]) =>
        [...entry.points].reduce((sum, point) => sum + (counts.get(point) ?? 0), 0);
      const candidates = files.filter((entry) => entry.role === role || (entry.role === "script" && role === "text"));
      return candidates.sort((a, b) => score(b) - score(a))[0]?.file;
    };
    preload[code] = [...new Set([main("text"), main("display")].filter((file) => file !== undefined))];
  }

  await writeFile(join(outDir, "fonts.css"), await fontsCss(pair, files));
  const manifest: FontManifest = {
    pair,
    files: files.map(({ family, subset, file, bytes, unicodeRange }) => ({
      family,
      subset,
      file,
      bytes,
      unicodeRange,
    })),
    preload,
  };
  await writeFile(join(outDir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);

  // A letter neither the pair's face nor a script face has falls back to a local face, which the owner should know:
  // each is named as the content writes it, in the order it first does.
  const scriptFaces = faces.filter((face) => face.role === "script").map((face) => covered.get(face) ?? new Set());
  const contentLetters = new Set(
    Object.values(texts)
      .flatMap((value) => [...value])
      .filter((char) => LETTER.test(char)),
  );
  const missing: MissingLetters[] = [];
  for (const face of faces) {
    if (face.role === "script") continue;
    // Headings fall back to the pair's text face (fontsCss), whose letters they then show in.
    const also = face.role === "display" ? [covered.get(textFace) ?? new Set<number>()] : [];
    const letters = [...contentLetters].filter((char) => {
      const point = char.codePointAt(0) ?? 0;
      return !covered.get(face)?.has(point) && ![...scriptFaces, ...also].some((points) => points.has(point));
    });
    if (letters.length > 0) missing.push({ role: face.role, family: face.family, letters: letters.join("") });
  }
  return { ...manifest, missing };
}

const LETTER = /\p{L}/u;

/** A face's subsets in its @fontsource-variable stylesheet (a script face's chosen ones only). */
async function subsetsOf(face: Omit<WebFace, "role">, folder = packageFolder(`@fontsource-variable/${face.variable}`)) {
  const { subsets } = face;
  return parseSubsets(await readFile(join(folder, "wght.css"), "utf8"), face.variable).filter(
    (subset) => !subsets || (subsets instanceof RegExp ? subsets.test(subset.subset) : subsets.includes(subset.subset)),
  );
}

/** Scripts a warning can name; a letter in none of them is named by itself. */
const SCRIPTS = [
  "Greek",
  "Cyrillic",
  "Armenian",
  "Georgian",
  "Hebrew",
  "Devanagari",
  "Bengali",
  "Tamil",
  "Thai",
  "Hangul",
  "Hiragana",
  "Katakana",
  "Han",
] as const;

/** What a pair's missing letters mean for the pages, and which other pair has them: one line per face. */
export async function missingLettersWarnings(
  pair: FontPairName,
  missing: readonly MissingLetters[],
): Promise<string[]> {
  const warnings: string[] = [];
  for (const { role, family, letters } of missing) {
    const chars = [...letters];
    const scripts = SCRIPTS.filter((script) =>
      chars.some((char) => new RegExp(`\\p{Script=${script}}`, "u").test(char)),
    );
    const what = scripts.length > 0 ? `${scripts.join(" and ")} letters` : "some letters";
    const sample = `${chars.slice(0, 6).join(" ")}${chars.length > 6 ? " …" : ""}`;
    const where =
      role === "display"
        ? "names and headings that have them show in the fallback face"
        : "text that has them shows in the reader's own fonts";
    const others: string[] = [];
    for (const [name, faces] of Object.entries(FONT_PAIRS) as [FontPairName, (typeof FONT_PAIRS)[FontPairName]][]) {
      if (name === pair) continue;
      const ranges = (await subsetsOf(FACES[faces[role]])).flatMap((subset) => subset.ranges);
      if (chars.every((char) => inRanges(char.codePointAt(0) ?? 0, ranges))) others.push(`"${name}"`);
    }
    const instead =
      others.length === 0
        ? ""
        : ` The ${others.join(" and ")} font ${others.length === 1 ? "pair has" : "pairs have"} them (\`fonts\` in ${contentFile("settings.ts")}).`;
    warnings.push(`Fonts (${pair}): ${family}, the ${role} face, has no ${what} (${sample}): ${where}.${instead}`);
  }
  return warnings;
}

/** The stylesheet: every file's @font-face, the fallback faces, and the font stacks as tokens. */
async function fontsCss(pair: FontPairName, files: readonly FontFileEntry[]): Promise<string> {
  const { display, text } = FONT_PAIRS[pair];
  // `optional`: a face is used only if it arrives before the first paint, as it does when preloaded on a decent
  // connection; otherwise the page keeps the fallback, and the next page has the face from the cache. `swap` moved
  // text when a face came late, the sized fallbacks notwithstanding: 0.05 on the fixture's Arabic home page at 390 px
  // with the Latin files 1.5 s late (its Latin words rewrap the Arabic lines), and a CI run failed on 0.066 on that
  // page at 1366 px (docs/decisions/0014-self-hosted-fonts.md).
  const faces = files.map(
    (entry) => `@font-face {
  font-family: "${entry.family}";
  font-style: normal;
  font-display: optional;
  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};
  src: url("./${entry.file}") format("woff2");
  unicode-range: ${entry.unicodeRange};
}
`,
  );
  // Text is measured at its regular weight, headings (600 and 700) at the semibold.
  const fallback = async (face: Face, file: string, weight: "regular" | "bold") => {
    const ttf = fontkit.create(await readFile(file)) as fontkit.Font;
    const kind = FALLBACKS[face.fallback];
    const overrides = fallbackOverrides(measureFont(ttf), {
      ...kind.metrics,
      averageWidth: kind.averageWidth[weight],
    });
    return fallbackFace(face.family, kind[weight].local, overrides);
  };
  const textFace = FACES[text];
  const displayFace = FACES[display];
  const statics = staticFontFiles(pair);
  // A display face without a script's letters (Fraunces has no Cyrillic) falls back to the pair's text face, which
  // has them; Chinese, Japanese and Korean pages list their own face first among the script faces.
  const stacks = (scriptFaces: readonly ScriptFace[]) => {
    const scripts = scriptFaces.map((face) => `"${face.family}"`).join(", ");
    const displayFaces = [...new Set([displayFace.family, textFace.family])].map((family) => `"${family}"`).join(", ");
    // --font-scripts: what the monospace stack (app/styles/tokens.css) falls to for a letter the reader's own
    // monospace face lacks (バックエンドエンジニア in a label), before the system's fallback.
    return `  --font-sans: "${textFace.family}", ${scripts}, "${textFace.family} Fallback", system-ui, sans-serif;
  --font-display: ${displayFaces}, ${scripts}, "${displayFace.family} Fallback", ${
    displayFace.fallback === "serif" ? "Georgia, serif" : "system-ui, sans-serif"
  };
  --font-scripts: ${scripts};`;
  };
  const byLanguage = [...new Set(SCRIPT_FACES.flatMap((face) => face.languages ?? []))].map(
    (language) => `:root:lang(${language}) {\n${stacks(scriptFacesFor(language))}\n}`,
  );
  return `/* Generated by vite/font-subsets.ts from settings.ts (fonts: "${pair}") and the content. Do not edit. */
${faces.join("\n")}
${await fallback(textFace, statics.text.regular, "regular")}
${await fallback(displayFace, statics.display.semibold, "bold")}
:root {
${stacks(SCRIPT_FACES)}
}
${byLanguage.join("\n")}
`;
}

/** Makes the fonts the settings and the content ask for; says what it wrote, and warns of letters no face has. */
export async function makeFonts({ tolerant = false } = {}): Promise<StepResult> {
  const { fonts } = settingsOrDefaults(tolerant);
  const languages = languagesOrDefaults(tolerant);
  const manifest = await buildFonts(fonts, languageTexts(languages, { tolerant }));
  const warnings = (await missingLettersWarnings(fonts, manifest.missing)).map((warning) => `  ! ${warning}`);
  const total = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
  const said = `Fonts (${fonts}): ${manifest.files.length} files, ${(total / 1024).toFixed(1)} KB: ${manifest.files
    .map((file) => `${file.file} ${(file.bytes / 1024).toFixed(1)} KB`)
    .join(", ")}`;
  return { said, warnings };
}

/**
 * The fonts as a step of the build and of the dev server: made once the content is checked (vite/content-check.ts,
 * a config hook) and before anything imports them; beside the icons, configResolved hooks running at once.
 */
export function webFonts(): Plugin {
  let skip = false;
  let serve = false;
  return {
    name: "portfolio:web-fonts",
    config: (_config, env) => {
      skip = !runsSteps(env);
      serve = env.command === "serve";
    },
    async configResolved() {
      if (skip) return;
      // The development server makes them from what content it can read: its pages then show the problems.
      await webFontsMade({ tolerant: serve });
    },
  };
}

/**
 * The fonts step, run once in this process: by the plugin above, or earlier by the content check, whose diagrams
 * are measured in these fonts (app/markdown/mermaid-diagrams.ts).
 */
export function webFontsMade({ tolerant = false } = {}): Promise<void> {
  return once("web-fonts", () => buildReport().step("fonts", () => makeFonts({ tolerant })));
}

if (import.meta.main) {
  const { said, warnings = [] } = await makeFonts();
  for (const warning of warnings) console.warn(warning);
  console.log(said);
}
