// The few checks that prove a build works where it is hosted. `npm run
// test:forks` runs them, in the site-wide suite, on a fork shape built with
// BASE_PATH=/portfolio/, and again (@smoke) on nginx there; the fixture's and
// the owner's suites run them at the root. The fixture fails each on any
// console error or failed request.
import { loadPortfolio } from "../app/collections/portfolio-source.ts";
import { siteLanguages } from "../app/languages/languages-setting.ts";
import { messagesFor } from "../app/i18n/site-catalogues.ts";
import { localizePath } from "../app/languages/language-tags.ts";
import { projectPath } from "../app/addresses/paths.ts";
import { basePath } from "../vite/base-path.ts";
import { expect, literally, t, test, waitForViewer } from "./fixtures.ts";

// What the built site was made from: the tests derive what they expect from it.
const site = loadPortfolio();

const [first] = site.projects;
// The second project with screenshots (its viewer opens), or with a single one, its own card.
const withGallery = site.projects.filter((project) => project.images.length > 0);
const second = withGallery[1] ?? withGallery[0];

test("@smoke the home page renders with its icons, styles and CV under the base path", async ({ page, request }) => {
  await page.goto("./");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.person.name);
  await expect(page.getByRole("article")).toHaveCount(site.projects.length);
  const cv = page.getByRole("link", { name: literally(t.downloadCv) });
  await expect(cv).toHaveAttribute("href", `${basePath()}cv/${site.person.cv.downloadName}`);
  const pdf = await request.get((await cv.getAttribute("href"))!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  for (const rel of ["icon", "apple-touch-icon", "manifest"]) {
    const href = await page.locator(`link[rel="${rel}"]`).getAttribute("href");
    expect(href, rel).toMatch(new RegExp(`^${basePath()}`));
    expect((await request.get(href!)).status(), rel).toBe(200);
  }
  const manifestUrl = new URL((await page.locator('link[rel="manifest"]').getAttribute("href"))!, page.url());
  const manifest = (await (await request.get(manifestUrl.href)).json()) as {
    start_url: string;
    icons: { src: string }[];
  };
  expect(manifest.start_url).toBe(basePath());
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  // The stylesheet applied: the skip link is moved off-screen until focused.
  await expect(page.getByRole("link", { name: t.skipToContent })).not.toBeInViewport();
});

test("@smoke a card click opens its project, whose viewer opens", async ({ page }) => {
  test.skip(!second, "the site has no project with screenshots");
  await page.goto("./");
  await page.getByRole("link", { name: second!.name }).click();
  await expect(page).toHaveURL(new RegExp(`${basePath()}${projectPath(second!.slug).slice(1)}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(second!.name);
  await waitForViewer(page);
  await page.getByRole("region", { name: t.screenshots }).getByRole("link").first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page).toHaveURL(/\?screenshot=1$/);
});

test("@smoke a project page loaded directly hydrates and links home", async ({ page }) => {
  test.skip(!first, "the site has no project");
  await page.goto(`.${projectPath(first!.slug)}`);
  if (first!.images.length > 0) await waitForViewer(page);
  await page.getByRole("banner").getByRole("link", { name: site.person.name }).click();
  await expect(page).toHaveURL(new RegExp(`${basePath()}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.person.name);
});

test.describe("an unknown path", () => {
  test.use({ expectNotFound: true });
  test("@smoke answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("./no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.notFoundHeading);
    await page.getByRole("link", { name: t.goHome }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.person.name);
  });

  // Each host config answers a miss in a language's folder with that language's page (docs/languages.md, "The not-found page").
  for (const language of siteLanguages().filter((other) => !other.isDefault)) {
    test(`@smoke a miss under /${language.code}/ answers 404 with the ${language.englishName} not-found page`, async ({
      page,
    }) => {
      const t = messagesFor(language);
      const response = await page.goto(`.${localizePath("/no-such-page/", language)}`);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", language.tag);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.notFoundHeading);
      await page.getByRole("link", { name: t.goHome }).click();
      await expect(page).toHaveURL(new RegExp(`${basePath()}${language.code}$`));
    });
  }
});
