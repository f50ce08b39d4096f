// @vitest-environment node
import { expect, test } from "vitest";
import { httpsAddress, instant, sanitisedText, textOfHtml, wholeCount } from "./plain-text.ts";

test("plain text has no control or direction-changing characters, and its spaces are folded", () => {
  expect(sanitisedText("  a\u0000b\u202Ec\u200Bd\t\te  ", 100)).toBe("abcd e");
  expect(sanitisedText("one\n\n\n\ntwo  three\r\nfour", 100, { lines: true })).toBe("one\n\ntwo three\nfour");
  expect(sanitisedText("one\ntwo", 100)).toBe("one two");
  // French puts a no-break space before "!" on purpose.
  expect(sanitisedText("Merci\u00A0!", 100)).toBe("Merci\u00A0!");
  expect(sanitisedText(42, 100)).toBe("");
});

test("a long text is cut at a word, with an ellipsis, to at most the length asked", () => {
  const cut = sanitisedText("the quick brown fox jumps over the lazy dog", 20);
  expect(cut).toBe("the quick brown fox…");
  expect([...cut].length).toBeLessThanOrEqual(20);
  // Counted in characters, not UTF-16 units: an emoji is one.
  expect([...sanitisedText("😀".repeat(30), 10)].length).toBe(10);
});

test("HTML becomes its text: paragraphs and breaks as lines, entities decoded, scripts and styles dropped", () => {
  expect(textOfHtml("<p>One<br>two &amp; <b>three</b></p><p>Four</p>")).toBe("One\ntwo & three\n\nFour\n\n");
  expect(textOfHtml("<p><script>alert(1)</script><style>p{}</style>&lt;script&gt;</p>")).toBe("<script>\n\n");
  expect(textOfHtml(undefined)).toBe("");
});

test("addresses, counts and instants are taken only in their form", () => {
  expect(httpsAddress("https://example.com/a")).toBe("https://example.com/a");
  expect(httpsAddress("javascript:alert(1)")).toBeUndefined();
  expect(httpsAddress("http://example.com")).toBeUndefined();
  expect(httpsAddress("https://user:pass@example.com")).toBeUndefined();
  expect(wholeCount(3)).toBe(3);
  expect(wholeCount(-1)).toBeUndefined();
  expect(wholeCount("3")).toBeUndefined();
  expect(instant("2026-03-03T09:15:00Z")).toBe("2026-03-03T09:15:00.000Z");
  expect(instant("yesterday")).toBeUndefined();
});
