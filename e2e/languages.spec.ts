// The site in every language it is built in (settings.ts, or SITE_LANGUAGES):
// each page says its language and links its versions in the others, the
// header switches between them without JavaScript, and the not-found page,
// the feed, the sitemap, the CV and the share images exist per language.
// Derived from the content, so it holds for any site made from this template
// with more than one language; on a single-language build it is skipped.
import { siteUrl } from "../app/collections/owner-modules.ts";
import type { Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import sharp from "sharp";
import { loadPortfolio } from "../app/collections/portfolio-source.ts";
import { sitePages } from "../app/addresses/site-pages.ts";
import { siteLanguages } from "../app/languages/languages-setting.ts";
import { loadPostsByLanguage } from "../app/collections/writing.ts";
import { messagesFor } from "../app/i18n/site-catalogues.ts";
import { cvPlans } from "../app/cv/cv-plans.ts";
import { imageLanguage, localizePath, type Language } from "../app/languages/language-tags.ts";
import {
  FEED_PATH,
  postPath,
  projectPath,
  RESUME_PATH,
  SEARCH_PATH,
  socialImagePath,
  WRITING_PATH,
} from "../app/addresses/paths.ts";
import { absoluteUrl, siteRoot } from "../app/addresses/site-url.ts";
import { basePath } from "../vite/base-path.ts";
import { expect, literally, pagesIn, postsElsewhere, test, walkTimeout } from "./fixtures.ts";

const languages = siteLanguages();
const [main] = languages;
const others = languages.filter((language) => !language.isDefault);
const pages = sitePages();
const postsByLanguage = loadPostsByLanguage({ languages });
const root = siteRoot(siteUrl(), basePath());
const project = loadPortfolio().projects[0]!;

test.skip(others.length === 0, "a single-language build has no other languages");

/** A site path as the tests' base URL takes it: "./fr/weather-app". */
const at = (path: string) => `.${path}`;

// One test per language, its pages visited in one tab (a page in a fresh tab costs 3.5 times as much, 0023):
// each check names the page it failed on.
for (const language of languages) {
  test(`every ${language.englishName} page says its language and links its version in every other language`, async ({
    page: tab,
  }) => {
    const own = pagesIn(pages, language);
    expect(own.length, "pages in this language").toBeGreaterThan(0);
    test.setTimeout(walkTimeout(own.length));
    for (const page of own) {
      await tab.goto(at(page.path));
      const { language } = page;
      const on = (what: string) => `${page.path}: ${what}`;
      await expect(tab.locator("html"), on("lang")).toHaveAttribute("lang", language.tag);
      await expect(tab.locator("html"), on("dir")).toHaveAttribute("dir", language.dir);
      await expect(tab.locator('link[rel="canonical"]'), on("canonical")).toHaveAttribute(
        "href",
        absoluteUrl(page.path, root),
      );

      const versions = pages.filter((other) => other.page === page.page);
      const hreflang = await tab
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]));
      const defaultVersion = versions.find((version) => version.language.isDefault);
      expect(hreflang, on("hreflang alternates")).toEqual(
        versions.length > 1
          ? [
              ...versions.map((version) => [version.language.tag, absoluteUrl(version.path, root)]),
              ...(defaultVersion ? [["x-default", absoluteUrl(defaultVersion.path, root)]] : []),
            ]
          : [],
      );
      await expect(tab.locator('meta[property="og:locale"]'), on("og:locale")).toHaveAttribute(
        "content",
        language.ogLocale,
      );
      const alternateLocales = await tab
        .locator('meta[property="og:locale:alternate"]')
        .evaluateAll((metas) => metas.map((meta) => meta.getAttribute("content")));
      expect(alternateLocales, on("og:locale:alternate")).toEqual(
        versions
          .filter((version) => version.language.code !== language.code)
          .map((version) => version.language.ogLocale),
      );
      const jsonLd = await tab.locator('script[type="application/ld+json"]').allTextContents();
      for (const data of jsonLd) expect(JSON.parse(data).inLanguage, on("JSON-LD inLanguage")).toBe(language.tag);
    }
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's language links lead to the same page in each other language", async ({ page }) => {
    const path = projectPath(project.slug);
    await page.goto(at(path));
    const switcher = page.getByRole("navigation", { name: messagesFor(main!).languageNavigation });
    for (const language of others) {
      const link = switcher.getByRole("link", { name: language.label, exact: true });
      await expect(link).toHaveAttribute("hreflang", language.tag);
      await expect(link).toHaveAttribute("lang", language.tag);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${localizePath(path, language)}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", language.tag);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        loadPortfolio({ language, languages }).projects[0]!.name,
      );
      // And back, by the same kind of link, labelled in the default language.
      await page
        .getByRole("navigation", { name: messagesFor(language).languageNavigation })
        .getByRole("link", { name: main!.label, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });
});

test("a page that does not exist in a language links that language's home page", async ({ page }) => {
  const missing = pages.find(
    (candidate) =>
      candidate.language.isDefault &&
      others.some((language) => !pages.some((p) => p.page === candidate.page && p.language.code === language.code)),
  );
  test.skip(!missing, "every page exists in every language (the right-to-left fixture has one that does not)");
  await page.goto(at(missing!.path));
  for (const language of others) {
    const exists = pages.some((other) => other.page === missing!.page && other.language.code === language.code);
    const link = page.getByRole("link", { name: language.label, exact: true });
    const target = localizePath(exists ? missing!.page : "/", language);
    await expect(link).toHaveAttribute("href", `${basePath()}${target.slice(1)}`);
  }
});

for (const language of others) {
  const t = messagesFor(language);

  test.describe(`not found in ${language.englishName}`, () => {
    test.use({ expectNotFound: true });
    test(`a miss under /${language.code}/ gets the ${language.englishName} not-found page, with status 404`, async ({
      page,
    }) => {
      const response = await page.goto(at(localizePath("/no-such-page", language)));
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", language.tag);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.notFoundHeading);
    });
  });

  test(`the ${language.englishName} feed holds the ${language.englishName} posts`, async ({ request }) => {
    const posts = postsByLanguage[language.code] ?? [];
    test.skip(posts.length === 0, "no posts in this language");
    const xml = await (await request.get(at(localizePath(FEED_PATH, language)))).text();
    expect(xml).toContain(`<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language.tag}">`);
    expect(xml).toContain(`<title>${t.feedTitle(loadPortfolio({ language, languages }).person.name)}</title>`);
    const titles = [...xml.matchAll(/<entry>\s*<title type="html"><!\[CDATA\[(.*?)\]\]><\/title>/g)].map(
      (match) => match[1],
    );
    expect(titles).toEqual(posts.map((post) => post.data.title));
  });

  test(`the ${language.englishName} share images are its own, 1200x630`, async ({ request }) => {
    const images = imageLanguage(language, main!);
    const path = socialImagePath(localizePath(projectPath(project.slug), images));
    const image = await request.get(at(path));
    expect(image.ok()).toBe(true);
    expect(await sharp(await image.body()).metadata()).toMatchObject({ width: 1200, height: 630 });
  });
}

// The owner's name as site.<lang>.ts writes it (渡辺 健二 on Japanese pages, Kenji Watanabe on English ones), and
// site.ts's when it gives none: on the page, in its title, its share image's text, its structured data, the feed
// and the JSON Resume of that language.
for (const language of languages) {
  test(`the ${language.englishName} home page, feed and resume.json name the owner as that language writes the name`, async ({
    page,
    request,
  }) => {
    const { person } = loadPortfolio({ language, languages });
    const words = messagesFor(language);
    await page.goto(at(localizePath("/", language)));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(person.name);
    await expect(page).toHaveTitle(`${person.name}${words.titleSeparator}${person.jobTitle}`);
    await expect(page.getByRole("banner").getByRole("link", { name: person.name, exact: true })).toBeVisible();
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", literally(person.name));
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "") as {
      mainEntity: { name: string };
    };
    expect(data.mainEntity.name).toBe(person.name);
    const resume = (await (await request.get(at(localizePath(RESUME_PATH, language)))).json()) as {
      basics: { name: string };
    };
    expect(resume.basics.name).toBe(person.name);
    if ((postsByLanguage[language.code] ?? []).length > 0) {
      const xml = await (await request.get(at(localizePath(FEED_PATH, language)))).text();
      expect(xml).toContain(`<name>${person.name}</name>`);
    }
  });
}

test("a post not written in a language is listed on its writing and search pages, in its own language and marked so", async ({
  page,
}) => {
  const listed = languages.map((language) => ({ language, elsewhere: postsElsewhere(language) }));
  test.skip(
    listed.every(({ elsewhere }) => elsewhere.length === 0),
    "every post is in every language, or settings.ts's postsAcrossLanguages is false",
  );
  for (const { language, elsewhere } of listed) {
    if (elsewhere.length === 0) continue;
    // A language with no post of its own has its writing page all the same, listing the others' (app/routes.ts).
    const paths = [localizePath(WRITING_PATH, language), localizePath(SEARCH_PATH, language)];
    for (const path of paths) {
      await page.goto(at(path));
      for (const { post, language: own } of elsewhere) {
        const link = page.getByRole("main").getByRole("link", { name: post.data.title, exact: true });
        await expect(link, `${path}: ${post.slug}`).toHaveAttribute("hreflang", own.tag);
        await expect(link).toHaveAttribute("href", `${basePath()}${localizePath(postPath(post.slug), own).slice(1)}`);
        // Its words are in its language, for a screen reader's voice and the browser's hyphenation.
        await expect(link.locator("xpath=ancestor-or-self::*[@lang][1]")).toHaveAttribute("lang", own.tag);
      }
    }
  }
});

test("the sitemap lists every page in every language, each with its versions", async ({ request }) => {
  const xml = await (await request.get("./sitemap.xml")).text();
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
  expect(locs).toEqual(pages.map((page) => absoluteUrl(page.path, root)));
  for (const language of languages) {
    const path = localizePath(projectPath(project.slug), language);
    expect(xml).toContain(`hreflang="${language.tag}" href="${absoluteUrl(path, root)}"`);
  }
});

/** The CV each language links, and what it says. */
async function cvOf(page: Page, language: Language) {
  await page.goto(at(localizePath("/", language)));
  const link = page.getByRole("link", { name: new RegExp(messagesFor(language).downloadCv) });
  const href = (await link.getAttribute("href"))!;
  const pdf = await page.request.get(href);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), { mergePages: true });
  return { href, text };
}

test("each language links a CV in that language, or says why not and links the default one", async ({ page }) => {
  const english = await cvOf(page, main!);
  // The PDF renderer cannot lay out right-to-left text, nor draw or break Chinese, Japanese and Korean: the build said
  // so (app/cv/cv-plans.ts).
  const plans = cvPlans(languages, (language) => loadPortfolio({ language, languages }), messagesFor);
  for (const language of others) {
    const cv = await cvOf(page, language);
    const t = messagesFor(language);
    if (plans.find((plan) => plan.language.code === language.code)?.problem) {
      expect(cv.href).toBe(english.href);
    } else {
      expect(cv.href).not.toBe(english.href);
      const { person } = loadPortfolio({ language, languages });
      // Headings are spaced out in the PDF; the footer and the job title are not.
      expect(cv.text).toContain(t.cvTitle(person.name));
      expect(cv.text).toContain(person.jobTitle);
    }
  }
});

for (const language of others) {
  test(`the ${language.englishName} pages show no interface text in ${main!.englishName}`, async ({ page }) => {
    const english = messagesFor(main!);
    const own = messagesFor(language);
    // The catalogue's plain strings that the two languages write differently.
    const foreign = Object.entries(english)
      .filter(([key, value]) => typeof value === "string" && value !== own[key as keyof typeof own])
      .map(([, value]) => value as string)
      .filter((value) => value.length > 3)
      // As whole words: French "Contexte" is not English "Context".
      .map((phrase) => ({
        phrase,
        pattern: new RegExp(`(?<![\\p{L}\\p{N}])${literally(phrase).source}(?![\\p{L}\\p{N}])`, "u"),
      }));
    const visited = pagesIn(pages, language);
    // Not a test that passes on no page at all.
    expect(visited.length).toBeGreaterThan(0);
    test.setTimeout(walkTimeout(visited.length));
    for (const { path } of visited) {
      await page.goto(at(path));
      const text = await page.locator("body").innerText();
      const labels = await page
        .locator("[aria-label]")
        .evaluateAll((elements) => elements.map((element) => element.getAttribute("aria-label")).join("\n"));
      for (const { phrase, pattern } of foreign)
        expect(`${text}\n${labels}`, `${path}: "${phrase}"`).not.toMatch(pattern);
    }
  });
}
