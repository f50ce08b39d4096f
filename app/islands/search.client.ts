// The search page's script, imported by its inline loader (./search-loader.js) once the visitor focuses or types in
// the box, or straight away when the address holds a query. Plain DOM, no React: it loads Pagefind's JS API from the
// index the build wrote (vite/search-index.ts), one index per language chosen by the page's <html lang>, and lists
// the results as links. Pagefind runs on the page's thread (no worker), so the page's policy needs only
// 'wasm-unsafe-eval' beside its own scripts (docs/decisions/0046-search-with-pagefind.md).
import { SEARCH_PARAM } from "~/addresses/paths";
import { SEARCH_KINDS, type SearchKind } from "~/page/search-marks";
import { SEARCH_IDS } from "./search-markers";
import { excerptParts, movedFocus, queryOf, resultCountText, withQuery, type SearchWords } from "./search-view";

type PagefindResult = {
  url: string;
  excerpt: string;
  /** `lang`: a post not written in the page's language, found in it (vite/search-index.ts): its own language. */
  meta: { title?: string; lang?: string };
  filters: Record<string, string[]>;
};
type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  debouncedSearch: (
    query: string,
    options?: object,
    wait?: number,
  ) => Promise<{
    results: { data: () => Promise<PagefindResult> }[];
  } | null>;
};

/** How many results get their title and excerpt fetched; the count announced is every result's. */
const SHOWN = 20;

const element = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const search = element<HTMLElement>(SEARCH_IDS.search);
const box = element<HTMLInputElement>(SEARCH_IDS.box);
const status = element<HTMLElement>(SEARCH_IDS.status);
const list = element<HTMLOListElement>(SEARCH_IDS.results);
const everything = element<HTMLElement>(SEARCH_IDS.everything);
const words = JSON.parse(element(SEARCH_IDS.words).textContent ?? "{}") as SearchWords;

let pagefind: Promise<Pagefind> | undefined;
function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (import(/* @vite-ignore */ search.dataset.pagefind ?? "") as Promise<Pagefind>).then(async (api) => {
    await api.options({ noWorker: true, excerptLength: 24 });
    return api;
  });
  return pagefind;
}

function show(results: PagefindResult[]) {
  list.replaceChildren(
    ...results.map((result) => {
      const item = document.createElement("li");
      const kind = document.createElement("p");
      kind.dataset.part = "kind";
      const key = result.filters.kind?.[0];
      kind.textContent = SEARCH_KINDS.includes(key as SearchKind) ? words.kinds[key as SearchKind] : "";
      const link = document.createElement("a");
      link.href = result.url;
      link.textContent = result.meta.title ?? result.url;
      const excerpt = document.createElement("p");
      excerpt.dataset.part = "excerpt";
      excerpt.append(
        ...excerptParts(result.excerpt).map(({ text, marked }) => {
          if (!marked) return document.createTextNode(text);
          const mark = document.createElement("mark");
          mark.textContent = text;
          return mark;
        }),
      );
      item.append(kind, link, excerpt);
      const { lang } = result.meta;
      if (lang) {
        // In its own language, named in its own words, as the writing page lists it.
        // Indexed once per language at its address and #language (vite/search-index.ts): the page is the address.
        link.href = result.url.replace(/#.*$/, "");
        link.lang = lang;
        link.hreflang = lang;
        excerpt.lang = lang;
        const language = document.createElement("p");
        language.dataset.part = "language";
        language.lang = lang;
        // Named as the language switcher names it (app/languages/language-tags.ts): "English", not "British English".
        const code = new Intl.Locale(lang).language;
        language.textContent = new Intl.DisplayNames([lang], { type: "language" }).of(code) ?? lang;
        item.insertBefore(language, link);
      }
      return item;
    }),
  );
  list.hidden = results.length === 0;
  // The list of every page stays for a query with no results: the next best thing to browse.
  everything.hidden = results.length > 0;
}

let latest = 0;
async function run(query: string) {
  const asked = ++latest;
  // The query in the address, replaced rather than pushed: Back leaves the page, and comes back to this query.
  history.replaceState(history.state, "", withQuery(location.href, SEARCH_PARAM, query));
  if (query.trim() === "") {
    show([]);
    status.textContent = "";
    return;
  }
  try {
    const api = await loadPagefind();
    const found = await api.debouncedSearch(query, {}, 150);
    // A newer query is under way (debouncedSearch answers null to the ones it dropped).
    if (found === null || asked !== latest) return;
    const results = await Promise.all(found.results.slice(0, SHOWN).map((result) => result.data()));
    if (asked !== latest) return;
    show(results);
    status.textContent = resultCountText(words, found.results.length);
  } catch {
    if (asked !== latest) return;
    show([]);
    status.textContent = words.unavailable;
  }
}

box.addEventListener("input", () => void run(box.value));
document.addEventListener("keydown", (event) => {
  const links = [...list.querySelectorAll("a")];
  const at = event.target === box ? -1 : links.indexOf(event.target as HTMLAnchorElement);
  if (at === -1 && event.target !== box) return;
  const to = movedFocus(event.key, at, links.length);
  if (to === undefined) return;
  event.preventDefault();
  (to === -1 ? box : links[to])?.focus();
});

// The address's query (a shared link, or Back to this page), else what the visitor typed before the script came.
const linked = queryOf(location.search, SEARCH_PARAM);
if (linked !== "" && box.value === "") box.value = linked;
if (box.value !== "") void run(box.value);
