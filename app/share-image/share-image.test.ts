// @vitest-environment node
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as fontkit from "fontkit";
import sharp from "sharp";
import { expect, test } from "vitest";
import { cardImageOf } from "../collections/card-image.ts";
import { FACES, FONT_PAIRS } from "../fonts/font-pairs.ts";
import { LOOKS, type LookName } from "../schemas/looks.ts";
import { loadPortfolio } from "../collections/portfolio-source.ts";
import { messagesIn } from "../i18n/catalogues.ts";
import { describeLanguage } from "../languages/language-tags.ts";
import { socialCards } from "../page/social-card.ts";
import { derivePalette } from "../styles/palette.ts";
import type { SiteContent } from "../schemas/site-schema.ts";
import { scriptFonts } from "../fonts/script-fonts.ts";
import { lightPalette, renderSocialImage, siteFonts, SocialImage } from "./share-image.tsx";

const site = loadPortfolio();
const [home, project] = socialCards(site, { t: messagesIn(describeLanguage("en-GB", true)) });

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
  const palette = lightPalette();
  const options = { palette, fonts: await siteFonts(), siteRootUrl: "https://jane.example/" };
  const first = site.projects[0]!;
  const screenshotFile = cardImageOf(first)!.file;
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
  const palette = lightPalette();
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

test("each colour is the light theme's, derived from the accent as the site's are", () => {
  const { light } = derivePalette("#0f766e");
  expect(lightPalette("#0f766e")).toEqual({
    background: light.bg,
    surface: light.surface,
    text: light.text,
    muted: light["text-muted"],
    border: light.border,
    accent: light.accent,
    accentSoft: light["accent-soft"],
    onAccent: light["on-accent"],
  });
  expect(lightPalette("#0f766e").accent).not.toBe(lightPalette("#b91c1c").accent);
});

test("the display and text faces are the chosen pair's, at the weights the image sets", async () => {
  for (const pair of Object.keys(FONT_PAIRS) as (keyof typeof FONT_PAIRS)[]) {
    const fonts = await siteFonts(pair);
    expect(fonts.map((font) => `${font.name} ${font.weight}`)).toEqual([
      "Display 600",
      "Display 700",
      "Text 400",
      "Text 600",
    ]);
    const family = (index: number) => fontkit.create(Buffer.from(fonts[index]!.data as ArrayBuffer)) as fontkit.Font;
    expect(family(0).familyName).toContain(FACES[FONT_PAIRS[pair].display].family);
    expect(family(2).familyName).toContain(FACES[FONT_PAIRS[pair].text].family);
  }
});

test("with a portrait, a page without a screenshot shows the photo where the monogram would be", async () => {
  const dir = await mkdtemp(join(tmpdir(), "portrait-"));
  const portraitFile = join(dir, "me.png");
  await sharp({ create: { width: 600, height: 800, channels: 3, background: "#2e8b57" } })
    .png()
    .toFile(portraitFile);
  const options = { palette: lightPalette(), fonts: await siteFonts(), siteRootUrl: "https://example.dev/" };
  const withPortrait = await renderSocialImage(home!, site, { ...options, portraitFile });
  const without = await renderSocialImage(home!, site, options);
  // The middle of the circle on the right: the photo's green, or the monogram tile's accent.
  const centre = [1200 - 72 - 130, 315] as const;
  expect(await pixel(withPortrait, ...centre)).toBe("#2e8b57");
  expect(await pixel(without, ...centre)).not.toBe("#2e8b57");
  await rm(dir, { recursive: true, force: true });
}, 30_000);

test("letters the pair's faces lack are drawn: Japanese, Chinese and Korean in their script faces, Ukrainian in the text face", async () => {
  const options = { palette: lightPalette(), fonts: await siteFonts(), siteRootUrl: "https://example.dev/" };
  const draw = (language: string, name: string, title: string, summary: string) =>
    renderSocialImage(
      { page: "/", imagePath: "/og.png", name, title, summary, alt: "" },
      { person: { name } as SiteContent["person"] },
      { ...options, language },
    );
  const reversed = (text: string) => [...text].reverse().join("");
  for (const [language, name, title, summary] of [
    ["ja", "山田花子", "データエンジニア", "大規模なデータ基盤を設計しています。"],
    ["zh", "王小明", "数据工程师", "设计和构建大规模数据平台。"],
    ["ko", "김민준", "데이터 엔지니어", "대규모 데이터 플랫폼을 설계합니다."],
    ["uk", "Олена Коваленко", "Інженерка даних", "Проєктую великі платформи даних."],
  ] as const) {
    // Drawn letters change the image when their order does; missing ones, all the same empty box or nothing, do not.
    const image = await draw(language, name, title, summary);
    const shuffled = await draw(language, reversed(name), reversed(title), reversed(summary));
    expect(image.equals(shuffled), language).toBe(false);
  }
}, 60_000);

test("a Han character takes the page's language's forms: Japanese on a Japanese page, Chinese on a Chinese one", async () => {
  const family = async (language: string) => {
    const [font] = await scriptFonts("直", language);
    return (fontkit.create(font!.data) as fontkit.Font).familyName;
  };
  expect(await family("ja")).toMatch(/Noto Sans JP/);
  expect(await family("zh")).toMatch(/Noto Sans SC/);
  expect(await family("ko")).toMatch(/Noto Sans KR/);
});

test("the colours and the corners follow the look: its surfaces, and a square or a rounded monogram tile", async () => {
  expect(lightPalette("#0f766e", "journal").background).not.toBe(lightPalette("#0f766e", "editorial").background);
  const fonts = await siteFonts();
  const palette = lightPalette();
  const corner = [1200 - 72 - 260 + 3, (630 - 260) / 2 + 3] as const;
  const render = (look: LookName) =>
    renderSocialImage(home!, site, { palette, fonts, siteRootUrl: "https://example.dev/", shape: LOOKS[look].shape });
  // The journal's square tile fills its corner with the accent; the editorial's rounded one leaves the page there.
  expect(await pixel(await render("journal"), ...corner)).toBe(hex6(palette.accent));
  expect(await pixel(await render("editorial"), ...corner)).toBe(hex6(palette.background));
}, 30_000);
