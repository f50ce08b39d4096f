// The performance budgets, in one place: `npm run bench` checks all of them,
// and the byte budgets are also a test in `npm test` (e2e/budgets.spec.ts).
const KB = 1024;

/** Compressed bytes on the wire, as a phone loads the page (before the viewer opens). */
export const BYTE_BUDGETS = {
  home: { js: 0, total: 150 * KB },
  project: { js: 115 * KB, total: 250 * KB },
  /** The list of posts and a post: plain HTML and CSS, no script at all. */
  writing: { js: 0, total: 150 * KB },
};

export const LIGHTHOUSE_BUDGETS = {
  /** Every category, median of the runs. */
  score: 100,
  /** FCP and LCP at most this much slower than the no-JavaScript floor. */
  floorRatio: 1.1,
  cls: 0,
  tbtMs: 0,
};
