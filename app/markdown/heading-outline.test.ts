// @vitest-environment node
import { expect, test } from "vitest";
import { messagesIn } from "../i18n/catalogues";
import { describeLanguage } from "../languages/language-tags";
import { createPostRenderer } from "./post-markdown";
import { renderWithContents, TOC_MIN_HEADINGS } from "./heading-outline";

const words = messagesIn(describeLanguage("en-GB", true));
const render = (markdown: string) => renderWithContents(markdown, { topHeading: 3, words });

/** The heading ids in rendered HTML, in order. */
const ids = (html: string) => [...html.matchAll(/<h\d id="([^"]+)"/g)].map((match) => match[1]);

test("each heading gets an id from its words, unique, in any script, accents and all", () => {
  const { html } = render(
    [
      "## Décisions clés",
      "## Résultats",
      "## Résultats",
      "## النتائج والأرقام",
      "## Zażółć gęślą jaźń",
      "## C++ & Rust: why?",
    ].join("\n\n"),
  );
  expect(ids(html)).toEqual([
    "décisions-clés",
    "résultats",
    "résultats-1",
    "النتائج-والأرقام",
    "zażółć-gęślą-jaźń",
    "c--rust-why",
  ]);
});

test("a heading whose id would be one of the page's own gets the next free one", () => {
  const { html } = render("## Main\n\n## About title\n\n## Main 1\n\nText.");
  expect(ids(html)).toEqual(["main-2", "about-title-1", "main-1"]);
});

test(`the table of contents lists the two highest ranks, nested, once there are ${TOC_MIN_HEADINGS} headings`, () => {
  const { toc } = render(
    "## Problem\n\nText.\n\n## Approach\n\n### Data model\n\n#### Detail\n\n### Deploys\n\n## Results\n\nText.",
  );
  expect(toc).toEqual([
    { id: "problem", text: "Problem", children: [] },
    {
      id: "approach",
      text: "Approach",
      children: [
        { id: "data-model", text: "Data model", children: [] },
        { id: "deploys", text: "Deploys", children: [] },
      ],
    },
    { id: "results", text: "Results", children: [] },
  ]);
});

test("a body with fewer headings than the threshold has no table of contents, but its headings keep their ids", () => {
  const markdown = Array.from({ length: TOC_MIN_HEADINGS - 1 }, (_, index) => `## Part ${index + 1}\n\nText.`).join(
    "\n\n",
  );
  const { html, toc } = render(markdown);
  expect(toc).toEqual([]);
  expect(ids(html)).toHaveLength(TOC_MIN_HEADINGS - 1);
  // Headings two ranks or more below the top do not count towards the threshold.
  expect(render(`${markdown}\n\n#### Aside\n\n##### Detail`).toc).toEqual([]);
});

test("the footnotes' label is not in the table of contents", () => {
  const { toc } = render("## One\n\nA claim.[^1]\n\n## Two\n\n## Three\n\n[^1]: The source.");
  expect(toc.map((entry) => entry.text)).toEqual(["One", "Two", "Three"]);
});

test("a post's renderer gives its table of contents too, linking to its self-linked headings", async () => {
  const renderer = await createPostRenderer();
  const post = await renderer.render("## Why\n\n## How\n\n## So what\n\nThe end.", {
    url: "https://example.com/writing/a",
    words,
  });
  expect(post.toc.map((entry) => entry.id)).toEqual(["why", "how", "so-what"]);
  for (const entry of post.toc) expect(post.html).toContain(`<h2 id="${entry.id}"><a href="#${entry.id}">`);
});
