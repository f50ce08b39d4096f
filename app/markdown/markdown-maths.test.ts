// @vitest-environment node
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { z } from "zod";
import { loadCollection } from "../collections/collection";
import { ContentError } from "../schemas/content-problems";
import { markdownToPlainText, renderMarkdown } from "./markdown";
import { formulas, renderFormulas } from "./markdown-maths";
import { createPostRenderer } from "./post-markdown";
import { messagesIn } from "~/i18n/catalogues";
import { describeLanguage } from "~/languages/language-tags";

const words = messagesIn(describeLanguage("en-GB", true));
const render = (markdown: string) => renderMarkdown(markdown, { words });

test("$…$ inside a line becomes inline MathML, with its TeX as an annotation", () => {
  const html = render("Energy is $E = mc^2$ here.");
  expect(html).toMatch(/^<p>Energy is <math><semantics>.*<\/semantics><\/math> here\.<\/p>$/);
  expect(html).toContain("<mi>E</mi>");
  expect(html).toContain("<msup><mi>c</mi>");
  expect(html).toContain('<annotation encoding="application/x-tex">E = mc^2</annotation>');
  expect(html).not.toContain("language-math");
});

test("$$…$$ on lines of its own, and a ```math block, become display MathML", () => {
  for (const markdown of [
    "$$\n\\sum_{i=1}^n i = \\frac{n(n+1)}{2}\n$$",
    "```math\n\\sum_{i=1}^n i = \\frac{n(n+1)}{2}\n```",
  ]) {
    const html = render(markdown);
    expect(html).toMatch(/^<math display="block" class="tml-display"><semantics>/);
    expect(html).toContain("<mfrac>");
    expect(html).toContain('<annotation encoding="application/x-tex">\\sum_{i=1}^n i = \\frac{n(n+1)}{2}</annotation>');
    expect(html).not.toMatch(/<pre|<code/);
  }
});

test("$$…$$ alone in its paragraph on one line is display maths, as on GitHub; inside a sentence it stays inline", () => {
  const html = render("Before.\n\n$$ t = \\frac{d}{v} $$\n\nAfter.");
  expect(html).toMatch(/<p>Before\.<\/p>\s*<math display="block" class="tml-display"><semantics>/);
  expect(html).toContain('<annotation encoding="application/x-tex">t = \\frac{d}{v}</annotation>');
  expect(html).not.toMatch(/<p>\s*<math/);
  expect(render("So $$t = d$$ here.")).toMatch(/^<p>So <math><semantics>/);
  // The content check reads it as display maths too, at its line.
  expect(formulas("Intro.\n\n$$ t = d $$")).toEqual([{ tex: "t = d", display: true, line: 3 }]);
});

test("no formula writes a style attribute: Temml's styles become classes or MathML's colour attributes", () => {
  const tex = [
    "\\boxed{x}",
    "\\color{red}{x}",
    "\\colorbox{yellow}{x}",
    "\\fcolorbox{red}{yellow}{x}",
    "\\cancel{x}",
    "\\begin{aligned} a &= b \\\\ c &= d \\end{aligned}",
    "\\begin{cases} 1 & x > 0 \\\\ 0 & \\text{otherwise} \\end{cases}",
    "\\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix}",
    "\\tag{1} x = 1",
    "\\rule{1em}{1em}",
    "\\begin{array}{|c|c|} \\hline a & b \\\\ \\hline \\end{array}",
    "\\hspace{1em} \\phantom{x} \\overbrace{a+b}^{n}",
    "\\sqrt[3]{x} \\mathcal{A} \\mathbb{R} \\vec{v} \\not= \\dots",
  ];
  const html = render(tex.map((formula) => `$$\n${formula}\n$$`).join("\n\n"));
  expect(html.match(/<math /g)).toHaveLength(tex.length);
  expect(html).not.toMatch(/\sstyle=/);
  expect(html).toContain('class="tml-padded tml-boxed"');
  expect(html).toContain('mathcolor="#ff0000"');
  expect(html).toContain('mathbackground="#FFFF00" class="tml-padded"');
  expect(html).toContain('class="tml-right tml-flush-start tml-flush-end"');
  expect(html).toContain('<mtd class="tml-rule-top tml-rule-bottom tml-rule-end"><mi>b</mi></mtd>');
  expect(html).toContain('class="tml-full-width"');
});

test("TeX cannot add a link or markup: \\href and \\html… are refused, which stops the build", () => {
  expect(renderFormulas("A $\\href{javascript:alert(1)}{x}$ link.").problems).toEqual([
    { line: 1, message: expect.stringMatching(/^TeX: .*\\href/) },
  ]);
});

test("prices are prose: a $ followed by a space, or closed before a digit, opens no maths", () => {
  for (const prose of ["It costs $5 and $10.", "From $5 to $10 a day", "Pay $ 5 or $ 6", "A 20$ note, and $3.50"]) {
    const html = render(prose);
    expect(html, prose).not.toContain("<math");
    expect(html, prose).toBe(`<p>${prose}</p>`);
  }
  // A price before a formula leaves the formula maths.
  const html = render("Pay $5, then $n^2$ more; an escaped \\$x\\$ is text.");
  expect(html.match(/<math>/g)).toHaveLength(1);
  expect(html).toContain("<p>Pay $5, then <math>");
  expect(html).toContain("more; an escaped $x$ is text.</p>");
});

test("bad TeX is one problem line naming the file and its line", () => {
  const dir = mkdtempSync(join(tmpdir(), "maths-"));
  writeFileSync(
    join(dir, "post.md"),
    "---\ntitle: Maths\n---\n\nFine: $x^2$.\n\nBroken: $\\frac{1}{$ here.\n\n$$\n\\begin{matrix} 1\n$$\n",
  );
  let problems: readonly string[] = [];
  try {
    loadCollection({ dir, schema: z.object({ title: z.string() }) });
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    problems = error.problems;
  }
  expect(problems).toHaveLength(2);
  expect(problems[0]).toMatch(/post\.md: line 7: TeX: .*expected '}'/);
  expect(problems[1]).toMatch(/post\.md: line 9: TeX: .*matrix/);
  for (const line of problems) expect(line).not.toContain("\n");
});

test("a post's maths is MathML in the page and in the feed, never highlighted as code", async () => {
  const renderer = await createPostRenderer();
  const post = await renderer.render("Inline $a^2 + b^2 = c^2$.\n\n$$\n\\int_0^1 x\\,dx\n$$\n", {
    url: "https://example.com/writing/maths",
    words,
  });
  for (const html of [post.html, post.feedHtml]) {
    expect(html).toContain("<math><semantics>");
    expect(html).toContain('<math display="block" class="tml-display">');
    expect(html).toContain('<annotation encoding="application/x-tex">\\int_0^1 x\\,dx</annotation>');
    expect(html).not.toMatch(/<pre|shiki|\sstyle=/);
  }
});

test("as plain text (the CV, descriptions), a formula is the letters it shows, not its TeX", () => {
  expect(markdownToPlainText("The error is $|t_1 - s|$ at most.\n\n$$\n\\frac{a}{b}\n$$")).toEqual([
    "The error is |t1−s| at most.",
    "ab",
  ]);
});
