// The ids the search page's markup (app/routes/search.tsx), its inline loader (./search-loader.js, which spells
// them out: it is plain inline JavaScript) and its script (./search.client.ts) share.
export const SEARCH_ENTRY = "app/islands/search.client.ts";
export const SEARCH_IDS = {
  /** The element around the box: it carries the script's URL (data-src) and Pagefind's (data-pagefind). */
  search: "search",
  box: "search-box",
  status: "search-status",
  results: "search-results",
  /** The list of every page, shown without JavaScript and while no query has results. */
  everything: "search-everything",
  /** The page's words for the script (a JSON data block). */
  words: "search-words",
} as const;
