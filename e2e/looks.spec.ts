// Every look (app/schemas/looks.ts) on the looks' fixture site (fixtures/looks: a Latin default, Japanese, Chinese,
// Korean and Arabic, right to left; no fonts or accent of its own). `npm run test:looks` (e2e/harness/check-looks.ts)
// builds it once per look and runs this spec as one Playwright project per look, each against that look's build.
// The accessibility spec walks every page of the default look on the fixture site; here one page of each kind judges a
// look's colours, type and layouts: axe in the light and the dark theme on every kind and every language's home page;
// at 320 px, on every kind and on the home, a project and a post in every language, no sideways scrolling, no text
// spilling from the header, the intro or the page's header, and every character in the page's own fonts; the home
// page's largest paint, when an image, fetched first; and the CV and the share image in the look's fonts, accent and
// shape.
import { inflateSync } from "node:zlib";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import {
  HOME_PATH,
  postPath,
  projectPath,
  SEARCH_PATH,
  TECHNOLOGIES_PATH,
  WRITING_PATH,
} from "../app/addresses/paths.ts";
import { sitePages } from "../app/addresses/site-pages.ts";
import { FACES, FONT_PAIRS } from "../app/fonts/font-pairs.ts";
import { LOOK_NAMES, LOOKS, type LookName } from "../app/schemas/looks.ts";
import { derivePalette } from "../app/styles/palette.ts";
import { inBothThemes, withAxe } from "./axe-checks.ts";
import { uncoveredCharacters } from "./font-coverage.ts";
import { expect, test, walkTimeout } from "./fixtures.ts";

/** The look this project's build is in (playwright.config.ts names a project per look). */
const lookOf = (): LookName => (test.info().project.metadata.look as LookName | undefined) ?? LOOK_NAMES[0];

/** The pages the route table gives one address each; every other page is one of a kind named by its last segment. */
const SINGLE = new Set([HOME_PATH, SEARCH_PATH, TECHNOLOGIES_PATH, WRITING_PATH]);
const kindOf = (page: string) => (SINGLE.has(page) ? page : page.replace(/[^/]+$/, ":param"));
/** The kinds a look lays out most its own way, laid out in every language: the home page, a project and a post. */
const EVERY_LANGUAGE = new Set([HOME_PATH, projectPath("x"), postPath("x")].map(kindOf));

const all = sitePages();
const [main] = all;
function firstOfEachKind(pages: typeof all, kinds?: ReadonlySet<string>): string[] {
  const first = new Map<string, string>();
  for (const { page, path } of pages)
    if (!first.has(kindOf(page)) && (!kinds || kinds.has(kindOf(page)))) first.set(kindOf(page), path);
  return [...first.values()];
}
const otherLanguages = [...new Set(all.map((page) => page.language.code))].filter(
  (code) => code !== main?.language.code,
);
const inLanguage = (code: string | undefined) => all.filter((page) => page.language.code === code);
/** The first page of each kind in the default language. */
const kinds = firstOfEachKind(inLanguage(main?.language.code));
/** Axe's pages: every kind in the default language, and every other language's home page. */
const axePages = [
  ...kinds,
  ...otherLanguages.flatMap((code) => firstOfEachKind(inLanguage(code), new Set([HOME_PATH]))),
];
/** The layout's and the fonts' pages: every kind in the default language, the home, a project and a post in the others. */
const layoutPages = [...kinds, ...otherLanguages.flatMap((code) => firstOfEachKind(inLanguage(code), EVERY_LANGUAGE))];

test("the look is the one built: <html> says so", async ({ page }) => {
  await page.goto("./");
  await expect(page.locator("html")).toHaveAttribute("data-look", lookOf());
});

test("axe finds no violations on every kind of page and every language's home page, in the light and the dark theme", async ({
  page,
}) => {
  test.setTimeout(walkTimeout(axePages.length, 15_000));
  await withAxe(page);
  const found: string[] = [];
  for (const path of axePages) found.push(...(await inBothThemes(page, () => page.goto(`.${path}`), path)));
  expect(found).toEqual([]);
});

test.describe("not found", () => {
  test.use({ expectNotFound: true });
  test("axe finds no violations on the not-found page, in both themes", async ({ page }) => {
    await withAxe(page);
    expect(await inBothThemes(page, () => page.goto("./no-such-page"), "not found")).toEqual([]);
  });
});

/** The parts whose text a look sets largest or tightest: the site's header, the home intro, a page's own header. */
const PARTS =
  '[data-part="site-header"], [data-part="home-intro"], [data-part="project-header"], [data-part="post-header"]';

/** Each visible element of the parts that reaches past the window's edge or whose content spills out of its box. */
function spilling(page: Page) {
  return page.evaluate((parts) => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const part of document.querySelectorAll(parts)) {
      for (const element of [part, ...part.querySelectorAll("*")]) {
        const box = element.getBoundingClientRect();
        // Visually hidden text (a 1 px clipped box) is for screen readers; it spills nothing anyone sees.
        if (box.width <= 1 || box.height <= 1 || !element.checkVisibility({ visibilityProperty: true })) continue;
        const name = `<${element.localName}${element.className ? ` class="${String(element.className)}"` : ""}> in ${part.getAttribute("data-part")}`;
        if (box.left < -0.5 || box.right > width + 0.5)
          found.push(`${name}: from ${Math.round(box.left)} to ${Math.round(box.right)} px in a ${width} px window`);
        const style = getComputedStyle(element);
        if (style.display !== "inline" && element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0)
          found.push(`${name}: its content is ${element.scrollWidth} px wide in a ${element.clientWidth} px box`);
      }
    }
    return found;
  }, PARTS);
}

test("at 320 px in every language, in either direction: nothing scrolls sideways, the header, intro and page header hold their text, every character is in the page's fonts", async ({
  page,
}) => {
  test.setTimeout(walkTimeout(layoutPages.length));
  await page.setViewportSize({ width: 320, height: 700 });
  const found: string[] = [];
  for (const path of layoutPages) {
    await page.goto(`.${path}`);
    await page.evaluate(() => document.fonts.ready);
    const { scroll, width } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      width: document.documentElement.clientWidth,
    }));
    if (scroll > width) found.push(`${path}: ${scroll} px wide in a ${width} px window`);
    found.push(...(await spilling(page)).map((problem) => `${path}: ${problem}`));
    found.push(...(await uncoveredCharacters(page)).map((missing) => `${path}: ${missing} has no web font`));
  }
  expect(found).toEqual([]);
});

test("the home page's largest paint, when it is an image, is fetched at high priority", async ({ page }) => {
  await page.goto("./");
  const largest = await page.evaluate(
    () =>
      new Promise<{ tag: string; priority: string | null } | null>((done) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
          const element = entry?.element;
          done(element ? { tag: element.localName, priority: element.getAttribute("fetchpriority") } : null);
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
  expect(largest).not.toBeNull();
  if (largest?.tag === "img") expect(largest.priority).toBe("high");
});

/** The colour of one pixel of a PNG, as #rrggbb. */
async function pixel(png: Buffer, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return `#${[...data.subarray(at, at + 3)].map((value) => value.toString(16).padStart(2, "0")).join("")}`;
}

// The looks' fixture names no fonts and no accent, so each look's own are what the files must show.
test("the share image is in the look's accent, on its page colour, with the portrait in the look's shape", async ({
  page,
  request,
  baseURL,
}) => {
  const look = lookOf();
  const { light } = derivePalette(LOOKS[look].accent, look);
  await page.goto("./");
  const image = await page.locator('meta[property="og:image"]').getAttribute("content");
  const response = await request.get(`${new URL(baseURL!).origin}${new URL(image!).pathname}`);
  expect(response.status(), image!).toBe(200);
  const png = await response.body();
  // The accent band along the top; the page's colour at the bottom left (app/share-image/share-image.tsx).
  expect(await pixel(png, 600, 6), "the accent band").toBe(light.accent);
  expect(await pixel(png, 20, 600), "the page").toBe(light.bg);
  // 20 px into the 260 px portrait's box from its top left corner: outside a circle, inside a rounded or square one.
  const corner = await pixel(png, 1200 - 72 - 260 + 20, (630 - 260) / 2 + 20);
  if (LOOKS[look].shape.portrait === "circle") expect(corner, "outside the round portrait").toBe(light.bg);
  else expect(corner, "inside the portrait's square corner").not.toBe(light.bg);
});

/** The colours a PDF's pages paint with (`r g b rg` and `scn` in their content streams), as #rrggbb. */
function pdfColours(pdf: Buffer): Set<string> {
  const colours = new Set<string>();
  const text = pdf.toString("latin1");
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf("endstream", start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString("latin1");
    } catch {
      continue;
    }
    for (const [, ...rgb] of content.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) (?:rg|RG|scn|SCN)\b/g))
      colours.add(
        `#${rgb
          .map((value) =>
            Math.round(Number(value) * 255)
              .toString(16)
              .padStart(2, "0"),
          )
          .join("")}`,
      );
  }
  return colours;
}

test("the CV is set in the look's display and text faces and drawn in its accent", async ({ page, request }) => {
  const look = lookOf();
  const pair = FONT_PAIRS[LOOKS[look].fonts];
  await page.goto("./");
  const href = await page.locator('a[href$=".pdf"]').first().getAttribute("href");
  const response = await request.get(new URL(href!, page.url()).href);
  expect(response.status(), href!).toBe(200);
  const pdf = await response.body();
  // The PostScript names of the embedded faces, subset prefix aside: "BricolageGrotesque-SemiBold".
  const faces = [...pdf.toString("latin1").matchAll(/\/BaseFont\s*\/(?:[A-Z]{6}\+)?([\w-]+)/g)].map(
    ([, name]) => name!,
  );
  for (const face of [pair.display, pair.text]) {
    const family = FACES[face].family.replace(/\s+/g, "");
    expect(
      faces.some((name) => name.startsWith(family)),
      `${family} among ${faces.join(", ")}`,
    ).toBe(true);
  }
  expect([...pdfColours(pdf)]).toContain(derivePalette(LOOKS[look].accent, look).light.accent);
});
