// @vitest-environment node
import { expect, test } from "vitest";
import { createMarkdownProcessor, markdownToPlainText, renderMarkdown, type MarkdownOptions } from "./markdown";
import { messagesIn } from "~/i18n/catalogues";
import { describeLanguage } from "~/languages/language-tags";

// The words rendering adds, in English, as a page in English passes them.
const words = messagesIn(describeLanguage("en-GB", true));
const render = (markdown: string, options: Partial<MarkdownOptions> = {}) =>
  renderMarkdown(markdown, { words, ...options });

test("renders CommonMark and GFM: emphasis, links, lists, inline code, code blocks, tables", () => {
  const html = render(
    [
      "Some *emphasis*, **strong**, `code` and ~~gone~~.",
      "",
      "- one",
      "- two",
      "",
      "```ts",
      "const a = 1 < 2;",
      "```",
      "",
      "| a | b |",
      "| - | - |",
      "| 1 | 2 |",
    ].join("\n"),
  );
  expect(html).toContain("<em>emphasis</em>");
  expect(html).toContain("<strong>strong</strong>");
  expect(html).toContain("<code>code</code>");
  expect(html).toContain("<del>gone</del>");
  expect(html).toContain("<ul>\n<li>one</li>\n<li>two</li>\n</ul>");
  expect(html).toContain('<pre><code class="language-ts">const a = 1 &#x3C; 2;\n</code></pre>');
  expect(html).toContain("<table>");
  expect(html).toContain("<td>1</td>");
});

test("raw HTML never becomes markup: a script, an iframe or an event handler is dropped", () => {
  const html = render(
    'Hello <script>alert(1)</script> <img src=x onerror="alert(2)"> <b onclick="x()">bold</b>\n\n<script>\nalert(3)\n</script>\n\n<iframe src="https://evil.example"></iframe>',
  );
  expect(html).not.toMatch(/<script|<iframe|<img|onerror|onclick|<b[ >]/i);
  expect(html).toContain("Hello");
  expect(html).toContain("bold");
});

test("javascript: and data: links lose their address", () => {
  const html = render("[click](javascript:alert(1)) and [data](data:text/html,<script>alert(1)</script>)");
  expect(html).not.toMatch(/javascript:|data:/i);
});

test("external links open in a new tab, safely, and say so, as ExternalLink does", () => {
  const html = render("See [the demo](https://example.com/demo) or [my project](/field-notes).");
  expect(html).toContain(
    '<a href="https://example.com/demo" rel="noopener noreferrer" target="_blank">the demo<span class="visually-hidden"> (opens in a new tab)</span></a>',
  );
  expect(html).toContain('<a href="/field-notes">my project</a>');
});

test("headings rank below the page's own: the highest becomes the top rank asked for, the steps kept", () => {
  expect(render("# Title\n\n## Part\n\n### Detail", { topHeading: 3 })).toBe(
    "<h3>Title</h3>\n<h4>Part</h4>\n<h5>Detail</h5>",
  );
  expect(render("### Only a third-level heading", { topHeading: 3 })).toBe("<h3>Only a third-level heading</h3>");
  expect(render("# a\n\n###### f", { topHeading: 4 })).toBe("<h4>a</h4>\n<h6>f</h6>");
  expect(render("# a")).not.toContain("<h1");
});

test("more rehype plugins run after sanitising, before the HTML is written", () => {
  const addClass = () => (tree: { children: { type: string; properties?: Record<string, unknown> }[] }) => {
    for (const node of tree.children) if (node.type === "element") node.properties = { className: ["added"] };
  };
  const html = String(createMarkdownProcessor({ words, rehypePlugins: [addClass] }).processSync("Text"));
  expect(html).toBe('<p class="added">Text</p>');
});

test("plain text of Markdown: one string per block, without markup or raw HTML", () => {
  expect(markdownToPlainText("A *very* [good](https://x.example) idea.\n\n- one\n- two `x`\n\n<div>raw</div>")).toEqual(
    ["A very good idea.", "• one", "• two x"],
  );
});

test("a footnote's link and its back-link lead to elements that exist", () => {
  const html = render("Loads in under a second.[^1]\n\n[^1]: On a mid-range phone, over 4G.");
  const hrefs = [...html.matchAll(/href="#([^"]+)"/g)].map((match) => match[1]);
  const ids = new Set([...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]));
  expect(hrefs.length).toBeGreaterThanOrEqual(2);
  for (const href of hrefs) expect(ids, href).toContain(href);
});

test("a table column aligned with ---: or :-: keeps its alignment as a class, and the HTML is valid", async () => {
  const { HtmlValidate, StaticConfigLoader } = await import("html-validate");
  const { readFileSync } = await import("node:fs");
  const html = render(["| Item | Qty | Price |", "| :--- | :-: | ---: |", "| Tea | 2 | 3.50 |"].join("\n"));
  expect(html).not.toContain("align=");
  expect(html).toContain('<th class="align-start">Item</th>');
  expect(html).toContain('<th class="align-center">Qty</th>');
  expect(html).toContain('<td class="align-end">3.50</td>');

  const config = JSON.parse(readFileSync(new URL("../../.htmlvalidate.json", import.meta.url), "utf8"));
  const validator = new HtmlValidate(new StaticConfigLoader(config));
  const page = `<!doctype html><html lang="en"><head><title>Table</title></head><body><main>${html}</main></body></html>`;
  const report = await validator.validateString(page);
  expect(report.results.flatMap((result) => result.messages.map((message) => message.message))).toEqual([]);
});

test("a bullet list in a description stays a list, with its items, at any heading rank", () => {
  const html = render("What it does:\n\n- imports CSV\n- exports Parquet\n", { topHeading: 3 });
  expect(html).toContain("<ul>\n<li>imports CSV</li>\n<li>exports Parquet</li>\n</ul>");
});
