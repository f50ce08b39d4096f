// The letters that stand for a name where there is no picture: the owner's monogram on the icons (vite/icons.ts)
// and on a share image without a screenshot or portrait (app/share-image/share-image.tsx), and a project without
// screenshots on its card and in the list of other projects. One rule for all of them.

/**
 * Up to two letters for a name: the first letters of its first and last words ("Ledger Lite" → "LL", "Ada
 * Lovelace" → "AL"), or of its one word; whole characters in any script (an accented or combined letter stays one).
 */
export function initials(name: string): string {
  const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
  const first = (word: string) => segmenter.segment(word)[Symbol.iterator]().next().value?.segment ?? "";
  const words = name
    .trim()
    .split(/[\s\-–—_/]+/u)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
  const letters = words.length > 1 ? [words[0], words.at(-1)] : words;
  return letters
    .map((word) => first(word ?? ""))
    .join("")
    .toLocaleUpperCase();
}
