// A long project description's or post's table of contents, built at render
// time from its headings: rehype-slug gives each heading an id (GitHub's
// slugs: lower-cased, spaces to hyphens, punctuation dropped, letters of any
// script and their accents kept, a repeat numbered "-1", "-2"), then these
// plugins keep those ids clear of the page's own and collect the headings of
// the body's two highest ranks. Plain data out: the page draws the links, with
// no JavaScript (app/components/table-of-contents.tsx).
import type { Element, Root } from "hast";
import { toString } from "hast-util-to-string";
import rehypeSlug from "rehype-slug";
import type { PluggableList } from "unified";
import { visit } from "unist-util-visit";
import { CLOBBER_PREFIX, createMarkdownProcessor, type MarkdownOptions } from "./markdown.ts";

/** A heading the table of contents links to, and the headings one rank below it. */
export type TocEntry = { id: string; text: string; children: TocEntry[] };

/** Fewer headings than this (of the body's two highest ranks) and the body is short enough to read without one. */
export const TOC_MIN_HEADINGS = 3;

const HEADING = /^h([1-6])$/;

/**
 * Whether an id belongs to the page around the Markdown: its main landmark,
 * its sections' headings ("about-title") and the gallery island's blocks.
 * A heading that slugs to one ("Main", "About title") would clash with it.
 */
export function isPageId(id: string): boolean {
  return id === "main" || /-(title|props|status)$/.test(id);
}

/** Renames a heading id that is one of the page's, or already taken, to the next free "-1", "-2"… */
export function rehypePageSafeIds() {
  return (tree: Root) => {
    const taken = new Set<string>();
    visit(tree, "element", (element) => {
      if (typeof element.properties.id === "string") taken.add(element.properties.id);
    });
    visit(tree, "element", (element) => {
      const id = element.properties.id;
      if (!HEADING.test(element.tagName) || typeof id !== "string" || !isPageId(id)) return;
      let n = 1;
      while (taken.has(`${id}-${n}`) || isPageId(`${id}-${n}`)) n += 1;
      element.properties.id = `${id}-${n}`;
      taken.add(`${id}-${n}`);
    });
  };
}

/** Collects the table of contents into `toc`: nothing when the body has fewer than TOC_MIN_HEADINGS headings. */
export function rehypeTableOfContents({ toc }: { toc: TocEntry[] }) {
  return (tree: Root) => {
    const headings: { rank: number; id: string; text: string }[] = [];
    visit(tree, "element", (element: Element) => {
      const rank = HEADING.exec(element.tagName)?.[1];
      const id = element.properties.id;
      // The footnotes' label, which GFM adds, is not the author's heading.
      if (!rank || typeof id !== "string" || id.startsWith(CLOBBER_PREFIX)) return;
      const text = toString(element).replace(/\s+/g, " ").trim();
      if (text) headings.push({ rank: Number(rank), id, text });
    });
    if (headings.length === 0) return;
    const top = Math.min(...headings.map(({ rank }) => rank));
    const listed = headings.filter(({ rank }) => rank <= top + 1);
    if (listed.length < TOC_MIN_HEADINGS) return;
    for (const { rank, id, text } of listed) {
      const parent = toc.at(-1);
      // A lower heading before any top one is listed at the top level.
      if (rank === top || !parent) toc.push({ id, text, children: [] });
      else parent.children.push({ id, text, children: [] });
    }
  };
}

/** The plugins that give headings their ids and collect the table of contents into `toc`, in order. */
export function headingPlugins(toc: TocEntry[]): PluggableList {
  return [[rehypeSlug], [rehypePageSafeIds], [rehypeTableOfContents, { toc }]];
}

/** Markdown rendered with the site's rules (app/markdown/markdown.ts), its headings given ids, and its table of contents. */
export function renderWithContents(markdown: string, options: MarkdownOptions): { html: string; toc: TocEntry[] } {
  const toc: TocEntry[] = [];
  const rehypePlugins = [...headingPlugins(toc), ...(options.rehypePlugins ?? [])];
  const html = String(createMarkdownProcessor({ ...options, rehypePlugins }).processSync(markdown));
  return { html, toc };
}
