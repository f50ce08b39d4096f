// What the search page's script (./search.client.ts) shows, worked out apart from the page so it can be tested
// alone: the number of results in the page's language, a result's excerpt with its matched words, where the arrow
// keys move, and the query in the page's address.
import type { PluralForms } from "~/i18n/format";
import type { SearchKind } from "~/page/search-marks";

/** The words the search page hands its script, in the page's language (a JSON data block: ./search-markers.ts). */
export type SearchWords = {
  /** The page's BCP 47 tag, for its plural rules and digits. */
  tag: string;
  /** "{count} results", by plural category. */
  count: PluralForms;
  none: string;
  unavailable: string;
  kinds: Record<SearchKind, string>;
};

/** "3 results", "1 résultat", "نتيجتان": the form the language's plural rules pick, its number in its digits. */
export function resultCountText(words: Pick<SearchWords, "tag" | "count" | "none">, count: number): string {
  if (count === 0) return words.none;
  const form = words.count[new Intl.PluralRules(words.tag).select(count)] ?? words.count.other;
  return form.replace("{count}", new Intl.NumberFormat(words.tag).format(count));
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", "#39": "'", "#x27": "'" };

/**
 * Pagefind's excerpt ("a <mark>tram</mark> board", its text HTML-escaped) as text and marked runs, so the page
 * builds it from text nodes and <mark> elements and never parses the index's HTML.
 */
export function excerptParts(excerpt: string): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = [];
  let marked = false;
  for (const piece of excerpt.split(/(<\/?mark>)/)) {
    if (piece === "<mark>" || piece === "</mark>") {
      marked = piece === "<mark>";
      continue;
    }
    const text = piece.replace(/<[^>]*>/g, "").replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole);
    if (text !== "") parts.push({ text, marked });
  }
  return parts;
}

/**
 * Where a key moves the focus among the box (-1) and `count` results: down from the box to the first, down and up
 * through the list (stopping at its ends), Home and End to its ends, up from the first back to the box. Undefined
 * for any other key, which keeps its usual meaning.
 */
export function movedFocus(key: string, at: number, count: number): number | undefined {
  if (count === 0) return undefined;
  if (key === "ArrowDown") return Math.min(at + 1, count - 1);
  if (key === "ArrowUp") return at === -1 ? undefined : at - 1;
  if (at === -1) return undefined;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return undefined;
}

/** The query a page's address holds: "?q=tram+board" → "tram board". */
export function queryOf(search: string, param: string): string {
  return new URLSearchParams(search).get(param)?.trim() ?? "";
}

/** The page's address with `query` in it, or without it when empty; the rest of the address is kept. */
export function withQuery(href: string, param: string, query: string): string {
  const url = new URL(href);
  if (query.trim() === "") url.searchParams.delete(param);
  else url.searchParams.set(param, query);
  return `${url.pathname}${url.search}${url.hash}`;
}
