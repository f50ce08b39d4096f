// The published addresses follow the route table: params expanded from the
// content in each language, a new page kind published in every language with
// one line in the table, and a project or post that takes another page's
// address named in a content error.
import { route } from "@react-router/dev/routes";
import { expect, test } from "vitest";
import { ContentError } from "../schemas/content-problems.ts";
import { describeLanguages } from "../languages/language-tags.ts";
import { SEARCH_PATH } from "./paths.ts";
import { routeTable, writingOf } from "../routes.ts";
import { alternatesOf, pagesByLanguage, prerenderPaths, publishedPaths, sitePages } from "./site-pages.ts";
import type { RouteContent } from "./route-params.ts";

const [english, french] = describeLanguages(["en-GB", "fr"]) as [
  ReturnType<typeof describeLanguages>[number],
  ReturnType<typeof describeLanguages>[number],
];
const post = (slug: string, tags: string[], file = `content/writing/${slug}.md`) => ({
  slug,
  file,
  data: { tags, date: "2026-01-02" },
});
const content: RouteContent = {
  languages: [english, french],
  projects: [{ slug: "tram-times", file: "content/projects/tram-times/index.md" }],
  // A post in English only, which the owner does not list in French (settings.ts's postsAcrossLanguages): French has
  // no writing at all.
  postsByLanguage: { [english.code]: [post("on-caching", ["databases", "performance"])], [french.code]: [] },
  postsAcrossLanguages: false,
  cvFiles: ["Jane-Doe-CV.pdf", "Jane-Doe-CV-fr.pdf"],
};

test("every route's params take the content's values, in each language that has them", () => {
  expect(prerenderPaths(content)).toEqual([
    "/",
    "/tram-times",
    "/technologies",
    "/search",
    "/writing",
    "/writing/on-caching",
    "/writing/tags/databases",
    "/writing/tags/performance",
    "/feed.xml",
    "/feed.json",
    "/resume.json",
    "/llms.txt",
    "/404",
    // The site's one sitemap and robots.txt, its CVs and its share images, with the default language's files.
    "/sitemap.xml",
    "/robots.txt",
    "/cv/Jane-Doe-CV.pdf",
    "/cv/Jane-Doe-CV-fr.pdf",
    // Each page that draws its own, in each language: the home page, a project, the list of posts and a post.
    "/og/index.png",
    "/og/tram-times.png",
    "/og/writing.png",
    "/og/writing/on-caching.png",
    "/og/fr.png",
    "/og/fr/tram-times.png",
    // Each page's Markdown copy, after the language's other routes.
    "/index.md",
    "/tram-times.md",
    "/technologies.md",
    "/writing.md",
    "/writing/on-caching.md",
    "/writing/tags/databases.md",
    "/writing/tags/performance.md",
    "/fr",
    "/fr/tram-times",
    "/fr/technologies",
    "/fr/search",
    "/fr/resume.json",
    "/fr/llms.txt",
    "/fr/404",
    "/fr/index.md",
    "/fr/tram-times.md",
    "/fr/technologies.md",
  ]);
  // The sitemap's pages leave out the files (the CV as JSON Resume, the feed, the sitemap itself) and the not-found pages.
  expect(sitePages(content).map((page) => page.path)).toEqual([
    "/",
    "/tram-times",
    "/technologies",
    "/search",
    "/writing",
    "/writing/on-caching",
    "/writing/tags/databases",
    "/writing/tags/performance",
    "/fr",
    "/fr/tram-times",
    "/fr/technologies",
    "/fr/search",
  ]);
});

test("a language with no posts of its own has a writing page that lists the others', and no other page of the writing", () => {
  // The same content, but the owner lists posts across languages (settings.ts's default).
  const listed: RouteContent = { ...content, postsAcrossLanguages: true };
  const inFrench = prerenderPaths(listed).filter((path) => path.startsWith("/fr"));
  expect(inFrench).toContain("/fr/writing");
  expect(inFrench).toContain("/fr/writing.md");
  // Its share image, as the writing page of a language with posts has.
  expect(prerenderPaths(listed)).toContain("/og/fr/writing.png");
  // No post, tag or feed of its own: the post is linked at its English address.
  expect(inFrench.filter((path) => /^\/fr\/(?:writing\/|feed)/.test(path))).toEqual([]);
  expect(sitePages(listed).map((page) => page.path)).toContain("/fr/writing");
  // The writing page is one page in two languages: each names the other as its version.
  const alternates = alternatesOf("/writing", listed.languages, pagesByLanguage(listed));
  expect(alternates.map(({ href, exists }) => [href, exists])).toEqual([
    ["/writing", true],
    ["/fr/writing", true],
  ]);

  // A post written in French too stands in for itself there: French has its own writing again.
  const both: RouteContent = {
    ...listed,
    postsByLanguage: {
      ...listed.postsByLanguage,
      [french.code]: [post("on-caching", [], "content/writing/on-caching.fr.md")],
    },
  };
  expect(prerenderPaths(both)).toContain("/fr/writing/on-caching");
});

test("every page has its Markdown copy, a file; security.txt and atproto-did only with the content that makes them", () => {
  const published = publishedPaths(content);
  // The search page holds no content of its own to copy.
  const pages = published
    .filter((entry) => entry.kind === "page" && !entry.path.endsWith(SEARCH_PATH))
    .map((entry) => entry.path);
  const copies = published.filter((entry) => entry.path.endsWith(".md"));
  expect(copies.every((entry) => entry.kind === "file")).toBe(true);
  expect(copies.map((entry) => entry.path).sort()).toEqual(
    pages.map((path) => (path === "/" ? "/index.md" : path === "/fr" ? "/fr/index.md" : `${path}.md`)).sort(),
  );
  const wellKnown = (rootFiles: RouteContent["rootFiles"]) =>
    prerenderPaths({ ...content, ...(rootFiles ? { rootFiles } : {}) }).filter((path) => path.includes(".well-known"));
  expect(wellKnown(undefined)).toEqual([]);
  expect(wellKnown({ securityTxt: true, atprotoDid: false })).toEqual(["/.well-known/security.txt"]);
  expect(wellKnown({ securityTxt: true, atprotoDid: true })).toEqual([
    "/.well-known/security.txt",
    "/.well-known/atproto-did",
  ]);
  // Files, not pages: in no sitemap, walked by no page check.
  const withBoth = { ...content, rootFiles: { securityTxt: true, atprotoDid: true } };
  expect(sitePages(withBoth).filter((page) => page.path.includes(".well-known"))).toEqual([]);
});

test("a right-to-left language has no share images of its own: its pages show the default language's", () => {
  const [, , arabic] = describeLanguages(["en-GB", "fr", "ar"]);
  const withArabic: RouteContent = { ...content, languages: [english, french, arabic!] };
  const images = prerenderPaths(withArabic).filter((path) => path.startsWith("/og/"));
  expect(images).toContain("/og/fr/tram-times.png");
  expect(images.filter((path) => path.startsWith("/og/ar"))).toEqual([]);
});

test("a technology has a page in each language where a project uses it or a post is tagged with it", () => {
  const technologies: RouteContent = {
    ...content,
    projects: [{ slug: "tram-times", file: "content/projects/tram-times/index.md", tech: ["C#", "Node.js"] }],
    postsByLanguage: {
      [english.code]: [post("on-caching", ["databases", "postgres", "nodejs"])],
      [french.code]: [],
    },
    // Rust is a skill no project or post names: no page. "postgres" is a tag for PostgreSQL, through its alias.
    skills: [{ skills: ["Rust", "PostgreSQL"] }],
    technologyAliases: { Postgres: "PostgreSQL" },
  };
  const pages = sitePages(technologies)
    .map((page) => page.path)
    .filter((path) => path.includes("/technologies"));
  expect(pages).toEqual([
    "/technologies",
    "/technologies/postgresql",
    "/technologies/c-sharp",
    "/technologies/node-js",
    "/fr/technologies",
    "/fr/technologies/c-sharp",
    "/fr/technologies/node-js",
  ]);
});

test("posts with no tags have no tag pages, and every writing page kind is in the table where the posts are unknown", () => {
  const untagged: RouteContent = { ...content, postsByLanguage: { [english.code]: [post("on-caching", [])] } };
  const paths = prerenderPaths(untagged);
  expect(paths).toContain("/writing/on-caching");
  expect(paths.filter((path) => path.includes("/tags/"))).toEqual([]);
  // React Router refuses a route with a loader that no page is pre-rendered from: no tag route is in the table.
  const ids = (posts: RouteContent["postsByLanguage"] | undefined) =>
    routeTable([english], (language) => writingOf(language, posts, [english], true)).map((entry) => entry.id);
  expect(ids({ [english.code]: [post("on-caching", [])] })).not.toContain(`${english.code}/tag`);
  expect(ids({ [english.code]: [] })).not.toContain(`${english.code}/writing`);
  expect(ids(undefined)).toEqual(expect.arrayContaining([`${english.code}/writing`, `${english.code}/tag`]));
});

test("a page only one language has links the other language's home page as its version there", () => {
  const pages = pagesByLanguage(content);
  expect(alternatesOf("/writing", content.languages, pages)).toEqual([
    { language: english, exists: true, href: "/writing" },
    { language: french, exists: false, href: "/fr" },
  ]);
  expect(alternatesOf("/tram-times", content.languages, pages).map((alternate) => alternate.href)).toEqual([
    "/tram-times",
    "/fr/tram-times",
  ]);
});

test("a new page kind is one line in the table: published, in the sitemap and linked across languages", () => {
  const table = routeTable(content.languages, () => ({ writing: "none", tagged: false })).flatMap((entry) =>
    entry.id?.endsWith("/home")
      ? [
          entry,
          route(entry.id.startsWith("fr/") ? "fr/uses" : "uses", "routes/uses.tsx", {
            id: entry.id.replace("home", "uses"),
          }),
        ]
      : [entry],
  );
  const published = publishedPaths(content, table).filter((entry) => entry.page === "/uses");
  expect(published.map(({ path, kind }) => [path, kind])).toEqual([
    ["/uses", "page"],
    ["/fr/uses", "page"],
  ]);
});

test("a project or post whose name is another page's address stops the build, naming its file", () => {
  const taken: RouteContent = {
    ...content,
    projects: [...content.projects, { slug: "writing", file: "content/projects/writing/index.md" }],
  };
  expect(() => publishedPaths(taken)).toThrow(ContentError);
  expect(() => publishedPaths(taken)).toThrow(
    "content/projects/writing/index.md: its address /writing is already the routes/writing.tsx page's",
  );
  // A project named like a language takes that language's home page.
  const language = { ...content, projects: [{ slug: "fr", file: "content/projects/fr/index.md" }] };
  expect(() => publishedPaths(language)).toThrow("content/projects/fr/index.md: its address /fr is already");
});
