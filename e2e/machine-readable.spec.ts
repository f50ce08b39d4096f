// What machines read, on whatever content the site was built from, served as a
// host serves it (the local server, and nginx with the generated config): each
// built page's Markdown copy, linked from its head, with no HTML in it; each
// language's llms.txt; each JSON Feed, valid JSON Feed 1.1 with the Atom feed's
// HTML; the microformats (h-card, h-entry, h-feed) as a parser reads them;
// security.txt and atproto-did. The pages are found in the build, not named.
// A site-wide spec (every fork shape and the owner's own site), and run against
// nginx too. Requests only, no browser: a few seconds.
import { readdirSync } from "node:fs";
import { parseAtomFeed } from "feedsmith";
import { mf2 } from "microformats-parser";
import type { APIRequestContext } from "@playwright/test";
import { fediverseCreator, rootFilesOf, securityContact } from "../app/collections/identity.ts";
import { localizePath, type Language } from "../app/languages/language-tags.ts";
import { holdsHtml } from "../app/markdown/plain-markdown.ts";
import { parseMarkdown } from "../app/markdown/markdown.ts";
import { site, siteUrl } from "../app/collections/owner-modules.ts";
import { loadPortfolio } from "../app/collections/portfolio-source.ts";
import { siteLanguages } from "../app/languages/languages-setting.ts";
import { loadPostsByLanguage } from "../app/collections/writing.ts";
import { jsonFeedProblems } from "../app/page/json-feed-check.ts";
import {
  ATPROTO_DID_PATH,
  FEED_PATH,
  HOME_PATH,
  JSON_FEED_PATH,
  LLMS_TXT_PATH,
  markdownPath,
  postPath,
  SECURITY_TXT_PATH,
  WRITING_PATH,
} from "../app/addresses/paths.ts";
import { prerenderPaths } from "../app/addresses/site-pages.ts";
import { absoluteUrl, siteRoot } from "../app/addresses/site-url.ts";
import { basePath } from "../vite/base-path.ts";
import { expect, postsElsewhere, test } from "./fixtures.ts";

const CLIENT = "build/client";
const base = basePath();
const root = siteRoot(siteUrl(), base);
const languages = siteLanguages();
const postsByLanguage = loadPostsByLanguage({ languages });

/** Every page the build holds, as a path under the base: index.html is "/", fr.html "/fr", a/b.html "/a/b". */
const builtPages = readdirSync(CLIENT, { recursive: true, encoding: "utf8" })
  .map((file) => file.split("\\").join("/"))
  .filter((file) => file.endsWith(".html") && !/(^|\/)404\.html$/.test(file))
  .map((file) => (file === "index.html" ? "/" : `/${file.slice(0, -".html".length)}`))
  .sort();

/** The page's language: the one whose prefix it starts with, else the default. */
function languageOf(path: string): Language {
  return (
    languages.find(
      (language) => !language.isDefault && (path === language.prefix || path.startsWith(`${language.prefix}/`)),
    ) ??
    languages.find((language) => language.isDefault) ??
    languages[0]!
  );
}

/** A site path as the server is asked for it (under the base path). */
const served = (path: string) => `.${path}`;

/** The text of a file the server serves, after checking its status and type. */
async function fetched(request: APIRequestContext, path: string, type: RegExp): Promise<string> {
  const response = await request.get(served(path));
  expect(response.status(), `${path} is served`).toBe(200);
  expect(response.headers()["content-type"], `${path}'s type`).toMatch(type);
  return response.text();
}

/** The href of each `<link rel="alternate" type=…>` in a page's head. */
function alternates(html: string, type: string): string[] {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel="alternate"/.test(tag) && tag.includes(`type="${type}"`))
    .map((tag) => /\bhref="([^"]*)"/.exec(tag)?.[1] ?? "");
}

test("the build has pages to check", () => {
  expect(builtPages.length).toBeGreaterThan(0);
  expect(builtPages).toContain(HOME_PATH);
});

test("every built page links its Markdown copy in its head, and the copy is served as Markdown with no HTML in it", async ({
  request,
}) => {
  test.setTimeout(test.info().timeout + builtPages.length * 200);
  // Every kind of page the template has comes with a copy; a page kind a fork adds has none until it makes one.
  const published = new Set(prerenderPaths());
  for (const language of languages) expect(published).toContain(localizePath(markdownPath(HOME_PATH), language));
  for (const path of builtPages) {
    const html = await fetched(request, path, /^text\/html/);
    const language = languageOf(path);
    const page = path === language.prefix ? HOME_PATH : path.slice(language.prefix.length);
    const copy = localizePath(markdownPath(page), language);
    if (!published.has(copy)) {
      expect(alternates(html, "text/markdown"), `${path} has no copy to link`).toEqual([]);
      continue;
    }
    expect(alternates(html, "text/markdown"), `${path} links its copy`).toEqual([`${base}${copy.slice(1)}`]);
    const markdown = await fetched(request, copy, /^text\/markdown; charset=utf-8$/);
    expect(holdsHtml(markdown), `${copy} holds no HTML`).toBe(false);
    // Its title, the only h1.
    expect(markdown, `${copy} starts with its title`).toMatch(/^# \S/);
    expect(markdown.match(/^# /gm), `${copy} has one title`).toHaveLength(1);
    // Every address in it is absolute, and the site's own under the site's root (so under BASE_PATH).
    for (const address of markdownAddresses(markdown)) {
      expect(address, `${copy} links ${address} absolutely`).toMatch(/^(https?|mailto):/);
      if (address.startsWith(new URL(root).origin))
        expect(address.startsWith(root), `${address} is under ${root}`).toBe(true);
    }
  }
});

/** Every link, image and reference address in a Markdown document, as a Markdown reader parses it. */
function markdownAddresses(markdown: string): string[] {
  const found: string[] = [];
  const walk = (node: { type: string; url?: string; children?: unknown[] }) => {
    if ((node.type === "link" || node.type === "image" || node.type === "definition") && node.url) found.push(node.url);
    for (const child of node.children ?? []) walk(child as typeof node);
  };
  walk(parseMarkdown(markdown));
  return found;
}

for (const language of languages) {
  const llms = localizePath(LLMS_TXT_PATH, language);
  test(`${llms} is in llmstxt.org's form, as text, and links the language's pages by their copies`, async ({
    request,
  }) => {
    const text = await fetched(request, llms, /^text\/plain; charset=utf-8$/);
    const content = loadPortfolio({ language });
    const lines = text.trimEnd().split("\n");
    expect(lines[0]).toBe(`# ${content.person.name}`);
    expect(lines[2]).toMatch(/^> \S/);
    const rest = lines.slice(3).filter((line) => line !== "");
    for (const line of rest) expect(line).toMatch(/^(## \S.*|- \[[^\]]+\]\((https?|mailto):[^)\s]+\)(: \S.*)?)$/);
    expect(holdsHtml(text)).toBe(false);
    // Every built page of the language that llms.txt names is there by its copy; every copy it names is served.
    const copies = [...text.matchAll(/\]\(([^)]+\.md)\)/g)].map(([, url]) => url!);
    expect(copies).toContain(absoluteUrl(localizePath(markdownPath(HOME_PATH), language), root));
    for (const project of content.projects)
      expect(copies).toContain(absoluteUrl(localizePath(markdownPath(`/${project.slug}`), language), root));
    for (const post of postsByLanguage[language.code] ?? [])
      expect(copies).toContain(absoluteUrl(localizePath(markdownPath(postPath(post.slug)), language), root));
    for (const url of copies) {
      expect(url.startsWith(root), `${url} is under ${root}`).toBe(true);
      await fetched(request, `/${url.slice(root.length)}`, /^text\/markdown/);
    }
    for (const other of languages.filter((candidate) => candidate !== language))
      expect(text).toContain(`(${absoluteUrl(localizePath(LLMS_TXT_PATH, other), root)})`);
  });
}

for (const language of languages.filter((candidate) => (postsByLanguage[candidate.code] ?? []).length > 0)) {
  const path = localizePath(JSON_FEED_PATH, language);
  const posts = postsByLanguage[language.code] ?? [];
  test(`${path} is JSON Feed 1.1 with the Atom feed's posts and HTML, and every page of the language links it`, async ({
    request,
  }) => {
    const feed: unknown = JSON.parse(await fetched(request, path, /^application\/feed\+json; charset=utf-8$/));
    expect(jsonFeedProblems(feed)).toEqual([]);
    const { items, feed_url } = feed as {
      feed_url: string;
      items: { id: string; title: string; content_html: string }[];
    };
    expect(feed_url).toBe(absoluteUrl(path, root));
    expect(items.map((item) => item.title)).toEqual(posts.map((post) => post.data.title));
    const atom = parseAtomFeed(await fetched(request, localizePath(FEED_PATH, language), /xml/));
    const atomHtml = (atom.entries ?? []).map((entry) => {
      const content = entry.content as unknown;
      return typeof content === "string" ? content : ((content as { value?: string } | undefined)?.value ?? "");
    });
    expect(items.map((item) => item.content_html)).toEqual(atomHtml);
    const href = `${base}${path.slice(1)}`;
    for (const page of builtPages.filter((candidate) => languageOf(candidate) === language)) {
      const html = await fetched(request, page, /^text\/html/);
      expect(alternates(html, "application/feed+json"), `${page} links ${href}`).toEqual([href]);
    }
  });
}

test("the home page of each language is an h-card: name, job title, photo when there is a portrait, its URL and every profile with rel=me", async ({
  request,
}) => {
  for (const language of languages) {
    const home = localizePath(HOME_PATH, language);
    const content = loadPortfolio({ language });
    const url = absoluteUrl(home, root);
    const parsed = mf2(await fetched(request, home, /^text\/html/), { baseUrl: url });
    const cards = parsed.items.filter((item) => item.type?.includes("h-card"));
    expect(cards, `${home} has one h-card`).toHaveLength(1);
    const { properties } = cards[0]!;
    expect(properties.name).toEqual([content.person.name]);
    expect(properties["job-title"]).toEqual([content.person.jobTitle]);
    expect(properties.url).toEqual([url, ...content.person.profiles.map((profile) => profile.url)]);
    expect((properties.photo ?? []).length).toBe(content.person.portrait ? 1 : 0);
    expect([...(parsed.rels.me ?? [])].sort()).toEqual(content.person.profiles.map((profile) => profile.url).sort());
    // A fediverse account among the profiles, or set, is the pages' creator.
    const creator = fediverseCreator(site);
    const tag = /<meta name="fediverse:creator" content="([^"]*)"/.exec(await fetched(request, home, /^text\/html/));
    expect(tag?.[1]).toBe(creator);
  }
});

for (const language of languages.filter((candidate) => (postsByLanguage[candidate.code] ?? []).length > 0)) {
  const posts = postsByLanguage[language.code] ?? [];
  const writing = localizePath(WRITING_PATH, language);
  test(`${writing} is an h-feed of every post, and each post an h-entry with its name, date, author and content`, async ({
    request,
  }) => {
    const name = loadPortfolio({ language }).person.name;
    const feed = mf2(await fetched(request, writing, /^text\/html/), {
      baseUrl: absoluteUrl(writing, root),
    }).items.find((item) => item.type?.includes("h-feed"));
    expect(feed, `${writing} has an h-feed`).toBeDefined();
    const entries = (feed?.children ?? []).filter((item) => item.type?.includes("h-entry"));
    // Its own posts and those in other languages it lists too (settings.ts's postsAcrossLanguages), newest first.
    const listed = [...posts, ...postsElsewhere(language).map(({ post }) => post)].sort((a, b) =>
      b.data.date.localeCompare(a.data.date),
    );
    expect(entries.map((entry) => entry.properties.name?.[0])).toEqual(listed.map((post) => post.data.title));
    for (const post of posts) {
      const path = localizePath(postPath(post.slug), language);
      const parsed = mf2(await fetched(request, path, /^text\/html/), { baseUrl: absoluteUrl(path, root) });
      const entry = parsed.items.find((item) => item.type?.includes("h-entry"));
      expect(entry, `${path} is an h-entry`).toBeDefined();
      const { properties } = entry!;
      expect(properties.name).toEqual([post.data.title]);
      expect(properties.published).toEqual([post.data.date]);
      const author = properties.author?.[0] as { type?: string[]; properties?: { name?: unknown[] } } | undefined;
      expect(author?.type).toEqual(["h-card"]);
      expect(author?.properties?.name).toEqual([name]);
      const body = properties.content?.[0] as { html?: string } | undefined;
      expect(body?.html?.length ?? 0, `${path}'s e-content`).toBeGreaterThan(0);
    }
  });
}

test("security.txt follows RFC 9116 when the content names a contact, and is absent without one", async ({
  request,
}) => {
  const contact = securityContact(site);
  const response = await request.get(served(SECURITY_TXT_PATH));
  if (contact === undefined) {
    expect(response.status()).toBe(404);
    return;
  }
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const fields = Object.fromEntries(
    (await response.text())
      .trim()
      .split("\n")
      .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()]),
  );
  expect(fields.Contact).toBe(contact);
  expect(fields.Canonical).toBe(absoluteUrl(SECURITY_TXT_PATH, root));
  expect(fields["Preferred-Languages"]).toBe(languages.map((language) => language.tag).join(", "));
  // A year after the build, which ran today or lately.
  const days = (Date.parse(fields.Expires ?? "") - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(300);
  expect(days).toBeLessThanOrEqual(365);
});

test("atproto-did holds the Bluesky DID when the content names one, and is absent without one", async ({ request }) => {
  const response = await request.get(served(ATPROTO_DID_PATH));
  if (!rootFilesOf(site).atprotoDid) {
    expect(response.status()).toBe(404);
    return;
  }
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  expect((await response.text()).trim()).toBe(site.identity?.atprotoDid);
});
