// The search page's index (app/routes/search.tsx), made by Pagefind from the built pages once they are written
// (react-router.config.ts): only the pages whose main content is marked data-pagefind-body (projects, posts,
// technologies) are indexed, each under its <html lang>, so every language gets an index of its own. Written to
// build/client/pagefind/, which nothing fetches until a visitor searches (docs/decisions/0046-search-with-pagefind.md).
// `npm run dev` indexes the pages it renders instead (./search-dev.ts), with the same function.
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, sep } from "node:path";
import * as pagefind from "pagefind";
import type { StepResult } from "./build-report.ts";

/** Where the index is, under the site's base: the search page fetches `${base}pagefind/pagefind.js`. */
export const SEARCH_INDEX_DIR = "pagefind";

/** The mark that puts a page in the index: on the <main> of a project, a post and a technology. */
export const INDEXED_MARK = "data-pagefind-body";

/**
 * A page's address from its file, without the base: "writing/a-post.html" → "writing/a-post". Pagefind puts the
 * folder its pagefind.js is served from in front (`/portfolio/` under a base path), so one index serves any base.
 */
export function pageUrl(file: string): string {
  const path = file
    .split(sep)
    .join("/")
    .replace(/\.html$/, "");
  return path === "index" ? "/" : `/${path.replace(/\/index$/, "")}`;
}

/**
 * Pagefind's own interfaces (its Default, Modular and Component UIs, their styles, the highlighter) and its web
 * worker: the search page uses none of them (app/islands/search.client.ts runs Pagefind on the page's thread, so
 * the policy keeps worker-src 'none'). Not published.
 */
export function isPublished(file: string): boolean {
  return !/^pagefind-(?:ui|modular-ui|component-ui|highlight|worker)\.(?:js|css)$/.test(file);
}

/** A page to index: its address and its HTML. */
export type IndexedPage = { url: string; content: string };

/** Indexes `pages` and returns the index's published files, by path under pagefind/. */
export async function searchIndexFiles(pages: readonly IndexedPage[]): Promise<Map<string, Uint8Array>> {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
  try {
    for (const page of pages) {
      const added = await index.addHTMLFile(page);
      if (added.errors.length > 0) throw new Error(`Pagefind could not index ${page.url}: ${added.errors.join("; ")}`);
    }
    const { files, errors: failed } = await index.getFiles();
    if (failed.length > 0) throw new Error(`Pagefind could not write its index: ${failed.join("; ")}`);
    return new Map(
      files
        .map((file) => [file.path.split(sep).join("/"), file.content] as const)
        .filter(([path]) => isPublished(path)),
    );
  } finally {
    await index.deleteIndex();
    await pagefind.close();
  }
}

/** The pages in `root` (a built site) that carry the mark. */
export async function indexedPages(root: string): Promise<IndexedPage[]> {
  const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith(".html")).sort();
  const pages: IndexedPage[] = [];
  for (const file of files) {
    const content = await readFile(join(root, file), "utf8");
    if (content.includes(INDEXED_MARK)) pages.push({ url: pageUrl(file), content });
  }
  return pages;
}

/** Writes build/client/pagefind/ from the built pages in `root`. */
export async function writeSearchIndex(root: string): Promise<StepResult> {
  const pages = await indexedPages(root);
  const output = join(root, SEARCH_INDEX_DIR);
  await rm(output, { recursive: true, force: true });
  const index = await searchIndexFiles(pages);
  for (const [path, content] of index) {
    await mkdir(dirname(join(output, path)), { recursive: true });
    await writeFile(join(output, path), content);
  }
  const languages = [...index.keys()].filter((path) => /^wasm\.(?!unknown\.)/.test(path)).length;
  return {
    said: `Search index of ${pages.length} pages in ${languages} ${languages === 1 ? "language" : "languages"}: build/client/${SEARCH_INDEX_DIR}/.`,
  };
}
