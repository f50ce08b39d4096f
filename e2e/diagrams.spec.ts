// Mermaid diagrams on the built site: drawn at build time, named, their source
// a disclosure away, and painted by the site's theme, the toggle's included.
// The page is found by what the content holds, never by name.
import type { Locator, Page } from "@playwright/test";
import { mermaidBlocks } from "../app/markdown/mermaid-diagrams.ts";
import { loadPortfolio } from "../app/collections/portfolio-source.ts";
import { loadPosts } from "../app/collections/writing.ts";
import { postPath, projectPath } from "../app/addresses/paths.ts";
import { expect, t, test } from "./fixtures.ts";

const post = loadPosts().find((candidate) => mermaidBlocks(candidate.body).length > 0);
const project = loadPortfolio().projects.find((candidate) => mermaidBlocks(candidate.description).length > 0);
const path = post ? postPath(post.slug) : project ? projectPath(project.slug) : undefined;
const firstSource = mermaidBlocks(post?.body ?? project?.description ?? "")[0]?.source ?? "";

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
