// @vitest-environment node
// The speculation rules as Chromium reads them: each rule's `where` against a link, its href by URLPattern relative
// to the page and its element by selector. Links are given as the attributes and ancestors a page gives them.
import { parseDocument, DomUtils } from "htmlparser2";
import { afterEach, expect, test, vi } from "vitest";
import { HYDRATED_ATTRIBUTE, HYDRATED_EVENT } from "~/islands/island-markers";
import {
  ISLAND_LIVE_EVENT,
  ISLAND_PENDING,
  LIKELY_PAGES,
  likelyPagesRules,
  likelyPagesScript,
  PRERENDER_ATTRIBUTE,
  PRERENDER_NOW_ATTRIBUTE,
  speculationRules,
} from "./speculation-rules";

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

  test(`under ${base}, a page of the site is prerendered on intent, and at once when its likely link is chosen`, () => {
    for (const path of ["a-project", "writing/a-post", "fr/a-project", "technologies/css", ""]) {
      expect(eagerness(link(`<a href="${base}${path}">`)), path).toBe("moderate");
      expect(eagerness(link(`<a href="${base}${path}">`, "footer")), path).toBe("moderate");
      // Likely, but not chosen (not in view): on intent only.
      expect(eagerness(link(`<a href="${base}${path}" ${PRERENDER_ATTRIBUTE}>`)), path).toBe("moderate");
      const chosen = `<a href="${base}${path}" ${PRERENDER_ATTRIBUTE} ${PRERENDER_NOW_ATTRIBUTE}>`;
      expect(eagerness(link(chosen)), path).toBe("immediate");
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
      const chosen = html.replace("<a ", `<a ${PRERENDER_ATTRIBUTE} ${PRERENDER_NOW_ATTRIBUTE} `);
      expect(prerenders(link(chosen)), html).toBe(false);
    }
    // Nor, under a base path, a page of another site on the same origin.
    if (base !== "/") expect(prerenders(link(`<a href="/another-site/a-page">`))).toBe(false);
  });
}

/**
 * likelyPagesScript run against a page of `count` likely links (and IntersectionObserver, timers and events as the
 * browser gives them): `show` puts links in view, `fire` sends an event, `chosen` lists the links marked now. The page
 * is loaded (`load` also fires the event) unless `loaded: false`; `island: "pending"` gives it a gallery whose island
 * is not live yet, `live` and `failed` mark it as the island and its loader do.
 */
function likelyPage(count: number, { loaded = true, island = "none" }: { loaded?: boolean; island?: string } = {}) {
  vi.useFakeTimers();
  const head: { type: string; textContent: string }[] = [];
  const listeners = new Map<string, (() => void)[]>();
  const links = Array.from({ length: count }, (_, index) => {
    const attributes = new Set<string>();
    return {
      href: `https://jane.example/p${index}`,
      attributes,
      setAttribute: (name: string) => attributes.add(name),
      removeAttribute: (name: string) => attributes.delete(name),
    };
  });
  let observe: ((entries: { target: object; isIntersecting: boolean }[]) => void) | null = null;
  const observed = new Set<object>();
  class IntersectionObserver {
    constructor(callback: typeof observe) {
      observe = callback;
    }
    observe(target: object) {
      observed.add(target);
    }
  }
  const window = {
    addEventListener: (type: string, listener: () => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
  };
  const gallery = new Set<string>(island === "none" ? [] : ["data-island"]);
  const document = {
    readyState: loaded ? "complete" : "interactive",
    head: { appendChild: (element: { type: string; textContent: string }) => head.push(element) },
    createElement: () => ({ type: "", textContent: "" }),
    querySelectorAll: (selector: string) => (selector === `[${PRERENDER_ATTRIBUTE}]` ? links : []),
    // The one other query: a gallery's island that is neither live nor failed.
    querySelector: (selector: string) => {
      expect(selector).toBe(ISLAND_PENDING);
      return gallery.has("data-island") && !gallery.has(HYDRATED_ATTRIBUTE) && !gallery.has("data-failed") ? {} : null;
    },
  };
  new Function("window", "document", "IntersectionObserver", "setTimeout", "clearTimeout", likelyPagesScript("/"))(
    window,
    document,
    IntersectionObserver,
    setTimeout,
    clearTimeout,
  );
  const fire = (type: string) => (listeners.get(type) ?? []).forEach((listener) => listener());
  return {
    head,
    observed,
    fire,
    /** The page's load: readyState "complete", then its event. */
    load: () => {
      document.readyState = "complete";
      fire("load");
    },
    /** The island goes live (and says so), or its loader marks it failed. */
    island: (state: "live" | "failed") => {
      gallery.add(state === "live" ? HYDRATED_ATTRIBUTE : "data-failed");
      if (state === "live") fire(HYDRATED_EVENT);
    },
    /** Puts these links in view and the others out, as the observer reports a scroll. */
    show: (indices: number[]) =>
      observe?.(links.map((target, index) => ({ target, isIntersecting: indices.includes(index) }))),
    rest: () => vi.advanceTimersByTime(LIKELY_PAGES.restMs),
    chosen: () => links.flatMap((link, index) => (link.attributes.has(PRERENDER_NOW_ATTRIBUTE) ? [index] : [])),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

test("the likely pages' rules are added once the visitor first scrolls, touches or presses, and once only", () => {
  const page = likelyPage(3);
  page.fire("load");
  vi.advanceTimersByTime(LIKELY_PAGES.afterLoadMs - 1);
  expect(page.head).toEqual([]);
  expect(page.observed.size).toBe(0);
  page.fire("scroll");
  page.fire("pointerdown");
  expect(page.head).toEqual([{ type: "speculationrules", textContent: likelyPagesRules("/") }]);
  expect(page.observed.size).toBe(3);
});

test("a page read without a touch chooses its likely pages a while after it has loaded", () => {
  const page = likelyPage(3);
  page.fire("load");
  vi.advanceTimersByTime(LIKELY_PAGES.afterLoadMs);
  expect(page.head).toHaveLength(1);
  page.show([0]);
  page.rest();
  expect(page.chosen()).toEqual([0]);
});

test("only the first few likely links in view are prerendered, once a scroll rests, and a few pages in all", () => {
  const page = likelyPage(10);
  page.fire("scroll");
  // Every link in view: only the first ones, and none before the scroll rests.
  page.show([0, 1, 2, 3, 4, 5]);
  expect(page.chosen()).toEqual([]);
  page.rest();
  expect(page.chosen()).toEqual([0, 1].slice(0, LIKELY_PAGES.atOnce));
  // A flick past the next ones starts nothing; the links that left the view are let go.
  page.show([6]);
  page.show([7]);
  expect(page.chosen().length).toBeLessThanOrEqual(LIKELY_PAGES.atOnce);
  page.rest();
  expect(page.chosen()).toEqual([7]);
  // However far the visitor reads, no more than LIKELY_PAGES.perView different pages.
  const pages = new Set<number>(page.chosen());
  for (let index = 0; index < 10; index++) {
    page.show([index]);
    page.rest();
    page.chosen().forEach((chosen) => pages.add(chosen));
  }
  expect(pages.size).toBe(LIKELY_PAGES.perView);
});

test("a scroll or a touch while the page loads starts nothing: the likely pages wait for its load", () => {
  const page = likelyPage(3, { loaded: false });
  page.fire("scroll");
  page.fire("touchstart");
  page.fire("pointerdown");
  expect(page.head).toEqual([]);
  expect(page.observed.size).toBe(0);
  // Loaded: the next scroll starts them, or a while after the load without one.
  page.load();
  page.fire("scroll");
  expect(page.head).toHaveLength(1);
  expect(page.observed.size).toBe(3);
});

test("a page loaded without a touch after an early scroll still chooses its likely pages a while after load", () => {
  const page = likelyPage(3, { loaded: false });
  page.fire("scroll");
  page.load();
  vi.advanceTimersByTime(LIKELY_PAGES.afterLoadMs);
  expect(page.head).toHaveLength(1);
});

test("on a page with a gallery, the likely pages wait until its island is live", () => {
  const page = likelyPage(3, { island: "pending" });
  page.fire("load");
  vi.advanceTimersByTime(LIKELY_PAGES.afterLoadMs);
  page.fire("scroll");
  page.fire("keydown");
  expect(page.head).toEqual([]);
  page.island("live");
  expect(page.head).toHaveLength(1);
  page.show([0]);
  page.rest();
  expect(page.chosen()).toEqual([0]);
});

test("on a page whose island failed to load, the likely pages start with the visitor's next scroll", () => {
  const page = likelyPage(3, { island: "pending" });
  page.fire("load");
  vi.advanceTimersByTime(LIKELY_PAGES.afterLoadMs);
  expect(page.head).toEqual([]);
  page.island("failed");
  page.fire("scroll");
  expect(page.head).toHaveLength(1);
});

test("the island's names the script waits on are the island's own", () => {
  expect(ISLAND_LIVE_EVENT).toBe(HYDRATED_EVENT);
  expect(ISLAND_PENDING).toContain(`:not([${HYDRATED_ATTRIBUTE}])`);
});
