// The owner's stylesheet and parts, on the fixture site, which has a theme.css and wraps the template's project card
// (fixtures/site/theme.css, fixtures/site/components/): the owner's plain rules win over the template's without
// !important, arrive as a linked stylesheet, and the parts carry the hooks docs/make-it-look-like-you.md documents.
import { loadPosts } from "../app/collections/writing.ts";
import { postPath } from "../app/addresses/paths.ts";
import { expect, test } from "./fixtures.ts";

const post = loadPosts()[0];

test("a plain rule of the owner's theme.css wins over the template's more specific one", async ({ page }) => {
  await page.goto("./");
  // theme.css: `footer { border-block-start-style: dashed }` against the template's class rule.
  await expect(page.locator('footer[data-part="site-footer"]')).toHaveCSS("border-top-style", "dashed");
  // theme.css: `[data-part="project-card"] { --radius-lg: 0 }`, a custom property the card's radius reads.
  await expect(page.locator('[data-part="project-card"]').first()).toHaveCSS("border-top-left-radius", "0px");
});

test("the owner's theme.css arrives in a linked stylesheet, and the page's inline styles are the template's alone", async ({
  page,
}) => {
  await page.goto("./");
  const sheets = await page.evaluate(() =>
    [...document.styleSheets].map((sheet) => ({
      href: sheet.href,
      owner: [...sheet.cssRules].some((rule) => rule.cssText.includes("dashed")),
    })),
  );
  const owners = sheets.filter((sheet) => sheet.owner);
  expect(owners.length).toBeGreaterThan(0);
  for (const sheet of owners) expect(sheet.href).toMatch(/\/assets\/.+\.css$/);
  await expect(page.locator("style")).toHaveCount(1);
});

test("the owner's part wraps the template's: the card is inside the owner's element, and still the template's", async ({
  page,
}) => {
  await page.goto("./");
  const cards = page.locator('[data-owner-part="project-card"] > [data-part="project-card"]');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBe(await page.locator('[data-part="project-card"]').count());
  await expect(cards.first().getByRole("heading", { level: 3 }).getByRole("link")).toBeVisible();
});

test("every page kind carries the documented hooks of its parts", async ({ page }) => {
  await page.goto("./");
  for (const part of ["site-header", "site-footer", "home-intro", "project-card"])
    await expect(page.locator(`[data-part="${part}"]`).first(), part).toBeAttached();
  const project = await page.locator('[data-part="project-card"] h3 a').first().getAttribute("href");
  await page.goto(project!);
  await expect(page.locator('[data-part="project-header"]')).toHaveCount(1);
  await page.goto(`.${postPath(post!.slug)}`);
  await expect(page.locator('[data-part="post-header"]')).toHaveCount(1);
});
