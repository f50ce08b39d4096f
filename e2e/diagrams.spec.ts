// Mermaid diagrams on the built site: drawn at build time, named, their source
// a disclosure away, painted by the site's theme, the toggle's included, and
// each label inside its shape in the page's own fonts, in every language.
// The pages are found by what the content holds, never by name.
import type { Locator, Page } from "@playwright/test";
import { mermaidBlocks } from "../app/markdown/mermaid-diagrams.ts";
import { loadPortfolio } from "../app/collections/portfolio-source.ts";
import { loadProjectsByLanguage } from "../app/collections/project-collection.ts";
import { loadPosts, loadPostsByLanguage } from "../app/collections/writing.ts";
import { siteLanguages } from "../app/languages/languages-setting.ts";
import { localizePath } from "../app/languages/language-tags.ts";
import { postPath, projectPath } from "../app/addresses/paths.ts";
import { labelFits } from "../app/test-support/diagram-label-fit.ts";
import { expect, t, test } from "./fixtures.ts";

const post = loadPosts().find((candidate) => mermaidBlocks(candidate.body).length > 0);
const project = loadPortfolio().projects.find((candidate) => mermaidBlocks(candidate.description).length > 0);
const path = post ? postPath(post.slug) : project ? projectPath(project.slug) : undefined;
const firstSource = mermaidBlocks(post?.body ?? project?.description ?? "")[0]?.source ?? "";

/** Every page with a diagram, in every language: the language's posts and projects whose Markdown has one. */
const pagesWithDiagrams = siteLanguages().flatMap((language) => {
  const posts = (loadPostsByLanguage({ languages: siteLanguages() })[language.code] ?? [])
    .filter((entry) => mermaidBlocks(entry.body).length > 0)
    .map((entry) => postPath(entry.slug));
  const projects = (loadProjectsByLanguage({ languages: siteLanguages() })[language.code] ?? [])
    .filter((entry) => mermaidBlocks(entry.description).length > 0)
    .map((entry) => projectPath(entry.slug));
  return [...posts, ...projects].map((path) => ({ path: localizePath(path, language), language }));
});

const toggle = (page: Page) => page.getByRole("button", { name: t.darkTheme });

/** The painted fill of the diagram's text and shapes, and the page's own text and background colours. */
const colours = (diagram: Locator) =>
  diagram.evaluate((svg) => {
    const paint = (selector: string) => {
      const element = svg.matches(selector) ? svg : svg.querySelector(selector);
      return element ? getComputedStyle(element).fill : "";
    };
    return {
      text: paint(".diagram-fill-text"),
      shape: paint(".diagram-fill-soft, .diagram-fill-subtle, .diagram-fill-surface"),
      pageText: getComputedStyle(document.body).color,
    };
  });

test("a diagram is an SVG image with a name, drawn with no script and no style of its own", async ({ page }) => {
  test.skip(!path, "the content has no Mermaid diagram");
  await page.goto(`.${path}`);
  const diagram = page.locator("figure.diagram > svg").first();
  await expect(diagram).toHaveAttribute("role", "img");
  await expect(diagram).toHaveAccessibleName(/\S/);
  expect(await diagram.evaluate((svg) => svg.querySelectorAll("style, script, [style]").length)).toBe(0);
  const box = await diagram.boundingBox();
  expect(box?.width).toBeGreaterThan(50);

  // The source, as text, behind a disclosure in the page's language.
  const source = page.locator("figure.diagram").first().getByRole("group");
  await source.getByText(t.diagramSource).click();
  await expect(source.locator("pre")).toHaveText(firstSource);
});

test("a diagram follows the theme toggle, in the site's colours", async ({ page }) => {
  test.skip(!path, "the content has no Mermaid diagram");
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto(`.${path}`);
  const diagram = page.locator("figure.diagram > svg").first();
  const light = await colours(diagram);
  expect(light.text).toBe(light.pageText);

  await toggle(page).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  const dark = await colours(diagram);
  expect(dark.text).toBe(dark.pageText);
  expect(dark.text).not.toBe(light.text);
  expect(dark.shape).not.toBe(light.shape);
});

test("every diagram's labels fit their shapes in the page's own fonts, in every language", async ({ page }) => {
  test.skip(pagesWithDiagrams.length === 0, "the content has no Mermaid diagram");
  const session = await page.context().newCDPSession(page);
  for (const { path, language } of pagesWithDiagrams) {
    // The first view fetches the faces the page's text needs; with `font-display: optional` one that arrives late is
    // not used in that view, so the labels are read in the second, which has them from the cache, as a reader's has.
    await page.goto(`.${path}`);
    await page.evaluate(() => document.fonts.ready);
    await page.reload();
    await page.evaluate(() => document.fonts.ready);
    await expect(page.locator("html")).toHaveAttribute("lang", language.tag);
    const diagrams = page.locator("figure.diagram > svg");
    expect(await diagrams.count(), path).toBeGreaterThan(0);

    // Every label is drawn in the site's faces (fonts.css's @font-face, its files named as their family), none in a
    // face of the machine's, nor in a fallback face (which names a local one).
    const faces = await page.evaluate(() => [
      ...new Set([...document.fonts].map((face) => face.family).filter((family) => !family.endsWith(" Fallback"))),
    ]);
    await session.send("DOM.enable");
    await session.send("CSS.enable");
    const { root } = await session.send("DOM.getDocument", { depth: 0 });
    const { nodeIds } = await session.send("DOM.querySelectorAll", {
      nodeId: root.nodeId,
      selector: "figure.diagram > svg text",
    });
    expect(nodeIds.length, path).toBeGreaterThan(0);
    for (const nodeId of nodeIds) {
      const { fonts } = await session.send("CSS.getPlatformFontsForNode", { nodeId });
      const notTheSite = fonts.filter(
        (font) => !font.isCustomFont || !faces.some((family) => font.familyName.startsWith(family)),
      );
      expect.soft(notTheSite, `${path}: a label drawn in ${JSON.stringify(fonts)}`).toEqual([]);
    }

    for (const diagram of await diagrams.all()) {
      const fits = await diagram.evaluate(labelFits);
      expect(fits.length, path).toBeGreaterThan(0);
      expect
        .soft(
          fits.filter(({ overflow }) => overflow > 0),
          `${path}: labels out of their shapes`,
        )
        .toEqual([]);
    }
  }
});
