// The writing, derived from the posts the build was made from: lists, post
// pages, tags, code, images, the feed and the metadata, on the built site.
import { siteUrl } from "../app/collections/owner-modules.ts";
import type { Page } from "@playwright/test";
import { parseAtomFeed } from "feedsmith";
import { loadPortfolio } from "../app/collections/portfolio-source.ts";
import { isDiagramFence } from "../app/markdown/mermaid-diagrams.ts";
import { LANGUAGE_NAMES } from "../app/markdown/post-markdown.ts";
import { loadPosts, postFacts, readingMinutes } from "../app/collections/writing.ts";
import {
  FEED_PATH,
  pagePaths,
  postPath,
  SITEMAP_PATH,
  tagPath,
  WRITING_PATH,
  writingPaths,
} from "../app/addresses/paths.ts";
import { absoluteUrl, siteRoot } from "../app/addresses/site-url.ts";
import { basePath } from "../vite/base-path.ts";
import { expect, postsElsewhere, t, test, walkTimeout } from "./fixtures.ts";
import { siteLanguages } from "../app/languages/languages-setting.ts";

const site = loadPortfolio();
const [main] = siteLanguages();
const posts = postFacts(loadPosts());
const root = siteRoot(siteUrl(), basePath());
const tags = [...new Set(posts.flatMap((post) => post.tags))].sort();
const tagged = (tag: string) => posts.filter((post) => post.tags.includes(tag));
// Each test's subject is found by what the posts hold (the fixture site has one of each), never by name.
const sources = loadPosts();
// A diagram's fence draws a picture, not code: it names no code language.
const fenceLanguages = (body: string) =>
  [...body.matchAll(/^```(\w+)/gm)].map((match) => match[1]!).filter((lang) => !isDiagramFence(lang));
const bodyOf = (slug: string) => sources.find((source) => source.slug === slug)!.body;
/** The first post whose Markdown has every one of these. */
const having = (...patterns: RegExp[]) =>
  posts.find((post) => patterns.every((pattern) => pattern.test(bodyOf(post.slug))));
/** The post with code in the most languages, and those languages' names. */
const withCode = [...posts].sort(
  (a, b) => new Set(fenceLanguages(bodyOf(b.slug))).size - new Set(fenceLanguages(bodyOf(a.slug))).size,
)[0]!;
const codeNames = [...new Set(fenceLanguages(withCode ? bodyOf(withCode.slug) : ""))]
  .map((lang) => LANGUAGE_NAMES.get(lang))
  .filter((name) => name !== undefined);
const withImage = having(/!\[[^\]]+\]\([^)]+\)/);
/** A post with a table, a task list, strikethrough and a footnote. */
const withExtras = having(/^\|.*\|$/m, /^- \[[ x]\] /m, /~~[^~]+~~/, /^\[\^\w+\]:/m);

function listedTitles(page: Page) {
  return page.getByRole("main").getByRole("listitem").getByRole("heading").allTextContents();
}

test.describe("with posts", () => {
  test.skip(posts.length === 0, "the content has no posts");

  test("/writing lists every post, newest first, with its date and tags", async ({ page }) => {
    await page.goto(`.${WRITING_PATH}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.writing);
    // With the posts not written in this language, in theirs, by date among its own (e2e/languages.spec.ts).
    const listed = [
      ...posts,
      ...postsElsewhere(main!).map(({ post }) => ({ title: post.data.title, date: post.data.date })),
    ].sort((a, b) => b.date.localeCompare(a.date));
    expect(await listedTitles(page)).toEqual(listed.map((post) => post.title));
    for (const post of posts) {
      const item = page
        .getByRole("main")
        .getByRole("listitem")
        .filter({ has: page.getByRole("link", { name: post.title }) });
      await expect(item.locator(`time[datetime="${post.date}"]`)).toBeVisible();
      for (const tag of post.tags) {
        await expect(item.getByRole("link", { name: `#${tag}`, exact: true })).toHaveAttribute(
          "href",
          `${basePath()}${tagPath(tag).slice(1)}`,
        );
      }
    }
  });

  test("a post shows its title, dates, reading time, tags and the posts either side", async ({ page }) => {
    for (const [index, post] of posts.entries()) {
      await page.goto(`.${postPath(post.slug)}`);
      const article = page.getByRole("article");
      await expect(article.getByRole("heading", { level: 1 })).toHaveText(post.title);
      await expect(article.locator(`header time[datetime="${post.date}"]`)).toBeVisible();
      if (post.updated) {
        await expect(article.locator("header").getByText(t.updated)).toContainText(/\d{4}/);
        await expect(article.locator(`header time[datetime="${post.updated}"]`)).toBeVisible();
      }
      await expect(
        article.getByText(t.minutesToRead(readingMinutes(bodyOf(post.slug))), { exact: true }),
      ).toBeVisible();
      const tagList = article.getByRole("list", { name: t.tags });
      await expect(tagList.getByRole("link")).toHaveText(post.tags.map((tag) => `#${tag}`));
      const more = page.getByRole("navigation", { name: t.morePosts });
      const older = posts[index + 1];
      const newer = posts[index - 1];
      if (older) await expect(more.locator('a[rel="prev"]')).toContainText(older.title);
      else await expect(more.locator('a[rel="prev"]')).toHaveCount(0);
      if (newer) await expect(more.locator('a[rel="next"]')).toContainText(newer.title);
      else await expect(more.locator('a[rel="next"]')).toHaveCount(0);
    }
  });

  test("following a post's tag lists exactly the posts with that tag", async ({ page }) => {
    // A tag with one post and a tag with several, as the fixture site has.
    test.skip(
      !tags.some((tag) => tagged(tag).length === 1) || !tags.some((tag) => tagged(tag).length > 1),
      "no tag with one post and another with several",
    );
    for (const tag of tags) {
      await page.goto(`.${tagPath(tag)}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.taggedTitle(tag));
      expect(await listedTitles(page)).toEqual(tagged(tag).map((post) => post.title));
    }
    const withTags = posts.find((post) => post.tags.length > 0)!;
    await page.goto(`.${postPath(withTags.slug)}`);
    const tag = withTags.tags[0]!;
    await page
      .getByRole("article")
      .getByRole("list", { name: t.tags })
      .getByRole("link", { name: `#${tag}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`${tagPath(tag)}$`));
  });

  test("a post with no tags shows no tag list, and no tag's page lists it", async ({ page }) => {
    const untagged = posts.find((post) => post.tags.length === 0);
    test.skip(!untagged, "every post has tags");
    await page.goto(`.${postPath(untagged!.slug)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(untagged!.title);
    await expect(page.getByRole("article").getByRole("list", { name: t.tags })).toHaveCount(0);
    for (const tag of tags) {
      await page.goto(`.${tagPath(tag)}`);
      expect(await listedTitles(page)).not.toContain(untagged!.title);
    }
  });

  test("the home page shows the newest three posts and a link to all of them", async ({ page }) => {
    await page.goto("./");
    const section = page.getByRole("region", { name: t.writing });
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(posts.slice(0, 3).map((post) => post.title));
    await section.getByRole("link", { name: t.allPosts(posts.length), exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.writing);
  });

  test("every page offers a way to the writing and points feed readers at the feed", async ({ page }) => {
    const paths = [...pagePaths(site), ...writingPaths(posts)];
    test.setTimeout(walkTimeout(paths.length));
    for (const path of paths) {
      await page.goto(`.${path}`);
      await expect(page.getByRole("banner").getByRole("link", { name: t.writing })).toHaveAttribute(
        "href",
        `${basePath()}${WRITING_PATH.slice(1)}`,
      );
      await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
        "href",
        `${basePath()}${FEED_PATH.slice(1)}`,
      );
    }
  });

  test("code is highlighted in both themes, follows the theme toggle, names its language and sets no inline style", async ({
    page,
  }) => {
    test.skip(codeNames.length < 2, "no post has code in several languages");
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto(`.${postPath(withCode.slug)}`);
    const body = page.getByRole("article");
    await expect(body.locator("[style]")).toHaveCount(0);
    // The language, after the block's title when it has one (app/markdown/code-blocks.ts).
    const labels = await body
      .locator("figure.code figcaption")
      .evaluateAll((captions) =>
        captions.map((caption) => (caption.querySelector(".code-language") ?? caption).textContent),
      );
    expect(labels).toEqual(expect.arrayContaining(codeNames));
    const keyword = body.locator("figure.code pre span.line span").first();
    const colours = () =>
      keyword.evaluate((element) => {
        const pre = element.closest("pre")!;
        return { text: getComputedStyle(element).color, background: getComputedStyle(pre).backgroundColor };
      });
    const light = await colours();
    await page.getByRole("button", { name: t.darkTheme }).click();
    const dark = await colours();
    expect(light.text).not.toBe(dark.text);
    expect(light.background).not.toBe(dark.background);
    // Highlighted: tokens in a line do not all share one colour.
    const tokenColours = await body
      .locator("figure.code pre span.line span")
      .evaluateAll((spans) => new Set(spans.map((span) => getComputedStyle(span).color)).size);
    expect(tokenColours).toBeGreaterThan(3);
  });

  test("on a 320 px phone, no post scrolls sideways", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const post of posts) {
      await page.goto(`.${postPath(post.slug)}`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${post.slug} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });

  test("on a 320 px phone, a code block's long lines scroll inside it", async ({ page }) => {
    test.skip(codeNames.length === 0, "no post has code");
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`.${postPath(withCode.slug)}`);
    const scrolls = await page
      .locator("figure.code pre")
      .evaluateAll((blocks) => blocks.some((pre) => pre.scrollWidth > pre.clientWidth));
    expect(scrolls).toBe(true);
  });

  test("at 1280 px, a code block takes the width its lines need, past the text column, up to --width-code", async ({
    page,
  }) => {
    test.skip(codeNames.length === 0, "no post has code");
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`.${postPath(withCode.slug)}`);
    const article = page.getByRole("article");
    const column = await article
      .locator("p")
      .first()
      .evaluate((p) => p.getBoundingClientRect().width);
    const blocks = await article.locator("figure.code").evaluateAll((figures) =>
      figures.map((figure) => {
        const pre = figure.querySelector("pre")!;
        // The width the block's lines ask for: the same block laid out as wide as its content.
        const probe = pre.cloneNode(true) as HTMLElement;
        probe.style.cssText = "position: absolute; visibility: hidden; inline-size: max-content";
        figure.append(probe);
        const natural = probe.getBoundingClientRect().width;
        probe.remove();
        return { width: figure.getBoundingClientRect().width, natural, scrolls: pre.scrollWidth > pre.clientWidth };
      }),
    );
    const limit = await page.evaluate(() => {
      const probe = document.createElement("div");
      probe.style.inlineSize = "var(--width-code)";
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return width;
    });
    // Each block its own width: the text column's where its lines fit, as wide as they need up to the limit where
    // they do not, and a scroll bar only past the limit.
    for (const { width, natural, scrolls } of blocks) {
      expect(width).toBeGreaterThanOrEqual(column - 1);
      if (natural <= column) expect(width).toBeLessThanOrEqual(column + 1);
      else expect(width).toBeGreaterThanOrEqual(Math.min(natural, limit) - 1);
      expect(scrolls && width < limit - 1, "a block scrolls though it could widen").toBe(false);
    }
    // The fixture's posts are made for this test: one of their blocks has a line wider than the text.
    if (process.env.E2E_SUITE === "fixture") {
      expect(
        blocks.some(({ width }) => width > column + 1),
        "no block is wider than the text column: give the fixture a long line of code",
      ).toBe(true);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
  });

  test("a post's images come in AVIF and WebP with their size, loading lazily", async ({ page }) => {
    test.skip(!withImage, "no post has an image");
    await page.goto(`.${postPath(withImage!.slug)}`);
    const picture = page.getByRole("article").locator("picture").first();
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /\.avif \d+w/);
    await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute("srcset", /\.webp \d+w/);
    const img = picture.locator("img");
    await expect(img).toHaveAttribute("loading", "lazy");
    await expect(img).toHaveAttribute("width", /^\d+$/);
    await expect(img).toHaveAttribute("height", /^\d+$/);
    const alt = /!\[([^\]]+)\]/.exec(bodyOf(withImage!.slug))![1]!;
    await expect(img).toHaveAttribute("alt", alt);
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  });

  test("a table scrolls in its own box and task lists, footnotes and strikethrough render", async ({ page }) => {
    test.skip(!withExtras, "no post has a table, a task list, strikethrough and a footnote");
    const body = bodyOf(withExtras!.slug);
    await page.goto(`.${postPath(withExtras!.slug)}`);
    const article = page.getByRole("article");
    await expect(
      article
        .getByRole("region", { name: /^Table:/ })
        .first()
        .getByRole("table"),
    ).toBeVisible();
    await expect(article.getByRole("checkbox")).toHaveCount(body.match(/^- \[[ x]\] /gm)!.length);
    await expect(article.locator("del").first()).toHaveText(/~~([^~]+)~~/.exec(body)![1]!);
    const footnote = /\[\^(\w+)\]:/.exec(body)![1]!;
    await article.locator("a[data-footnote-ref]").first().click();
    await expect(page).toHaveURL(new RegExp(`#user-content-fn-${footnote}$`));
    await expect(article.locator(`#user-content-fn-${footnote}`)).toBeInViewport();
  });

  test("headings link to themselves", async ({ page }) => {
    const withHeading = having(/^## /m);
    test.skip(!withHeading, "no post has a heading");
    await page.goto(`.${postPath(withHeading!.slug)}`);
    const heading = page.getByRole("article").getByRole("heading", { level: 2 }).first();
    const id = await heading.getAttribute("id");
    expect(id).toBeTruthy();
    await expect(heading.getByRole("link")).toHaveAttribute("href", `#${id}`);
  });

  test("each post has a canonical URL, BlogPosting JSON-LD and a 1200x630 share image", async ({ page, request }) => {
    for (const post of posts) {
      await page.goto(`.${postPath(post.slug)}`);
      const url = absoluteUrl(postPath(post.slug), root);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
      const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
      expect(data).toMatchObject({
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        url,
        datePublished: post.date,
        dateModified: post.updated ?? post.date,
        author: { "@type": "Person", name: site.person.name },
      });
      const image = (await page.locator('meta[property="og:image"]').getAttribute("content")) ?? "";
      expect(image).toBe(data.image);
      const png = await (await request.get(`./${image.slice(root.length)}`)).body();
      expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({ width: 1200, height: 630 });
    }
  });

  test("the sitemap lists the writing with lastmod", async ({ request }) => {
    const xml = await (await request.get(`.${SITEMAP_PATH}`)).text();
    for (const post of posts) {
      expect(xml).toContain(
        `<loc>${absoluteUrl(postPath(post.slug), root)}</loc><lastmod>${post.updated ?? post.date}</lastmod>`,
      );
    }
    expect(xml).toMatch(
      new RegExp(`<loc>${absoluteUrl(WRITING_PATH, root)}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
    );
  });

  test("the Atom feed parses and has every element the spec requires, with full posts at absolute addresses", async ({
    request,
  }) => {
    const response = await request.get(`.${FEED_PATH}`);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const feed = parseAtomFeed(xml);
    // RFC 4287 4.1.1: a feed has an id, a title, updated, and an author unless every entry has one.
    expect(feed.id).toBe(absoluteUrl(WRITING_PATH, root));
    expect(text(feed.title)).toBe(t.feedTitle(site.person.name));
    expect(Number.isNaN(Date.parse(feed.updated ?? ""))).toBe(false);
    expect(feed.authors?.[0]?.name).toBe(site.person.name);
    expect(feed.links).toEqual(
      expect.arrayContaining([expect.objectContaining({ rel: "self", href: absoluteUrl(FEED_PATH, root) })]),
    );
    expect(feed.entries?.map((entry) => text(entry.title))).toEqual(posts.map((post) => post.title));
    for (const [index, entry] of (feed.entries ?? []).entries()) {
      const post = posts[index]!;
      // 4.1.2: an entry has an id, a title and updated; with no link it must have content.
      expect(entry.id).toBe(absoluteUrl(postPath(post.slug), root));
      expect(entry.updated && Date.parse(entry.updated)).toBe(Date.parse(`${post.updated ?? post.date}T00:00:00Z`));
      expect(entry.published && Date.parse(entry.published)).toBe(Date.parse(`${post.date}T00:00:00Z`));
      expect(entry.links?.[0]?.href).toBe(absoluteUrl(postPath(post.slug), root));
      const content = text(entry.content);
      // The whole post, not a summary: its HTML is at least as long as most of its Markdown.
      expect(content.length).toBeGreaterThan(bodyOf(post.slug).trim().length * 0.9);
      for (const [, address] of content.matchAll(/(?:href|src)="([^"]+)"/g)) expect(address).toMatch(/^https?:\/\//);
    }
  });
});

/** An Atom text construct's text, as feedsmith gives it. */
function text(construct: unknown): string {
  if (typeof construct === "string") return construct;
  if (construct && typeof construct === "object" && "value" in construct) return String(construct.value);
  return "";
}

test.describe("misses", () => {
  test.use({ expectNotFound: true });

  test("an unknown post or tag gets the not-found page with status 404", async ({ page }) => {
    for (const path of [postPath("no-such-post"), tagPath("no-such-tag")]) {
      const response = await page.goto(`.${path}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.notFoundHeading);
    }
  });
});
