import { expect, test } from "vitest";
import { loadPortfolio } from "../app/content/portfolio-source.ts";
import { pageUrls, robotsTxt, sitemapXml } from "./sitemap.ts";

const site = loadPortfolio();

test("the sitemap lists the home page and every project by absolute URL", () => {
  const urls = pageUrls(site, "https://nadiaokafor.dev/");
  expect(urls).toEqual([
    "https://nadiaokafor.dev/",
    ...site.projects.map((project) => `https://nadiaokafor.dev/${project.slug}`),
  ]);
  const xml = sitemapXml(urls);
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
  );
  expect([...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1])).toEqual(urls);
});

test("a new project is a new sitemap entry with no other edit", () => {
  const content = structuredClone(site);
  content.projects.push({ ...content.projects[0]!, slug: "new-project" });
  expect(pageUrls(content, "https://nadiaokafor.dev/").at(-1)).toBe("https://nadiaokafor.dev/new-project");
});

test("under a sub-path the URLs include it", () => {
  expect(pageUrls(site, "https://jane.github.io/portfolio/")[1]).toBe(
    `https://jane.github.io/portfolio/${site.projects[0]!.slug}`,
  );
  expect(robotsTxt("https://jane.github.io/portfolio/")).toContain(
    "Sitemap: https://jane.github.io/portfolio/sitemap.xml",
  );
});

test("characters XML reserves are escaped in a URL", () => {
  expect(sitemapXml(["https://example.com/?a=1&b=2"])).toContain("<loc>https://example.com/?a=1&amp;b=2</loc>");
});

test("robots.txt lets every crawler in and points at the sitemap", () => {
  expect(robotsTxt("https://nadiaokafor.dev/")).toBe(
    "User-agent: *\nAllow: /\n\nSitemap: https://nadiaokafor.dev/sitemap.xml\n",
  );
});
