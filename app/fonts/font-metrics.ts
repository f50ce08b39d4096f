// The pieces of the web-font build (vite/font-subsets.ts) that are plain
// functions: which characters the content writes, which subsets of a face
// they fall in, the unicode-range that names them, and the metrics that make
// a local fallback face take the same room as the web font.
import type * as fontkit from "fontkit";

/** One @font-face block of an @fontsource-variable stylesheet: its subset and the code points it covers. */
export type SourceSubset = { subset: string; file: string; ranges: [number, number][] };

/** The subsets in an @fontsource-variable `wght.css` whose files are named `<prefix>-<subset>-wght-normal.woff2`, in its order. */
export function parseSubsets(css: string, prefix: string): SourceSubset[] {
  const subsets: SourceSubset[] = [];
  for (const [, body] of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const file = /url\(\.\/files\/([^)]+\.woff2)\)/.exec(body ?? "")?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(body ?? "")?.[1];
    const subset = file?.startsWith(`${prefix}-`)
      ? /^(.+)-wght-normal\.woff2$/.exec(file.slice(prefix.length + 1))?.[1]
      : undefined;
    if (!subset || !file || !range) continue;
    subsets.push({ subset, file, ranges: parseUnicodeRange(range) });
  }
  return subsets;
}

/** "U+0000-00FF,U+0131" → [[0, 255], [305, 305]]. */
export function parseUnicodeRange(value: string): [number, number][] {
  return value.split(",").map((part) => {
    const [lo, hi] = part.trim().replace(/^U\+/i, "").split("-");
    const start = Number.parseInt(lo ?? "", 16);
    return [start, hi ? Number.parseInt(hi, 16) : start];
  });
}

/** The code points, sorted, as the shortest unicode-range: [32, 33, 34, 233] → "U+20-22,U+E9". */
export function toUnicodeRange(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const parts: string[] = [];
  const hex = (n: number) => n.toString(16).toUpperCase();
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] ?? 0) + 1) j++;
    const [lo, hi] = [sorted[i] ?? 0, sorted[j] ?? 0];
    parts.push(lo === hi ? `U+${hex(lo)}` : `U+${hex(lo)}-${hex(hi)}`);
    i = j + 1;
  }
  return parts.join(",");
}

export function inRanges(codePoint: number, ranges: readonly [number, number][]): boolean {
  return ranges.some(([lo, hi]) => codePoint >= lo && codePoint <= hi);
}

/**
 * The code points a text writes, white space and control characters aside,
 * with each letter's capital and small forms: labels set in capitals by CSS
 * (text-transform) turn "développeur" into "DÉVELOPPEUR".
 */
export function codePointsOf(text: string): Set<number> {
  const points = new Set<number>();
  for (const char of text) {
    if (/[\s\p{Cc}]/u.test(char)) continue;
    for (const form of [char, char.toUpperCase(), char.toLowerCase()]) {
      // A form that is one character (ß capitalises to "SS", which is already there).
      if ([...form].length === 1) points.add(form.codePointAt(0) ?? 0);
    }
  }
  return points;
}

/** Printable ASCII: always in a face's Latin file, so digits and signs the content gains later never fall back. */
export const ASCII = Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => 0x20 + i);

/**
 * How often each letter (and the space) appears in running text: English
 * letter frequencies, the weighting capsize and Next.js use, so the average
 * width stands for a line of prose rather than for the alphabet.
 */
const LETTER_FREQUENCY: Record<string, number> = {
  " ": 18.3,
  e: 10.2,
  t: 7.5,
  a: 6.5,
  o: 6.2,
  n: 5.7,
  i: 5.7,
  s: 5.3,
  r: 5.0,
  h: 4.9,
  l: 3.3,
  d: 3.3,
  u: 2.3,
  c: 2.2,
  m: 2.0,
  f: 1.8,
  w: 1.7,
  g: 1.6,
  y: 1.6,
  p: 1.5,
  b: 1.2,
  v: 0.8,
  k: 0.6,
  x: 0.14,
  j: 0.11,
  q: 0.08,
  z: 0.06,
};

/** A font's vertical metrics and average character width, as fractions of its em. */
export type FontMetrics = { ascent: number; descent: number; lineGap: number; averageWidth: number };

/** The metrics of a font (at the given weight, for a variable one), read with fontkit. */
export function measureFont(font: fontkit.Font, weight?: number): FontMetrics {
  const instance = weight !== undefined && "wght" in font.variationAxes ? font.getVariation({ wght: weight }) : font;
  let total = 0;
  let weights = 0;
  for (const [char, frequency] of Object.entries(LETTER_FREQUENCY)) {
    const glyph = instance.glyphForCodePoint(char.codePointAt(0) ?? 0);
    total += glyph.advanceWidth * frequency;
    weights += frequency;
  }
  const em = font.unitsPerEm;
  return {
    ascent: font.ascent / em,
    descent: Math.abs(font.descent) / em,
    lineGap: font.lineGap / em,
    averageWidth: total / weights / em,
  };
}

/**
 * The local faces a fallback uses and their metrics, measured with
 * measureFont from Liberation Sans and Liberation Serif (Debian's
 * fonts-liberation 2.1), which are drawn to Arial's and Times New Roman's
 * metrics: every glyph the same width, the same ascent and descent. Text
 * falls back to the regular faces, headings (set at 600 and 700) to the bold
 * ones. font-metrics.test.ts measures them again from those files.
 */
export const FALLBACKS = {
  sans: {
    regular: { local: ["Arial", "Liberation Sans", "Arimo"], file: "LiberationSans-Regular.ttf" },
    bold: { local: ["Arial Bold", "Liberation Sans Bold", "Arimo Bold"], file: "LiberationSans-Bold.ttf" },
    metrics: { ascent: 0.9053, descent: 0.2119, lineGap: 0.0327 },
    averageWidth: { regular: 0.4396, bold: 0.4755 },
  },
  serif: {
    regular: { local: ["Times New Roman", "Liberation Serif", "Tinos"], file: "LiberationSerif-Regular.ttf" },
    bold: {
      local: ["Times New Roman Bold", "Liberation Serif Bold", "Tinos Bold"],
      file: "LiberationSerif-Bold.ttf",
    },
    metrics: { ascent: 0.8911, descent: 0.2163, lineGap: 0.0425 },
    averageWidth: { regular: 0.3984, bold: 0.424 },
  },
} as const;

export type FallbackOverrides = { sizeAdjust: number; ascent: number; descent: number; lineGap: number };

/**
 * The descriptors that make the fallback face set text in the web font's
 * room: scaled so an average line is as long, with the web font's ascent,
 * descent and line gap (which the scaling would otherwise change too).
 */
export function fallbackOverrides(font: FontMetrics, fallback: FontMetrics): FallbackOverrides {
  const sizeAdjust = font.averageWidth / fallback.averageWidth;
  return {
    sizeAdjust,
    ascent: font.ascent / sizeAdjust,
    descent: font.descent / sizeAdjust,
    lineGap: font.lineGap / sizeAdjust,
  };
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** The fallback @font-face rule: local faces with the overrides. */
export function fallbackFace(family: string, local: readonly string[], overrides: FallbackOverrides): string {
  return `@font-face {
  font-family: "${family} Fallback";
  src: ${local.map((name) => `local("${name}")`).join(", ")};
  size-adjust: ${percent(overrides.sizeAdjust)};
  ascent-override: ${percent(overrides.ascent)};
  descent-override: ${percent(overrides.descent)};
  line-gap-override: ${percent(overrides.lineGap)};
}
`;
}
