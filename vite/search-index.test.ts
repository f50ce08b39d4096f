// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { indexedPages, isPublished, pageUrl, searchIndexFiles } from "./search-index.ts";

const page = (lang: string, main: string) =>
  `<!doctype html><html lang="${lang}"><head><title>t</title></head><body><header><a href="/">Qzxheader</a></header>${main}<footer>Qzxfooter</footer></body></html>`;

test("a page's address is its file's, without .html; the base is Pagefind's to add", () => {
  expect(pageUrl("index.html")).toBe("/");
  expect(pageUrl("tram-times.html")).toBe("/tram-times");
  expect(pageUrl("fr/writing/a-post.html")).toBe("/fr/writing/a-post");
  expect(pageUrl("fr/index.html")).toBe("/fr");
});

test("Pagefind's own interfaces and worker are not published; its API, index and WebAssembly are", () => {
  for (const file of ["pagefind-ui.js", "pagefind-ui.css", "pagefind-component-ui.js", "pagefind-worker.js"])
    expect(isPublished(file), file).toBe(false);
  for (const file of ["pagefind.js", "pagefind-entry.json", "wasm.fr.pagefind", "index/en_1.pf_index"])
    expect(isPublished(file), file).toBe(true);
});

test("only the marked pages are indexed, one index per language, without what surrounds the marked content", async () => {
  const root = mkdtempSync(join(tmpdir(), "search-index-"));
  mkdirSync(join(root, "fr"));
  writeFileSync(join(root, "index.html"), page("en", "<main><h1>Home</h1><p>Unmarked</p></main>"));
  writeFileSync(
    join(root, "a.html"),
    page("en", '<main data-pagefind-body data-pagefind-filter="kind:project"><h1>A</h1><p>Wobblebox</p></main>'),
  );
  writeFileSync(
    join(root, "fr", "a.html"),
    page("fr", '<main data-pagefind-body data-pagefind-filter="kind:project"><h1>A</h1><p>Bidulebox</p></main>'),
  );
  const pages = await indexedPages(root);
  expect(pages.map((indexed) => indexed.url).sort()).toEqual(["/a", "/fr/a"]);
  const files = await searchIndexFiles(pages);
  const names = [...files.keys()];
  expect(names).toContain("pagefind.js");
  expect(names.filter((name) => /^wasm\.(?!unknown)/.test(name)).sort()).toEqual([
    "wasm.en.pagefind",
    "wasm.fr.pagefind",
  ]);
  expect(names.filter((name) => !isPublished(name))).toEqual([]);
}, 30_000);
