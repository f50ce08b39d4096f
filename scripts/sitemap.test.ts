import { expect, test } from "vitest";
import { loadPortfolio } from "../app/content/portfolio-source.ts";
import { pageUrls, robotsTxt, sitemapXml, writingSitemapEntries } from "./sitemap.ts";

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

test("the writing is listed with lastmod: a post's last change, the newest among a list's posts", () => {
  const posts = [
    { slug: "new", data: { date: "2026-05-01", tags: ["css"] } },
    { slug: "edited", data: { date: "2026-01-01", updated: "2026-06-10", tags: ["css", "react"] } },
    { slug: "old", data: { date: "2025-01-01", tags: ["react"] } },
  ];
  const xml = sitemapXml(writingSitemapEntries(posts, "https://example.com/"));
  expect(xml).toContain("<url><loc>https://example.com/writing</loc><lastmod>2026-06-10</lastmod></url>");
  expect(xml).toContain("<url><loc>https://example.com/writing/new</loc><lastmod>2026-05-01</lastmod></url>");
  expect(xml).toContain("<url><loc>https://example.com/writing/edited</loc><lastmod>2026-06-10</lastmod></url>");
  expect(xml).toContain("<url><loc>https://example.com/writing/tags/react</loc><lastmod>2026-06-10</lastmod></url>");
  expect(xml).toContain("<url><loc>https://example.com/writing/tags/css</loc><lastmod>2026-06-10</lastmod></url>");
  expect(writingSitemapEntries([], "https://example.com/")).toEqual([]);
});
