// Mermaid diagrams (a ```mermaid block in a post or a project's description),
// drawn at build time into SVG that needs no script and no style: the page
// shows a picture in the site's colours, in either theme, and the diagram's
// source under it as text.
// - drawDiagrams() draws every diagram of the content before the pages render:
//   from the build cache when the same source was drawn before (the key is the
//   source, its page's language, the fonts that draw its letters, Mermaid's
//   version and the code that draws), else in one headless Chromium for the
//   whole build (tools/mermaid-browser.ts), with the site's web fonts loaded in
//   the page's language, so that each shape is sized for its label as the page
//   shows it. A diagram that does not parse is a content problem: one line
//   naming the file, the fence's line and Mermaid's message.
// - rehypeMermaid() puts each drawn diagram in place of its code block, with an
//   accessible name: the diagram's accTitle, else the paragraph before it, else
//   "Diagram: " and its first labels, in the page's language.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Element, ElementContent, Properties, Root, RootContent } from "hast";
import { toString } from "hast-util-to-string";
import { visit } from "unist-util-visit";
import { cached, filesKey } from "../../tools/build-cache.ts";
import { FONTS_DIR } from "../../tools/generated-fonts.ts";
import type { Language } from "../languages/language-tags.ts";
import { ContentError } from "../schemas/content-problems.ts";
import { parseUnicodeRange } from "../fonts/font-metrics.ts";
import { referencedCharacters } from "../fonts/character-references.ts";
import { parseMarkdown } from "./markdown.ts";
import {
  mermaidVersion,
  NO_CHROMIUM,
  noWebFonts,
  openDiagramBrowser,
  type DiagramBrowser,
  type DrawnDiagram,
  type SvgNode,
} from "../../tools/mermaid-browser.ts";

/** The words a diagram adds, in the page's language: each message catalogue (app/i18n) has them. */
export type DiagramWords = {
  /** The name of a diagram that has no title and no paragraph before it, from its first labels. */
  diagramLabel: (labels: readonly string[]) => string;
  /** The disclosure under a diagram that shows its source. */
  diagramSource: string;
};

/** One language's drawn diagrams, by their source (the fence's content). */
export type Diagrams = ReadonlyMap<string, DrawnDiagram>;

/**
 * Markdown, the file it is read from (relative to the working directory, as errors name it) and the language of the
 * pages it is on: its diagrams are drawn in that language's fonts.
 */
export type MarkdownFile = { markdown: string; file: string; language: Pick<Language, "code" | "tag" | "dir"> };

/** A generated name lists this many labels at most. */
const LABELS_IN_NAME = 6;

/** The code that draws: a change to it draws every diagram again. */
const DRAWING_CODE = ["tools/mermaid-browser.ts"];

/** A fence in this language is a diagram, drawn as a picture, not code shown as text. */
export const isDiagramFence = (lang: string | null | undefined) => lang === "mermaid";

/** Each ```mermaid block of some Markdown: its source and the fence's line, counted from the Markdown's first. */
export function mermaidBlocks(markdown: string): { source: string; line: number }[] {
  const blocks: { source: string; line: number }[] = [];
  visit(parseMarkdown(markdown), "code", (node) => {
    if (isDiagramFence(node.lang)) blocks.push({ source: node.value, line: node.position?.start.line ?? 1 });
  });
  return blocks;
}

/** The lines of a file before its Markdown body (the front matter), so a line of the body is told as the file's. */
function linesBefore({ markdown, file }: MarkdownFile): number {
  try {
    const text = readFileSync(resolve(file), "utf8");
    return text.endsWith(markdown) ? text.slice(0, text.length - markdown.length).split("\n").length - 1 : 0;
  } catch {
    return 0;
  }
}

/** Mermaid's message on one line: without the excerpt and caret it draws under a parse error. */
export function oneLine(message: string): string {
  return message
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("...") && !/^-*\^$/.test(line))
    .join(" ");
}

class DiagramProblem extends Error {}

/** The drawn diagrams by language code, and how many of them were drawn now rather than read from the build cache. */
export type DrawnDiagrams = { diagrams: ReadonlyMap<string, Diagrams>; drawn: number };

/** The web fonts as the build's font step wrote them: what decides how a diagram's letters are measured. */
type WebFonts = { css: string; files: { file: string; ranges: [number, number][] }[] };

function readWebFonts(fontsDir: string): WebFonts {
  const css = join(fontsDir, "fonts.css");
  if (!existsSync(css)) throw new ContentError([noWebFonts(fontsDir)]);
  const manifest = JSON.parse(readFileSync(join(fontsDir, "manifest.json"), "utf8")) as {
    files: { file: string; unicodeRange: string }[];
  };
  return {
    css: readFileSync(css, "utf8"),
    files: manifest.files.map(({ file, unicodeRange }) => ({ file, ranges: parseUnicodeRange(unicodeRange) })),
  };
}

/**
 * What of the web fonts a diagram's drawing depends on: the stacks and fallback faces (fonts.css without its
 * @font-face rules) and which file holds each of the source's letters. Not the files' bytes: a cut gains letters as
 * the content does, and a letter's width is its face's whatever else the cut holds (the faces' versions are in
 * package-lock.json, part of the key too).
 */
function fontsKey({ css, files }: WebFonts, source: string): string {
  // A label's `#9829;` is drawn as ♥, in the file that holds it.
  const letters = [...source, ...referencedCharacters(source)];
  const points = [...new Set(letters.map((char) => char.codePointAt(0) ?? 0))].sort((a, b) => a - b);
  const holders = files.flatMap(({ file, ranges }) => {
    const held = points.filter((point) => ranges.some(([from, to]) => point >= from && point <= to));
    return held.length > 0 ? [`${file}:${String.fromCodePoint(...held)}`] : [];
  });
  return [css.replace(/@font-face\s*\{[^}]*\}/g, ""), ...holders].join("\n");
}

/**
 * Draws every diagram in the files, once per language it is on, from the build cache where it can, its labels
 * measured in the web fonts of `fontsDir` (the build's, unless a test has its own). Throws a ContentError with one
 * line per diagram that does not parse, or one line when no Chromium can be found to draw with or the fonts were
 * not made.
 */
export async function drawDiagrams(
  files: readonly MarkdownFile[],
  { fontsDir = FONTS_DIR }: { fontsDir?: string } = {},
): Promise<DrawnDiagrams> {
  const blocks = files.flatMap((file) => {
    // Most Markdown has no diagram: only that which names one is parsed, and only its file read for the offset.
    if (!file.markdown.includes("mermaid")) return [];
    const found = mermaidBlocks(file.markdown);
    const offset = found.length > 0 ? linesBefore(file) : 0;
    return found.map((block) => ({ ...block, file: file.file, language: file.language, line: block.line + offset }));
  });
  const diagrams = new Map<string, Map<string, DrawnDiagram>>();
  if (blocks.length === 0) return { diagrams, drawn: 0 };

  const fonts = readWebFonts(fontsDir);
  const code = [mermaidVersion(), ...(await filesKey([...DRAWING_CODE, "package-lock.json"]))];
  let browser: Promise<DiagramBrowser> | undefined;
  let drawn = 0;
  const problems: string[] = [];
  await Promise.all(
    blocks.map(async ({ source, file, line, language }) => {
      try {
        const page = { lang: language.tag, dir: language.dir };
        const key = [source, page.lang, page.dir, fontsKey(fonts, source), ...code];
        const bytes = await cached("mermaid", key, async () => {
          browser ??= openDiagramBrowser({ fontsDir });
          const result = await (await browser).draw(`mermaid-${diagramId(source)}`, source, page);
          if (!result.ok) throw new DiagramProblem(result.message);
          drawn += 1;
          return Buffer.from(JSON.stringify(result.diagram));
        });
        const inLanguage = diagrams.get(language.code) ?? new Map<string, DrawnDiagram>();
        diagrams.set(language.code, inLanguage);
        inLanguage.set(source, JSON.parse(Buffer.from(bytes).toString("utf8")) as DrawnDiagram);
      } catch (error) {
        if (error instanceof DiagramProblem) problems.push(`${file}: line ${line}: Mermaid: ${oneLine(error.message)}`);
        else if (error instanceof Error && error.message === NO_CHROMIUM) problems.push(NO_CHROMIUM);
        else
          problems.push(
            `${file}: line ${line}: Mermaid: ${oneLine(error instanceof Error ? error.message : String(error))}`,
          );
      }
    }),
  );
  if (browser) await (await browser.catch(() => undefined))?.close();
  // One line for a missing Chromium, however many diagrams wanted it.
  if (problems.length > 0) throw new ContentError([...new Set(problems)]);
  return { diagrams, drawn };
}

/** A short name for a diagram's ids (its markers, clip paths), the same wherever and whenever it is drawn. */
function diagramId(source: string): string {
  let hash = 0x811c9dc5;
  for (const character of source) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The labels a generated name lists: words, not an axis's dates and numbers. */
function nameLabels(labels: readonly string[]): string[] {
  const words = labels.filter((label) => !/^[\d\s.,:/%+-]*$/.test(label));
  return (words.length > 0 ? words : labels).slice(0, LABELS_IN_NAME);
}

function toHast(node: SvgNode): ElementContent {
  if (typeof node === "string") return { type: "text", value: node };
  const [tagName, attributes, children] = node;
  return { type: "element", tagName, properties: attributes as Properties, children: children.map(toHast) };
}

/** The text of the paragraph right before the block, if that is what comes before it. */
function paragraphBefore(siblings: readonly (ElementContent | RootContent)[], index: number): string {
  for (let at = index - 1; at >= 0; at -= 1) {
    const sibling = siblings[at];
    if (!sibling || (sibling.type === "text" && sibling.value.trim() === "")) continue;
    if (sibling.type !== "element" || sibling.tagName !== "p") return "";
    return toString(sibling).replace(/\s+/g, " ").trim();
  }
  return "";
}

/** Each ```mermaid block that drawDiagrams drew becomes a figure: the SVG, named, and its source in a disclosure. */
export function rehypeMermaid({ diagrams, words }: { diagrams: Diagrams; words: DiagramWords }) {
  return (tree: Root) => {
    visit(tree, "element", (node, index, parent) => {
      if (node.tagName !== "pre" || !parent || index === undefined) return;
      const code = node.children.find((child): child is Element => child.type === "element");
      const classes = code?.properties.className;
      if (!code || !Array.isArray(classes) || !classes.includes("language-mermaid")) return;
      const source = toString(code).replace(/\n$/, "");
      const diagram = diagrams.get(source);
      if (!diagram) return;
      const name =
        diagram.title || paragraphBefore(parent.children, index) || words.diagramLabel(nameLabels(diagram.labels));
      const svg = toHast(diagram.svg) as Element;
      svg.properties = { ...svg.properties, role: "img", ariaLabel: name };
      if (diagram.description) {
        svg.children.unshift({
          type: "element",
          tagName: "desc",
          properties: {},
          children: [{ type: "text", value: diagram.description }],
        });
      }
      const figure: Element = {
        type: "element",
        tagName: "figure",
        properties: { className: ["diagram"] },
        children: [
          svg,
          {
            type: "element",
            tagName: "details",
            properties: { className: ["diagram-source"] },
            children: [
              {
                type: "element",
                tagName: "summary",
                properties: {},
                children: [{ type: "text", value: words.diagramSource }],
              },
              {
                type: "element",
                tagName: "pre",
                properties: {},
                children: [
                  { type: "element", tagName: "code", properties: {}, children: [{ type: "text", value: source }] },
                ],
              },
            ],
          },
        ],
      };
      parent.children[index] = figure;
      return "skip";
    });
  };
}
