// @vitest-environment node
import { expect, test } from "vitest";
import { loadPortfolio } from "../app/content/portfolio-source.ts";
import { socialCards } from "../app/social-card.ts";
import { lightPalette, renderSocialImage, serifFonts } from "./build-social-images.tsx";

const site = loadPortfolio();

/** Width and height from a PNG's IHDR chunk, which follows the 8-byte signature. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.toString("ascii", 12, 16)).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

test("the home page's and a project's previews render as 1200x630 PNG", async () => {
  const options = { palette: await lightPalette(), fonts: await serifFonts(), siteRootUrl: "https://nadiaokafor.dev/" };
  const [home, project] = socialCards(site);
  const first = site.projects[0]!;
  const screenshotFile = first.images[first.cardImage]!.file;
  for (const [card, file] of [
    [home!, undefined],
    [project!, screenshotFile],
  ] as const) {
    const png = await renderSocialImage(card, site, { ...options, screenshotFile: file });
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  }
}, 30_000);

test("every colour is read from the design tokens", async () => {
  const palette = await lightPalette();
  for (const colour of Object.values(palette)) expect(colour).toMatch(/^#[0-9a-f]{3,8}$/i);
});
