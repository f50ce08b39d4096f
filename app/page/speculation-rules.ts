// The speculation rules every page carries (an inline <script type="speculationrules">, allowed by its hash like
// the other inline scripts: GitHub Pages cannot send a Speculation-Rules header): Chromium prerenders the pages the
// visitor is likely to open next (a project card's, a post's in a list) once the visitor starts to use the page, and
// any other page of the site once the visitor shows intent (a pointer resting on its link, or pressed), so that the next page shows
// at once. Pages only, under the site's base path: never a file (the CV, a feed, JSON Resume, an image, the
// sitemap: all have an extension), never another site (a relative pattern matches this origin only), nor a link that
// opens elsewhere. Other engines ignore the script. What it costs is measured in `npm run bench` (decision 0039).

/**
 * Marks a link to a page the visitor is likely to open next (a project card's, a post's in a list of posts): once
 * the visitor has started to use the page, the first few of these in view are prerendered (likelyPagesScript).
 */
export const PRERENDER_ATTRIBUTE = "data-prerender";

/** Set by likelyPagesScript on the likely links it prerenders now: those in view once a scroll rests. */
export const PRERENDER_NOW_ATTRIBUTE = "data-prerender-now";

/**
 * What the likely pages may cost: at most `atOnce` prerendered at a time (the first in view; Chromium allows ten
 * `immediate` ones, but on a slow phone's network each more delays the others), and at most `perView` different
 * pages in one page view, however far the visitor scrolls. A link is chosen once it has rested in view `restMs`, so
 * a flick through a list starts nothing. A visitor who reads without touching the page gets the likely pages in view
 * `afterLoadMs` after the page has loaded, so that a post opened from a list seen whole is ready by the time it is
 * chosen. Measured in `npm run bench` (decisions 0056, 0063).
 */
export const LIKELY_PAGES = { atOnce: 2, perView: 4, restMs: 150, afterLoadMs: 1000 } as const;

/**
 * A gallery's island that is neither live nor failed: while a page has one, its likely pages wait. The island's
 * names are spelt out (app/islands/island-markers.ts has them; the page data comes before the islands, and
 * app/islands/island-loader.js marks a failure), and the test checks them against the island's.
 */
export const ISLAND_PENDING = "[data-island]:not([data-hydrated]):not([data-failed])";
/** What the island dispatches once live (HYDRATED_EVENT). */
export const ISLAND_LIVE_EVENT = "island:hydrated";

/** Links to pages of this site, under `base` ("/" or "/portfolio/"). */
function pageLinks(base: string) {
  return [
    { href_matches: `${base}*` },
    // A file, wherever it is: every page's path is extensionless.
    { not: { href_matches: "/*.*" } },
    { not: { selector_matches: "[rel~=external], [target], [download], [href^='#']" } },
  ];
}

/** The rules every page carries, as the script's JSON text: any page of the site, on intent. */
export function speculationRules(base: string): string {
  return JSON.stringify({ prerender: [{ where: { and: pageLinks(base) }, eagerness: "moderate" }] });
}

/** The rules for the likely next pages the visitor has in view (PRERENDER_NOW_ATTRIBUTE), at once. */
export function likelyPagesRules(base: string): string {
  return JSON.stringify({
    prerender: [
      {
        where: { and: [...pageLinks(base), { selector_matches: `[${PRERENDER_NOW_ATTRIBUTE}]` }] },
        eagerness: "immediate",
      },
    ],
  });
}

/**
 * The inline script that, once the visitor first scrolls, touches, presses a key or a button, or
 * LIKELY_PAGES.afterLoadMs after the page has loaded, adds likelyPagesRules and marks the likely links
 * (PRERENDER_ATTRIBUTE) in view whenever a scroll rests: the first LIKELY_PAGES.atOnce in the page's order, unmarking
 * (so cancelling) those that left the view, and no more than LIKELY_PAGES.perView pages in all. Never before the page
 * has loaded, its own images with it, even when the visitor scrolls or touches it sooner: the prerenders would compete
 * with it on a slow network (a same-site prerender also runs in the page's own renderer; Lighthouse counted 48 KB more
 * on the home page, decision 0039). On a page with a gallery, not before its island is live or has failed either: a
 * visitor who taps a screenshot waits for the island, not for a page they may never open (decision 0074). And not
 * every card at once, which shared a slow network until none was ready (decision 0056). Both texts are allowed by
 * their hashes.
 */
export function likelyPagesScript(base: string): string {
  const events = ["scroll", "pointerdown", "touchstart", "keydown"];
  return (
    "(function () {" +
    "var started = false, timer = 0, inView = [], chosen = [];" +
    "function choose() {" +
    "timer = 0;" +
    `var links = document.querySelectorAll("[${PRERENDER_ATTRIBUTE}]"), now = [];` +
    "for (var i = 0; i < links.length; i++) {" +
    "var link = links[i], href = link.href;" +
    "if (inView.indexOf(link) < 0 || now.length >= " +
    String(LIKELY_PAGES.atOnce) +
    ") continue;" +
    "if (chosen.indexOf(href) < 0) {" +
    `if (chosen.length >= ${LIKELY_PAGES.perView}) continue;` +
    "chosen.push(href);" +
    "}" +
    "now.push(link);" +
    "}" +
    "for (var j = 0; j < links.length; j++) {" +
    `if (now.indexOf(links[j]) >= 0) links[j].setAttribute("${PRERENDER_NOW_ATTRIBUTE}", "");` +
    `else links[j].removeAttribute("${PRERENDER_NOW_ATTRIBUTE}");` +
    "}" +
    "}" +
    "function later() {" +
    "clearTimeout(timer);" +
    `timer = setTimeout(choose, ${LIKELY_PAGES.restMs});` +
    "}" +
    // The page's own come first: its load (its images with it), and a gallery's island (ISLAND_PENDING).
    "function start() {" +
    'if (started || document.readyState !== "complete" || ' +
    `document.querySelector(${JSON.stringify(ISLAND_PENDING)})) return;` +
    "started = true;" +
    'var rules = document.createElement("script");' +
    'rules.type = "speculationrules";' +
    `rules.textContent = ${JSON.stringify(likelyPagesRules(base)).replace(/</g, "\u003c")};` +
    "document.head.appendChild(rules);" +
    'if (typeof IntersectionObserver !== "function") return;' +
    "var observer = new IntersectionObserver(function (entries) {" +
    "entries.forEach(function (entry) {" +
    "var at = inView.indexOf(entry.target);" +
    "if (entry.isIntersecting && at < 0) inView.push(entry.target);" +
    "if (!entry.isIntersecting && at >= 0) inView.splice(at, 1);" +
    "});" +
    "later();" +
    "});" +
    `var links = document.querySelectorAll("[${PRERENDER_ATTRIBUTE}]");` +
    "for (var i = 0; i < links.length; i++) observer.observe(links[i]);" +
    'window.addEventListener("scroll", function () { if (timer) later(); }, { passive: true, capture: true });' +
    "}" +
    // Not once: a scroll during the load starts nothing, and the next one may.
    `${JSON.stringify(events)}.forEach(function (type) {` +
    "window.addEventListener(type, start, { passive: true, capture: true });" +
    "});" +
    `window.addEventListener("load", function () { setTimeout(start, ${LIKELY_PAGES.afterLoadMs}); });` +
    // The island's event does not bubble; a capturing listener on the window hears it.
    `window.addEventListener(${JSON.stringify(ISLAND_LIVE_EVENT)}, start, true);` +
    "})();"
  );
}
