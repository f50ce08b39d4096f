// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import temml from "temml";
import { expect, test, vi } from "vitest";
import { messagesIn } from "../i18n/catalogues";
import { describeLanguage } from "../languages/language-tags";
import { createPostRenderer } from "../markdown/post-markdown";
import { ContentError } from "../schemas/content-problems";
import { includeDraftsByDefault } from "./collection";
import { loadPosts, readingMinutes } from "./writing";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

function writing(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), "writing-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

function post(front: string, body = "Some text.\n"): string {
  return `---\n${front}\n---\n\n${body}`;
}

const VALID = "title: A post\ndescription: What it is about.\ndate: 2026-03-14\ntags: [css]";

/** The lines of the ContentError that loading the posts in `dir` throws. */
function problemsIn(dir: string): readonly string[] {
  let thrown: unknown;
  try {
    loadPosts({ dir });
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(ContentError);
  return (thrown as ContentError).problems;
}

test("posts are folders with their images beside them, or single files, newest first", () => {
  const dir = writing({
    "older/index.md": post(VALID.replace("2026-03-14", "2025-12-01"), "![A chart](chart.png)\n"),
    "older/chart.png": PNG,
    "newer.md": post(VALID.replace("2026-03-14", "2026-05-02").replace("A post", "Newer")),
    "same-day.md": post(VALID.replace("A post", "Another")),
    "middle.md": post(VALID),
  });
  expect(loadPosts({ dir, includeDrafts: false }).map((entry) => [entry.slug, entry.data.date])).toEqual([
    ["newer", "2026-05-02"],
    ["middle", "2026-03-14"],
    ["same-day", "2026-03-14"],
    ["older", "2025-12-01"],
  ]);
});

test("a bad post stops the build naming the file and the field", () => {
  const dir = writing({
    "dates/index.md": post(
      "title: Dates\ndescription: d\ndate: 14/03/2026\nupdated: 2026-13-01\ntags: [css]\ndraft: maybe",
    ),
    "before.md": post(VALID.replace("date: 2026-03-14", "date: 2026-03-14\nupdated: 2026-01-01")),
    "no-such-day.md": post(VALID.replace("2026-03-14", "2026-02-30")),
    "tags.md": post("title: Tags\ndescription: d\ndate: 2026-01-01\ntags: [CSS, web performance, css, css]"),
    "empty.md": post("title: ' '\ndate: 2026-01-01\ntags: []\nsummary: not a field"),
    "images/index.md": post(VALID, "![](missing.png)\n\n![Remote](https://example.com/x.png)\n"),
  });
  // Outside the working directory, as here, a file is named by its absolute path.
  const file = (path: string) => join(dir, path);
  expect(problemsIn(dir)).toEqual([
    `${file("before.md")}: updated: must not be before date`,
    `${file("dates/index.md")}: date: expected a date written YYYY-MM-DD, got "14/03/2026"`,
    `${file("dates/index.md")}: updated: "2026-13-01" is not a real date: there is no month 13`,
    `${file("dates/index.md")}: draft: Invalid input: expected boolean, received string`,
    `${file("empty.md")}: title: must not be empty`,
    `${file("empty.md")}: description: missing: this field is required`,
    `${file("empty.md")}: summary: unknown field; the fields are title, description, date, updated, tags, draft and replies`,
    `${file("images/index.md")}: image "missing.png": needs alt text, as in ![what it shows](missing.png)`,
    `${file("images/index.md")}: image "missing.png": file not found beside the post`,
    `${file("images/index.md")}: image "https://example.com/x.png": images must be files beside the post, not addresses (the CSP allows only the site's)`,
    `${file("no-such-day.md")}: date: "2026-02-30" is not a real date: February 2026 has 28 days`,
    `${file("tags.md")}: tags[0]: expected a lower-case tag such as "react" or "web-performance", got "CSS"`,
    `${file("tags.md")}: tags[1]: expected a lower-case tag such as "react" or "web-performance", got "web performance"`,
    `${file("tags.md")}: tags: lists the same tag twice`,
  ]);
});

test("a post may have no tags: it is valid and on no tag's page", () => {
  const dir = writing({ "untagged.md": post("title: Untagged\ndescription: d\ndate: 2026-01-01") });
  expect(loadPosts({ dir, includeDrafts: false }).map((entry) => entry.data.tags)).toEqual([[]]);
});

test("a YAML mistake in a post names its line", () => {
  const dir = writing({ "broken.md": "---\ntitle: A post\ntags: [css\ndate: 2026-01-01\n---\nText\n" });
  const [problem] = problemsIn(dir);
  expect(problem).toMatch(/broken\.md: line \d+: YAML syntax error/);
});

test("drafts are shown in development only", () => {
  const dir = writing({ "draft.md": post(`${VALID}\ndraft: true`), "done.md": post(VALID) });
  expect(loadPosts({ dir, includeDrafts: false }).map((entry) => entry.slug)).toEqual(["done"]);
  expect(loadPosts({ dir, includeDrafts: true }).map((entry) => entry.slug)).toEqual(["done", "draft"]);
  expect(includeDraftsByDefault({ NODE_ENV: "development" })).toBe(true);
  expect(includeDraftsByDefault({ NODE_ENV: "production" })).toBe(false);
  expect(includeDraftsByDefault({})).toBe(false);
});

test("reading time counts every word, code included, at 220 a minute, rounded up", () => {
  expect(readingMinutes("Short.")).toBe(1);
  expect(readingMinutes(Array.from({ length: 220 }, () => "word").join(" "))).toBe(1);
  expect(readingMinutes(Array.from({ length: 221 }, () => "word").join(" "))).toBe(2);
  const code = "```ts\n" + Array.from({ length: 300 }, (_, i) => `const a${i} = 1;`).join("\n") + "\n```\n";
  expect(readingMinutes(code)).toBeGreaterThan(1);
});

test("each formula is rendered once, as its file is read and checked: the page shows that rendering", async () => {
  const body = [
    "Inline $\\lambda h$, a price of $5 and $10, and $\\lambda h$ again.",
    "",
    "$$",
    "\\sum_{i=0}^{k} \\frac{x^i}{i!}",
    "$$",
    "",
    "| rate | bound |",
    "| ---- | ----- |",
    "| $t - s$ | $P(N > k) < 10^{-6}$ |",
    "",
    "> [!NOTE]",
    "> In a note, $\\sqrt{\\pi}$.",
    "",
    "```math",
    "e^{i\\pi} + 1 = 0",
    "```",
    "",
    "$$e = mc^2$$",
  ].join("\n");
  const dir = writing({ "a-post.md": post(VALID, body) });
  const render = vi.spyOn(temml, "renderToString");
  const [read] = loadPosts({ dir });
  const formulas = render.mock.calls.length;
  // The distinct formulas: λh, the sum, t − s, the bound, √π, Euler's and mc², each once.
  expect(formulas).toBe(7);
  expect(Object.keys(read!.maths)).toHaveLength(formulas);
  const renderer = await createPostRenderer();
  const words = messagesIn(describeLanguage("en-GB", true));
  const { html } = await renderer.render(read!.body, { url: "https://example.com/a-post", words, maths: read!.maths });
  expect(html.match(/<math/g)).toHaveLength(8);
  expect(render).toHaveBeenCalledTimes(formulas);
});
