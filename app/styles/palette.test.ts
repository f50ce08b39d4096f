// @vitest-environment node
import { expect, test } from "vitest";
import { LOOK_NAMES, LOOKS } from "../schemas/looks.ts";
import { ALERT_TOKENS, CHECKED_PAIRS, contrast, derivePalette, failures, paletteCss, THEMES } from "./palette.ts";

test("a low-contrast accent (#ffff00) is darkened in the light theme to the nearest colour that passes, with a note", () => {
  const palette = derivePalette("#ffff00");
  expect(palette.light.accent).not.toBe("#ffff00");
  expect(contrast(palette.light.accent, palette.light.bg)).toBeGreaterThanOrEqual(4.5);
  expect(palette.notes).toHaveLength(1);
  expect(palette.notes[0]).toContain("#ffff00");
  expect(palette.notes[0]).toContain("light theme");
  expect(palette.notes[0]).toContain(palette.light.accent);
  // Nearest: one step lighter would fail again.
  expect(palette.notes[0]).toMatch(/\d\.\d\d:1 as --color-accent on --color-/);
  // Bright yellow reads well on the dark background, so the dark theme keeps it.
  expect(palette.dark.accent).toBe("#ffff00");
});

test("an accent that reads well in both themes is kept as given, with no note", () => {
  const palette = derivePalette("#3b32b8");
  expect(palette.light.accent).toBe("#3b32b8");
  expect(palette.notes).toEqual([]);
});

test.each(["#3b32b8", "#ffff00", "tomato", "#0f766e", "oklch(70% 0.2 140)", "white", "black", "hsl(330 90% 60%)"])(
  "every text and control pair passes WCAG AA in both themes with accent %s",
  (accent) => {
    const palette = derivePalette(accent);
    for (const theme of THEMES) {
      expect(failures(palette[theme], theme)).toEqual([]);
      for (const pair of CHECKED_PAIRS) {
        expect(contrast(palette[theme][pair.fg], palette[theme][pair.bg])).toBeGreaterThanOrEqual(pair.min);
      }
    }
  },
);

test("the palette follows the accent's hue: two accents give two palettes, neutrals included", () => {
  const teal = derivePalette("#0f766e");
  const red = derivePalette("#b91c1c");
  expect(teal.light.accent).toBe("#0f766e");
  expect(red.light.accent).toBe("#b91c1c");
  expect(teal.light.bg).not.toBe(red.light.bg);
  expect(teal.dark.accent).not.toBe(red.dark.accent);
});

test("the stylesheet gives every token a light-dark() pair", () => {
  const css = paletteCss(derivePalette("#0f766e"));
  expect(css).toContain("--color-accent: light-dark(#0f766e, #");
  expect(css).toMatch(/--color-on-accent: light-dark\(#[0-9a-f]{6}, #[0-9a-f]{6}\);/);
});

test("an accent that is not a colour is refused", () => {
  expect(() => derivePalette("not-a-colour")).toThrow(/not a CSS colour/);
});

test.each(["#3b32b8", "#ffff00", "black", "white"])(
  "each callout's colour reads as text on the page and on a card in both themes, with accent %s",
  (accent) => {
    const palette = derivePalette(accent);
    for (const token of ALERT_TOKENS) {
      const checked = CHECKED_PAIRS.filter((pair) => pair.fg === token).map((pair) => pair.bg);
      expect(checked).toEqual(["bg", "surface", "surface-raised"]);
      for (const theme of THEMES) {
        for (const bg of checked)
          expect(contrast(palette[theme][token], palette[theme][bg])).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(paletteCss(palette)).toMatch(/--color-alert-warning: light-dark\(#[0-9a-f]{6}, #[0-9a-f]{6}\);/);
  },
);

const ACCENTS = ["#3b32b8", "#ffff00", "tomato", "#0f766e", "oklch(70% 0.2 140)", "white", "black", "hsl(330 90% 60%)"];

test.each(LOOK_NAMES)(
  "the %s look passes WCAG AA on every pair in both themes, with its own accent and with any other",
  (look) => {
    for (const accent of [LOOKS[look].accent, ...ACCENTS]) {
      const palette = derivePalette(accent, look);
      for (const theme of THEMES) expect(failures(palette[theme], theme)).toEqual([]);
    }
    // Its own accent is designed to read as given: the build has nothing to adjust, and says nothing.
    expect(derivePalette(LOOKS[look].accent, look).notes).toEqual([]);
  },
);

test("the looks' surfaces differ: one accent on two looks gives two pages", () => {
  const backgrounds = LOOK_NAMES.map((look) => derivePalette("#0f766e", look));
  for (const theme of THEMES) {
    expect(new Set(backgrounds.map((palette) => palette[theme].bg)).size).toBe(LOOK_NAMES.length);
  }
  // The journal's paper keeps its own warm hue whatever the accent; the default look's neutrals follow the accent.
  expect(derivePalette("#0f766e", "journal").light.bg).toBe(derivePalette("#b91c1c", "journal").light.bg);
  expect(derivePalette("#0f766e", "editorial").light.bg).not.toBe(derivePalette("#b91c1c", "editorial").light.bg);
});

test("without a look the palette is the default look's, as before looks existed", () => {
  expect(derivePalette("#3b32b8")).toEqual(derivePalette("#3b32b8", LOOK_NAMES[0]));
});
