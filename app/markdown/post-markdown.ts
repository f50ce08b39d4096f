// A post's Markdown, rendered at build time in Node by the site's Markdown
// pipeline (app/markdown/markdown.ts: GFM, raw HTML dropped, sanitised) plus
// what long-form writing needs, added after the sanitiser:
// - headings get ids (kept clear of the page's own), a long post a table of
//   contents (./heading-outline.ts), and link to themselves (MDN's pattern: the heading's text
//   is the link, so its accessible name stays the heading's);
// - code blocks are highlighted by Shiki in a light and a dark theme, as
//   classes rather than inline styles (the CSP has `style-src 'self'`): one
//   class per colour of each theme, all of them defined once in
//   app/styles/code-colours.css (./code-colour-classes.ts), and light-dark() picks
//   one by the page's color-scheme, which follows data-theme;
// - each code block says its language, and scrolls sideways on its own; a
//   title, highlighted, added and removed lines, line numbers and the copy
//   button's words come from ./code-blocks.ts;
// - an image with a title is a figure with a caption (./image-figures.ts);
// - images beside the post become markers that the page data swaps for the
//   screenshot pipeline's <picture> (AVIF, WebP, width and height, lazy):
//   app/page/page-content.server.ts.
import type { Element, ElementContent, Root } from "hast";
import { toHtml } from "hast-util-to-html";
import { toString } from "hast-util-to-string";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import { bundledLanguagesInfo, createHighlighter, type BundledLanguage, type ShikiTransformer } from "shiki";
import rehypeShikiFromHighlighter from "@shikijs/rehype/core";
import type { PluggableList } from "unified";
import { visit } from "unist-util-visit";
import { classesForColours, CODE_THEMES, themeColourRules } from "./code-colour-classes.ts";
import { CLOBBER_PREFIX, createMarkdownProcessor, isExternalUrl, type MarkdownWords } from "./markdown.ts";
import { headingPlugins, type TocEntry } from "./heading-outline.ts";
import { rehypeMermaid, type Diagrams, type DiagramWords } from "./mermaid-diagrams.ts";
import { codeBlockTransformers, type CodeBlockWords } from "./code-blocks.ts";
import { rehypeImageFigures } from "./image-figures.ts";
import type { RenderedMaths } from "./markdown-maths.ts";

/** Where an image beside the post goes in the HTML: `<!--post-image:0-->`. */
export const IMAGE_MARKER = /<!--post-image:(\d+)-->/;

export type PostImage = { src: string; alt: string };

export type RenderedPost = {
  /** The body's HTML, with an IMAGE_MARKER where each image goes. */
  html: string;
  /** The same body with every link and image address made absolute, for the feed. */
  feedHtml: string;
  /** The images, in marker order: `src` relative to the post's folder. */
  images: PostImage[];
  /** The headings to list before the body; empty when it has too few (app/markdown/heading-outline.ts). */
  toc: TocEntry[];
};

export const LANGUAGE_NAMES = new Map(
  bundledLanguagesInfo.flatMap((info) => [info.id, ...(info.aliases ?? [])].map((id) => [id, info.name] as const)),
);

/** The languages Shiki knows, by any of their names (`ts`, `typescript`, `sh`, `shell`…). */
export function isKnownLanguage(lang: string): lang is BundledLanguage {
  return LANGUAGE_NAMES.has(lang);
}

/** The languages Shiki knows that the Markdown's fences name. */
function fenceLanguages(markdown: string): Set<BundledLanguage> {
  const languages = new Set<BundledLanguage>();
  for (const [, lang] of markdown.matchAll(/^ {0,3}(?:```|~~~)[ \t]*([\w+#-]+)/gm)) {
    if (lang && isKnownLanguage(lang)) languages.add(lang);
  }
  return languages;
}

/**
 * The process's one highlighter: the themes never change, and each post's
 * languages are loaded into it as it needs them. The development server reads
 * the content for every request; a highlighter each time kept them all (Shiki
 * warns from ten on).
 */
let shared: ReturnType<typeof createHighlighter> | undefined;

function highlighterOnce(): ReturnType<typeof createHighlighter> {
  shared ??= createHighlighter({ themes: Object.values(CODE_THEMES), langs: [] }).catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  return shared;
}

/** Renders posts one after the other with the process's highlighter. */
export async function createPostRenderer() {
  const highlighter = await highlighterOnce();
  const colourClasses = classesForColours(themeColourRules(highlighter));
  /** Shiki with the site's transformers (./code-blocks.ts), for the languages already loaded. */
  const codePlugin = (words: CodeBlockWords): PluggableList[number] => [
    rehypeShikiFromHighlighter,
    highlighter,
    {
      themes: CODE_THEMES,
      defaultColor: false,
      fallbackLanguage: "text",
      transformers: [languageLabel(), ...codeBlockTransformers(words), colourClasses],
    },
  ];

  return {
    /** Loads the languages the fences of `markdowns` name, so that codePlugins() can highlight them. */
    async prepare(markdowns: readonly string[]) {
      await highlighter.loadLanguage(...markdowns.flatMap((markdown) => [...fenceLanguages(markdown)]));
    },
    /**
     * Code highlighted as in posts, for Markdown rendered elsewhere (a project's description, whose rendering is
     * synchronous): its languages loaded by prepare() first.
     */
    codePlugins(words: CodeBlockWords): PluggableList {
      return [codePlugin(words)];
    },
    async render(
      markdown: string,
      {
        url,
        words,
        diagrams = new Map(),
        maths = {},
      }: {
        url: string;
        words: MarkdownWords & CodeBlockWords & DiagramWords;
        diagrams?: Diagrams;
        /** The post's formulas, as its reader rendered them. */
        maths?: RenderedMaths;
      },
    ): Promise<RenderedPost> {
      await highlighter.loadLanguage(...fenceLanguages(markdown));

      const images: PostImage[] = [];
      const toc: TocEntry[] = [];
      const processor = createMarkdownProcessor({
        topHeading: 2,
        words,
        maths,
        rehypePlugins: [
          ...headingPlugins(toc),
          [rehypeAutolinkHeadings, { behavior: "wrap", test: isContentHeading }],
          // Before Shiki, which would colour the diagram's source as code.
          [rehypeMermaid, { diagrams, words }],
          codePlugin(words),
          [rehypeScrollingTables, { label: words.tableLabel }],
          [rehypeLabelledTasks],
          [rehypeImageFigures],
          [rehypeImageMarkers, { images }],
        ],
      });
      const tree = (await processor.run(processor.parse(markdown))) as Root;
      const html = toHtml(tree);
      forFeedReaders(tree, url);
      return { html, feedHtml: toHtml(tree), images, toc };
    },
  };
}

/** Headings of the post, not the visually hidden "Footnotes" label GFM adds. */
function isContentHeading(element: Element): boolean {
  return element.properties.id !== `${CLOBBER_PREFIX}footnote-label`;
}

/**
 * `<figure class="code"><figcaption>TypeScript</figcaption><pre …>`: the
 * language named above the block, in the document rather than in CSS, so it
 * is read out and copied with the page. No label for plain text.
 */
function languageLabel(): ShikiTransformer {
  return {
    name: "portfolio:language-label",
    root(root) {
      const lang = this.options.lang;
      const name = LANGUAGE_NAMES.get(lang);
      const pre = root.children.find((child): child is Element => child.type === "element");
      if (!pre) return;
      pre.properties["data-language"] = lang;
      const caption: Element[] = name
        ? [{ type: "element", tagName: "figcaption", properties: {}, children: [{ type: "text", value: name }] }]
        : [];
      root.children = [
        { type: "element", tagName: "figure", properties: { className: ["code"] }, children: [...caption, pre] },
      ];
    },
  };
}

/**
 * A wide table scrolls inside its own box on a phone: a named region that can
 * be focused, so it scrolls from the keyboard too. (GFM's column alignment
 * is already a class: markdown.ts.)
 */
function rehypeScrollingTables({ label }: { label: MarkdownWords["tableLabel"] }) {
  return (tree: Root) => {
    visit(tree, "element", (node, index, parent) => {
      if (node.tagName !== "table" || !parent || index === undefined) return;
      const headers: string[] = [];
      visit(node, "element", (cell) => {
        if (cell.tagName === "th") headers.push(toString(cell).trim());
      });
      parent.children[index] = {
        type: "element",
        tagName: "section",
        properties: { className: ["table-scroll"], tabIndex: 0, ariaLabel: label(headers) },
        children: [node],
      };
    });
  };
}

const BLOCKS = new Set(["ul", "ol", "p", "div", "pre", "figure", "table", "blockquote"]);

/**
 * A task list's checkbox is named by its item's text: the text and the box go
 * in one `<label>` (GFM leaves the box unlabelled, which axe and Lighthouse flag).
 */
function rehypeLabelledTasks() {
  return (tree: Root) => {
    visit(tree, "element", (node, index, parent) => {
      if (node.tagName !== "input" || !parent || parent.type !== "element" || index === undefined) return;
      const siblings = parent.children;
      // The box and the inline content after it, up to a nested list or paragraph.
      const block = siblings.findIndex((next, at) => at > index && next.type === "element" && BLOCKS.has(next.tagName));
      const end = block === -1 ? siblings.length : block;
      const label: Element = {
        type: "element",
        tagName: "label",
        properties: {},
        children: siblings.slice(index, end),
      };
      siblings.splice(index, end - index, label);
      return "skip";
    });
  };
}

/** Swaps each relative `<img>` for a marker, recording its file and alt text. */
function rehypeImageMarkers({ images }: { images: PostImage[] }) {
  return (tree: Root) => {
    visit(tree, "element", (node, index, parent) => {
      if (node.tagName !== "img" || !parent || index === undefined) return;
      const src = String(node.properties.src ?? "");
      if (isExternalUrl(src)) return;
      const marker: ElementContent = { type: "comment", value: `post-image:${images.length}` };
      images.push({ src: decodeURI(src), alt: String(node.properties.alt ?? "") });
      parent.children[index] = marker;
    });
  };
}

/**
 * The post as a feed reader shows it, away from the site: every `href` and
 * `src` absolute against the post's URL, and without the site's visually
 * hidden notes (a reader has no stylesheet to hide "(opens in a new tab)").
 */
function forFeedReaders(tree: Root, base: string) {
  visit(tree, "element", (node, index, parent) => {
    const classes = node.properties.className;
    if (Array.isArray(classes) && classes.includes("visually-hidden") && parent && index !== undefined) {
      parent.children.splice(index, 1);
      return index;
    }
    for (const name of ["href", "src"] as const) {
      const value = node.properties[name];
      const url = typeof value === "string" ? URL.parse(value, base) : null;
      if (url) node.properties[name] = url.href;
    }
  });
}
