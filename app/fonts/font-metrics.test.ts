// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import * as fontkit from "fontkit";
import { expect, test } from "vitest";
import {
  codePointsOf,
  FALLBACKS,
  fallbackFace,
  fallbackOverrides,
  measureFont,
  parseSubsets,
  parseUnicodeRange,
  toUnicodeRange,
} from "./font-metrics.ts";

const require = createRequire(import.meta.url);
const packageFile = (name: string, file: string) => join(dirname(require.resolve(`${name}/package.json`)), file);

test("a unicode-range names the code points in the fewest runs, and reads back as the same points", () => {
  expect(toUnicodeRange([0x22, 0x20, 0x21, 0xe9, 0x153, 0x20])).toBe("U+20-22,U+E9,U+153");
  expect(parseUnicodeRange("U+20-22,U+E9,U+153")).toEqual([
    [0x20, 0x22],
    [0xe9, 0xe9],
    [0x153, 0x153],
  ]);
});

test("the subsets of an @fontsource-variable face are read from its stylesheet, each with its file and range", () => {
  const css = readFileSync(packageFile("@fontsource-variable/inter", "wght.css"), "utf8");
  const subsets = parseSubsets(css, "inter");
  expect(subsets.map((subset) => subset.subset)).toEqual(
    expect.arrayContaining(["latin", "latin-ext", "greek", "cyrillic", "vietnamese"]),
  );
  const latinExt = subsets.find((subset) => subset.subset === "latin-ext")!;
  expect(latinExt.file).toBe("inter-latin-ext-wght-normal.woff2");
  // Polish ł is Latin Extended, not Latin.
  const inRange = (subset: typeof latinExt, char: string) =>
    subset.ranges.some(([lo, hi]) => char.codePointAt(0)! >= lo && char.codePointAt(0)! <= hi);
  expect(inRange(latinExt, "ł")).toBe(true);
  expect(
    inRange(
      subsets.find((subset) => subset.subset === "latin")!,
      "ł",
    ),
  ).toBe(false);
});

test("the characters of a text leave out white space and add each letter's other case, for text set in capitals", () => {
  expect([...codePointsOf("a b\nа\tÉ1")].map((point) => String.fromCodePoint(point)).sort()).toEqual(
    ["1", "A", "B", "a", "b", "É", "é", "А", "а"].sort(),
  );
});

// The fallback metrics are measured once from Liberation Sans and Serif, which share Arial's and Times New Roman's metrics.
test.each([
  ["sans", "regular"],
  ["sans", "bold"],
  ["serif", "regular"],
  ["serif", "bold"],
] as const)("the %s %s fallback metrics are those of its Liberation face", (kind, weight) => {
  const file = `/usr/share/fonts/truetype/liberation/${FALLBACKS[kind][weight].file}`;
  expect(existsSync(file), `${file} (Debian's fonts-liberation) is needed to measure the fallback`).toBe(true);
  const measured = measureFont(fontkit.create(readFileSync(file)) as fontkit.Font);
  const recorded = FALLBACKS[kind];
  expect(measured.averageWidth).toBeCloseTo(recorded.averageWidth[weight], 3);
  expect(measured.ascent).toBeCloseTo(recorded.metrics.ascent, 3);
  expect(measured.descent).toBeCloseTo(recorded.metrics.descent, 3);
  expect(measured.lineGap).toBeCloseTo(recorded.metrics.lineGap, 3);
});

test("the fallback face is scaled to the web font's average width and given its ascent, descent and line gap", () => {
  const inter = measureFont(
    fontkit.create(
      readFileSync(packageFile("@expo-google-fonts/inter", "400Regular/Inter_400Regular.ttf")),
    ) as fontkit.Font,
  );
  const arial = { ...FALLBACKS.sans.metrics, averageWidth: FALLBACKS.sans.averageWidth.regular };
  const overrides = fallbackOverrides(inter, arial);
  // Inter is wider than Arial: the fallback grows to match.
  expect(overrides.sizeAdjust).toBeGreaterThan(1);
  // Scaled, the fallback's line is as long and its ascent as tall as Inter's.
  expect(arial.averageWidth * overrides.sizeAdjust).toBeCloseTo(inter.averageWidth, 6);
  expect(overrides.ascent * overrides.sizeAdjust).toBeCloseTo(inter.ascent, 6);
  const css = fallbackFace("Inter", FALLBACKS.sans.regular.local, overrides);
  expect(css).toContain('font-family: "Inter Fallback"');
  expect(css).toContain('src: local("Arial"), local("Liberation Sans"), local("Arimo")');
  expect(css).toMatch(/size-adjust: 1\d\d\.\d\d%/);
  expect(css).toMatch(/ascent-override: \d+\.\d\d%/);
  expect(css).toMatch(/descent-override: \d+\.\d\d%/);
  expect(css).toMatch(/line-gap-override: \d+\.\d\d%/);
});
