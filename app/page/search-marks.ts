// What puts a page's main content in the search index (vite/search-index.ts), and what its result says it is:
// a project, a post or a technology. Pagefind reads these attributes from the built pages.

export const SEARCH_KINDS = ["project", "post", "technology"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The languages (their tags, space-separated) whose search also finds a page, marked with its own language. */
export const ALSO_INDEXED_IN = "data-search-also";

/**
 * On the element that holds a page's main content: only it is indexed, under its kind, in its language's index and
 * in those of `alsoIn` (tags: a post not written in them, vite/search-index.ts).
 */
export function indexedAs(kind: SearchKind, alsoIn: readonly string[] = []) {
  return {
    "data-pagefind-body": "",
    "data-pagefind-filter": `kind:${kind}`,
    ...(alsoIn.length > 0 ? { [ALSO_INDEXED_IN]: alsoIn.join(" ") } : {}),
  } as const;
}

/** On a part of that content that is about other pages (more projects, a table of contents): left out. */
export const NOT_INDEXED = { "data-pagefind-ignore": "" } as const;
