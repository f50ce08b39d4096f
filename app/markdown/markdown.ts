// Markdown from the content (bio, project descriptions, experience summaries)
// rendered to an HTML string at build time, so the browser gets plain HTML and
// no JavaScript. CommonMark plus GFM (tables, task lists, strikethrough,
// autolinks, footnotes), maths as MathML (./markdown-maths.ts) and GitHub's
// alerts as labelled callouts (./markdown-alerts.ts).
//
// Safety: raw HTML written in Markdown is dropped, never passed through, so a
// `<script>` can never become an element; the result is then sanitised
// (GitHub's rules: no `javascript:` links, no event handlers, no styles).
// Only after that does the site add its own markup: headings ranked below the
// page's, and external links that open in a new tab and say so, exactly as
// app/components/external-link.tsx renders them.
import type { Element, Root as HastRoot } from "hast";
import type { Root as MdastRoot, RootContent } from "mdast";
import { toString } from "mdast-util-to-string";
import rehypeExternalLinks from "rehype-external-links";
import rehypeSanitize from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified, type PluggableList } from "unified";
import { visit } from "unist-util-visit";
import { rehypeAlerts, type AlertWords } from "./markdown-alerts.ts";
import { formulaKey, mathmlText, mathsText, rehypeMathml, remarkMaths, type RenderedMaths } from "./markdown-maths.ts";

type HeadingRank = 1 | 2 | 3 | 4 | 5 | 6;

export type MarkdownOptions = {
  /** The MathML of the Markdown's formulas, as its file's reader rendered them (app/markdown/markdown-maths.ts). */
  maths?: RenderedMaths;
  /**
   * The rank the Markdown's highest heading becomes: one below the heading of
   * the section it is shown in (a description under an `h2` gets 3). Lower
   * headings keep their distance from it, never past h6.
   */
  topHeading?: HeadingRank;
  /**
   * Rehype plugins run on the sanitised tree, before it is written out: where
   * heading anchors, syntax highlighting or image handling go. They run after
   * the sanitiser, so what they add is trusted: they must not copy unchecked
   * input into the tree.
   */
  rehypePlugins?: PluggableList;
  /** The words rendering adds (the new-tab note, footnotes), in the content's language. */
  words: MarkdownWords;
};

/** What remark-rehype and the sanitiser put before the ids they keep, so Markdown cannot clobber the page's. */
export const CLOBBER_PREFIX = "user-content-";

/**
 * GFM footnotes link to `#user-content-fn-1`, but the sanitiser prefixes the
 * ids it keeps once more (`user-content-user-content-fn-1`), so the links
 * would lead nowhere: take the second prefix off again.
 */
function rehypeFootnoteIds() {
  return (tree: HastRoot) => {
    visit(tree, "element", (node) => {
      const id = node.properties.id;
      if (typeof id === "string" && id.startsWith(CLOBBER_PREFIX + CLOBBER_PREFIX)) {
        node.properties.id = id.slice(CLOBBER_PREFIX.length);
      }
    });
  };
}

/**
 * GFM's column alignment (`---:`, `:-:`) comes out of remark-rehype as an
 * `align` attribute, which is obsolete HTML (html-validate refuses it) and
 * loses to any stylesheet's `text-align`. It becomes a class instead, named
 * for the logical side (`align-end` for `---:`), which the prose and post
 * stylesheets turn into `text-align: end` or `center`, so a right-aligned
 * column of figures stays so, and mirrors in a right-to-left language.
 */
export const ALIGNMENT_CLASSES = { left: "align-start", center: "align-center", right: "align-end" } as const;

function rehypeColumnAlignment() {
  return (tree: HastRoot) => {
    visit(tree, "element", (node) => {
      if (node.tagName !== "th" && node.tagName !== "td") return;
      const align = node.properties.align;
      delete node.properties.align;
      if (typeof align === "string" && Object.hasOwn(ALIGNMENT_CLASSES, align)) {
        node.properties.className = [ALIGNMENT_CLASSES[align as keyof typeof ALIGNMENT_CLASSES]];
      }
    });
  };
}

/** What rendering adds to the content, in the content's language: each message catalogue (app/i18n) has them. */
export type MarkdownWords = AlertWords & {
  opensInNewTab: string;
  footnotes: string;
  backToReference: (reference: number) => string;
  tableLabel: (headers: readonly string[]) => string;
};

/** A unified processor from Markdown to an HTML string, with the site's rules. */
export function createMarkdownProcessor({ topHeading = 2, rehypePlugins = [], words, maths }: MarkdownOptions) {
  return (
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkMaths)
      // Without allowDangerousHtml, raw HTML nodes are dropped here.
      .use(remarkRehype, {
        footnoteLabel: words.footnotes,
        footnoteBackLabel: (reference) => words.backToReference(reference + 1),
      })
      .use(rehypeSanitize)
      // Before the rehypePlugins: the code highlighter would otherwise colour the TeX.
      .use(rehypeMathml, { maths })
      .use(rehypeAlerts, { words })
      .use(rehypeFootnoteIds)
      .use(rehypeColumnAlignment)
      .use(rehypeRankHeadings, { top: topHeading })
      .use(rehypeExternalLinks, {
        target: "_blank",
        rel: ["noopener", "noreferrer"],
        // The text a new-tab link adds for screen readers, as ExternalLink does.
        content: { type: "text", value: ` ${words.opensInNewTab}` },
        contentProperties: { className: ["visually-hidden"] },
      })
      .use(rehypePlugins)
      .use(rehypeStringify)
  );
}

/** Markdown (CommonMark, GFM and maths) as a syntax tree, for reading it rather than rendering it. */
export function parseMarkdown(markdown: string): MdastRoot {
  return unified().use(remarkParse).use(remarkGfm).use(remarkMaths).parse(markdown);
}

/** An address with a scheme (`https:`, `mailto:`) or protocol-relative (`//host`): not a file beside the content. */
export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:|^\/\//i.test(url);
}

/** Renders Markdown to an HTML string with the site's rules (see createMarkdownProcessor). */
export function renderMarkdown(markdown: string, options: MarkdownOptions): string {
  return String(createMarkdownProcessor(options).processSync(markdown));
}

/**
 * Markdown as plain text, one string per block (paragraph, heading, list
 * item), for places that cannot show markup: the PDF CV, meta descriptions.
 * A formula is the text it shows.
 */
export function markdownToPlainText(markdown: string, maths: RenderedMaths = {}): string[] {
  const tree = parseMarkdown(markdown);
  // A formula as the page shows it (|𝑡 − 𝑠|), not its TeX: as its file's reader rendered it, when it did.
  visit(tree, ["inlineMath", "math"], (node) => {
    if (node.type !== "inlineMath" && node.type !== "math") return;
    const rendered = maths[formulaKey(node.value, node.type === "math")];
    node.value = rendered === undefined ? mathsText(node.value, node.type === "math") : mathmlText(rendered);
  });
  return tree.children.flatMap(blockText).filter((text) => text.length > 0);
}

function blockText(node: RootContent): string[] {
  if (node.type === "html") return [];
  if (node.type === "list") return node.children.map((item) => `• ${toString(item, { includeHtml: false })}`);
  return [toString(node, { includeHtml: false }).replace(/\s+/g, " ").trim()];
}

const HEADING = /^h([1-6])$/;

/** Shifts every heading so the highest becomes `top`, keeping the steps between them. */
function rehypeRankHeadings({ top }: { top: HeadingRank }) {
  return (tree: HastRoot) => {
    const headings: { element: Element; rank: number }[] = [];
    visit(tree, "element", (element) => {
      const rank = HEADING.exec(element.tagName)?.[1];
      if (rank) headings.push({ element, rank: Number(rank) });
    });
    if (headings.length === 0) return;
    const shift = top - Math.min(...headings.map(({ rank }) => rank));
    for (const { element, rank } of headings) element.tagName = `h${Math.min(6, rank + shift)}`;
  };
}
