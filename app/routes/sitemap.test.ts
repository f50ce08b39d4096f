import { expect, test } from "vitest";
import type { RouteContent } from "../addresses/route-params.ts";
import type { PostEntry } from "../collections/writing.ts";
import { describeLanguages } from "../languages/language-tags.ts";
import { loadPortfolio } from "../collections/portfolio-source.ts";
import { robotsTxt } from "./robots.ts";
import { sitemapPages } from "../page/sitemap-pages.ts";
import { sitemapEntries, sitemapXml, type SitemapEntry } from "./sitemap.ts";

const site = loadPortfolio();
const english = describeLanguages(["en-GB"]);
const both = describeLanguages(["en-GB", "fr"]);

/** The site's pages in `languages`: the sample's projects, and `posts` in every language. */
function pagesOf(
  languages = english,
  projects: RouteContent["projects"] = site.projects,
  posts: readonly Pick<PostEntry, "slug" | "data">[] = [],
) {
  const postsByLanguage = Object.fromEntries(languages.map((language) => [language.code, posts as PostEntry[]]));
  return sitemapPages({ languages, projects, postsByLanguage, postsAcrossLanguages: true });
}

const urlOf = (entry: SitemapEntry) => (typeof entry === "string" ? entry : entry.url);
const locs = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);

test("the sitemap lists the home page, every project and the search page by absolute URL", () => {
  const entries = sitemapEntries(pagesOf(), "https://jane.example/");
  const urls = [
    "https://jane.example/",
    ...site.projects.map((project) => `https://jane.example/${project.slug}`),
    "https://jane.example/search",
  ];
  // Then the technologies' pages (app/addresses/site-pages.test.ts has which).
  const technologies = "https://jane.example/technologies";
  expect(entries.map(urlOf).filter((url) => !url.startsWith(technologies))).toEqual(urls);
  expect(entries.map(urlOf)).toContain(technologies);
  const xml = sitemapXml(entries);
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
  );
  expect(locs(xml)).toEqual(entries.map(urlOf));
});

test("a single-language sitemap has no alternates and no xhtml namespace", () => {
  const xml = sitemapXml(sitemapEntries(pagesOf(), "https://jane.example/"));
  expect(xml).not.toContain("xhtml");
  expect(xml).not.toContain("hreflang");
});

test("a new project is a new sitemap entry with no other edit", () => {
  const projects = [...site.projects, { slug: "new-project" }];
  const before = sitemapEntries(pagesOf(), "https://jane.example/").map(urlOf);
  const after = sitemapEntries(pagesOf(english, projects), "https://jane.example/").map(urlOf);
  expect(after.filter((url) => !before.includes(url))).toEqual(["https://jane.example/new-project"]);
});

test("under a sub-path the URLs include it", () => {
  expect(urlOf(sitemapEntries(pagesOf(), "https://jane.github.io/portfolio/")[1]!)).toBe(
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
  expect(robotsTxt("https://jane.example/")).toBe(
    "User-agent: *\nAllow: /\n\nSitemap: https://jane.example/sitemap.xml\n",
  );
});

test("the writing is listed with lastmod: a post's last change, the newest among a list's posts", () => {
  const posts = [
    { slug: "new", data: { date: "2026-05-01", tags: ["css"] } },
    { slug: "edited", data: { date: "2026-01-01", updated: "2026-06-10", tags: ["css", "react"] } },
    { slug: "old", data: { date: "2025-01-01", tags: ["react"] } },
  ] as unknown as PostEntry[];
  const xml = sitemapXml(sitemapEntries(pagesOf(english, site.projects, posts), "https://example.com/"));
  expect(xml).toContain("<url><loc>https://example.com/writing</loc><lastmod>2026-06-10</lastmod></url>");
  expect(xml).toContain("<url><loc>https://example.com/writing/new</loc><lastmod>2026-05-01</lastmod></url>");
  expect(xml).toContain("<url><loc>https://example.com/writing/edited</loc><lastmod>2026-06-10</lastmod></url>");
  expect(xml).toContain("<url><loc>https://example.com/writing/tags/react</loc><lastmod>2026-06-10</lastmod></url>");
  expect(xml).toContain("<url><loc>https://example.com/writing/tags/css</loc><lastmod>2026-06-10</lastmod></url>");
  expect(locs(sitemapXml(sitemapEntries(pagesOf(), "https://example.com/")))).not.toContain(
    "https://example.com/writing",
  );
});

test("in several languages each page lists every version by hreflang, and x-default the default language's", () => {
  const slug = site.projects[0]!.slug;
  const xml = sitemapXml(sitemapEntries(pagesOf(both), "https://jane.example/"));
  expect(xml).toContain(
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  );
  expect(locs(xml)).toContain(`https://jane.example/fr/${slug}`);
  const links = [
    `<xhtml:link rel="alternate" hreflang="en-GB" href="https://jane.example/${slug}"/>`,
    `<xhtml:link rel="alternate" hreflang="fr" href="https://jane.example/fr/${slug}"/>`,
    `<xhtml:link rel="alternate" hreflang="x-default" href="https://jane.example/${slug}"/>`,
  ].join("\n    ");
  // Both versions carry the same three links.
  expect(xml).toContain(`<url><loc>https://jane.example/${slug}</loc>\n    ${links}\n  </url>`);
  expect(xml).toContain(`<url><loc>https://jane.example/fr/${slug}</loc>\n    ${links}\n  </url>`);
  expect(xml).toContain('hreflang="fr" href="https://jane.example/fr"/>');
});

test("a page in one language only, such as a post written in French alone, has no alternates", () => {
  const post = { slug: "seulement", data: { date: "2026-05-01", tags: [] } } as unknown as PostEntry;
  const pages = sitemapPages({
    languages: both,
    projects: site.projects,
    postsByLanguage: { "en-gb": [], fr: [post] },
    postsAcrossLanguages: true,
  });
  const entry = sitemapEntries(pages, "https://example.com/").find(
    (candidate) => urlOf(candidate) === "https://example.com/fr/writing/seulement",
  );
  expect(entry).toEqual({ url: "https://example.com/fr/writing/seulement", lastmod: "2026-05-01" });
});
