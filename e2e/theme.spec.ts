import type { Page } from "@playwright/test";
import { loadPortfolio } from "../app/collections/portfolio-source.ts";
import { projectPath } from "../app/addresses/paths.ts";
import { expect, test, waitForViewer } from "./fixtures.ts";

const project = loadPortfolio().projects.find((candidate) => candidate.images.length > 0);

const toggle = (page: Page) => page.getByRole("button", { name: "Dark theme" });

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test("the theme follows the system until the visitor chooses", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("./");
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");
  const dark = await background(page);
  await page.emulateMedia({ colorScheme: "light" });
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "false");
  expect(await background(page)).not.toBe(dark);
});

test("the toggle switches the theme and remembers the choice across pages and reloads", async ({ page }) => {
  test.skip(!project, "no project page to carry the choice to");
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("./");
  const light = await background(page);
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  const dark = await background(page);
  expect(dark).not.toBe(light);

  await page.reload();
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");
  expect(await background(page)).toBe(dark);

  // A project page, with its gallery hydrated, keeps the choice and the toggle still works there.
  await page.goto(`.${projectPath(project!.slug)}`);
  await waitForViewer(page);
  expect(await background(page)).toBe(dark);
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "false");
  expect(await background(page)).toBe(light);
});

test("a saved theme is applied before the first paint: no flash of the wrong theme", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.addInitScript(() => {
    localStorage.setItem("theme", "dark");
    // Record the theme at the moment the body is first created, before any paint.
    new MutationObserver((_, observer) => {
      if (document.body) {
        (window as unknown as { themeAtBody: string | null }).themeAtBody =
          document.documentElement.getAttribute("data-theme");
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("./");
  expect(await page.evaluate(() => (window as unknown as { themeAtBody: string | null }).themeAtBody)).toBe("dark");
});

test("the toggle is a keyboard-operable button", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("./");
  await toggle(page).focus();
  await page.keyboard.press("Enter");
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Space");
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "false");
});
