// @vitest-environment node
import { expect, test } from "vitest";
import { contentFile } from "../collections/content-folder.ts";
import { ContentError } from "./content-problems.ts";
import { LOOK_NAMES, LOOKS } from "./looks.ts";
import { DEFAULT_ACCENT, parseSettings } from "./settings-schema.ts";

const hsts = { includeSubDomains: false, preload: false };
/** No SITE_LOOK, whatever the shell running the tests has set: the look is settings.ts's alone. */
const noLook = {};

test("the fonts are one of the named pairs, the first by default", () => {
  expect(parseSettings({ hsts }, noLook).fonts).toBe("editorial");
  expect(parseSettings({ hsts, fonts: "modern" }, noLook).fonts).toBe("modern");
  expect(() => parseSettings({ hsts, fonts: "comic" }, noLook)).toThrow(
    /settings\.ts: settings\.fonts: must be one of the font pairs: "editorial", "classic", "modern", "humanist"/,
  );
});

test("the accent is any CSS colour, checked by name in the error", () => {
  expect(parseSettings({ hsts }, noLook).accent).toBe(DEFAULT_ACCENT);
  for (const accent of ["#0f766e", "tomato", "oklch(55% 0.15 250)", "rgb(10 20 30)"]) {
    expect(parseSettings({ hsts, accent }, noLook).accent).toBe(accent);
  }
  expect(() => parseSettings({ hsts, accent: "blueish" }, noLook)).toThrow(
    /settings\.ts: settings\.accent: must be a CSS colour/,
  );
});

test("the look is one of looks.ts's, today's by default, and an unknown one is one line listing them all", () => {
  expect(parseSettings({ hsts }, noLook).look).toBe(LOOK_NAMES[0]);
  for (const look of LOOK_NAMES) expect(parseSettings({ hsts, look }, noLook).look).toBe(look);
  let lines: readonly string[] = [];
  try {
    parseSettings({ hsts, look: "brutalist" }, noLook);
  } catch (error) {
    lines = error instanceof ContentError ? error.problems : [];
  }
  expect(lines).toEqual([
    `${contentFile("settings.ts")}: settings.look: must be one of the looks: ${LOOK_NAMES.map((name) => `"${name}"`).join(", ")}`,
  ]);
});

test("a look brings its own fonts and accent, and settings.ts's fonts and accent win over them", () => {
  for (const look of LOOK_NAMES) {
    expect(parseSettings({ hsts, look }, noLook)).toMatchObject({
      fonts: LOOKS[look].fonts,
      accent: LOOKS[look].accent,
    });
    expect(parseSettings({ hsts, look, fonts: "classic", accent: "tomato" }, noLook)).toMatchObject({
      fonts: "classic",
      accent: "tomato",
    });
  }
  // The looks do not all share one pair and one accent: choosing a look changes them.
  expect(new Set(LOOK_NAMES.map((look) => LOOKS[look].fonts)).size).toBeGreaterThan(2);
  expect(new Set(LOOK_NAMES.map((look) => LOOKS[look].accent)).size).toBe(LOOK_NAMES.length);
});

test("SITE_LOOK builds another look for once, and an unknown one names the variable", () => {
  expect(parseSettings({ hsts, look: LOOK_NAMES[0] }, { SITE_LOOK: LOOK_NAMES[1] }).look).toBe(LOOK_NAMES[1]);
  expect(() => parseSettings({ hsts }, { SITE_LOOK: "brutalist" })).toThrow(/✗ SITE_LOOK: must be one of the looks: /);
});

test("the pinned repositories are off by default, on for site.ts's GitHub profile or an account named", () => {
  expect(parseSettings({ hsts }, noLook).pinnedRepositories).toBe(false);
  expect(parseSettings({ hsts, pinnedRepositories: true }, noLook).pinnedRepositories).toBe(true);
  expect(parseSettings({ hsts, pinnedRepositories: "octo-cat" }, noLook).pinnedRepositories).toBe("octo-cat");
  expect(() => parseSettings({ hsts, pinnedRepositories: "https://github.com/octocat" }, noLook)).toThrow(
    /settings\.ts: settings\.pinnedRepositories: must be true \(the account of your GitHub profile in site\.ts\), false, or a GitHub account's name, like "octocat"/,
  );
});
