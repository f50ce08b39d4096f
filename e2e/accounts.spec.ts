// What `npm run refresh` kept of the owner's accounts (content/fetched/), as the built pages show it: a project's
// GitHub facts on its page and its card, the archived mark, a post's replies with their links to reply, a reply's
// markup as text; and not one request to anyone but the site while a visitor reads them; comments on request that
// fetch nothing until pressed, then giscus's frame alone. What is expected is read
// from the content and its snapshot, so any site with a snapshot passes; the fixture site has one of each.
import { projectRepository } from "../app/collections/account-addresses.ts";
import {
  fetchedData,
  mentionsShown,
  pinnedShown,
  repliesShown,
  repositoryShown,
  shownPinnedAccount,
} from "../app/collections/fetched-data.ts";
import { checkedSettings } from "../app/collections/owner-modules.ts";
import { GISCUS_ORIGIN } from "../app/page/content-security-policy.ts";
import { loadProjects } from "../app/collections/project-collection.ts";
import { loadPosts } from "../app/collections/writing.ts";
import { projectPath, postPath } from "../app/addresses/paths.ts";
import { expect, t, test } from "./fixtures.ts";
import type { Page } from "@playwright/test";

const fetched = fetchedData();
const showFacts = { facts: checkedSettings().repositoryFacts };
const projects = loadProjects().flatMap((project) => {
  const repository = projectRepository(project) && repositoryShown(project, fetched, showFacts);
  return repository ? [{ project, repository }] : [];
});
const { webmention } = checkedSettings();
/** The pins the home page lists, and those it leaves out because they are projects. */
const pinned = pinnedShown(shownPinnedAccount(), fetched, loadProjects(), showFacts);
const pinnedProjects = (fetched.pinned?.[shownPinnedAccount()?.toLowerCase() ?? ""] ?? []).filter(
  (pin) => !pinned.some((shown) => shown.repository === pin.repository),
);
/** Each post with webmentions, and the address they name it by. */
const mentioned = loadPosts().flatMap((post) =>
  Object.keys(fetched.webmentions ?? {})
    .filter((address) => new URL(address).pathname.endsWith(postPath(post.slug)))
    .flatMap((address) => {
      const mentions = mentionsShown(address, fetched);
      return mentions.length > 0 ? [{ post, address, mentions }] : [];
    }),
);
const posts = loadPosts().flatMap((post) => {
  const threads = repliesShown(post.data.replies, fetched);
  return threads.length > 0 ? [{ post, threads }] : [];
});

/** The addresses of `requests` that are not the site's own. */
const elsewhere = (requests: readonly string[], baseURL: string | undefined) =>
  requests.filter((url) => new URL(url).origin !== new URL(baseURL!).origin);

/** Every request the page makes from now on, by address. */
function requestsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => seen.push(request.url()));
  return seen;
}

test("a project's page and card show its repository's facts, and the archived mark, from the snapshot", async ({
  page,
  baseURL,
}) => {
  test.skip(projects.length === 0, "no project has a snapshot of its repository");
  const requests = requestsOf(page);
  for (const { project, repository } of projects) {
    await page.goto(`.${projectPath(project.slug)}`);
    const header = page.getByRole("main").locator("header");
    if (repository.facts) {
      await expect(header).toContainText(t.repositoryStars(repository.facts.stars));
      await expect(header).toContainText(t.repositoryForks(repository.facts.forks));
      if (repository.facts.release) {
        await expect(header.getByRole("link", { name: repository.facts.release.name })).toHaveAttribute(
          "href",
          repository.facts.release.url,
        );
      }
    }
    await expect(header.getByText(t.repositoryArchived, { exact: true })).toHaveCount(repository.archived ? 1 : 0);
  }
  await page.goto("./");
  for (const { project, repository } of projects) {
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: project.name }) });
    if (repository.facts) await expect(card).toContainText(t.repositoryStars(repository.facts.stars));
    await expect(card.getByText(t.repositoryArchived, { exact: true })).toHaveCount(repository.archived ? 1 : 0);
  }
  // No badge, no avatar, no API: the site's own files only.
  expect(elsewhere(requests, baseURL)).toEqual([]);
});

test("the home page lists the pinned repositories that are not projects, as text, and asks GitHub for nothing", async ({
  page,
  baseURL,
}) => {
  test.skip(pinned.length === 0, "settings.ts shows no pinned repositories, or none that is not a project");
  const requests = requestsOf(page);
  await page.goto("./");
  const section = page.getByRole("region", { name: t.pinnedRepositories });
  await expect(section.getByRole("listitem")).toHaveCount(pinned.length);
  for (const [index, pin] of pinned.entries()) {
    const item = section.getByRole("listitem").nth(index);
    await expect(item.getByRole("link", { name: `${pin.name} ${t.opensInNewTab}`, exact: true })).toHaveAttribute(
      "href",
      pin.url,
    );
    if (pin.description) await expect(item.getByText(pin.description, { exact: true })).toHaveCount(1);
    if (pin.facts) await expect(item).toContainText(t.repositoryStars(pin.facts.stars));
    await expect(item.getByText(t.repositoryArchived, { exact: true })).toHaveCount(pin.archived ? 1 : 0);
  }
  // A pin that is a project is its card above, not listed again.
  for (const pin of pinnedProjects) await expect(section.locator(`a[href="${pin.url}"]`)).toHaveCount(0);
  // No element came of a description: the section holds only the elements the template writes.
  const made = await section.evaluate((element) =>
    [...element.querySelectorAll("*")]
      .map((node) => node.localName)
      .filter((name) => !["h2", "h3", "ul", "li", "p", "a", "span"].includes(name)),
  );
  expect(made).toEqual([]);
  await page.waitForLoadState("networkidle");
  expect(elsewhere(requests, baseURL)).toEqual([]);
});

test("the home page's Markdown copy and llms.txt list the same pinned repositories, linked to GitHub", async ({
  request,
}) => {
  test.skip(pinned.length === 0, "settings.ts shows no pinned repositories, or none that is not a project");
  for (const file of ["./index.md", "./llms.txt"]) {
    const text = await (await request.get(file)).text();
    // The section under its heading, up to the next one.
    const section = text.split(`\n## ${t.pinnedRepositories}\n`)[1]?.split("\n## ")[0] ?? "";
    for (const pin of pinned) expect(section, file).toContain(`[${pin.name}](${pin.url})`);
    for (const pin of pinnedProjects) expect(section, file).not.toContain(`(${pin.url})`);
  }
});

test("a post shows the replies refresh kept, as text, with links to reply, and asks no one for anything", async ({
  page,
  baseURL,
}) => {
  test.skip(posts.length === 0, "no post lists the posts that announced it");
  const requests = requestsOf(page);
  for (const { post, threads } of posts) {
    await page.goto(`.${postPath(post.slug)}`);
    const section = page.getByRole("region", { name: t.replies });
    const replies = threads.flatMap((thread) => thread.replies);
    if (replies.length > 0)
      await expect(section.getByRole("list").first().getByRole("listitem")).toHaveCount(replies.length);
    else await expect(section).toContainText(t.noReplies);
    for (const reply of replies) {
      // The text as written, markup and all: shown, not made into elements.
      if (reply.text) await expect(section.getByText(reply.text.replace(/\s+/g, " "), { exact: true })).toHaveCount(1);
      await expect(
        section.getByRole("link", { name: `${reply.author.name} ${t.opensInNewTab}`, exact: true }).first(),
      ).toHaveAttribute("href", reply.author.url);
    }
    for (const thread of threads) {
      const name = thread.service === "bluesky" ? t.replyOnBluesky : t.replyOnMastodon;
      await expect(section.getByRole("link", { name: `${name} ${t.opensInNewTab}`, exact: true })).toHaveAttribute(
        "href",
        thread.url,
      );
    }
    // No element came of a reply's text: the section holds only the elements the template writes.
    const made = await section.evaluate((element) =>
      [...element.querySelectorAll("*")]
        .map((node) => node.localName)
        .filter((name) => !["h2", "ol", "ul", "li", "p", "a", "span", "time"].includes(name)),
    );
    expect(made).toEqual([]);
  }
  expect(elsewhere(requests, baseURL)).toEqual([]);
});

test("a post shows its webmentions, and every page names the webmention endpoint", async ({ page, baseURL }) => {
  test.skip(!webmention || mentioned.length === 0, "no webmention endpoint, or no post has a mention");
  const requests = requestsOf(page);
  for (const { post, mentions } of mentioned) {
    await page.goto(`.${postPath(post.slug)}`);
    await expect(page.locator('link[rel="webmention"]')).toHaveAttribute("href", webmention!.endpoint);
    const section = page.getByRole("region", { name: t.mentions });
    await expect(section.getByRole("listitem")).toHaveCount(mentions.length);
    for (const mention of mentions) {
      await expect(section).toContainText(`${mention.author.name}`);
      await expect(section).toContainText(t.mentionKind(mention.kind));
      if (mention.text) await expect(section.getByText(mention.text, { exact: true })).toHaveCount(1);
    }
  }
  await page.goto("./");
  await expect(page.locator('link[rel="webmention"]')).toHaveAttribute("href", webmention!.endpoint);
  expect(elsewhere(requests, baseURL)).toEqual([]);
});

test.describe("comments on request", () => {
  const comments = checkedSettings().comments;
  const post = loadPosts()[0];

  test("nothing is fetched until 'Show comments' is pressed, and then only giscus's frame, in the page's theme", async ({
    page,
    baseURL,
  }) => {
    test.skip(!comments || !post, "settings.ts names no comments, or there is no post");
    // giscus.app, answered here: the test has no network, and the frame's content is giscus's, not the site's.
    await page.route(`${GISCUS_ORIGIN}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>giscus</title><p>Comments</p>" }),
    );
    const requests = requestsOf(page);
    await page.goto(`.${postPath(post!.slug)}`);
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
    expect(policy).toContain(`frame-src ${GISCUS_ORIGIN}`);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    const section = page.getByRole("region", { name: t.comments });
    await expect(section.getByRole("button", { name: t.showComments })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(elsewhere(requests, baseURL)).toEqual([]);

    await section.getByRole("button", { name: t.showComments }).click();
    const frame = section.locator("iframe");
    await expect(frame).toHaveAttribute("title", t.commentsFrame);
    await expect(page.frameLocator(`iframe[title="${t.commentsFrame}"]`).getByText("Comments")).toBeVisible();
    const src = new URL((await frame.getAttribute("src"))!);
    expect(src.origin).toBe(GISCUS_ORIGIN);
    expect(src.searchParams.get("repo")).toBe(comments!.repo);
    expect(src.searchParams.get("term")).toBe(postPath(post!.slug).slice(1));
    expect(["light", "dark"]).toContain(src.searchParams.get("theme"));
    const framed = elsewhere(requests, baseURL);
    expect(framed.length).toBeGreaterThan(0);
    expect(framed.every((url) => new URL(url).origin === GISCUS_ORIGIN)).toBe(true);
  });

  test("a page without comments frames nothing", async ({ page }) => {
    test.skip(!comments, "settings.ts names no comments");
    await page.goto("./");
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
    expect(policy).toContain("frame-src 'none'");
    await expect(page.locator("[data-comments]")).toHaveCount(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the comments are a link to the post's discussion on GitHub", async ({ page }) => {
      test.skip(!comments || !post, "settings.ts names no comments, or there is no post");
      await page.goto(`.${postPath(post!.slug)}`);
      const link = page.getByRole("region", { name: t.comments }).getByRole("link", { name: t.commentsOnGitHub });
      const href = new URL((await link.getAttribute("href"))!);
      expect(`${href.origin}${href.pathname}`).toBe(`https://github.com/${comments!.repo}/discussions`);
      expect(href.searchParams.get("discussions_q")).toContain(postPath(post!.slug).slice(1));
    });
  });
});
