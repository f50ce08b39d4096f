// The owner's Markdown as a Markdown copy of a page carries it (app/page/markdown-copy.ts):
// parsed and written out again by remark, so the copy is CommonMark and GFM
// whatever the owner's style, with no HTML in it. Raw HTML is dropped, as the
// pages drop it (./markdown.ts); any `<` or `&` left in text is escaped by the
// writer; headings are ranked under the copy's own; and each address is made
// absolute, because a copy is read away from the site.
import type { Heading, Root, RootContent } from "mdast";
import remarkGfm from "remark-gfm";
import remarkMath from "remark-math";
import remarkStringify from "remark-stringify";
import { unified } from "unified";
import { SKIP, visit } from "unist-util-visit";
import { parseMarkdown } from "./markdown.ts";
import { MATH_OPTIONS } from "./markdown-maths.ts";

type Depth = Heading["depth"];

export type PlainMarkdownOptions = {
  /** The depth the Markdown's highest heading becomes; lower ones keep their distance from it, never past 6. */
  topHeading: Depth;
  /** The absolute address of a link or image written in the Markdown (relative ones are the content's files). */
  resolve: (url: string, kind: "link" | "image") => string;
};

/** The Markdown's blocks, without HTML, with its headings ranked and every address absolute. */
export function plainBlocks(markdown: string, { topHeading, resolve }: PlainMarkdownOptions): RootContent[] {
  const tree = parseMarkdown(markdown);
  visit(tree, (node, index, parent) => {
    if (node.type === "html" && parent && index !== undefined) {
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    if (node.type === "link" || node.type === "definition") node.url = resolve(node.url, "link");
    if (node.type === "image") node.url = resolve(node.url, "image");
    return undefined;
  });
  const headings: Heading[] = [];
  visit(tree, "heading", (heading) => {
    headings.push(heading);
  });
  const top = Math.min(...headings.map((heading) => heading.depth));
  for (const heading of headings) heading.depth = Math.min(6, heading.depth - top + topHeading) as Depth;
  return tree.children;
}

/** A Markdown document from its syntax tree: CommonMark and GFM, `-` bullets, `_` emphasis, fenced code. */
export function markdownText(blocks: readonly RootContent[]): string {
  const root: Root = { type: "root", children: [...blocks] };
  return (
    unified()
      .use(remarkGfm)
      // Formulas back to TeX between dollars, as the owner wrote them (./markdown-maths.ts).
      .use(remarkMath, MATH_OPTIONS)
      .use(remarkStringify, { bullet: "-", emphasis: "_", fences: true, rule: "-", listItemIndent: "one" })
      .stringify(root)
  );
}

/** True when a Markdown document holds HTML, as a Markdown reader parses it (a code block's text is not HTML). */
export function holdsHtml(markdown: string): boolean {
  let found = false;
  visit(parseMarkdown(markdown), "html", () => {
    found = true;
  });
  return found;
}
