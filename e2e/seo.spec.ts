import { siteUrl } from "../app/collections/owner-modules.ts";
import type { Page } from "@playwright/test";
import { loadPortfolio } from "../app/collections/portfolio-source.ts";
import { loadPosts, postFacts } from "../app/collections/writing.ts";
import { sitePages } from "../app/addresses/site-pages.ts";
import { pagePaths, projectPath, writingPaths } from "../app/addresses/paths.ts";
import { absoluteUrl, siteRoot } from "../app/addresses/site-url.ts";
import { basePath } from "../vite/base-path.ts";
import { expect, followMoreProjectsLink, literally, stepThrough, t, test } from "./fixtures.ts";

// What the built site was made from: the tests derive what they expect from it.
const site = loadPortfolio();

// The build under test was made with the same settings, so its URLs are these.
const root = siteRoot(siteUrl(), basePath());
const { person, projects } = site;

/** The content of `<meta property|name=key>`. */
async function metaContent(page: Page, key: string) {
  const tag = page.locator(`meta[property="${key}"], meta[name="${key}"]`);
  await expect(tag, key).toHaveCount(1);
  return (await tag.getAttribute("content")) ?? "";
}

async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  const script = page.locator('script[type="application/ld+json"]');
  await expect(script).toHaveCount(1);
  return JSON.parse((await script.textContent()) ?? "") as Record<string, unknown>;
}

/** A URL on the published site as a path the test server serves, relative to its base. */
function served(url: string) {
  expect(url.startsWith(root), `${url} is on the site`).toBe(true);
  return `./${url.slice(root.length)}`;
}

function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
  expect(png.toString("ascii", 12, 16)).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

test("the home and project pages have their canonical URL, Open Graph and Twitter card tags, and a 1200x630 PNG share image", async ({
  page,
}) => {
  await stepThrough(
    pagePaths(site),
    (path) => path,
    async (path) => {
      await page.goto(`.${path}`);
      const url = absoluteUrl(path, root);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);

      const title = await page.title();
      const description = await metaContent(page, "description");
      expect(await metaContent(page, "og:type")).toBe("website");
      expect(await metaContent(page, "og:site_name")).toBe(person.name);
      expect(await metaContent(page, "og:url")).toBe(url);
      expect(await metaContent(page, "og:title")).toBe(title);
      expect(await metaContent(page, "og:description")).toBe(description);
      expect(await metaContent(page, "twitter:card")).toBe("summary_large_image");
      expect(await metaContent(page, "twitter:title")).toBe(title);
      expect(await metaContent(page, "twitter:description")).toBe(description);

      const image = await metaContent(page, "og:image");
      expect(image).toBe(absoluteUrl(`/og/${path.slice(1) || "index"}.png`, root));
      expect(await metaContent(page, "twitter:image")).toBe(image);
      expect(await metaContent(page, "og:image:width")).toBe("1200");
      expect(await metaContent(page, "og:image:height")).toBe("630");
      const alt = await metaContent(page, "og:image:alt");
      expect(alt).toContain(person.name);
      expect(await metaContent(page, "twitter:image:alt")).toBe(alt);

      const response = await page.request.get(served(await metaContent(page, "og:image")));
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
    },
  );
});

test("the home page's JSON-LD is a profile page of the Person the page shows", async ({ page }) => {
  await page.goto("./");
  const profile = await jsonLd(page);
  expect(profile["@context"]).toBe("https://schema.org");
  expect(profile["@type"]).toBe("ProfilePage");
  expect(profile.url).toBe(await page.locator('link[rel="canonical"]').getAttribute("href"));
  const data = profile.mainEntity as Record<string, unknown>;
  expect(data["@type"]).toBe("Person");
  expect(data.url).toBe(profile.url);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(data.name as string);
  // The bio's first paragraph, as text (Markdown in it is rendered as markup on the page).
  await expect(page.getByRole("main")).toContainText((data.description as string).slice(0, 40));
  // The job title opens the page, followed by the location when there is one (with whatever stands between them).
  const title = data.jobTitle as string;
  await expect(
    person.location
      ? page.getByText(new RegExp(`^${literally(title).source}.+${literally(person.location, "$").source}`))
      : page.getByText(title, { exact: true }).first(),
  ).toBeVisible();
  expect(data.email).toBe(person.email);
  expect(data.sameAs).toEqual(person.profiles.map((profile) => profile.url));
  for (const profile of person.profiles) {
    await expect(
      page.getByRole("main").getByRole("link", { name: `${t.profileLink(profile.label)} ${t.opensInNewTab}` }),
    ).toHaveAttribute("href", profile.url);
  }
  // A location, when the owner gives one, is the Person's address.
  const address = data.address as Record<string, string> | undefined;
  expect(address === undefined).toBe(person.location === undefined);
  if (address) {
    expect(address["@type"]).toBe("PostalAddress");
    await expect(page.getByText(new RegExp(`· ${address.addressLocality}`))).toBeVisible();
  }
});

test("each project page has JSON-LD for the project it shows", async ({ page }) => {
  await stepThrough(
    projects,
    (project) => projectPath(project.slug),
    async (project) => {
      await page.goto(`.${projectPath(project.slug)}`);
      const data = await jsonLd(page);
      expect(data["@context"]).toBe("https://schema.org");
      expect(data["@type"]).toBe("SoftwareSourceCode");
      expect(data.url).toBe(await page.locator('link[rel="canonical"]').getAttribute("href"));
      expect(data.image).toBe(await metaContent(page, "og:image"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(data.name as string);
      await expect(page.getByRole("main").getByText(data.description as string, { exact: true })).toBeVisible();
      if (project.git_url) {
        await expect(page.getByRole("link", { name: literally(t.sourceCode) })).toHaveAttribute(
          "href",
          data.codeRepository as string,
        );
      } else {
        expect(data.codeRepository).toBeUndefined();
      }
      await expect(page.getByRole("region", { name: t.technologiesUsed }).getByRole("listitem")).toHaveText(
        data.keywords as string[],
      );
      expect(data.author).toEqual({ "@type": "Person", name: person.name, url: absoluteUrl("/", root) });
    },
  );
});

test("after following a link to another project the canonical URL and JSON-LD are the new page's", async ({ page }) => {
  test.skip(projects.length < 2, "needs two projects");
  const [first, second] = projects;
  await followMoreProjectsLink(page, first!, second!);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    absoluteUrl(projectPath(second!.slug), root),
  );
  expect((await jsonLd(page)).name).toBe(second!.name);
});

test("sitemap.xml lists exactly the pages and robots.txt points to it", async ({ request }) => {
  const sitemap = await request.get("./sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toMatch(/xml/);
  const xml = await sitemap.text();
  const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
  // Every page in every language (e2e/languages.spec.ts checks each one's alternates).
  const pages = sitePages();
  expect(locs).toEqual(pages.map((page) => absoluteUrl(page.path, root)));
  // The route table's expansion, checked against the content itself: the home page, each project and the writing.
  const writing = writingPaths(postFacts(loadPosts()));
  expect(locs).toEqual(expect.arrayContaining([...pagePaths(site), ...writing].map((path) => absoluteUrl(path, root))));

  const robots = await request.get("./robots.txt");
  expect(robots.status()).toBe(200);
  const lines = (await robots.text()).split("\n");
  expect(lines).toContain("User-agent: *");
  expect(lines).toContain("Allow: /");
  expect(lines).toContain(`Sitemap: ${absoluteUrl("/sitemap.xml", root)}`);
});

test.describe("the not-found page", () => {
  test.use({ expectNotFound: true });

  test("stays out of search results: noindex, no canonical URL, no share tags or JSON-LD", async ({ page }) => {
    await page.goto("./no-such-page");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator('meta[property^="og:"], meta[name^="twitter:"]')).toHaveCount(0);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  });
});
