// A right-to-left language (the fixture site, fixtures/site, has Arabic): the pages say
// dir="rtl" and lay out mirrored, fit a 320 px screen (axe: accessibility.spec.ts), and the
// screenshot viewer steps the way the page reads. Skipped on builds without a
// right-to-left language.
import { sitePages } from "../app/addresses/site-pages.ts";
import { siteLanguages } from "../app/languages/languages-setting.ts";
import { messagesFor } from "../app/i18n/site-catalogues.ts";
import { localizePath } from "../app/languages/language-tags.ts";
import { projectPath } from "../app/addresses/paths.ts";
import { loadProjects } from "../app/collections/project-collection.ts";
import { expect, pagesIn, test, waitForViewer, walkTimeout } from "./fixtures.ts";

const languages = siteLanguages();
const rtl = languages.find((language) => language.dir === "rtl");
const ltr = languages.find((language) => language.isDefault)!;
const pages = rtl ? pagesIn(sitePages(), rtl) : [];
const project = loadProjects({ languages })[0]!;

test.skip(!rtl, "no right-to-left language in this build (the fixture site has one)");

const at = (path: string) => `.${path}`;

test("the right-to-left pages say so, and lay out mirrored", async ({ page }) => {
  await page.goto(at(localizePath("/", rtl!)));
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", rtl!.tag);
  const width = page.viewportSize()!.width;
  // The developer's name starts the header: at the right in Arabic, at the left in English.
  const name = page.getByRole("banner").getByRole("link").first();
  const inRtl = (await name.boundingBox())!;
  expect(inRtl.x + inRtl.width).toBeGreaterThan(width * 0.75);
  const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
  expect(heading.x + heading.width).toBeGreaterThan(width * 0.6);

  await page.goto(at("/"));
  const inLtr = (await page.getByRole("banner").getByRole("link").first().boundingBox())!;
  expect(inLtr.x).toBeLessThan(width * 0.25);
});

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });
  // Every right-to-left page, in one tab. (Axe runs on each of them in e2e/accessibility.spec.ts, which reads every
  // page of the sitemap.)
  test("no right-to-left page scrolls sideways", async ({ page }) => {
    expect(pages.length).toBeGreaterThan(0);
    test.setTimeout(walkTimeout(pages.length));
    for (const { path } of pages) {
      await page.goto(at(path));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test("the viewer steps the way the page reads: the left arrow is next", async ({ page }) => {
  const t = messagesFor(rtl!);
  await page.goto(at(localizePath(projectPath(project.slug), rtl!)));
  await waitForViewer(page);
  await page.getByRole("region", { name: t.screenshots }).getByRole("link").first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/screenshot=1$/);
  await page.keyboard.press("ArrowLeft");
  await expect(page).toHaveURL(/screenshot=2$/);
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/screenshot=1$/);
  // The next button sits on the left, where the next screenshot comes from.
  const next = (await dialog.getByRole("button", { name: t.nextScreenshot }).boundingBox())!;
  const previous = (await dialog.getByRole("button", { name: t.previousScreenshot }).boundingBox())!;
  expect(next.x).toBeLessThan(previous.x);
});

test("the right-to-left pages link the default language's CV, which the PDF renderer can write", async ({ page }) => {
  await page.goto(at("/"));
  const english = await page.getByRole("link", { name: new RegExp(messagesFor(ltr).downloadCv) }).getAttribute("href");
  await page.goto(at(localizePath("/", rtl!)));
  const own = page.getByRole("link", { name: new RegExp(messagesFor(rtl!).downloadCv) });
  await expect(own).toHaveAttribute("href", english!);
});
