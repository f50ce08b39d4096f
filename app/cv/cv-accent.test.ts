// @vitest-environment node
// The CV follows the look: its accent is the look's palette's, and its portrait takes the look's shape.
import { afterEach, expect, test, vi } from "vitest";
import { LOOK_NAMES, LOOKS } from "../schemas/looks.ts";
import { derivePalette } from "../styles/palette.ts";

afterEach(() => vi.unstubAllEnvs());

/** cv-accent.ts as a build in `look` reads it (SITE_LOOK), with the settings checked afresh. */
async function inLook(look: string) {
  vi.resetModules();
  vi.stubEnv("SITE_LOOK", look);
  const [{ CV_ACCENT, CV_PORTRAIT_RADIUS }, { checkedSettings }] = await Promise.all([
    import("./cv-accent.ts"),
    import("../collections/owner-modules.ts"),
  ]);
  return { CV_ACCENT, CV_PORTRAIT_RADIUS, settings: checkedSettings() };
}

test.each(LOOK_NAMES)("the CV in the %s look takes its accent from that look's palette", async (look) => {
  const { CV_ACCENT, settings } = await inLook(look);
  expect(settings.look).toBe(look);
  expect(CV_ACCENT).toBe(derivePalette(settings.accent, look).light.accent);
});

test("the CV's portrait is a circle, a rounded square or a square, as the look draws it", async () => {
  const radii = new Map<string, number>();
  for (const look of LOOK_NAMES) radii.set(look, (await inLook(look)).CV_PORTRAIT_RADIUS);
  for (const look of LOOK_NAMES) {
    const expected = { circle: 32, rounded: 10, square: 0 }[LOOKS[look].shape.portrait];
    expect(radii.get(look), look).toBe(expected);
  }
  expect(new Set(radii.values()).size).toBeGreaterThan(1);
});
