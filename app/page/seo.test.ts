import { expect, test } from "vitest";
import { portfolio as site } from "../test-support/portfolio";
import { toDescription } from "./description";
import { HOME_PATH } from "../addresses/paths";
import { pageMeta } from "./seo";
import { pageAt } from "../test-support/page-at";
import { socialCard } from "./social-card";

const { t } = pageAt("/");

type Tag = Record<string, string>;

/** The meta tags as a crawler reads them: `og:url` → content, `canonical` → href. */
function read(tags: ReturnType<typeof pageMeta>) {
  const byKey = new Map<string, string>();
  for (const tag of tags as Tag[]) {
    if ("title" in tag) byKey.set("title", tag.title!);
    else if (tag.rel) byKey.set(tag.rel, tag.href!);
    else byKey.set((tag.property ?? tag.name)!, tag.content!);
  }
  return byKey;
}

// A page as a route describes it; the values are examples, not the content.
const project = {
  summary:
    "A where-to-buy widget that brands embed on their product pages to send shoppers to the retailers that have the product in stock.",
};
const projectPage = {
  title: "Weather App · Jane Doe",
  description: project.summary,
  path: "/weather-app",
  card: { imagePath: "/og/weather-app.png", alt: "Weather App, a project by Jane Doe" },
  siteName: "Jane Doe",
};

test("a published page has its canonical URL, Open Graph and Twitter card tags", () => {
  const tags = read(pageMeta(projectPage, "https://jane.example/"));
  expect(Object.fromEntries(tags)).toEqual({
    title: "Weather App · Jane Doe",
    description: project.summary,
    canonical: "https://jane.example/weather-app",
    "og:type": "website",
    "og:site_name": "Jane Doe",
    "og:title": "Weather App · Jane Doe",
    "og:description": project.summary,
    "og:url": "https://jane.example/weather-app",
    "og:image": "https://jane.example/og/weather-app.png",
    "og:image:type": "image/png",
    "og:image:width": "1200",
    "og:image:height": "630",
    "og:image:alt": "Weather App, a project by Jane Doe",
    "twitter:card": "summary_large_image",
    "twitter:title": "Weather App · Jane Doe",
    "twitter:description": project.summary,
    "twitter:image": "https://jane.example/og/weather-app.png",
    "twitter:image:alt": "Weather App, a project by Jane Doe",
  });
});

test("under a sub-path every absolute URL includes it", () => {
  const tags = read(pageMeta(projectPage, "https://jane.github.io/portfolio/"));
  expect(tags.get("canonical")).toBe("https://jane.github.io/portfolio/weather-app");
  expect(tags.get("og:url")).toBe("https://jane.github.io/portfolio/weather-app");
  expect(tags.get("og:image")).toBe("https://jane.github.io/portfolio/og/weather-app.png");
  expect(tags.get("twitter:image")).toBe("https://jane.github.io/portfolio/og/weather-app.png");
});

test("the home page's canonical URL is the site's root, with its trailing slash", () => {
  const home = { ...projectPage, path: HOME_PATH, card: socialCard(site, HOME_PATH, { t }) };
  expect(read(pageMeta(home, "https://jane.example/")).get("canonical")).toBe("https://jane.example/");
  expect(read(pageMeta(home, "https://jane.github.io/portfolio/")).get("og:image")).toBe(
    "https://jane.github.io/portfolio/og/index.png",
  );
});

test("without SITE_URL the pages point at the content's address", () => {
  expect(read(pageMeta(projectPage)).get("canonical")).toBe(`${site.url}/weather-app`);
});

test("a long description is shortened the same way for search results and link previews", () => {
  const long = `${project.summary} ${project.summary}`;
  expect(long.length).toBeGreaterThan(160);
  const tags = read(pageMeta({ ...projectPage, description: long }, "https://jane.example/"));
  const short = toDescription(long);
  expect(short.length).toBeLessThanOrEqual(160);
  expect(short).toMatch(/\w…$/);
  expect(tags.get("description")).toBe(short);
  expect(tags.get("og:description")).toBe(short);
  expect(tags.get("twitter:description")).toBe(short);
});

test("a page that is not published gets a title and description only: no canonical URL or share tags", () => {
  const tags = read(pageMeta({ title: "Page not found", description: "There is no page at this address." }));
  expect([...tags.keys()]).toEqual(["title", "description"]);
});

/** Every <link rel="alternate">, as hreflang → href. */
function alternates(tags: ReturnType<typeof pageMeta>) {
  return (tags as Tag[]).filter((tag) => tag.rel === "alternate").map((tag) => [tag.hrefLang, tag.href] as const);
}

const bothLanguages = {
  ogLocale: "fr_FR",
  versions: [
    { hreflang: "en-GB", ogLocale: "en_GB", path: "/weather-app", isDefault: true },
    { hreflang: "fr", ogLocale: "fr_FR", path: "/fr/weather-app", isDefault: false },
  ],
};

test("a page in several languages links each version by hreflang, x-default the default language's", () => {
  const tags = pageMeta({ ...projectPage, path: "/fr/weather-app", locale: bothLanguages }, "https://jane.example/");
  expect(alternates(tags)).toEqual([
    ["en-GB", "https://jane.example/weather-app"],
    ["fr", "https://jane.example/fr/weather-app"],
    ["x-default", "https://jane.example/weather-app"],
  ]);
  expect(read(tags).get("canonical")).toBe("https://jane.example/fr/weather-app");
  const locales = (tags as Tag[]).filter((tag) => tag.property?.startsWith("og:locale"));
  expect(locales.map((tag) => [tag.property, tag.content])).toEqual([
    ["og:locale", "fr_FR"],
    ["og:locale:alternate", "en_GB"],
  ]);
});

test("a page in one language only has its og:locale and no alternate links", () => {
  const alone = { ogLocale: "en_GB", versions: [bothLanguages.versions[0]!] };
  const tags = pageMeta({ ...projectPage, locale: alone }, "https://jane.example/");
  expect(alternates(tags)).toEqual([]);
  expect(read(tags).get("og:locale")).toBe("en_GB");
  expect((tags as Tag[]).some((tag) => tag.property === "og:locale:alternate")).toBe(false);
});
