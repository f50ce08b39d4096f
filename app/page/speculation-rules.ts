// The speculation rules every page carries (an inline <script type="speculationrules">, allowed by its hash like
// the other inline scripts: GitHub Pages cannot send a Speculation-Rules header): Chromium prerenders the pages the
// visitor is likely to open next (a project card's, a post's in a list) once the visitor starts to use the page, and
// any other page of the site once the visitor shows intent (a pointer resting on its link, or pressed), so that the next page shows
// at once. Pages only, under the site's base path: never a file (the CV, a feed, JSON Resume, an image, the
// sitemap: all have an extension), never another site (a relative pattern matches this origin only), nor a link that
// opens elsewhere. Other engines ignore the script. What it costs is measured in `npm run bench` (decision 0039).

/**
 * Marks a link to a page the visitor is likely to open next, prerendered as soon as the visitor starts to use the
 * page (likelyPagesScript): a project card's, a post's in a list of posts. A handful per page, so what they cost is bounded (the bench measures it).
 */
export const PRERENDER_ATTRIBUTE = "data-prerender";

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

/** The rules for the likely next pages (PRERENDER_ATTRIBUTE), at once: added by likelyPagesScript. */
export function likelyPagesRules(base: string): string {
  return JSON.stringify({
    prerender: [
      {
        where: { and: [...pageLinks(base), { selector_matches: `[${PRERENDER_ATTRIBUTE}]` }] },
        eagerness: "immediate",
      },
    ],
  });
}

/**
 * The inline script that adds likelyPagesRules once the visitor first scrolls, touches, presses a key or a button:
 * not while the page loads, where the prerenders would compete with it (a same-site prerender runs in the page's own
 * renderer; Lighthouse counted 48 KB more on the home page, decision 0039), nor for a page left as it loaded. Both
 * texts are allowed by their hashes.
 */
export function likelyPagesScript(base: string): string {
  const events = ["scroll", "pointerdown", "touchstart", "keydown"];
  return (
    "(function () {" +
    "var done = false;" +
    "function add() {" +
    "if (done) return;" +
    "done = true;" +
    'var rules = document.createElement("script");' +
    'rules.type = "speculationrules";' +
    `rules.textContent = ${JSON.stringify(likelyPagesRules(base)).replace(/</g, "\\u003c")};` +
    "document.head.appendChild(rules);" +
    "}" +
    `${JSON.stringify(events)}.forEach(function (type) {` +
    "window.addEventListener(type, add, { once: true, passive: true, capture: true });" +
    "});" +
    "})();"
  );
}
