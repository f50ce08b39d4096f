// Where a word may break in the CV. react-pdf breaks lines only at spaces and
// at the parts a "hyphenation" callback returns, adding a hyphen at such a
// break; Japanese and Chinese write no spaces, so a paragraph of theirs would
// run off the page. Between two letters of those scripts this gives an empty
// part, which react-pdf takes as a space of no width: a break with no hyphen.
// The Japanese rules for line starts and ends (kinsoku) hold: no line starts
// with a closing mark, a small kana or a prolonged sound mark, and none ends
// with an opening bracket.

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;
const NO_LINE_START = new Set(
  "、。，．,.・：；？！）］｝〕〉》」』】〙〗〟’”ゝゞーぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ々〻…‥",
);
const NO_LINE_END = new Set("（［｛〔〈《「『【〘〖〝‘“");

/** A word's parts, with an empty part wherever a line may break inside it; a word without CJK letters is whole. */
export function wordParts(word: string): string[] {
  if (!CJK.test(word)) return [word];
  const chars = [...word];
  const parts: string[] = [];
  let current = "";
  chars.forEach((char, index) => {
    const previous = chars[index - 1];
    const breakable =
      previous !== undefined &&
      (CJK.test(char) || CJK.test(previous)) &&
      !NO_LINE_START.has(char) &&
      !NO_LINE_END.has(previous);
    if (breakable) {
      parts.push(current, "");
      current = "";
    }
    current += char;
  });
  parts.push(current);
  return parts;
}
