import { loadPortfolio } from "../app/collections/portfolio-source.ts";
import type { Page } from "@playwright/test";
import { HOME_PATH, pagePaths, projectPath } from "../app/addresses/paths.ts";
import { expect, test, walkTimeout } from "./fixtures.ts";

// Cross-document view transitions animate every page change. Changing page
// again before one has finished aborts it, which must not surface as an error
// (Chromium's "InvalidStateError: Transition was aborted because of invalid state").
const QUICK_NAVIGATIONS = 20;
// What the built site was made from: the tests derive what they expect from it.
const site = loadPortfolio();
const pages = pagePaths(site).map((path) => `.${path}`);

/**
 * Counts, across the tab's pages, the view transitions a page began with (sessionStorage outlives each page): a quick
 * walk that began none would prove nothing about cutting them short.
 */
async function countTransitions(page: Page) {
  await page.addInitScript(() => {
    addEventListener("pagereveal", (event) => {
      if (!(event as Event & { viewTransition: unknown }).viewTransition) return;
      sessionStorage.setItem("transitions", String(Number(sessionStorage.getItem("transitions") ?? 0) + 1));
    });
  });
}
const transitions = (page: Page) => page.evaluate(() => Number(sessionStorage.getItem("transitions") ?? 0));

test("twenty quick navigations by link raise no page error or console error", async ({ page }) => {
  // Each click waits for the navigation before it to commit: 0.6 to 7 s apiece with the other worker busy (decision 0023).
  test.setTimeout(walkTimeout(QUICK_NAVIGATIONS, 4_000));
  await countTransitions(page);
  await page.goto(`.${HOME_PATH}`);
  let last = HOME_PATH;
  for (let i = 0; i < QUICK_NAVIGATIONS; i++) {
    const project = site.projects[i % site.projects.length]!;
    // From the home page to a project and back by the header's link, without waiting for either to settle.
    const link =
      i % 2 === 0
        ? page.getByRole("link", { name: project.name, exact: true })
        : page.getByRole("banner").getByRole("link", { name: site.person.name });
    last = i % 2 === 0 ? projectPath(project.slug) : HOME_PATH;
    await link.click({ noWaitAfter: true });
    await page.waitForTimeout(30 + (i % 4) * 40);
  }
  await page.waitForLoadState("load");
  await page.waitForTimeout(500);
  // No click was lost to a transition cut short: the visitor is where the last one sent them, and transitions began.
  await expect(page).toHaveURL(new RegExp(`${last === HOME_PATH ? "/" : last}$`));
  expect(await transitions(page)).toBeGreaterThan(0);
});

test("twenty quick navigations by address raise no page error or console error", async ({ page }) => {
  test.setTimeout(walkTimeout(QUICK_NAVIGATIONS, 4_000));
  for (let i = 0; i < QUICK_NAVIGATIONS; i++) {
    await page.goto(pages[i % pages.length]!, { waitUntil: i % 2 === 0 ? "commit" : "domcontentloaded" });
  }
  await page.waitForLoadState("load");
  await page.waitForTimeout(500);
  // The last address asked for is where the visitor is.
  const last = pages[(QUICK_NAVIGATIONS - 1) % pages.length]!.slice(1);
  await expect(page).toHaveURL(new RegExp(`${last === HOME_PATH ? "/" : last}$`));
});
