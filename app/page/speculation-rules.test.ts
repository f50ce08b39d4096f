// @vitest-environment node
// The speculation rules as Chromium reads them: each rule's `where` against a link, its href by URLPattern relative
// to the page and its element by selector. Links are given as the attributes and ancestors a page gives them.
import { parseDocument, DomUtils } from "htmlparser2";
import { expect, test } from "vitest";
import { likelyPagesRules, likelyPagesScript, PRERENDER_ATTRIBUTE, speculationRules } from "./speculation-rules";

type Where = { and?: Where[]; not?: Where; href_matches?: string; selector_matches?: string };
type Rules = { prerender: { where: Where; eagerness: string }[] };

/** A link as a page holds it: `<a …>` in `inside` ("main" or "footer"). */
const link = (html: string, inside = "main") => ({ html: `<${inside}>${html}</${inside}>` });

/** Whether `where` matches the first link of `html` on the page at `pageUrl`. */
function matches(where: Where, html: string, pageUrl: string): boolean {
  const document = parseDocument(html);
  const anchor = DomUtils.findOne((element) => element.name === "a", document.children)!;
  const href = new URL(anchor.attribs.href!, pageUrl).href;
  const test = (condition: Where): boolean => {
    if (condition.and) return condition.and.every(test);
    if (condition.not) return !test(condition.not);
    if (condition.href_matches) return new URLPattern(condition.href_matches, pageUrl).test(href);
    if (condition.selector_matches) return selectorMatches(condition.selector_matches, anchor);
    throw new Error(`unknown condition ${JSON.stringify(condition)}`);
  };
  return test(where);
}

/** The few selectors the rules use: attribute tests on the link. */
function selectorMatches(selectors: string, anchor: ReturnType<typeof DomUtils.findOne> & object): boolean {
  return selectors.split(",").some((selector) => {
    const attribute = /^\[([a-z-]+)(?:(~=|\^=)(?:'([^']*)'|([^\]]*)))?\]$/.exec(selector.trim());
    if (attribute) {
      const [, name, operator, quoted, bare] = attribute;
      const value = anchor.attribs[name!];
      const wanted = quoted ?? bare ?? "";
      if (value === undefined) return false;
      if (operator === "~=") return value.split(/\s+/).includes(wanted);
      if (operator === "^=") return value.startsWith(wanted);
      return true;
    }
    if (selector.trim() === "main a") {
      for (let node = anchor.parent; node; node = node.parent) if ("name" in node && node.name === "main") return true;
      return false;
    }
    throw new Error(`the test reads no selector ${selector}`);
  });
}

/** Every rule a page can have: its own, and the likely pages' once the visitor starts to use the page. */
const rules = (base: string): Rules => ({
  prerender: [
    ...(JSON.parse(likelyPagesRules(base)) as Rules).prerender,
    ...(JSON.parse(speculationRules(base)) as Rules).prerender,
  ],
});

for (const base of ["/", "/portfolio/"]) {
  const page = `https://jane.example${base}`;
  const { prerender } = rules(base);
  /** The eagerness of the first rule that matches, or null when none does. */
  const eagerness = ({ html }: { html: string }) =>
    prerender.find((rule) => matches(rule.where, html, page))?.eagerness ?? null;
  const prerenders = (link: { html: string }) => eagerness(link) !== null;

  test(`under ${base}, a page of the site is prerendered on intent, and at once when its link is marked as likely`, () => {
    for (const path of ["a-project", "writing/a-post", "fr/a-project", "technologies/css", ""]) {
      expect(eagerness(link(`<a href="${base}${path}">`)), path).toBe("moderate");
      expect(eagerness(link(`<a href="${base}${path}">`, "footer")), path).toBe("moderate");
      expect(eagerness(link(`<a href="${base}${path}" ${PRERENDER_ATTRIBUTE}>`)), path).toBe("immediate");
    }
    // A viewer state is still a page.
    expect(prerenders(link(`<a href="${base}a-project?screenshot=2">`))).toBe(true);
  });

  test(`under ${base}, no file, no other site and no link that opens elsewhere is fetched ahead`, () => {
    const never = [
      `<a href="${base}cv/Jane-Doe-CV.pdf">`,
      `<a href="${base}feed.xml">`,
      `<a href="${base}fr/feed.xml">`,
      `<a href="${base}resume.json">`,
      `<a href="${base}sitemap.xml">`,
      `<a href="${base}og/index.png">`,
      `<a href="${base}assets/01-home-a1b2.jpg">`,
      `<a href="https://github.com/jane">`,
      `<a href="https://jane.example.org${base}a-project">`,
      `<a href="${base}a-project" target="_blank">`,
      `<a href="${base}a-project" rel="external">`,
      `<a href="${base}a-project" download>`,
      `<a href="#main">`,
    ];
    for (const html of never) {
      expect(prerenders(link(html)), html).toBe(false);
      expect(prerenders(link(html.replace("<a ", `<a ${PRERENDER_ATTRIBUTE} `))), html).toBe(false);
    }
    // Nor, under a base path, a page of another site on the same origin.
    if (base !== "/") expect(prerenders(link(`<a href="/another-site/a-page">`))).toBe(false);
  });
}

test("the likely pages' rules are added once the visitor first scrolls, touches or presses, and once only", () => {
  const head = { children: [] as { type: string; textContent: string }[] };
  const listeners = new Map<string, () => void>();
  const window = { addEventListener: (type: string, listener: () => void) => listeners.set(type, listener) };
  const document = {
    head: { appendChild: (element: { type: string; textContent: string }) => head.children.push(element) },
    createElement: () => ({ type: "", textContent: "" }),
  };
  new Function("window", "document", likelyPagesScript("/portfolio/"))(window, document);
  expect([...listeners.keys()].sort()).toEqual(["keydown", "pointerdown", "scroll", "touchstart"]);
  expect(head.children).toEqual([]);
  listeners.get("scroll")!();
  listeners.get("pointerdown")!();
  expect(head.children).toEqual([{ type: "speculationrules", textContent: likelyPagesRules("/portfolio/") }]);
});
