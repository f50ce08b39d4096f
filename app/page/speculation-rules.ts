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
 * (so cancelling) those that left the view, and no more than LIKELY_PAGES.perView pages in all. Nothing while the page
 * loads, where the prerenders would compete with it (a same-site prerender runs in the page's own renderer; Lighthouse
 * counted 48 KB more on the home page, decision 0039); and not every card at once, which shared a slow network until
 * none was ready (decision 0056). Both texts are allowed by their hashes.
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
    "function start() {" +
    "if (started) return;" +
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
    `${JSON.stringify(events)}.forEach(function (type) {` +
    "window.addEventListener(type, start, { once: true, passive: true, capture: true });" +
    "});" +
    `window.addEventListener("load", function () { setTimeout(start, ${LIKELY_PAGES.afterLoadMs}); });` +
    "})();"
  );
}
