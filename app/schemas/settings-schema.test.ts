// @vitest-environment node
import { expect, test } from "vitest";
import { DEFAULT_ACCENT, parseSettings } from "./settings-schema.ts";

const hsts = { includeSubDomains: false, preload: false };

test("the fonts are one of the named pairs, the first by default", () => {
  expect(parseSettings({ hsts }).fonts).toBe("editorial");
  expect(parseSettings({ hsts, fonts: "modern" }).fonts).toBe("modern");
  expect(() => parseSettings({ hsts, fonts: "comic" })).toThrow(
    /settings\.ts: settings\.fonts: must be one of the font pairs: "editorial", "classic", "modern"/,
  );
});

test("the accent is any CSS colour, checked by name in the error", () => {
  expect(parseSettings({ hsts }).accent).toBe(DEFAULT_ACCENT);
  for (const accent of ["#0f766e", "tomato", "oklch(55% 0.15 250)", "rgb(10 20 30)"]) {
    expect(parseSettings({ hsts, accent }).accent).toBe(accent);
  }
  expect(() => parseSettings({ hsts, accent: "blueish" })).toThrow(
    /settings\.ts: settings\.accent: must be a CSS colour/,
  );
});
