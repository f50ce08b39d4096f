// The speculation rules every page carries (an inline <script type="speculationrules">, allowed by its hash like
// the other inline scripts: GitHub Pages cannot send a Speculation-Rules header): Chromium prerenders the pages the
// visitor is likely to open next (a project card's, a post's in a list) once the page has loaded, and any other page
// of the site once the visitor shows intent (a pointer resting on its link, or pressed), so that the next page shows
// at once. Pages only, under the site's base path: never a file (the CV, a feed, JSON Resume, an image, the
// sitemap: all have an extension), never another site (a relative pattern matches this origin only), nor a link that
// opens elsewhere. Other engines ignore the script. What it costs is measured in `npm run bench` (decision 0030).

/**
 * Marks a link to a page the visitor is likely to open next, prerendered as soon as the page has loaded: a project
 * card's, a post's in a list of posts. A handful per page, so what they cost is bounded (the bench measures it).
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

/** The rules, as the script's JSON text. */
export function speculationRules(base: string): string {
  return JSON.stringify({
    prerender: [
      {
        where: { and: [...pageLinks(base), { selector_matches: `[${PRERENDER_ATTRIBUTE}]` }] },
        eagerness: "immediate",
      },
      { where: { and: pageLinks(base) }, eagerness: "moderate" },
    ],
  });
}
