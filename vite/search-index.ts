// The search page's index (app/routes/search.tsx), made by Pagefind from the built pages once they are written
// (react-router.config.ts): only the pages whose main content is marked data-pagefind-body (projects, posts,
// technologies) are indexed, each under its <html lang>, so every language gets an index of its own. Written to
// build/client/pagefind/, which nothing fetches until a visitor searches (docs/decisions/0046-search-with-pagefind.md).
// `npm run dev` indexes the pages it renders instead (./search-dev.ts), with the same function.
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, sep } from "node:path";
import * as pagefind from "pagefind";
import type { StepResult } from "./build-report.ts";
import { count } from "../app/collections/counts.ts";
import { ALSO_INDEXED_IN } from "../app/page/search-marks.ts";

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

/**
 * The elements a browser lays out as blocks, rows or cells that Pagefind (1.6) reads as running text: their
 * words met the next element's with nothing between ("ContextBrightline", "2026年5月12日1"). Pagefind itself
 * separates p, div, li, section, article, td and h1–h6.
 */
const UNSEPARATED_BLOCKS = [
  "address",
  "aside",
  "blockquote",
  "caption",
  "dd",
  "details",
  "dl",
  "dt",
  "figcaption",
  "figure",
  "footer",
  "header",
  "hgroup",
  "hr",
  "legend",
  "nav",
  "ol",
  "pre",
  "summary",
  "table",
  "th",
  "tr",
];
// A tag, its attributes' quoted values allowed to hold ">".
const BLOCK_TAG = new RegExp(`(<\\/?(?:${UNSEPARATED_BLOCKS.join("|")})\\b(?:"[^"]*"|'[^']*'|[^'">])*>)`, "gi");

/**
 * A page's HTML as the index reads it: a space around each block element's tags, so that no two blocks' words are
 * run together in the index or a result's excerpt, in any language. Inline elements are left as they are: a
 * highlighted line of code is spans side by side, and a word may be half emphasis.
 */
export function withWordBoundaries(html: string): string {
  return html.replace(BLOCK_TAG, " $1 ");
}

/**
 * A page marked to be found in other languages' searches too (ALSO_INDEXED_IN: a post not written in them), as each
 * of those indexes reads it: under that language's <html lang>, with its own language as the result's `lang`.
 * Indexed at its address with the language as a fragment: Pagefind keeps one page per address, and the search page
 * links the address without it.
 */
export function inOtherLanguages(html: string): { lang: string; content: string }[] {
  const also = new RegExp(`\\s${ALSO_INDEXED_IN}="([^"]*)"`).exec(html)?.[1];
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
  if (!also || !lang) return [];
  return also
    .split(" ")
    .filter(Boolean)
    .map((tag) => ({
      lang: tag,
      content: html
        .replace(/(<html[^>]*\slang=")[^"]+"/, `$1${tag}"`)
        .replace(`${ALSO_INDEXED_IN}="${also}"`, `data-pagefind-meta="lang:${lang}"`),
    }));
}

/** A page to index: its address and its HTML. */
export type IndexedPage = { url: string; content: string };

/** Indexes `pages` and returns the index's published files, by path under pagefind/. */
export async function searchIndexFiles(pages: readonly IndexedPage[]): Promise<Map<string, Uint8Array>> {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
  try {
    for (const page of pages) {
      const copies = inOtherLanguages(page.content).map(({ lang, content }) => ({
        url: `${page.url}#${lang}`,
        content,
      }));
      for (const { url, content } of [page, ...copies]) {
        const added = await index.addHTMLFile({ url, content: withWordBoundaries(content) });
        if (added.errors.length > 0)
          throw new Error(`Pagefind could not index ${page.url}: ${added.errors.join("; ")}`);
      }
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
  const languages = indexedLanguages(index);
  return {
    said: `Search index of ${count(pages.length, "page")} in ${count(languages.length, "language")} (${languages.join(", ")}): build/client/${SEARCH_INDEX_DIR}/.`,
  };
}

/**
 * The languages the index has an index for, as Pagefind names them (its pagefind-entry.json), in alphabetical
 * order. Not its WebAssembly files: a language Pagefind cannot stem (Japanese) is indexed with the "unknown" one.
 */
export function indexedLanguages(index: ReadonlyMap<string, Uint8Array>): string[] {
  const entry = index.get("pagefind-entry.json");
  if (!entry) return [];
  const { languages } = JSON.parse(new TextDecoder().decode(entry)) as { languages: Record<string, unknown> };
  return Object.keys(languages).sort();
}
