// The message catalogues: every language has exactly English's keys (checked
// by tsc below, and at run time), and numbers, plurals and dates come from
// Intl in the language's own rules.
import { expect, test } from "vitest";
import { CATALOGUES, messagesFor, type Messages } from "./catalogues";
import { formatFor } from "./format";
import { describeLanguage } from "../content/languages";

const english = messagesFor(describeLanguage("en-GB", true));
const french = messagesFor(describeLanguage("fr", false));
const arabic = messagesFor(describeLanguage("ar", false));

test("a catalogue missing a key is a type error", () => {
  const withoutPresent = Object.fromEntries(Object.entries(french).filter(([key]) => key !== "present")) as Omit<
    Messages,
    "present"
  >;
  // @ts-expect-error -- "present" is missing: tsc fails on this line if Messages stops requiring every key.
  const incomplete: Messages = withoutPresent;
  expect(Object.keys(incomplete)).not.toContain("present");
});

test("French and Arabic have exactly English's keys", () => {
  const keys = (messages: Messages) => Object.keys(messages).sort();
  expect(keys(french)).toEqual(keys(english));
  expect(keys(arabic)).toEqual(keys(english));
  expect(Object.keys(CATALOGUES).sort()).toEqual(["ar", "en", "fr"]);
});

test("plurals follow each language's rules: Arabic has forms for one, two, a few and many", () => {
  const { number } = formatFor("ar");
  expect(arabic.allPosts(1)).toBe("المقال الوحيد");
  expect(arabic.allPosts(2)).toBe("المقالان");
  expect(arabic.allPosts(3)).toBe(`المقالات الـ${number(3)} كلها`);
  expect(arabic.allPosts(11)).toBe(`المقالات الـ${number(11)} كلها`);
  expect(new Set([1, 2, 3, 11].map((count) => new Intl.PluralRules("ar").select(count)))).toEqual(
    new Set(["one", "two", "few", "many"]),
  );
});

test("plurals in French and English: one, then the count", () => {
  expect(french.allPosts(1)).toBe("Le seul article");
  expect(french.allPosts(2)).toBe("Les 2 articles");
  expect(english.allPosts(1)).toBe("The only post");
  expect(english.allPosts(2)).toBe("All 2 posts");
});

test("dates and numbers are written the language's way", () => {
  expect(formatFor("en-GB").date("2026-03-14")).toBe("14 March 2026");
  expect(formatFor("fr").date("2026-03-14")).toBe("14 mars 2026");
  expect(formatFor("en-US").date("2026-03-14")).toBe("March 14, 2026");
  expect(formatFor("en-GB").number(1200)).toBe("1,200");
  expect(formatFor("fr").number(1200)).toBe("1\u202f200");
  expect(formatFor("fr").list(["a", "b", "c"])).toBe("a, b et c");
});

test("every count in every catalogue takes its language's plural form: no “1 projects”", () => {
  expect(english.seeAllProjects(1)).toBe("See the only project");
  expect(english.seeAllProjects(12)).toBe("See all 12 projects");
  expect(english.taggedSummary(1, "Jane Doe", "sql")).toBe("1 post by Jane Doe tagged “sql”.");
  expect(french.seeAllProjects(1)).toBe("Voir le seul projet");
  expect(french.seeAllProjects(12)).toBe("Voir les 12 projets");
  expect(arabic.seeAllProjects(1)).toBe("عرض المشروع الوحيد");
  expect(arabic.seeAllProjects(2)).toBe("عرض المشروعين");
});

test("headings and labels are in sentence case in every catalogue: no “Technologies Used”", () => {
  // A word after the first written with a capital and then lower case; acronyms (CV, PDF) are all capitals.
  const titleCased = /^\p{Lu}\p{Ll}+$/u;
  for (const messages of [english, french, arabic]) {
    for (const [key, value] of Object.entries(messages)) {
      if (typeof value !== "string") continue;
      const later = value.split(/(?<=[.!?])\s+/).flatMap((sentence) => sentence.split(/\s+/).slice(1));
      expect(
        later.filter((word) => titleCased.test(word)),
        `${key}: ${value}`,
      ).toEqual([]);
    }
  }
});

test("the writing page's introduction reads as a sentence for any job title", () => {
  expect(english.writingDescription("Jane Doe", "Data engineer")).toBe(
    "Articles and notes by Jane Doe, data engineer.",
  );
  expect(english.writingDescription("Jane Doe", "Front-end and full-stack developer")).toBe(
    "Articles and notes by Jane Doe, front-end and full-stack developer.",
  );
  expect(english.writingDescription("Jane Doe", "CTO")).toBe("Articles and notes by Jane Doe, CTO.");
  expect(english.writingDescription("Jane Doe", "iOS developer")).toBe(
    "Articles and notes by Jane Doe, iOS developer.",
  );
  expect(english.writingDescription("Jane Doe", "Senior Engineer at Google")).toBe(
    "Articles and notes by Jane Doe, Senior Engineer at Google.",
  );
  expect(french.writingDescription("Jeanne Dupont", "Ingénieure données")).toBe(
    "Articles et notes de Jeanne Dupont, ingénieure données.",
  );
  expect(french.writingDescription("Jeanne Dupont", "CTO")).toBe("Articles et notes de Jeanne Dupont, CTO.");
  expect(arabic.writingDescription("ليلى", "مهندسة بيانات")).toBe("مقالات وملاحظات ليلى، مهندسة بيانات.");
});
