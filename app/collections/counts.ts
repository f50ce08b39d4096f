// Counts in the build's and the content checks' own messages, which are in English: "1 project",
// "2 projects", "no posts", by the language's plural rules (Intl), never by
// adding an "s" by hand.
const rules = new Intl.PluralRules("en");
const numbers = new Intl.NumberFormat("en");

/** `count(1, "post")` is "1 post", `count(2, "post")` "2 posts", `count(0, "post")` "no posts". */
export function count(value: number, noun: string, plural = `${noun}s`): string {
  if (value === 0) return `no ${plural}`;
  return `${numbers.format(value)} ${rules.select(value) === "one" ? noun : plural}`;
}
