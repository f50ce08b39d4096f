import { expect, test } from "vitest";
import { messagesIn } from "~/i18n/catalogues";
import { excerptParts, movedFocus, queryOf, resultCountText, withQuery } from "./search-view";

const wordsIn = (tag: string) => {
  const t = messagesIn({ tag });
  return { tag, count: t.searchResultCount, none: t.searchNoResults };
};

test("the count takes the language's plural form and digits, and none has its own words", () => {
  const english = wordsIn("en-GB");
  expect(resultCountText(english, 0)).toBe("No results");
  expect(resultCountText(english, 1)).toBe("1 result");
  expect(resultCountText(english, 1200)).toBe("1,200 results");
  const polish = wordsIn("pl");
  expect([1, 2, 5, 22].map((count) => resultCountText(polish, count))).toEqual([
    "1 wynik",
    "2 wyniki",
    "5 wyników",
    "22 wyniki",
  ]);
  const arabic = wordsIn("ar");
  expect(resultCountText(arabic, 2)).toBe("نتيجتان");
  expect(resultCountText(arabic, 3)).toBe(`${new Intl.NumberFormat("ar").format(3)} نتائج`);
});

test("an excerpt is text and marked runs, its entities decoded and any other tag dropped", () => {
  expect(excerptParts("a <mark>tram</mark> board &amp; <mark>times</mark>")).toEqual([
    { text: "a ", marked: false },
    { text: "tram", marked: true },
    { text: " board & ", marked: false },
    { text: "times", marked: true },
  ]);
  expect(excerptParts("&lt;script&gt; <b>x</b>")).toEqual([{ text: "<script> x", marked: false }]);
});

test("the arrow keys move from the box through the results and back; Home and End reach the ends", () => {
  expect(movedFocus("ArrowDown", -1, 3)).toBe(0);
  expect(movedFocus("ArrowDown", 2, 3)).toBe(2);
  expect(movedFocus("ArrowUp", 0, 3)).toBe(-1);
  expect(movedFocus("ArrowUp", -1, 3)).toBeUndefined();
  expect(movedFocus("End", 0, 3)).toBe(2);
  expect(movedFocus("Home", 2, 3)).toBe(0);
  // In the box, Home and End move the caret; with no results, no key moves anything.
  expect(movedFocus("Home", -1, 3)).toBeUndefined();
  expect(movedFocus("ArrowDown", -1, 0)).toBeUndefined();
  expect(movedFocus("Enter", 0, 3)).toBeUndefined();
});

test("the query is read from and written to the address, keeping the rest of it", () => {
  expect(queryOf("?q=tram+board", "q")).toBe("tram board");
  expect(queryOf("", "q")).toBe("");
  expect(withQuery("http://x.test/portfolio/fr/search#r", "q", "café noir")).toBe(
    "/portfolio/fr/search?q=caf%C3%A9+noir#r",
  );
  expect(withQuery("http://x.test/search?q=old&x=1", "q", " ")).toBe("/search?x=1");
});
