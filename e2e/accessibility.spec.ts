import type { Page } from "@playwright/test";
import axe from "axe-core";
import { loadPortfolio } from "../app/collections/portfolio-source.ts";
import { sitePages } from "../app/addresses/site-pages.ts";
import { projectPath } from "../app/addresses/paths.ts";
import { expect, inGroups, t, test, waitForViewer, walkTimeout } from "./fixtures.ts";
import { findSearchSubjects } from "./engines/subjects.ts";

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

/**
 * axe-core in every page the tab loads from now on, evaluated as the page starts. AxeBuilder instead evaluated its
 * 500 KB source into the page three times a check (twice in the page, once in a blank tab it opens to merge the
 * frames' results), which cost more than the rules themselves (decision 0023). The pages have no frames (raw HTML
 * in Markdown is dropped, and the policy's frame-src is 'none'), so one axe.run in the page sees all of it.
 */
async function withAxe(page: Page) {
  await page.addInitScript({ content: axe.source });
}

async function violations(page: Page, rules?: string[]) {
  const runOnly = rules ? { type: "rule" as const, values: rules } : { type: "tag" as const, values: WCAG };
  const results = await page.evaluate(
    // Only the violations are reported in full: axe spends a quarter less on a page (decision 0023).
    (only) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: only, resultTypes: ["violations"] }),
    runOnly,
  );
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/**
 * Every rule in the light theme, then, once the page has turned dark, the colour rules: what axe found, each named by
 * its theme and `label` (the page), so a walk of several pages reports them all. The colours follow the system's
 * scheme as it changes (`light-dark()`), so the page turns dark where it stands, without loading it again: a third
 * of the time a page took (decision 0023). Its colour transitions run to their end before axe reads the colours.
 */
async function inBothThemes(page: Page, open: () => Promise<unknown>, label: string): Promise<string[]> {
  await page.emulateMedia({ colorScheme: "light" });
  await open();
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  const found = (await violations(page)).map((violation) => `${label}, light theme: ${violation}`);
  await page.emulateMedia({ colorScheme: "dark" });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished),
    ),
  );
  // The page did change theme: the colour rules see the dark colours.
  if ((await background()) === light) found.push(`${label}: the dark theme did not apply`);
  found.push(...(await violations(page, COLOUR_RULES)).map((violation) => `${label}, dark theme: ${violation}`));
  return found;
}

// The pages in groups, one tab each: a page in a fresh tab costs 3.5 times as much (decision 0023).
for (const group of inGroups(pages)) {
  test(`axe finds no violations on ${group[0]} to ${group.at(-1)}: ${group.length} pages, in the light and the dark theme`, async ({
    page,
  }) => {
    test.setTimeout(walkTimeout(group.length, 15_000));
    await withAxe(page);
    const found: string[] = [];
    for (const path of group) found.push(...(await inBothThemes(page, () => page.goto(`.${path}`), path)));
    expect(found).toEqual([]);
  });
}

test("axe finds no violations with the screenshot viewer open, in both themes", async ({ page }) => {
  test.skip(!project, "the site has no project with screenshots");
  await withAxe(page);
  const open = async () => {
    await page.goto(`.${projectPath(project!.slug)}`);
    await waitForViewer(page);
    await page.getByRole("region", { name: t.screenshots }).getByRole("link").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    // The viewer fades in: until it has, its text is partly transparent, and axe would judge a frame no one reads.
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  };
  expect(await inBothThemes(page, open, "the viewer")).toEqual([]);
});

test("axe finds no violations on the search page with results, in both themes", async ({ page }) => {
  // The first language whose index has pages: a query of one of its page's titles finds at least that page.
  const search = findSearchSubjects(process.env.BUILD_DIR ?? "build/client").find((s) => s.indexed.length > 0);
  test.skip(!search, "the site has no page in its search index");
  await withAxe(page);
  const open = async () => {
    await page.goto(`./${search!.searchPath}?q=${encodeURIComponent(search!.indexed[0]!.title)}`);
    await expect(page.locator("#search-results mark").first()).toBeVisible();
  };
  expect(await inBothThemes(page, open, "the search page with results")).toEqual([]);
});

test.describe("not found", () => {
  test.use({ expectNotFound: true });
  test("axe finds no violations on the not-found page, in both themes", async ({ page }) => {
    await withAxe(page);
    expect(await inBothThemes(page, () => page.goto("./no-such-page"), "the not-found page")).toEqual([]);
  });
});
