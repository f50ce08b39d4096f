// The performance budgets, in one place: `npm run bench` checks all of them,
// and the byte budgets are also a test in `npm test` (e2e/budgets.spec.ts).
const KB = 1024;

/**
 * Compressed bytes on the wire, as a phone loads the page (before the viewer
 * opens), besides its web fonts: those have FONT_BUDGET of their own, added
 * when the site got its own faces (decision record 0014), so that neither
 * budget hides a growth of the other.
 */
export const BYTE_BUDGETS = {
  home: { js: 0, total: 150 * KB },
  project: { js: 115 * KB, total: 250 * KB },
  /** The list of posts and a post: plain HTML and CSS, no script at all. */
  writing: { js: 0, total: 150 * KB },
  /**
   * The technologies and a technology's page: no script, but its project cards are at the top, so their pictures
   * load with the page (three cards of the sample: 163 KB, where the home page's are below the fold and lazy).
   */
  technology: { js: 0, total: 250 * KB },
  /** The search page as it loads: its box and its list of every page, no script but its inline loader. */
  search: { js: 0, total: 150 * KB },
};

/**
 * Stylesheets a page links, each a request that holds its first paint: the site's own, which every page shares, and
 * the page's (vite/joined-stylesheets.ts, docs/decisions/0079-two-stylesheets-a-page.md).
 */
export const STYLESHEETS_PER_PAGE = 2;

/**
 * What the search page fetches from the visitor's first use of the box to its first results: its script, Pagefind's
 * API, its WebAssembly and the language's index (measured in docs/performance.md).
 */
export const SEARCH_QUERY_BUDGET = { js: 40 * KB, total: 150 * KB };

/** Web-font bytes a page downloads (WOFF2 is Brotli inside: on the wire as on disk), any language. */
export const FONT_BUDGET = 60 * KB;

/**
 * The same for a page that loads a Chinese, Japanese or Korean face, whose
 * hundreds of glyphs no subsetting makes as small as an alphabet's (measured
 * in docs/decisions/0037-twelve-more-languages-and-cjk-fonts.md).
 */
export const CJK_FONT_BUDGET = 250 * KB;

/**
 * The maths font on a page with a formula, apart from the text faces: it is cut to the letters the site's formulas
 * show (vite/maths-font.ts), 6.2 KB for the fixture site's 28, 20.0 KB for 147 (every Greek letter, the Latin
 * alphabet, the common operators, arrows and big operators: docs/decisions/0052-maths-as-mathml-at-build-time.md).
 */
export const MATHS_FONT_BUDGET = 32 * KB;

export const LIGHTHOUSE_BUDGETS = {
  /** Every category, median of the runs. */
  score: 100,
  /** FCP and LCP at most this much slower than the no-JavaScript floor. */
  floorRatio: 1.1,
  cls: 0,
  /**
   * Median TBT at most the no-JavaScript floor's median plus this: the browser's
   * own start-up blocks for some milliseconds on any page here, even one
   * paragraph of HTML, so the floor is the baseline (decision record 0006).
   */
  tbtOverFloorMs: 10,
};

/**
 * Tap-to-open on a project page, at most this times a tap once live, whatever the visitor did first: a tap just after
 * a jump to the screenshots or at its very moment, as a smooth scroll to them ends, once the page has settled, or at
 * DOMContentLoaded (bench/bench-tap.ts).
 */
export const TAP_BUDGETS = { overLive: 1.5 };

/**
 * Page to page (bench/bench-navigation.ts), median of the runs: at most `showMs` from a click or a tap on a home
 * card or a post in the writing index, in view for one second or for three, to the next page's first frame; at most `aheadBytes` fetched
 * ahead by the speculation rules while a page is left alone after load (decision 0039), and `aheadPerViewBytes` in
 * a page view read to its end (decision 0056).
 */
export const NAVIGATION_BUDGETS = { showMs: 200, aheadBytes: 150 * KB, aheadPerViewBytes: 200 * KB };
