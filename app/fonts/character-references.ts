// Characters a content file writes as references rather than as themselves: a page and a drawn diagram show the
// character, so the web fonts must hold it (vite/font-subsets.ts) and a diagram's drawing depends on the file that
// does (app/markdown/mermaid-diagrams.ts).
import { decodeHTML } from "entities";

/** A character reference as HTML (and so Markdown) writes one: `&rarr;`, `&#8594;`, `&#x2192;`. */
const HTML_REFERENCE = /&(?:#\d+|#x[\da-f]+|[a-z][\da-z]*);/gi;
/** One as a Mermaid label writes it, `#` for `&`: `#9829;`, `#quot;` (Mermaid has no hexadecimal form). */
const MERMAID_REFERENCE = /(?<!&)#(\d+|[a-z][\da-z]*);/gi;

/**
 * The characters `text` writes as references, each once: the page and the drawn diagram show the character, which
 * the fonts must hold, not the reference's letters. A reference in code is shown as written; its character is cut
 * into the fonts all the same, a few bytes of a file no page then asks for. A name HTML does not know adds nothing.
 */
export function referencedCharacters(text: string): string {
  const references = [
    ...(text.match(HTML_REFERENCE) ?? []),
    ...[...text.matchAll(MERMAID_REFERENCE)].map(([, name = ""]) => (/^\d+$/.test(name) ? `&#${name};` : `&${name};`)),
  ];
  const characters = new Set<string>();
  for (const reference of new Set(references)) {
    const read = decodeHTML(reference);
    if (read !== reference) for (const character of read) characters.add(character);
  }
  return [...characters].join("");
}
