import type { Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { loadPortfolio } from "../app/content/portfolio-source.ts";
import { sitePages } from "../app/site-pages.ts";
import { projectPath } from "../app/paths.ts";
import { expect, t, test, waitForViewer } from "./fixtures.ts";

// Every page in every language, and the default language's first project page with screenshots, if there is one.
const pages = sitePages().map((page) => page.path);
const project = loadPortfolio().projects.find((candidate) => candidate.images.length > 0);
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
/**
 * The rules whose outcome depends on the colours: in the second theme only
 * these can find anything new, since the markup is the same. (The others run
 * in the light theme; together that is every rule in both themes, in three
 * quarters of the time of running all of them twice: decision 0023.)
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

async function violations(page: Page, rules?: string[]) {
  const builder = new AxeBuilder({ page });
  const results = await (rules ? builder.withRules(rules) : builder.withTags(WCAG)).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** Every rule in the light theme, then the page again in the dark theme for the colour rules. */
async function inBothThemes(page: Page, open: () => Promise<void>) {
  await page.emulateMedia({ colorScheme: "light" });
  await open();
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  expect(await violations(page), "light theme").toEqual([]);
  await page.emulateMedia({ colorScheme: "dark" });
  await open();
  // The page did change theme: the colour rules see the dark colours.
  expect(await background()).not.toBe(light);
  expect(await violations(page, COLOUR_RULES), "dark theme").toEqual([]);
}

for (const path of pages) {
  test(`axe finds no violations on ${path}, in the light and the dark theme`, async ({ page }) => {
    await inBothThemes(page, async () => {
      await page.goto(`.${path}`);
    });
  });
}

test("axe finds no violations with the screenshot viewer open, in both themes", async ({ page }) => {
  test.skip(!project, "the site has no project with screenshots");
  await inBothThemes(page, async () => {
    await page.goto(`.${projectPath(project!.slug)}`);
    await waitForViewer(page);
    await page.getByRole("region", { name: t.screenshots }).getByRole("link").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });
});

test.describe("not found", () => {
  test.use({ expectNotFound: true });
  test("axe finds no violations on the not-found page, in both themes", async ({ page }) => {
    await inBothThemes(page, async () => {
      await page.goto("./no-such-page");
    });
  });
});
