// Code blocks that explain themselves, as Shiki transformers run by the post
// renderer (./post-markdown.ts), for posts and project descriptions alike,
// after it has wrapped each block in `<figure class="code">` with the
// language as its caption:
// - a title from the fence's meta (```ts title="retry.ts") joins the caption;
// - lines highlighted from the meta (`{2-3,7}`) or by Shiki's notation comments
//   (`// [!code highlight]`), lines added and removed by `// [!code ++]` and
//   `// [!code --]` (@shikijs/transformers, which takes the comment out);
// - a `diff` block's `+` and `-` lines are added and removed lines too;
// - an added or removed line starts with a visually hidden word in the page's
//   language ("Added line:"), so it is not told by colour alone; the
//   stylesheet also draws a + or − before it;
// - `showLineNumbers` in the meta numbers the lines with a CSS counter, so
//   copying the code copies no numbers;
// - each block carries the copy button's words (app/components/copy-code-script.js adds the
//   button where JavaScript runs).
// Classes and data attributes only: the CSP has `style-src 'self'`.
import type { Element, ElementContent } from "hast";
import { toString } from "hast-util-to-string";
import type { ShikiTransformer } from "shiki";
import { parseMetaHighlightString, transformerNotationDiff, transformerNotationHighlight } from "@shikijs/transformers";

/** The words a code block carries, in the content's language: each catalogue in app/i18n has them. */
export type CodeBlockWords = {
  /** Read before an added line: "Added line:". */
  codeLineAdded: string;
  /** Read before a removed line: "Removed line:". */
  codeLineRemoved: string;
  /** The copy button's label. */
  copyCode: string;
  /** What the live region says once the code is copied. */
  codeCopied: string;
};

/** The classes the transformers give lines and blocks, which app/styles/code-lines.css styles. */
export const CODE_CLASSES = {
  highlighted: "highlighted",
  added: "diff-add",
  removed: "diff-remove",
  /** On a `<pre>` with an added or removed line, or a highlighted one. */
  hasDiff: "has-diff",
  hasHighlighted: "has-highlighted",
  lineNumbers: "line-numbers",
  /** The visually hidden word before an added or removed line: the copy button leaves it out. */
  changeWord: "code-change",
} as const;

/** The attributes the copy button's script reads on a `<figure class="code">`. */
export const COPY_ATTRIBUTES = { label: "data-copy", copied: "data-copied" } as const;

/** The title a fence's meta gives its block: `title="retry.ts"` or `title='retry.ts'`. */
export function metaTitle(meta: string | undefined): string | undefined {
  const match = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/.exec(meta ?? "");
  const title = (match?.[1] ?? match?.[2])?.trim();
  return title || undefined;
}

/** Whether a fence's meta asks for line numbers (`showLineNumbers`). */
export function asksForLineNumbers(meta: string | undefined): boolean {
  return /(?:^|\s)showLineNumbers(?:\s|$)/.test(meta ?? "");
}

/** The meta without its title, whose `{…}` could otherwise be read as highlighted lines. */
function metaWithoutTitle(meta: string): string {
  return meta.replace(/(?:^|\s)title=(?:"[^"]*"|'[^']*')/, " ");
}

const text = (value: string): ElementContent => ({ type: "text", value });

/** An element's classes: Shiki keeps them as a `class` string, hast's own tools as a `className` list. */
function classesOf(element: Element): string[] {
  const value = element.properties.class ?? element.properties.className;
  return Array.isArray(value) ? value.map(String) : typeof value === "string" ? value.split(/\s+/) : [];
}

/** The block's figure, which post-markdown.ts's language label made around the `<pre>`. */
function figureOf(root: { children: readonly unknown[] }): Element | undefined {
  return root.children.find(
    (child): child is Element => (child as Element).type === "element" && (child as Element).tagName === "figure",
  );
}

/** `title="retry.ts"` in the meta: the title first in the caption, the language after it. */
function codeTitle(): ShikiTransformer {
  return {
    name: "portfolio:code-title",
    root(root) {
      const title = metaTitle(this.options.meta?.__raw);
      const figure = figureOf(root);
      if (!title || !figure) return;
      const titleSpan: Element = {
        type: "element",
        tagName: "span",
        properties: { className: ["code-title"] },
        children: [text(title)],
      };
      const caption = figure.children.find(
        (child): child is Element => child.type === "element" && child.tagName === "figcaption",
      );
      if (caption) {
        // The language stays, after the title, as a quieter note.
        const language: Element = {
          type: "element",
          tagName: "span",
          properties: { className: ["code-language"] },
          children: caption.children,
        };
        caption.children = [titleSpan, text(" "), language];
      } else {
        figure.children.unshift({ type: "element", tagName: "figcaption", properties: {}, children: [titleSpan] });
      }
    },
  };
}

/** `{2-3,7}` in the meta, read once the title (which may hold braces) is set aside. */
function metaHighlight(): ShikiTransformer {
  let lines: readonly number[] = [];
  return {
    name: "portfolio:meta-highlight",
    preprocess() {
      const raw = this.options.meta?.__raw;
      lines = (raw && parseMetaHighlightString(metaWithoutTitle(raw))) || [];
    },
    line(node, line) {
      if (!lines.includes(line)) return;
      this.addClassToHast(node, CODE_CLASSES.highlighted);
      this.addClassToHast(this.pre, CODE_CLASSES.hasHighlighted);
    },
  };
}

/** A `diff` block's added (`+`) and removed (`-`) lines, not its `+++` and `---` file names. */
function diffLanguageLines(): ShikiTransformer {
  return {
    name: "portfolio:diff-language",
    line(node) {
      if (this.options.lang !== "diff") return;
      const line = toString(node);
      const change = /^\+(?!\+\+)/.test(line) ? CODE_CLASSES.added : /^-(?!--)/.test(line) ? CODE_CLASSES.removed : "";
      if (!change) return;
      this.addClassToHast(node, change);
      this.addClassToHast(this.pre, CODE_CLASSES.hasDiff);
    },
  };
}

const MARKED = new Set<string>([CODE_CLASSES.added, CODE_CLASSES.removed, CODE_CLASSES.highlighted]);

/** Takes the spaces off the end of a line, dropping the tokens that were only spaces. */
function trimLineEnd(line: Element) {
  for (let last = line.children.at(-1); last; last = line.children.at(-1)) {
    const holder = last.type === "element" ? last.children.at(-1) : last;
    if (holder?.type !== "text") return;
    holder.value = holder.value.replace(/\s+$/, "");
    if (holder.value !== "") return;
    line.children.pop();
  }
}

/**
 * The word a screen reader hears before an added or removed line, which the copy button leaves out; a marked line's
 * trailing spaces, which its notation comment left, taken off.
 */
function changeWords(words: CodeBlockWords): ShikiTransformer {
  return {
    name: "portfolio:change-words",
    code(code) {
      for (const line of code.children) {
        if (line.type !== "element") continue;
        const classes = classesOf(line);
        const word = classes.includes(CODE_CLASSES.added)
          ? words.codeLineAdded
          : classes.includes(CODE_CLASSES.removed)
            ? words.codeLineRemoved
            : undefined;
        // A notation comment leaves the space before it: not part of the code, nor of what is copied.
        if (classes.some((name) => MARKED.has(name))) trimLineEnd(line);
        if (!word) continue;
        line.children.unshift({
          type: "element",
          tagName: "span",
          properties: { className: ["visually-hidden", CODE_CLASSES.changeWord] },
          children: [text(`${word} `)],
        });
      }
    },
  };
}

/**
 * `showLineNumbers` in the meta: numbered by the stylesheet's counter, not in the text. And code reads left to right
 * on a right-to-left page too: its numbers, marks and punctuation where its writer put them.
 */
function lineNumbers(): ShikiTransformer {
  return {
    name: "portfolio:line-numbers",
    pre(pre) {
      pre.properties.dir = "ltr";
      if (asksForLineNumbers(this.options.meta?.__raw)) this.addClassToHast(pre, CODE_CLASSES.lineNumbers);
    },
  };
}

/** The copy button's words on the figure, for app/components/copy-code-script.js, which adds the button. */
function copyWords(words: CodeBlockWords): ShikiTransformer {
  return {
    name: "portfolio:copy-words",
    root(root) {
      const figure = figureOf(root);
      if (!figure) return;
      figure.properties[COPY_ATTRIBUTES.label] = words.copyCode;
      figure.properties[COPY_ATTRIBUTES.copied] = words.codeCopied;
    },
  };
}

/**
 * The transformers, in the order they must run: after the one that makes the
 * figure (their root hooks find it), before the one that turns colours into
 * classes.
 */
export function codeBlockTransformers(words: CodeBlockWords): ShikiTransformer[] {
  return [
    transformerNotationDiff({
      classLineAdd: CODE_CLASSES.added,
      classLineRemove: CODE_CLASSES.removed,
      classActivePre: CODE_CLASSES.hasDiff,
    }),
    transformerNotationHighlight({
      classActiveLine: CODE_CLASSES.highlighted,
      classActivePre: CODE_CLASSES.hasHighlighted,
    }),
    metaHighlight(),
    diffLanguageLines(),
    changeWords(words),
    lineNumbers(),
    codeTitle(),
    copyWords(words),
  ];
}
