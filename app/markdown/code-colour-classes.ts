// Shiki's colours as classes: the CSP has `style-src 'self'`, so the
// highlighted code cannot carry Shiki's inline colours. Every colour of the
// two code themes has a class, defined once in app/styles/code-colours.css,
// which the test of this module checks against `codeColoursCss()`; the post
// renderer (./post-markdown.ts) swaps each inline colour for its class.
import type { ShikiTransformer, ThemeRegistrationResolved } from "shiki";
import { visit } from "unist-util-visit";

export const CODE_THEMES = { light: "github-light-default", dark: "github-dark-default" } as const;

/** A colour's class and the custom property it sets: `code-l-cf222e` sets `--shiki-light: #cf222e`. */
type ColourRule = { className: string; property: string; colour: string };

/** The custom properties Shiki's dual themes set, by the class prefix that stands for each. */
const COLOUR_PROPERTIES = {
  "--shiki-light": "code-l-",
  "--shiki-dark": "code-d-",
  "--shiki-light-bg": "code-lb-",
  "--shiki-dark-bg": "code-db-",
} as const;

/** The class for one of Shiki's colour properties and its value: `code-l-cf222e` for `--shiki-light:#CF222E`. */
function colourClass(property: keyof typeof COLOUR_PROPERTIES, value: string): string {
  return `${COLOUR_PROPERTIES[property]}${value.toLowerCase().replace(/^#/, "")}`;
}

const isColourProperty = (property: string): property is keyof typeof COLOUR_PROPERTIES =>
  Object.hasOwn(COLOUR_PROPERTIES, property);

/** Every colour either theme can give a token (its text colours) or a block (its own text and background). */
export function codeColourRules(themes: Record<keyof typeof CODE_THEMES, ThemeRegistrationResolved>): ColourRule[] {
  const rules = new Map<string, ColourRule>();
  const add = (property: keyof typeof COLOUR_PROPERTIES, value: string | undefined) => {
    if (!value) return;
    const className = colourClass(property, value);
    rules.set(className, { className, property, colour: value.toLowerCase() });
  };
  for (const mode of ["light", "dark"] as const) {
    const theme = themes[mode];
    add(`--shiki-${mode}`, theme.fg);
    add(`--shiki-${mode}-bg`, theme.bg);
    for (const { settings } of theme.settings) {
      add(`--shiki-${mode}`, settings.foreground);
      add(`--shiki-${mode}-bg`, settings.background);
    }
  }
  return [...rules.values()].sort((a, b) => a.className.localeCompare(b.className));
}

/** Every colour of the code themes, from a highlighter that has loaded them. */
export function themeColourRules(highlighter: { getTheme: (name: string) => ThemeRegistrationResolved }): ColourRule[] {
  return codeColourRules({
    light: highlighter.getTheme(CODE_THEMES.light),
    dark: highlighter.getTheme(CODE_THEMES.dark),
  });
}

/**
 * The stylesheet of every colour's class: app/styles/code-colours.css, which
 * code-colour-classes.test.ts checks against this and `npx vitest run
 * app/markdown/code-colour-classes.test.ts -u` rewrites. Every post's code uses it,
 * so no stylesheet has to be made from the posts.
 */
export function codeColoursCss(rules: readonly ColourRule[]): string {
  const blocks = rules.map(({ className, property, colour }) => `.${className} {\n  ${property}: ${colour};\n}\n`);
  return [
    "/* Every colour of the code themes (CODE_THEMES in app/markdown/code-colour-classes.ts) as a class, for Shiki's",
    "   output; app/components/post-body.module.css shows one by the page's theme. Made by codeColoursCss(),",
    "   checked by its test: `npx vitest run app/markdown/code-colour-classes.test.ts -u` rewrites it. */\n",
    ...blocks,
  ].join("\n");
}

/**
 * Shiki's inline colours (`style="--shiki-light:#CF222E;--shiki-dark:#FF7B72"`)
 * as those classes (`class="code-l-cf222e code-d-ff7b72"`). Its font styles are
 * dropped: the stylesheet shows colours only. A colour the stylesheet lacks
 * stops the build rather than showing unstyled.
 */
export function classesForColours(rules: readonly ColourRule[]): ShikiTransformer {
  const known = new Set(rules.map((rule) => rule.className));
  return {
    name: "portfolio:colour-classes",
    root(root) {
      visit(root, "element", (node) => {
        const style = node.properties.style;
        if (typeof style !== "string") return;
        delete node.properties.style;
        for (const declaration of style.split(";")) {
          const [property = "", value = ""] = declaration.split(":").map((part) => part.trim());
          if (property === "" || /^--shiki-(light|dark)-(font-style|font-weight|text-decoration)$/.test(property))
            continue;
          const className = isColourProperty(property) ? colourClass(property, value) : undefined;
          if (className === undefined || !known.has(className))
            throw new Error(`Shiki coloured code with "${declaration}", which app/styles/code-colours.css lacks`);
          this.addClassToHast(node, className);
        }
      });
    },
  };
}
