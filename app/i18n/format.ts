// Numbers, plurals, dates and lists in a page's language, all through Intl:
// the message catalogues (./messages) receive these, made for the language's
// full tag, so "en-GB" writes 14 March 2026 where "en-US" writes March 14, 2026.

/** A message's forms by plural category; `other` is the one every language has. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export type Format = {
  /** The language's BCP 47 tag. */
  tag: string;
  /** 1,200 in English, 1 200 in French. */
  number: (value: number) => string;
  /** The form for `count`, chosen by the language's plural rules. */
  plural: (count: number, forms: PluralForms) => string;
  /** A YYYY-MM-DD calendar date, written out in full: "14 March 2026", "14 mars 2026". */
  date: (day: string) => string;
  /** "a, b and c", "a, b et c". */
  list: (items: readonly string[]) => string;
  /**
   * A label written to stand alone (a job title, "Data engineer") as it reads
   * inside a sentence: "data engineer". Only an ordinary capitalised first
   * word is lowered; an acronym (CTO), a word with inner capitals (iOS,
   * DevOps) or a title in Title Case (Senior Engineer at Google) is left as written.
   */
  inSentence: (label: string) => string;
};

const ORDINARY_WORD = /^\p{Lu}\p{Ll}+(?:-\p{Ll}+)*$/u;
const CAPITALISED = /^\p{Lu}\p{Ll}/u;

function inSentence(label: string, tag: string): string {
  const [first = "", ...rest] = label.trim().split(/\s+/);
  if (!ORDINARY_WORD.test(first) || rest.some((word) => CAPITALISED.test(word))) return label;
  return first.charAt(0).toLocaleLowerCase(tag) + label.trim().slice(1);
}

/**
 * What the language's Intl formats can write around the content's own words, for the fonts to hold (vite/font-subsets.ts):
 * every month of a long date (2026年5月12日, 12 mai 2026), every digit of its numbers (Arabic's ٠–٩ too), and its list's
 * words and signs ("、", " et ").
 */
export function formatSamples(tag: string): string {
  const format = formatFor(tag);
  const months = Array.from({ length: 12 }, (_, index) => format.date(`2026-${String(index + 1).padStart(2, "0")}-28`));
  return [...months, format.number(1234567890.5), format.list(["a", "b"]), format.list(["a", "b", "c"])].join("\n");
}

const formats = new Map<string, Format>();

/** The formats of a language, made once per tag: made for every page, they took 0.17 s of a 60-project pre-render. */
export function formatFor(tag: string): Format {
  let format = formats.get(tag);
  if (!format) {
    format = makeFormat(tag);
    formats.set(tag, format);
  }
  return format;
}

function makeFormat(tag: string): Format {
  const numbers = new Intl.NumberFormat(tag);
  const plurals = new Intl.PluralRules(tag);
  // The day as written, whatever the build machine's time zone.
  const dates = new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: "UTC" });
  const lists = new Intl.ListFormat(tag, { type: "conjunction" });
  return {
    tag,
    number: (value) => numbers.format(value),
    plural: (count, forms) => forms[plurals.select(count)] ?? forms.other,
    date: (day) => dates.format(new Date(`${day}T00:00:00Z`)),
    list: (items) => lists.format(items),
    inSentence: (label) => inSentence(label, tag),
  };
}
