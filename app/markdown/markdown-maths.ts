// Maths in Markdown: `$…$` inline and `$$…$$` on lines of their own (and a
// ```math block, as GitHub reads it), parsed by remark-math and written at
// build time as MathML by Temml, so the page needs no script and no maths
// stylesheet from elsewhere. Each formula keeps its TeX as an <annotation>,
// which screen readers and copy-paste can use.
//
// The rules:
// - `$x$` is inline maths (remark-math's singleDollarTextMath stays on: it is
//   what every writer of TeX means by it), but, as Pandoc reads it, only when
//   the opening `$` has no space after it, and the closing one no space before
//   it nor a digit after it: "$5 and $10" and "from $5 to $10" stay prose. A
//   `\$` is always a dollar sign; `$$…$$` inside a line is inline maths too,
//   and alone in its paragraph, on one line, display maths (as on GitHub).
// - No inline `style`: the site's CSP allows stylesheets only from itself.
//   Temml's style attributes become classes that app/styles/maths.css draws
//   (a box, a rule, a column without spacing), or MathML's own colour
//   attributes (mathcolor, mathbackground) for \color and \colorbox.
// - Temml runs untrusted: \href, \url and \html… are refused, so TeX cannot
//   add a link or markup.
// - Bad TeX stops the build with one line naming the file and line
//   (renderFormulas, run by the collections' reader, app/collections/collection.ts).
// - Each formula of a content file is rendered once, when the file is read and checked: its MathML goes with the
//   entry (`maths`), the build cache keeps it with the rest of what was read (app/collections/read-once.ts), and
//   the pages and the maths font use it as it is.
import type { Element, ElementContent, Root as HastRoot } from "hast";
import type { Root as MdastRoot } from "mdast";
import { parseDocument } from "htmlparser2";
import type { ChildNode } from "domhandler";
import remarkGfm from "remark-gfm";
import remarkMath, { type Options as RemarkMathOptions } from "remark-math";
import remarkParse from "remark-parse";
import temml from "temml";
import { unified, type PluggableList, type Processor } from "unified";
import { EXIT, visit } from "unist-util-visit";

/** remark-math's options, the same for the pages and the check. */
export const MATH_OPTIONS: RemarkMathOptions = { singleDollarTextMath: true };

/** remark-math, then the rule that keeps prices prose: what markdown.ts registers after remark-parse. */
export const remarkMaths: PluggableList = [[remarkMath, MATH_OPTIONS], remarkDollarsInProse, remarkDisplayOnOneLine];

/**
 * `$$…$$` alone in its paragraph is display maths, as GitHub and most editors read it (remark-math reads it inline,
 * keeping display maths for `$$` on lines of their own). In the parser, like remarkDollarsInProse, so the check's
 * plain parse (formulas) reads it the same as the pages.
 */
function remarkDisplayOnOneLine(this: Processor) {
  const parse = this.parser;
  if (!parse) throw new Error("remarkMaths goes after remark-parse");
  this.parser = (document, file) => {
    const tree = parse(document, file) as MdastRoot;
    visit(tree, "paragraph", (paragraph, index, parent) => {
      const [only, ...rest] = paragraph.children.filter((child) => child.type !== "text" || child.value.trim() !== "");
      if (!only || rest.length > 0 || only.type !== "inlineMath" || !parent || index === undefined) return;
      const start = only.position?.start.offset;
      if (start === undefined || !document.startsWith("$$", start)) return;
      const value = only.value.trim();
      parent.children[index] = {
        type: "math",
        value,
        meta: null,
        position: paragraph.position,
        // As remark-math writes display maths for remark-rehype: what rehypeMathml reads as display.
        data: {
          hName: "pre",
          hChildren: [
            {
              type: "element",
              tagName: "code",
              properties: { className: ["language-math", "math-display"] },
              children: [{ type: "text", value }],
            },
          ],
        },
      };
    });
    return tree;
  };
}

/**
 * Single-dollar maths that Pandoc would not read as maths (`$5 and $` in
 * "$5 and $10"): its opening `$` is escaped in the source and the Markdown
 * parsed again, so the next `$` can still open a formula ("pay $5, then $n^2$").
 * Once per such `$`; lines do not move, so problems still name the right one.
 */
function remarkDollarsInProse(this: Processor) {
  const parse = this.parser;
  if (!parse) throw new Error("remarkMaths goes after remark-parse");
  this.parser = (document, file) => {
    let source = document;
    for (;;) {
      const tree = parse(source, file) as MdastRoot;
      const at = proseDollar(tree, source);
      if (at === undefined) return tree;
      source = `${source.slice(0, at)}\\${source.slice(at)}`;
    }
  };
}

/** The offset of the first single `$` that opens maths Pandoc's rule refuses, if any. */
function proseDollar(tree: MdastRoot, source: string): number | undefined {
  let found: number | undefined;
  visit(tree, "inlineMath", (node) => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined) return;
    const raw = source.slice(start, end);
    if (raw.startsWith("$$")) return;
    const inner = raw.slice(1, -1);
    if (/^\s|\s$/.test(inner) || /^\d/.test(source.charAt(end))) {
      found = start;
      return EXIT;
    }
  });
  return found;
}

/** The class remark-rehype gives maths' <code>, which the sanitiser keeps (it keeps `language-*`). */
const MATH_CLASS = "language-math";

/** MathML's own attributes for the colour declarations \color and \colorbox write. */
const COLOUR_ATTRIBUTES: Readonly<Record<string, string>> = {
  color: "mathcolor",
  "background-color": "mathbackground",
};

const ZERO = /^0(?:\.0*)?[a-z]*$/;

/**
 * One of Temml's declarations as the class app/styles/maths.css draws it with,
 * or none: a column's spacing other than none is the stylesheet's own (as MathML's
 * default), `display: block math` is the stylesheet's for every display formula,
 * and the positioning a few rare commands use (\llap, \cancelto) is left out.
 */
function declarationClass(property: string, value: string): string | undefined {
  if (property === "padding-left" || property === "padding-right") {
    return ZERO.test(value) ? `tml-flush-${property === "padding-left" ? "start" : "end"}` : undefined;
  }
  if (property === "padding") return ZERO.test(value) ? undefined : "tml-padded";
  if (property === "border") return "tml-boxed";
  const rule = /^border-(top|bottom|left|right)$/.exec(property)?.[1];
  if (rule) return `tml-rule-${{ top: "top", bottom: "bottom", left: "start", right: "end" }[rule]}`;
  if (property === "width")
    return value === "100%" ? "tml-full-width" : value.endsWith("%") ? "tml-tag-side" : undefined;
  return undefined;
}

/** Each formula's MathML, by formulaKey(): rendered once, when the file that holds it is read and checked. */
export type RenderedMaths = Readonly<Record<string, string>>;

/** How a formula is found in RenderedMaths: the same TeX is another formula in display and inline. */
export function formulaKey(tex: string, display: boolean): string {
  return `${display ? "display" : "inline"}:${tex}`;
}

/** TeX as MathML, with its source annotated; throws Temml's ParseError on bad TeX. */
export function texToMathml(tex: string, display: boolean): string {
  return temml.renderToString(tex, { displayMode: display, annotate: true, throwOnError: true, trust: false });
}

/** Temml's message without the excerpt it draws under it, and with the place in the formula. */
export function texMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split("\n")[0] ?? message).replace(/:\s*$/, "").trim();
}

/** Temml's MathML as hast elements, its style attributes turned into classes or colour attributes. */
export function mathmlElement(markup: string): Element {
  const [root] = parseDocument(markup, { xmlMode: true }).children.map(toHast);
  if (!root || root.type !== "element") throw new Error("Temml wrote no <math> element");
  return root;
}

function toHast(node: ChildNode): ElementContent {
  if (node.type === "text") return { type: "text", value: node.data };
  if (node.type !== "tag") return { type: "text", value: "" };
  const properties: Element["properties"] = {};
  const classes: string[] = [];
  for (const [name, value] of Object.entries(node.attribs)) {
    if (name === "class") classes.push(...value.split(/\s+/).filter(Boolean));
    else if (name === "style") Object.assign(properties, styleAsAttributes(value, classes));
    else properties[name] = value;
  }
  if (classes.length > 0) properties.className = classes;
  return { type: "element", tagName: node.name, properties, children: node.children.map(toHast) };
}

/** A style attribute as classes (added to `classes`) and MathML colour attributes (returned). */
function styleAsAttributes(style: string, classes: string[]): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const declaration of style.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon === -1) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    const attribute = COLOUR_ATTRIBUTES[property];
    if (attribute) attributes[attribute] = value;
    const name = declarationClass(property, value);
    if (name && !classes.includes(name)) classes.push(name);
  }
  return attributes;
}

/**
 * Every `<code class="language-math">` the sanitised tree holds becomes MathML:
 * inside a `<pre>` it is display maths (`$$` or a ```math block), elsewhere inline.
 * Runs before the code highlighter, which would otherwise colour the TeX.
 */
export function rehypeMathml({ maths = {} }: { maths?: RenderedMaths } = {}) {
  return (tree: HastRoot) => {
    visit(tree, "element", (node, index, parent) => {
      if (!parent || index === undefined) return;
      const display = node.tagName === "pre";
      const code = display ? node.children.find((child): child is Element => child.type === "element") : node;
      if (code?.tagName !== "code" || !hasClass(code, MATH_CLASS)) return;
      // remark-math ends display maths with a newline, which is not part of the formula.
      const tex = display ? textOf(code).replace(/\n$/, "") : textOf(code);
      // As the check rendered it; Markdown that is no content file (site.ts's bio) is rendered here.
      const math = mathmlElement(maths[formulaKey(tex, display)] ?? texToMathml(tex, display));
      parent.children[index] = math;
      return "skip";
    });
  };
}

function hasClass(element: Element, name: string): boolean {
  const classes = element.properties.className;
  return Array.isArray(classes) && classes.includes(name);
}

function textOf(element: Element): string {
  return element.children.map((child) => (child.type === "text" ? child.value : "")).join("");
}

/**
 * Every formula of a body as MathML (RenderedMaths), and each one Temml cannot read, as `line N: TeX: message`, N
 * counted from the body's first line (1-based): the check and the render in one.
 */
export function renderFormulas(body: string): {
  maths: Record<string, string>;
  problems: { line: number; message: string }[];
} {
  const maths: Record<string, string> = {};
  const problems: { line: number; message: string }[] = [];
  for (const { tex, display, line } of formulas(body)) {
    const key = formulaKey(tex, display);
    if (key in maths) continue;
    try {
      maths[key] = texToMathml(tex, display);
    } catch (error) {
      problems.push({ line, message: `TeX: ${texMessage(error)}` });
    }
  }
  return { maths, problems };
}

/** Every formula of a body, as remark-math reads it: its TeX and whether it is display maths. */
export function formulas(body: string): { tex: string; display: boolean; line: number }[] {
  if (!body.includes("$") && !/^ {0,3}(`{3,}|~{3,})\s*math/m.test(body)) return [];
  const tree: MdastRoot = unified().use(remarkParse).use(remarkGfm).use(remarkMaths).parse(body);
  const found: { tex: string; display: boolean; line: number }[] = [];
  visit(tree, (node) => {
    const display = node.type === "math" || (node.type === "code" && node.lang === "math");
    if (display || node.type === "inlineMath") {
      found.push({ tex: (node as { value: string }).value, display, line: node.position?.start.line ?? 1 });
    }
  });
  return found;
}

/** What a formula shows, as text, in reading order (not its TeX): for the places that cannot show MathML. */
export function mathsText(tex: string, display: boolean): string {
  try {
    return mathmlText(texToMathml(tex, display));
  } catch {
    // Bad TeX is the content check's to report (renderFormulas); until then, the TeX as written.
    return tex;
  }
}

/** What rendered MathML shows, as text, without its TeX annotation. */
export function mathmlText(mathml: string): string {
  const parts: string[] = [];
  const collect = (node: ElementContent) => {
    if (node.type === "text") parts.push(node.value);
    else if (node.type === "element" && node.tagName !== "annotation") node.children.forEach(collect);
  };
  collect(mathmlElement(mathml));
  return parts.join("");
}

/** The letters rendered formulas show (not their TeX annotations): what the maths font must draw. */
export function lettersOf(mathml: Iterable<string>): string {
  const letters = new Set<string>();
  for (const formula of mathml) for (const letter of mathmlText(formula)) letters.add(letter);
  return [...letters].join("");
}
