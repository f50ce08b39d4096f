// @vitest-environment node
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { expect, test } from "vitest";
import { loadPortfolio } from "../app/content/portfolio-source.ts";
import { messagesFor } from "../app/i18n/catalogues.ts";
import { describeLanguage } from "../app/i18n/languages.ts";
import { socialCards } from "../app/social-card.ts";
import { lightPalette, renderSocialImage, serifFonts, SocialImage } from "./build-social-images.tsx";

const site = loadPortfolio();
const [home, project] = socialCards(site, { t: messagesFor(describeLanguage("en-GB", true)) });

/** Width and height from a PNG's IHDR chunk, which follows the 8-byte signature. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.toString("ascii", 12, 16)).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The colour of one pixel, as #rrggbb. */
async function pixel(png: Buffer, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return `#${[...data.subarray(at, at + 3)].map((value) => value.toString(16).padStart(2, "0")).join("")}`;
}

/** #abc and #aabbcc alike, lower-cased. */
const hex6 = (colour: string) =>
  colour.length === 4
    ? `#${[...colour.slice(1)].map((digit) => digit + digit).join("")}`.toLowerCase()
    : colour.toLowerCase();

test("the home page's and a project's previews render as 1200x630 PNG in the theme's colours", async () => {
  const palette = await lightPalette();
  const options = { palette, fonts: await serifFonts(), siteRootUrl: "https://jane.example/" };
  const first = site.projects[0]!;
  const screenshotFile = first.images[first.cardImage]!.file;
  for (const [card, file] of [
    [home!, undefined],
    [project!, screenshotFile],
  ] as const) {
    const png = await renderSocialImage(card, site, { ...options, screenshotFile: file });
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    // The accent band along the top, and the page's background below it at the left edge.
    expect(await pixel(png, 600, 6), card.title).toBe(hex6(palette.accent));
    expect(await pixel(png, 20, 600), card.title).toBe(hex6(palette.background));
  }
}, 30_000);

test("the image says who, what and where: the name, the page's title and summary, and the site's address", async () => {
  const palette = await lightPalette();
  for (const card of [home!, project!]) {
    const markup = renderToStaticMarkup(
      createElement(SocialImage, { card, palette, address: "jane.example", monogram: "JD" }),
    );
    const text = markup.replace(/<[^>]+>/g, "\n");
    expect(text).toContain(`\n${site.person.name}\n`);
    expect(text).toContain(`\n${card.title}\n`);
    expect(text).toContain(`\n${card.summary}\n`);
    expect(text).toContain("jane.example");
  }
});

test("each colour is read from its own design token", async () => {
  const names = ["bg", "surface", "text", "text-muted", "border", "accent", "accent-soft", "on-accent"];
  // A distinct light value for every token, and a dark one that must never be picked.
  const fixture = names.map((name, index) => `--color-${name}: light-dark(#00000${index}, #ffffff);`).join("\n");
  expect(await lightPalette(`:root {\n${fixture}\n}`)).toEqual({
    background: "#000000",
    surface: "#000001",
    text: "#000002",
    muted: "#000003",
    border: "#000004",
    accent: "#000005",
    accentSoft: "#000006",
    onAccent: "#000007",
  });
});
