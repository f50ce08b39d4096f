import { loadPortfolio } from "../app/collections/portfolio-source.ts";
import { sitePages } from "../app/addresses/site-pages.ts";
import { projectPath } from "../app/addresses/paths.ts";
import { expect, inGroups, t, test, waitForViewer, walkTimeout } from "./fixtures.ts";
import { findSearchSubjects } from "./engines/subjects.ts";
import { inBothThemes, withAxe } from "./axe-checks.ts";

// Every page in every language, and the default language's first project page with screenshots, if there is one.
const pages = sitePages().map((page) => page.path);
const project = loadPortfolio().projects.find((candidate) => candidate.images.length > 0);

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
