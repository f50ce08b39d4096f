import type { Page } from "@playwright/test";
import { loadPortfolio } from "../app/content/portfolio-source.ts";
import { projectPath } from "../app/paths.ts";
import { expect, test, waitForViewer } from "./fixtures.ts";

// What the built site was made from: the tests derive what they expect from it.
const site = loadPortfolio();

const project = site.projects[0]!;
const pagePath = `.${projectPath(project.slug)}`;
const pageUrl = new RegExp(`${projectPath(project.slug)}$`);

function thumbnails(page: Page) {
  return page.getByRole("region", { name: "Screenshots" }).getByRole("link");
}

function viewer(page: Page) {
  return page.getByRole("dialog", { name: `${project.name} screenshots` });
}

async function openProject(page: Page, search = "") {
  await page.goto(`${pagePath}${search}`);
  await waitForViewer(page);
}

async function expectShowing(page: Page, index: number) {
  const dialog = viewer(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`${index + 1} of 4`, { exact: true })).toBeVisible();
  await expect(dialog.getByRole("img", { name: project.images[index]!.alt })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?screenshot=${index + 1}$`));
}

test("a thumbnail opens the enlarged screenshot in a modal, with its alt text as caption", async ({ page }) => {
  await openProject(page);
  await expect(viewer(page)).toBeHidden();
  await thumbnails(page).nth(2).click();
  await expectShowing(page, 2);
  const image = viewer(page).getByRole("img");
  // The large image, not the thumbnail: wider than the thumbnail's rendition.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(900);
  await expect(viewer(page).locator("figcaption")).toHaveText(project.images[2]!.alt);
  // It is modal: the page behind is inert.
  expect(await viewer(page).evaluate((dialog: HTMLDialogElement) => dialog.matches(":modal"))).toBe(true);
});

test("a click that comes before the gallery's JavaScript still opens the viewer", async ({ page }) => {
  await page.goto(pagePath);
  // No waiting for hydration: the loader holds the click and replays it.
  await thumbnails(page).nth(1).click();
  await expectShowing(page, 1);
});

test("a keyboard visitor's first Enter on a thumbnail opens the viewer", async ({ page }) => {
  await page.goto(pagePath);
  await thumbnails(page).nth(2).focus();
  await page.keyboard.press("Enter");
  await expectShowing(page, 2);
  await expect(viewer(page).getByRole("button", { name: "Close screenshot viewer" })).toBeFocused();
});

test("focus moves into the viewer and returns to the thumbnail that opened it", async ({ page }) => {
  await openProject(page);
  await thumbnails(page).nth(1).focus();
  await page.keyboard.press("Enter");
  await expectShowing(page, 1);
  await expect(viewer(page).getByRole("button", { name: "Close screenshot viewer" })).toBeFocused();
  // Moving on and closing still returns to the opener.
  await page.keyboard.press("ArrowRight");
  await expectShowing(page, 2);
  await viewer(page).getByRole("button", { name: "Close screenshot viewer" }).click();
  await expect(viewer(page)).toBeHidden();
  await expect(thumbnails(page).nth(1)).toBeFocused();
  await expect(page).toHaveURL(pageUrl);
});

test("Escape closes the viewer", async ({ page }) => {
  await openProject(page);
  await thumbnails(page).nth(0).click();
  await expectShowing(page, 0);
  await page.keyboard.press("Escape");
  await expect(viewer(page)).toBeHidden();
  await expect(page).toHaveURL(pageUrl);
  await expect(thumbnails(page).nth(0)).toBeFocused();
});

test("a click on the backdrop closes the viewer; a click on the image does not", async ({ page }) => {
  await openProject(page);
  await thumbnails(page).nth(3).click();
  await expectShowing(page, 3);
  await viewer(page).getByRole("img").click();
  await expectShowing(page, 3);
  await page.mouse.click(5, 5);
  await expect(viewer(page)).toBeHidden();
  await expect(page).toHaveURL(pageUrl);
});

test("previous and next controls and the arrow keys move through all four, wrapping", async ({ page }) => {
  await openProject(page);
  await thumbnails(page).nth(0).click();
  await expectShowing(page, 0);
  const next = viewer(page).getByRole("button", { name: "Next screenshot" });
  const previous = viewer(page).getByRole("button", { name: "Previous screenshot" });
  await next.click();
  await expectShowing(page, 1);
  await next.click();
  await expectShowing(page, 2);
  await previous.click();
  await expectShowing(page, 1);
  await page.keyboard.press("ArrowLeft");
  await expectShowing(page, 0);
  await page.keyboard.press("ArrowLeft");
  await expectShowing(page, 3);
  await page.keyboard.press("ArrowRight");
  await expectShowing(page, 0);
});

test("the counter is announced politely", async ({ page }) => {
  await openProject(page);
  await thumbnails(page).nth(0).click();
  const counter = viewer(page).getByText("1 of 4", { exact: true });
  await expect(counter).toHaveAttribute("aria-live", "polite");
});

test("Back closes the viewer, and stepping through screenshots adds no history", async ({ page }) => {
  await openProject(page);
  await thumbnails(page).nth(0).click();
  await expectShowing(page, 0);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expectShowing(page, 2);
  await page.goBack();
  await expect(viewer(page)).toBeHidden();
  await expect(page).toHaveURL(pageUrl);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.name);
  // Forward reopens it where it was.
  await page.goForward();
  await expectShowing(page, 2);
});

test("closing the viewer leaves no extra history entry behind", async ({ page }) => {
  await page.goto("./");
  await page.getByRole("link", { name: project.name }).click();
  await waitForViewer(page);
  await thumbnails(page).nth(0).click();
  await expectShowing(page, 0);
  await page.keyboard.press("Escape");
  await expect(viewer(page)).toBeHidden();
  await expect(page).toHaveURL(pageUrl);
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.person.name);
});

test("a shared link opens that screenshot, and closing it keeps the visitor on the page", async ({ page }) => {
  await openProject(page, "?screenshot=3");
  await expectShowing(page, 2);
  await expect(viewer(page).getByRole("button", { name: "Close screenshot viewer" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(viewer(page)).toBeHidden();
  await expect(page).toHaveURL(pageUrl);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.name);
  await expect(thumbnails(page).nth(2)).toBeFocused();
});

for (const value of ["0", "5", "-1", "2.5", "abc", "", "1e1", "%20"]) {
  test(`?screenshot=${value} leaves the viewer closed, with no error`, async ({ page }) => {
    await openProject(page, `?screenshot=${value}`);
    await expect(viewer(page)).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.name);
    // And the viewer still opens normally afterwards.
    await thumbnails(page).nth(1).click();
    await expectShowing(page, 1);
  });
}

test("the page behind the viewer does not scroll", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await openProject(page);
  await thumbnails(page).nth(0).scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  await thumbnails(page).nth(0).click();
  await expectShowing(page, 0);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
  await page.mouse.move(640, 350);
  await page.mouse.wheel(0, 800);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  await page.keyboard.press("Escape");
  await expect(viewer(page)).toBeHidden();
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
});

test("a swipe on a touch screen moves between screenshots", async ({ page }) => {
  await openProject(page);
  await thumbnails(page).nth(0).click();
  await expectShowing(page, 0);
  const figure = viewer(page).locator("figure");
  const swipe = async (fromX: number, toX: number) => {
    await figure.dispatchEvent("pointerdown", { pointerType: "touch", clientX: fromX, clientY: 300, isPrimary: true });
    await figure.dispatchEvent("pointerup", { pointerType: "touch", clientX: toX, clientY: 305, isPrimary: true });
  };
  await swipe(600, 300);
  await expectShowing(page, 1);
  await swipe(300, 600);
  await expectShowing(page, 0);
  // A short move is a tap, not a swipe.
  await swipe(300, 310);
  await expectShowing(page, 0);
});

test("the opening animation respects prefers-reduced-motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openProject(page);
  await thumbnails(page).nth(0).click();
  await expectShowing(page, 0);
  const reduced = await viewer(page)
    .locator("> div")
    .first()
    .evaluate((el) => getComputedStyle(el).animationName);
  expect(reduced).toBe("none");

  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.keyboard.press("Escape");
  await thumbnails(page).nth(0).click();
  const animated = await viewer(page)
    .locator("> div")
    .first()
    .evaluate((el) => getComputedStyle(el).animationName);
  expect(animated).not.toBe("none");
});

test("the viewer preloads the neighbouring screenshots", async ({ page }) => {
  await openProject(page);
  await thumbnails(page).nth(1).click();
  await expectShowing(page, 1);
  const loaded = await viewer(page).evaluate((dialog) =>
    [...dialog.querySelectorAll("[hidden] img")].map((img) => (img as HTMLImageElement).alt),
  );
  expect(loaded.sort()).toEqual([project.images[0]!.alt, project.images[2]!.alt].sort());
});
