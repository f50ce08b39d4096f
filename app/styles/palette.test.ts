// @vitest-environment node
import { expect, test } from "vitest";
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
