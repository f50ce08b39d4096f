import { loadPortfolio } from "../app/collections/portfolio-source.ts";
import { projectPath } from "../app/addresses/paths.ts";
import { expect, stepThrough, test } from "./fixtures.ts";

// What the built site was made from: the tests derive what they expect from it.
const site = loadPortfolio();

test.use({ javaScriptEnabled: false });

test("the home page has all its content without JavaScript", async ({ page }) => {
  await page.goto("./");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.person.name);
  await expect(page.getByRole("article")).toHaveCount(site.projects.length);
  await expect(page.getByRole("link", { name: /Download CV/ })).toBeVisible();
  // The theme toggle cannot work without scripting, so it is not offered.
  await expect(page.locator("[data-theme-toggle]")).toBeHidden();
  const last = site.projects.at(-1)!;
  await page.getByRole("link", { name: last.name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(last.name);
});

test("every project page works without JavaScript, thumbnails linking to the full images", async ({
  page,
  request,
}) => {
  await stepThrough(
    site.projects,
    (project) => projectPath(project.slug),
    async (project) => {
      await page.goto(`.${projectPath(project.slug)}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.name);
      await expect(page.getByRole("region", { name: "Technologies used" }).getByRole("listitem")).toHaveCount(
        project.tech.length,
      );
      const links = page.getByRole("region", { name: "Screenshots" }).getByRole("link");
      await expect(links).toHaveCount(project.images.length);
      for (let i = 0; i < project.images.length; i++) {
        const href = await links.nth(i).getAttribute("href");
        const response = await request.get(new URL(href!, page.url()).href);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toMatch(/^image\//);
      }
    },
  );
});
