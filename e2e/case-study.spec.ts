// Projects as case studies, on the built site: a project without screenshots
// (no gallery, no island, a card that shows its initials), the "At a glance"
// block and its outcome on the card, and the table of contents of a long
// description or post. Every subject is found from the content, never by name.
import type { Page } from "@playwright/test";
import { loadPortfolio } from "../app/collections/portfolio-source.ts";
import { createPostRenderer } from "../app/markdown/post-markdown.ts";
import { renderWithContents, type TocEntry } from "../app/markdown/heading-outline.ts";
import { loadPostsByLanguage } from "../app/collections/writing.ts";
import { initials } from "../app/collections/initials.ts";
import { defaultLanguage, siteLanguages } from "../app/languages/languages-setting.ts";
import { postPath, projectPath } from "../app/addresses/paths.ts";
import { expect, fromAnalytics, t, test } from "./fixtures.ts";

const site = loadPortfolio();
const main = defaultLanguage(siteLanguages());

/** The first project without screenshots. */
const bare = site.projects.find((project) => project.images.length === 0);
/** The first project with any of the case study's fields. */
const caseStudy = site.projects.find((project) =>
  [project.context, project.team, project.decisions, project.outcomes].some((field) => field !== undefined),
);
/** The first project whose description has a table of contents, rendered as the build renders it. */
const withToc = site.projects
  .map((project) => ({ project, toc: renderWithContents(project.description, { topHeading: 3, words: t }).toc }))
  .find(({ toc }) => toc.length > 0);

/** Every entry, the nested ones after their parent, as the links read. */
const flat = (entries: readonly TocEntry[]): TocEntry[] => entries.flatMap((entry) => [entry, ...flat(entry.children)]);

/** The first post with a table of contents, rendered as the build renders it. */
async function postWithToc() {
  const renderer = await createPostRenderer();
  for (const post of loadPostsByLanguage()[main.code] ?? []) {
    const { toc } = await renderer.render(post.body, { url: "https://example.com/", words: t });
    if (toc.length > 0) return { slug: post.slug, toc };
  }
  return undefined;
}

/** Follows each link of the table of contents and checks that it lands on its heading. */
async function followEachLink(page: Page, entries: readonly TocEntry[]) {
  const nav = page.getByRole("navigation", { name: t.tableOfContents });
  const links = nav.getByRole("link");
  await expect(links).toHaveText(flat(entries).map((entry) => entry.text));
  for (const entry of flat(entries)) {
    await nav.getByRole("link", { name: entry.text, exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(`#${encodeURIComponent(entry.id).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
    );
    const heading = page.locator(`[id="${entry.id}"]`);
    await expect(heading).toHaveCount(1);
    await expect(heading).toHaveRole("heading");
    await expect(heading).toHaveText(entry.text);
    await expect(heading).toBeInViewport();
  }
}

test("a project without screenshots has no gallery, no island and loads no script", async ({ page }) => {
  test.skip(!bare, "the site has no project without screenshots");
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" && !fromAnalytics(request.url())) scripts.push(request.url());
  });
  const response = await page.goto(`.${projectPath(bare!.slug)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(bare!.name);
  await expect(page.getByRole("region", { name: t.screenshots })).toHaveCount(0);
  await expect(page.locator("[data-island]")).toHaveCount(0);
  await expect(page.locator('script[type="application/json"]')).toHaveCount(0);
  const html = await response!.text();
  // No element carries the island's attribute; the likely pages' inline script names it, to wait for one.
  expect(html).not.toMatch(/<[a-z][^>]*\sdata-island[\s=>]/);
  expect(html).not.toContain("modulepreload");
  await page.waitForLoadState("networkidle");
  expect(scripts).toEqual([]);
  // Its technologies and description are there all the same.
  await expect(page.getByRole("region", { name: t.technologiesUsed }).getByRole("listitem")).toHaveText(bare!.tech);
});

for (const width of [320, 1280]) {
  test(`at ${width} px the card of a project without screenshots shows its initials in the picture's place`, async ({
    page,
  }) => {
    test.skip(!bare, "the site has no project without screenshots");
    await page.setViewportSize({ width, height: 900 });
    await page.goto("./");
    const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: bare!.name, exact: true }) });
    await expect(card.getByRole("img")).toHaveCount(0);
    const letters = card.getByText(initials(bare!.name), { exact: true });
    await letters.scrollIntoViewIfNeeded();
    await expect(letters).toBeVisible();
    // The panel is inside the card, takes room like a screenshot would, and nothing overflows the page.
    const panel = letters.locator("..");
    const [cardBox, panelBox] = [(await card.boundingBox())!, (await panel.boundingBox())!];
    expect(panelBox.x).toBeGreaterThanOrEqual(cardBox.x);
    expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5);
    expect(panelBox.height).toBeGreaterThan(panelBox.width / 2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // Still one link, named by the project: the panel adds nothing to what a screen reader hears.
    await expect(card.getByRole("link")).toHaveCount(1);
    await expect(card.getByRole("link")).toHaveAccessibleName(bare!.name);
  });
}

test("a case study is listed at a glance at the top of its page, and its first outcome is on its card", async ({
  page,
}) => {
  test.skip(!caseStudy, "the site has no project with a case study");
  const project = caseStudy!;
  await page.goto(`.${projectPath(project.slug)}`);
  const glance = page.getByRole("region", { name: t.atAGlance });
  await expect(glance).toBeVisible();
  const expected = [
    [t.caseContext, project.context],
    [t.caseRole, project.role],
    [t.caseTeam, project.team],
    [t.caseDecisions, project.decisions],
    [t.caseOutcomes, project.outcomes],
  ].filter((row): row is [string, string | string[]] => row[1] !== undefined);
  await expect(glance.getByRole("term")).toHaveText(expected.map(([label]) => label));
  const descriptions = glance.getByRole("definition");
  for (const [index, [, value]] of expected.entries()) {
    const description = descriptions.nth(index);
    if (typeof value === "string" || value.length === 1) await expect(description).toHaveText(String(value));
    else await expect(description.getByRole("listitem")).toHaveText(value);
  }
  // Before the description.
  const about = page.getByRole("region", { name: t.aboutProject });
  expect(
    await glance.evaluate(
      (element, other) => Boolean(element.compareDocumentPosition(other!) & Node.DOCUMENT_POSITION_FOLLOWING),
      await about.elementHandle(),
    ),
  ).toBe(true);

  await page.goto("./");
  const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: project.name, exact: true }) });
  if (project.outcomes) await expect(card).toContainText(`${t.outcomeOnCard} ${project.outcomes[0]}`);
});

test("a project without a case study has no block at a glance", async ({ page }) => {
  const plain = site.projects.find((project) => project !== caseStudy && !project.outcomes && !project.context);
  test.skip(!plain, "every project has a case study");
  await page.goto(`.${projectPath(plain!.slug)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(plain!.name);
  await expect(page.getByRole("region", { name: t.atAGlance })).toHaveCount(0);
});

test("a long description's table of contents comes before it, and each link lands on its heading", async ({ page }) => {
  test.skip(!withToc, "no project description has enough headings for a table of contents");
  await page.goto(`.${projectPath(withToc!.project.slug)}`);
  const nav = page.getByRole("navigation", { name: t.tableOfContents });
  await expect(nav).toBeVisible();
  const first = page.locator(`[id="${withToc!.toc[0]!.id}"]`);
  expect(
    await nav.evaluate(
      (element, other) => Boolean(element.compareDocumentPosition(other!) & Node.DOCUMENT_POSITION_FOLLOWING),
      await first.elementHandle(),
    ),
  ).toBe(true);
  await followEachLink(page, withToc!.toc);
});

test("a short description has no table of contents", async ({ page }) => {
  const short = site.projects.find(
    (project) => renderWithContents(project.description, { topHeading: 3, words: t }).toc.length === 0,
  );
  test.skip(!short, "every project description has a table of contents");
  await page.goto(`.${projectPath(short!.slug)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(short!.name);
  await expect(page.getByRole("navigation", { name: t.tableOfContents })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a long post's table of contents links land on its headings", async ({ page }) => {
    const post = await postWithToc();
    test.skip(!post, "no post has enough headings for a table of contents");
    await page.goto(`.${postPath(post!.slug)}`);
    await followEachLink(page, post!.toc);
  });
});
