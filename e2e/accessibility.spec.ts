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

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    for (const path of pages) {
      test(`axe finds no violations on ${path}`, async ({ page }) => {
        await page.goto(`.${path}`);
        expect(await violations(page)).toEqual([]);
      });
    }

    test("axe finds no violations with the screenshot viewer open", async ({ page }) => {
      test.skip(!project, "the site has no project with screenshots");
      await page.goto(`.${projectPath(project!.slug)}`);
      await waitForViewer(page);
      await page.getByRole("region", { name: t.screenshots }).getByRole("link").first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test.describe("not found", () => {
      test.use({ expectNotFound: true });
      test("axe finds no violations on the not-found page", async ({ page }) => {
        await page.goto("./no-such-page");
        expect(await violations(page)).toEqual([]);
      });
    });
  });
}
