import { expect, test } from "vitest";
import { holdsHtml, markdownText, plainBlocks } from "./plain-markdown";

const options = {
  topHeading: 2 as const,
  resolve: (url: string, kind: "link" | "image") =>
    kind === "image" ? `https://cdn.example/${url}` : `https://site.example/${url}`,
};
const plain = (markdown: string) => markdownText(plainBlocks(markdown, options));

test("raw HTML, block and inline, is dropped and its text is not left as HTML", () => {
  const out = plain('<div class="x">\n\n*hi*\n\n</div>\n\nA <b>bold</b> claim<script>alert(1)</script>.\n');
  expect(holdsHtml(out)).toBe(false);
  expect(out).not.toMatch(/<\/?(div|b|script)\b/);
  expect(out).toContain("_hi_");
});

test("text that looks like a tag stays text, escaped", () => {
  const out = markdownText([{ type: "paragraph", children: [{ type: "text", value: "Use <img src=x> & &amp;" }] }]);
  expect(holdsHtml(out)).toBe(false);
  expect(out).toContain("\\<img");
});

test("a code block's HTML is code, not HTML", () => {
  const out = plain("```html\n<div>kept</div>\n```\n");
  expect(out).toContain("<div>kept</div>");
  expect(holdsHtml(out)).toBe(false);
});

test("headings keep their steps under the copy's own, never past 6", () => {
  expect(plain("# A\n\n## B\n\n###### C\n")).toBe("## A\n\n### B\n\n###### C\n");
  expect(plain("### Only\n")).toBe("## Only\n");
});

test("links, references and images get the addresses `resolve` gives", () => {
  const out = plain("[a](a.html) ![pic](p.png) [ref][r]\n\n[r]: other\n");
  expect(out).toContain("[a](https://site.example/a.html)");
  expect(out).toContain("![pic](https://cdn.example/p.png)");
  expect(out).toContain("[r]: https://site.example/other");
});

test("GFM survives the round trip: tables, task lists, strikethrough, footnotes", () => {
  const source = "| a | b |\n| - | -: |\n| 1 | 2 |\n\n- [x] done\n\n~~gone~~ and a note[^n]\n\n[^n]: The note.\n";
  const out = plain(source);
  expect(out).toMatch(/\| a \| +b \|/);
  expect(out).toContain("- [x] done");
  expect(out).toContain("~~gone~~");
  expect(out).toContain("[^n]: The note.");
});

test("maths and diagrams survive the round trip as TeX between dollars and a mermaid fence", () => {
  const source = "The mean is $\\bar{x}$.\n\n$$\n\\sigma^2 = 1\n$$\n\n```mermaid\nflowchart LR\n  a --> b\n```\n";
  const copy = plain(source);
  expect(copy).toContain("$\\bar{x}$");
  expect(copy).toContain("$$\n\\sigma^2 = 1\n$$");
  expect(copy).toContain("```mermaid\nflowchart LR");
});
