// The Markdown copies and llms.txt, made from the fixture site's content and from content
// written to break them: no HTML whatever the owner writes, the page's own words as its title,
// every address absolute, llms.txt in llmstxt.org's form.
import type { Heading, Root } from "mdast";
import { toString } from "mdast-util-to-string";
import { visit } from "unist-util-visit";
import { expect, test } from "vitest";
import { parseMarkdown } from "~/markdown/markdown";
import { holdsHtml } from "~/markdown/plain-markdown";
import { localizePath } from "~/languages/language-tags";
import { fullContentAt, pageAt, projectsAt } from "~/test-support/page-at";
import { absoluteUrl } from "~/addresses/site-url";
import { LLMS_TXT_PATH } from "~/addresses/paths";
import { llmsTxt } from "./llms-txt";
import { homeMarkdown, postMarkdown, projectMarkdown, writingMarkdown, type CopyContext } from "./markdown-copy";
import type { Page } from "./page";

const ROOT = "https://jane.example/portfolio/";
const contextOf = (page: Page): CopyContext => ({ page, url: (path) => absoluteUrl(path, ROOT) });
const HOSTILE = 'Jane <script>alert("x")</script> *Doe* & [co](javascript:alert(1)) <b>bold</b>';

/** The document's headings of one depth, as text. */
function headings(tree: Root, depth: number): string[] {
  const found: string[] = [];
  visit(tree, "heading", (heading: Heading) => {
    if (heading.depth === depth) found.push(toString(heading));
  });
  return found;
}

/** Every link and image address in the document. */
function addresses(tree: Root): string[] {
  const found: string[] = [];
  visit(tree, (node) => {
    if (node.type === "link" || node.type === "image" || node.type === "definition") found.push(node.url);
  });
  return found;
}

function expectCleanCopy(markdown: string, title: string) {
  expect(holdsHtml(markdown), markdown).toBe(false);
  const tree = parseMarkdown(markdown);
  expect(headings(tree, 1)).toEqual([title]);
  for (const address of addresses(tree)) expect(address, `${address} is absolute`).toMatch(/^(https|mailto):/);
}

const languages = pageAt("/").languages;

test("every project's and post's copy, in every language, is Markdown without HTML, titled by its name, with absolute links", () => {
  for (const language of languages) {
    const home = localizePath("/", language);
    const page = pageAt(home);
    const context = contextOf(page);
    const { projects, posts } = fullContentAt(home);
    expectCleanCopy(homeMarkdown(context, projectsAt(home)), page.site.person.name);
    for (const project of projects) {
      const images = project.images.map((image) => ({ alt: image.alt, url: absoluteUrl(image.picture.img.src, ROOT) }));
      expectCleanCopy(projectMarkdown(context, { ...project, images }, "Some *Markdown*."), project.name);
    }
    for (const post of posts)
      expectCleanCopy(
        postMarkdown(context, post, "Body.", () => undefined),
        post.title,
      );
    if (posts.length > 0) expectCleanCopy(writingMarkdown(context, "About."), page.t.writing);
  }
});

test("names, summaries and Markdown written with HTML or Markdown signs stay text and hold no HTML", () => {
  const base = pageAt("/");
  const page: Page = {
    ...base,
    site: {
      ...base.site,
      person: { ...base.site.person, name: HOSTILE, jobTitle: "<i>dev</i>", bio: "<div>Hi</div>\n\n<p>x</p>" },
    },
  };
  const context = contextOf(page);
  expectCleanCopy(homeMarkdown(context, []), HOSTILE);
  const project = {
    name: HOSTILE,
    summary: "<img src=x onerror=alert(1)>",
    role: "<b>lead</b>",
    tech: ["C<sup>#</sup>"],
  };
  expectCleanCopy(
    projectMarkdown(context, { ...project, images: [] }, "<iframe src=x></iframe>\n\nText <span>in</span> it."),
    HOSTILE,
  );
  const post = { title: HOSTILE, description: "<em>d</em>", date: "2026-01-02", tags: ["<t>"] };
  const copy = postMarkdown(context, post, "# Title\n\n<script>bad()</script>\n\n![pic](photo.png)\n", (src) =>
    src === "photo.png" ? "https://cdn.example/photo.jpg" : undefined,
  );
  expectCleanCopy(copy, HOSTILE);
  // The post's own heading ranks under the copy's title; its image is the built one.
  expect(headings(parseMarkdown(copy), 2)).toEqual(["Title"]);
  expect(addresses(parseMarkdown(copy))).toContain("https://cdn.example/photo.jpg");
});

test("llms.txt: an `# ` title, a `> ` summary, then sections of `- [name](url): description` links, each language's linking the others", () => {
  for (const language of languages) {
    const home = localizePath("/", language);
    const page = pageAt(home);
    const text = llmsTxt(page, projectsAt(home), {
      url: (path) => absoluteUrl(path, ROOT),
      writingDescription: "About.",
    });
    const lines = text.trimEnd().split("\n");
    expect(lines[0]).toBe(`# ${page.site.person.name}`);
    expect(lines[1]).toBe("");
    expect(lines[2]).toMatch(/^> \S/);
    const body = lines.slice(3).filter((line) => line !== "");
    expect(body[0]).toMatch(/^## /);
    for (const line of body) expect(line).toMatch(/^(## \S.*|- \[[^\]]+\]\((https|mailto):[^)\s]+\)(: \S.*)?)$/);
    expect(holdsHtml(text)).toBe(false);
    // Every project and post of the language, by its copy.
    for (const project of page.projects)
      expect(text).toContain(`(${absoluteUrl(localizePath(`/${project.slug}.md`, language), ROOT)})`);
    for (const post of page.posts) expect(text).toContain(`/writing/${post.slug}.md)`);
    for (const other of languages.filter((candidate) => candidate.code !== language.code))
      expect(text).toContain(`(${absoluteUrl(localizePath(LLMS_TXT_PATH, other), ROOT)})`);
  }
});

test("llms.txt keeps a hostile name one line of text, and a description on its link's line", () => {
  const base = pageAt("/");
  const page: Page = {
    ...base,
    site: { ...base.site, description: "Line one\nline two", person: { ...base.site.person, name: HOSTILE } },
  };
  const text = llmsTxt(page, [{ slug: "p", name: "A\nB", summary: "x\n\ny" }], {
    url: (path) => absoluteUrl(path, ROOT),
    writingDescription: "w",
  });
  expect(holdsHtml(text)).toBe(false);
  expect(headings(parseMarkdown(text), 1)).toEqual([HOSTILE]);
  expect(text).toContain(`[A B](${ROOT}p.md): x y`);
});

test("a language with no posts of its own: its writing copy and llms.txt list the others' posts, at their own copies", () => {
  const english = pageAt("/");
  const post = english.posts[0]!;
  const french = pageAt("/fr");
  const page: Page = {
    ...french,
    posts: [],
    postsElsewhere: [{ ...post, language: english.language }],
  };
  const context = contextOf(page);
  const writing = writingMarkdown(context, "About.");
  expectCleanCopy(writing, page.t.writing);
  // The post's copy in its own language, not a French one that does not exist.
  expect(addresses(parseMarkdown(writing))).toEqual([absoluteUrl(`/writing/${post.slug}.md`, ROOT)]);
  const llms = llmsTxt(page, projectsAt("/fr"), { url: context.url, writingDescription: "About." });
  expect(llms).toContain(`(${absoluteUrl("/fr/writing.md", ROOT)})`);
  // No feed: the language has no posts of its own to follow.
  expect(llms).not.toMatch(/feed\.(xml|json)/);
});

test("the home page's copy and llms.txt list the repositories pinned on GitHub that are not projects, as text", () => {
  const page = pageAt("/");
  const { t } = page;
  const pinned = [
    {
      repository: "jane/tool",
      name: "tool",
      url: "https://github.com/jane/tool",
      description: HOSTILE,
      archived: true,
      facts: { stars: 12, languages: ["Rust", "C"] },
    },
    { repository: "an-org/lib", name: "an-org/lib", url: "https://github.com/an-org/lib", archived: false },
  ];
  const home = homeMarkdown(contextOf(page), projectsAt("/"), pinned);
  expectCleanCopy(home, page.site.person.name);
  expect(headings(parseMarkdown(home), 2)).toContain(t.pinnedRepositories);
  const lines = home.split("\n");
  const tool = lines.find((line) => line.includes("(https://github.com/jane/tool)"));
  expect(tool).toMatch(/^[*-] \[tool\]\(https:\/\/github\.com\/jane\/tool\): /);
  expect(tool).toContain(`(${t.repositoryArchived} · ${t.repositoryStars(12)} · Rust)`);
  expect(tool).not.toContain(" · C)");
  expect(lines.some((line) => /^[*-] \[an-org\/lib\]\(https:\/\/github\.com\/an-org\/lib\)$/.test(line))).toBe(true);
  // None pinned, no section.
  expect(headings(parseMarkdown(homeMarkdown(contextOf(page), projectsAt("/"))), 2)).not.toContain(
    t.pinnedRepositories,
  );

  const text = llmsTxt(page, projectsAt("/"), {
    url: (path) => absoluteUrl(path, ROOT),
    writingDescription: "w",
    pinned,
  });
  expect(holdsHtml(text)).toBe(false);
  expect(text).toContain(`\n## ${t.pinnedRepositories}\n`);
  expect(text).toMatch(/\n- \[tool\]\(https:\/\/github\.com\/jane\/tool\): Jane \S/);
  expect(text).toContain("\n- [an-org/lib](https://github.com/an-org/lib)\n");
});
