// @vitest-environment node
// The looks as CSS: each one's tokens (look-tokens.css, over tokens.css's default look) and its own rules for the parts
// that differ in layout, the header, the home page's intro and the project cards.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { LOOK_NAMES } from "../schemas/looks.ts";

const read = (path: string) => readFileSync(join(import.meta.dirname, "..", path), "utf8");

/** The custom properties a rule block sets, by name. */
function declarations(block: string): Map<string, string> {
  return new Map([...block.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]));
}

/** The custom properties `:root[data-look="<look>"]` sets in look-tokens.css. */
function lookTokens(look: string): Map<string, string> {
  const css = read("styles/look-tokens.css");
  const start = css.indexOf(`:root[data-look="${look}"] {`);
  if (start === -1) return new Map();
  return declarations(css.slice(start, css.indexOf("\n}", start)));
}

const [defaultLook, ...otherLooks] = LOOK_NAMES;

test("the default look is tokens.css itself: look-tokens.css does not restate it", () => {
  expect(lookTokens(defaultLook)).toEqual(new Map());
});

test("look-tokens.css styles only the looks that looks.ts offers", () => {
  const named = [...read("styles/look-tokens.css").matchAll(/data-look="([a-z-]+)"/g)].map((match) => match[1]);
  expect(new Set(named)).toEqual(new Set(otherLooks));
});

test.each(otherLooks)(
  "the %s look sets its own type scale, shape, widths, density and shadows, not only colours",
  (look) => {
    const tokens = lookTokens(look);
    const defaults = declarations(read("styles/tokens.css"));
    const changed = [...tokens].filter(([name, value]) => defaults.get(name) !== value).map(([name]) => name);
    expect(changed.some((name) => name.startsWith("--text-"))).toBe(true);
    expect(changed.some((name) => name.startsWith("--radius-"))).toBe(true);
    expect(changed.some((name) => name.startsWith("--width-") || name.startsWith("--space-"))).toBe(true);
    expect(changed).toContain("--shadow-card");
    // Colours belong to the palette (palette.ts, on the look's surfaces in looks.ts), checked for contrast there.
    expect(changed.filter((name) => name.startsWith("--color-"))).toEqual([]);
  },
);

test.each(otherLooks)("the %s look lays out its own header, home-page intro and project cards", (look) => {
  const selector = `:global(:root[data-look="${look}"])`;
  expect(read("components/site-header.module.css")).toContain(`${selector} .header`);
  expect(read("components/home-intro.module.css")).toContain(`${selector} .intro`);
  expect(read("routes/home.module.css")).toContain(`${selector} .projects`);
  expect(read("components/project-card.module.css")).toContain(`${selector} .image`);
});
