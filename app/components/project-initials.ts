// The letters that stand for a project without screenshots on its card and in
// the list of other projects.

/**
 * Up to two letters for a project's name: the first letters of its first and
 * last words ("Ledger Lite" → "LL"), or of its one word; whole characters in
 * any script (an accented or combined letter stays one).
 */
export function projectInitials(name: string): string {
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
