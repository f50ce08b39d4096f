// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { gunzipSync } from "node:zlib";
import { indexedLanguages, indexedPages, isPublished, pageUrl, searchIndexFiles } from "./search-index.ts";
import { indexedAs } from "../app/page/search-marks.ts";

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

/** The text Pagefind keeps of each page for its excerpts, by address, without the marks it puts between CJK words. */
function indexedText(files: ReadonlyMap<string, Uint8Array>): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [path, data] of files) {
    if (!path.startsWith("fragment/")) continue;
    const fragment = JSON.parse(
      gunzipSync(data)
        .toString("utf8")
        .replace(/^pagefind_dcd/, ""),
    ) as {
      url: string;
      content: string;
    };
    texts.set(fragment.url, fragment.content.replaceAll("\u200b", ""));
  }
  return texts;
}

test("no two blocks' words are run together in the index, in any script; inline markup keeps a word whole", async () => {
  const main = (lang: string, body: string) => ({
    url: `/${lang}`,
    content: page(lang, `<main data-pagefind-body data-pagefind-filter="kind:project"><h1>T</h1>${body}</main>`),
  });
  const files = await searchIndexFiles([
    main(
      "ja",
      '<dl><dt>背景</dt><dd>修理の予約</dd><dt title="a > b">担当</dt><dd>全体</dd></dl><figure class="code"><figcaption>TypeScript</figcaption><pre><code><span>const</span><span>ant</span></code></pre></figure><header><p>公開日</p></header><address>二〇二六年</address>',
    ),
    main(
      "en",
      "<blockquote>Quoted</blockquote><aside>Aside</aside><details><summary>Summary</summary>Details</details><p>half<em>way</em></p><table><tr><th>Head</th><th>Cell</th></tr></table>",
    ),
  ]);
  const texts = indexedText(files);
  const ja = texts.get("/ja") ?? "";
  for (const glued of ["背景修理", "予約担当", "担当全体", "全体TypeScript", "TypeScriptconst", "公開日二"])
    expect(ja, glued).not.toContain(glued);
  // The words are all there, each whole: a line of code stays as written, its spans side by side.
  for (const word of ["背景", "修理の予約", "担当", "全体", "TypeScript", "constant", "公開日", "二〇二六年"])
    expect(ja).toContain(word);
  const en = texts.get("/en") ?? "";
  for (const glued of ["QuotedAside", "AsideSummary", "SummaryDetails", "HeadCell"]) expect(en).not.toContain(glued);
  expect(en).toContain("halfway");
}, 30_000);

test("the index names every language it has an index for, a language Pagefind cannot stem too", async () => {
  const files = await searchIndexFiles(
    ["ja", "en", "fr"].map((lang) => ({
      url: `/${lang}`,
      content: page(
        lang,
        `<main data-pagefind-body data-pagefind-filter="kind:post"><h1>T</h1><p>言葉 words</p></main>`,
      ),
    })),
  );
  expect(indexedLanguages(files)).toEqual(["en", "fr", "ja"]);
}, 30_000);

test("a post marked for other languages' searches is in their indexes too, its own language its result's lang", async () => {
  const attributes = Object.entries(indexedAs("post", ["ja", "ar"]))
    .map(([name, value]) => `${name}="${value}"`)
    .join(" ");
  const files = await searchIndexFiles([
    {
      url: "/writing/rate-limits",
      content: page("en-GB", `<article ${attributes}><h1>Rate limits</h1><p>Riders share addresses.</p></article>`),
    },
    {
      url: "/ja/writing/eki",
      content: page(
        "ja",
        `<article ${indexedAs("post")["data-pagefind-body"] === "" ? "data-pagefind-body" : ""}><h1>駅</h1><p>空の駅</p></article>`,
      ),
    },
  ]);
  expect(indexedLanguages(files)).toEqual(["ar", "en-gb", "ja"]);
  const fragments = [...files]
    .filter(([path]) => path.startsWith("fragment/"))
    .map(([path, data]) => ({
      language: path.slice("fragment/".length).split("_")[0],
      ...(JSON.parse(
        gunzipSync(data)
          .toString("utf8")
          .replace(/^pagefind_dcd/, ""),
      ) as {
        url: string;
        meta: Record<string, string>;
      }),
    }));
  const copies = fragments.filter((fragment) => fragment.url.startsWith("/writing/rate-limits"));
  expect(copies.map((copy) => copy.language).sort()).toEqual(["ar", "en-gb", "ja"]);
  // Its own language's result is unmarked; the others say what language it is in.
  for (const copy of copies) expect(copy.meta.lang).toBe(copy.language === "en-gb" ? undefined : "en-GB");
}, 30_000);
