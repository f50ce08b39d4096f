// Every character a page writes, in a web-font file of its own element's font stack: what e2e/characters.spec.ts
// checks on every page of a site, and e2e/looks.spec.ts on each look's pages in every script.
import type { Page } from "@playwright/test";

/**
 * The characters of the page's visible text (and its title) that no web font of their element's own stack covers,
 * each named with its element and stack: none means nothing falls back to a system font.
 */
export function uncoveredCharacters(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // The faces the page's stylesheets declare with a file: a face of `local()` sources (the metric-matched
    // fallbacks, "Inter Fallback") is the reader's own font, and declares no unicode-range, so it would cover every
    // character. document.fonts does not say which source a face has; its rule does.
    const ranges = new Map<string, (readonly [number, number])[]>();
    const faces = (rules: CSSRuleList): CSSFontFaceRule[] =>
      [...rules].flatMap((rule) =>
        rule instanceof CSSFontFaceRule ? [rule] : "cssRules" in rule ? faces((rule as CSSGroupingRule).cssRules) : [],
      );
    for (const rule of [...document.styleSheets].flatMap((sheet) => faces(sheet.cssRules))) {
      if (!/url\(/.test(rule.style.getPropertyValue("src"))) continue;
      const family = rule.style.getPropertyValue("font-family").replace(/["']/g, "").trim();
      const range = rule.style.getPropertyValue("unicode-range") || "U+0-10FFFF";
      const parts = range.split(",").map((part) => {
        const [lo, hi] = part.trim().replace(/^U\+/i, "").split("-");
        return [parseInt(lo!, 16), parseInt(hi ?? lo!, 16)] as const;
      });
      ranges.set(family, [...(ranges.get(family) ?? []), ...parts]);
    }
    /** The families of an element's font-family that the page declares as web fonts, in order. */
    const stack = (element: Element) =>
      getComputedStyle(element)
        .fontFamily.split(",")
        .map((family) => family.trim().replace(/^["']|["']$/g, ""))
        .filter((family) => ranges.has(family));
    // The monospace stack (labels, dates, the copy button) is the reader's own monospace face for the alphabets
    // every one of them draws, Latin, Greek and Cyrillic with their signs; any other script in it needs a web face.
    const ALPHABETS = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\u0020-\u00BF\u2000-\u20CF]/u;
    const covered = (char: string, families: readonly string[], mono: boolean) => {
      const point = char.codePointAt(0)!;
      if (mono && ALPHABETS.test(char)) return true;
      return families.some((family) => ranges.get(family)!.some(([lo, hi]) => point >= lo && point <= hi));
    };
    const isMono = (element: Element) => /(?:^|,\s*)monospace$/.test(getComputedStyle(element).fontFamily);
    // Code is set in the reader's own monospace face, as written; formulas in the maths face, cut to every letter
    // they show (vite/maths-font.ts, checked above); a footnote's back-link arrow (↩) is a sign no face's subsets
    // carry, the fallback's.
    const aside = "pre, code, kbd, samp, math, script, style, template, [data-footnote-backref]";
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(aside) || !parent.checkVisibility({ visibilityProperty: true })) continue;
      const families = stack(parent);
      const mono = isMono(parent);
      for (const char of new Set(node.textContent ?? "")) {
        if (!/\s/u.test(char) && !covered(char, families, mono))
          found.add(
            `${char} (U+${char.codePointAt(0)!.toString(16).toUpperCase()}) in <${parent.localName}> set in ${getComputedStyle(parent).fontFamily}`,
          );
      }
    }
    const title = stack(document.body);
    for (const char of new Set(document.title))
      if (!/\s/u.test(char) && !covered(char, title, false)) found.add(`${char} in the title`);
    return [...found];
  });
}
