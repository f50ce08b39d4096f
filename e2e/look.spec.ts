// The layout holds for whatever the content is: the home opening balanced,
// profile links that never break inside one, card screenshots framed as a
// screen at a fixed ratio, and More projects with thumbnails. Each subject is
// found from the built pages, never by a slug or a name.
import { loadPortfolio } from "../app/collections/portfolio-source.ts";
import { projectPath } from "../app/addresses/paths.ts";
import { expect, test } from "./fixtures.ts";

const site = loadPortfolio();

test("at desktop width the shorter column of the home opening is centred against the taller: no empty block under one", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("./");
  const [intro, card] = await Promise.all(
    ["main > div > section", "main > div > :nth-child(2)"].map((selector) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => {
          const box = element.getBoundingClientRect();
          return { top: box.top, bottom: box.bottom, left: box.left };
        }),
    ),
  );
  // Side by side.
  expect(card!.left).toBeGreaterThan(intro!.left);
  const [short, tall] = intro!.bottom - intro!.top < card!.bottom - card!.top ? [intro!, card!] : [card!, intro!];
  expect(Math.abs(short.top - tall.top - (tall.bottom - short.bottom))).toBeLessThanOrEqual(2);
});

test("a profile link never wraps inside itself, down to 320 px", async ({ page }) => {
  test.skip(site.person.profiles.length === 0, "the content has no profiles");
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto("./");
  for (const profile of site.person.profiles) {
    const link = page.locator(`main a[href="${profile.url}"]`).first();
    const lines = await link.evaluate((element) => element.getClientRects().length);
    expect(lines, profile.label).toBe(1);
  }
});

test("card screenshots are framed as a screen: a 16:10 window showing the top of the page, not a crop of the card", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("./");
  const images = page.locator("main article picture img");
  const count = await images.count();
  test.skip(count === 0, "no project has a screenshot");
  for (let index = 0; index < count; index++) {
    const image = images.nth(index);
    await image.scrollIntoViewIfNeeded();
    const shown = await image.evaluate((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const frame = element.closest("picture")!.getBoundingClientRect();
      const card = element.closest("article")!.getBoundingClientRect();
      return {
        ratio: box.width / box.height,
        fit: style.objectFit,
        position: style.objectPosition,
        frameInsideCard: frame.bottom < card.bottom - 4 && frame.left > card.left,
      };
    });
    expect(shown.ratio).toBeCloseTo(16 / 10, 1);
    expect(shown.fit).toBe("cover");
    expect(shown.position.startsWith("50% 0%")).toBe(true);
    expect(shown.frameInsideCard).toBe(true);
  }
});

test("More projects shows each other project's card screenshot as a thumbnail with its size reserved", async ({
  page,
}) => {
  const current = site.projects[0];
  test.skip(!current || site.projects.length < 2, "More projects needs two projects");
  await page.goto(`.${projectPath(current!.slug)}`);
  const links = page
    .getByRole("navigation", { name: /./ })
    .filter({ has: page.locator("#more-title") })
    .getByRole("link");
  const others = site.projects.filter((project) => project.slug !== current!.slug).slice(0, 6);
  for (const [index, other] of others.entries()) {
    const thumbnail = links.nth(index).locator("img");
    if (other.images.length === 0) {
      await expect(thumbnail).toHaveCount(0);
      continue;
    }
    await expect(thumbnail).toHaveAttribute("alt", "");
    await expect(thumbnail).toHaveAttribute("width", /\d+/);
    await expect(thumbnail).toHaveAttribute("height", /\d+/);
    await thumbnail.scrollIntoViewIfNeeded();
    await expect.poll(() => thumbnail.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  }
});

test("the owner's portrait shows on the home page with its alt text, in AVIF and WebP, its size reserved", async ({
  page,
}) => {
  const portrait = site.person.portrait;
  test.skip(!portrait, "the site has no portrait");
  await page.goto("./");
  const image = page.getByRole("main").getByRole("img", { name: portrait!.alt, exact: true });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute("width", /^\d+$/);
  await expect(image).toHaveAttribute("height", /^\d+$/);
  const picture = image.locator("xpath=..");
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /\.avif/);
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute("srcset", /\.webp/);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
});
