// Every look (app/schemas/looks.ts) on the fixture site: `npm run test:looks` (e2e/harness/check-looks.ts) builds
// it once per look with SITE_LOOK and runs this spec on each build. The accessibility spec walks every page of the
// default look; here one page of each kind, in each language's home page too, is enough to judge a look's colours,
// type and layouts: axe in the light and the dark theme at a desktop's width, and no sideways scrolling at 320 px,
// left to right and right to left.
import { HOME_PATH, SEARCH_PATH, TECHNOLOGIES_PATH, WRITING_PATH } from "../app/addresses/paths.ts";
import { sitePages } from "../app/addresses/site-pages.ts";
import { LOOK_NAMES } from "../app/schemas/looks.ts";
import { inBothThemes, withAxe } from "./axe-checks.ts";
import { expect, test, walkTimeout } from "./fixtures.ts";

const look = process.env.SITE_LOOK?.trim() || LOOK_NAMES[0];

/** The pages the route table gives one address each; every other page is one of a kind named by its last segment. */
const SINGLE = new Set([HOME_PATH, SEARCH_PATH, TECHNOLOGIES_PATH, WRITING_PATH]);
const kindOf = (page: string) => (SINGLE.has(page) ? page : page.replace(/[^/]+$/, ":param"));

const all = sitePages();
const [main] = all;
/** The first page of each kind in the default language, then every other language's home page. */
const pages = [
  ...new Map(
    all.filter((page) => page.language.code === main?.language.code).map((page) => [kindOf(page.page), page.path]),
  ).values(),
  ...all
    .filter((page) => page.page === HOME_PATH && page.language.code !== main?.language.code)
    .map((page) => page.path),
];

test(`the ${look} look is the one built: <html> says so`, async ({ page }) => {
  await page.goto("./");
  await expect(page.locator("html")).toHaveAttribute("data-look", look);
});

test(`axe finds no violations in the ${look} look on every kind of page, in the light and the dark theme`, async ({
  page,
}) => {
  test.setTimeout(walkTimeout(pages.length, 15_000));
  await withAxe(page);
  const found: string[] = [];
  for (const path of pages) found.push(...(await inBothThemes(page, () => page.goto(`.${path}`), `${look} ${path}`)));
  expect(found).toEqual([]);
});

test.describe("not found", () => {
  test.use({ expectNotFound: true });
  test(`axe finds no violations in the ${look} look on the not-found page, in both themes`, async ({ page }) => {
    await withAxe(page);
    expect(await inBothThemes(page, () => page.goto("./no-such-page"), `${look} not found`)).toEqual([]);
  });
});

test(`no page scrolls sideways at 320 px in the ${look} look, in either direction`, async ({ page }) => {
  test.setTimeout(walkTimeout(pages.length));
  await page.setViewportSize({ width: 320, height: 700 });
  const wide: string[] = [];
  for (const path of pages) {
    await page.goto(`.${path}`);
    const { scroll, width } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      width: document.documentElement.clientWidth,
    }));
    if (scroll > width) wide.push(`${path}: ${scroll} px wide in a ${width} px window`);
  }
  expect(wide).toEqual([]);
});
