// What puts a page's main content in the search index (vite/search-index.ts), and what its result says it is:
// a project, a post or a technology. Pagefind reads these attributes from the built pages.

export const SEARCH_KINDS = ["project", "post", "technology"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** On the element that holds a page's main content: only it is indexed, under its kind. */
export function indexedAs(kind: SearchKind) {
  return { "data-pagefind-body": "", "data-pagefind-filter": `kind:${kind}` } as const;
}

/** On a part of that content that is about other pages (more projects, a table of contents): left out. */
export const NOT_INDEXED = { "data-pagefind-ignore": "" } as const;
