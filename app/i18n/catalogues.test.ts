// The message catalogues: every language has exactly English's keys (checked
// by tsc below, and at run time), and numbers, plurals and dates come from
// Intl in the language's own rules.
import { expect, test } from "vitest";
import { CATALOGUES, catalogueKeyIn, messagesIn, missingCatalogueKeyIn, type Messages } from "./catalogues";
import { formatFor } from "./format";
import { describeLanguage } from "../languages/language-tags";

const english = messagesIn(describeLanguage("en-GB", true));
const french = messagesIn(describeLanguage("fr", false));
const arabic = messagesIn(describeLanguage("ar", false));

test("a catalogue missing a key is a type error", () => {
  const withoutPresent = Object.fromEntries(Object.entries(french).filter(([key]) => key !== "present")) as Omit<
    Messages,
    "present"
  >;
  // @ts-expect-error -- "present" is missing: tsc fails on this line if Messages stops requiring every key.
  const incomplete: Messages = withoutPresent;
  expect(Object.keys(incomplete)).not.toContain("present");
});

test("every catalogue has exactly English's keys, and each value is of English's kind", () => {
  const keys = (messages: Messages) => Object.keys(messages).sort();
  expect(Object.keys(CATALOGUES).length).toBeGreaterThan(1);
  for (const [key, catalogue] of Object.entries(CATALOGUES)) {
    const messages = catalogue(formatFor(key));
    expect(keys(messages), key).toEqual(keys(english));
    for (const [name, value] of Object.entries(messages)) {
      const model = english[name as keyof Messages];
      expect(typeof value, `${key}.${name}`).toBe(typeof model);
      if (typeof value === "function" && typeof model === "function")
        expect(value.length, `${key}.${name}`).toBe(model.length);
      if (typeof value === "string") expect(value.trim(), `${key}.${name}`).not.toBe("");
    }
  }
});

test("a tag takes the most specific catalogue there is: region, then script, then language", () => {
  expect(catalogueKeyIn("en-GB")).toBe("en");
  expect(catalogueKeyIn("pt-BR")).toBe("pt");
  expect(catalogueKeyIn("pt")).toBe("pt");
  expect(catalogueKeyIn("pt-PT")).toBe("pt-PT");
  for (const tag of ["zh", "zh-CN", "zh-Hans", "zh-SG", "zh-Hans-HK"]) expect(catalogueKeyIn(tag), tag).toBe("zh-Hans");
  // Traditional characters are not simplified ones: no catalogue, and the one to add is named by its script.
  for (const tag of ["zh-TW", "zh-Hant", "zh-HK"]) {
    expect(catalogueKeyIn(tag), tag).toBeUndefined();
    expect(missingCatalogueKeyIn(tag)).toBe("zh-Hant");
    expect(() => messagesIn({ tag })).toThrow(`No message catalogue for ${tag}`);
  }
  // A language whose catalogues are keyed by language alone is named so.
  expect(missingCatalogueKeyIn("qaa-Latn-AT")).toBe("qaa");
  expect(messagesIn({ tag: "zh-CN" }).projects).toBe(messagesIn({ tag: "zh-Hans" }).projects);
  expect(messagesIn({ tag: "pt-BR" }).downloadCv).not.toBe(messagesIn({ tag: "pt-PT" }).downloadCv);
});

test("every catalogue writes a count in its language's digits and grouping", () => {
  for (const key of Object.keys(CATALOGUES)) {
    const { number } = formatFor(key);
    const t = messagesIn({ tag: key });
    for (const count of [5, 22, 1200]) {
      const uses = t.technologyUses(count, count);
      expect(uses.split(number(count)).length - 1, `${key}: ${uses}`).toBe(2);
      expect(t.minutesToRead(count), key).toContain(number(count));
    }
  }
});

test("Polish counts take one, few and many: 1 projekt, 2 projekty, 5 projektów, 22 projekty", () => {
  const polish = messagesIn({ tag: "pl" });
  expect(polish.technologyUses(1, 1)).toBe("1 projekt, 1 artykuł");
  expect(polish.technologyUses(2, 3)).toBe("2 projekty, 3 artykuły");
  expect(polish.technologyUses(5, 12)).toBe("5 projektów, 12 artykułów");
  expect(polish.technologyUses(21, 22)).toBe("21 projektów, 22 artykuły");
  expect(polish.technologyUses(0, 1)).toBe("1 artykuł");
  expect(polish.seeAllProjects(1)).toBe("Zobacz jedyny projekt");
  expect(polish.seeAllProjects(4)).toBe("Zobacz wszystkie 4 projekty");
  expect(polish.seeAllProjects(25)).toBe("Zobacz wszystkie 25 projektów");
  expect(polish.taggedSummary(22, "Jan Kowalski", "sql")).toBe("Jan Kowalski: 22 artykuły z tagiem „sql”.");
});

test("Ukrainian counts take one (1 and 21), few and many: 1 стаття, 2 статті, 5 статей, 21 стаття", () => {
  const ukrainian = messagesIn({ tag: "uk" });
  expect(ukrainian.technologyUses(1, 1)).toBe("1 проєкт, 1 стаття");
  expect(ukrainian.technologyUses(2, 2)).toBe("2 проєкти, 2 статті");
  expect(ukrainian.technologyUses(5, 5)).toBe("5 проєктів, 5 статей");
  expect(ukrainian.technologyUses(11, 21)).toBe("11 проєктів, 21 стаття");
  expect(ukrainian.technologyUses(22, 25)).toBe("22 проєкти, 25 статей");
  expect(ukrainian.seeAllProjects(1)).toBe("Переглянути єдиний проєкт");
  expect(ukrainian.seeAllProjects(21)).toBe("Переглянути всі 21 проєкт");
  expect(ukrainian.seeAllProjects(3)).toBe("Переглянути всі 3 проєкти");
  expect(ukrainian.seeAllProjects(12)).toBe("Переглянути всі 12 проєктів");
});

test("Japanese, Chinese and Korean count with a counter word and no plural form", () => {
  const japanese = messagesIn({ tag: "ja" });
  expect(japanese.technologyUses(1, 1)).toBe("プロジェクト1件、記事1件");
  expect(japanese.technologyUses(5, 0)).toBe("プロジェクト5件");
  expect(japanese.seeAllProjects(1200)).toBe("すべてのプロジェクトを見る（1,200件）");
  expect(messagesIn({ tag: "zh-CN" }).technologyUses(2, 1)).toBe("2 个项目，1 篇文章");
  expect(messagesIn({ tag: "ko" }).technologyUses(2, 1)).toBe("프로젝트 2개, 글 1개");
});

test("German, Swedish and Turkish nouns after a number: 2 Projekte, 2 projekt, 2 proje", () => {
  expect(messagesIn({ tag: "de" }).technologyUses(1, 2)).toBe("1 Projekt, 2 Artikel");
  expect(messagesIn({ tag: "de" }).technologyUses(1200, 1)).toBe("1.200 Projekte, 1 Artikel");
  // Austria groups thousands with a space: the tag's own rules, from the same catalogue.
  expect(messagesIn({ tag: "de-AT" }).technologyUses(1200, 1)).toBe("1\u00a0200 Projekte, 1 Artikel");
  expect(messagesIn({ tag: "sv" }).technologyUses(2, 2)).toBe("2 projekt, 2 artiklar");
  expect(messagesIn({ tag: "tr" }).technologyUses(2, 1)).toBe("2 proje, 1 yazı");
});

test("plurals follow each language's rules: Arabic has forms for one, two, a few and many", () => {
  const { number } = formatFor("ar");
  expect(arabic.allPosts(1)).toBe("مقال واحد");
  expect(arabic.allPosts(2)).toBe("المقالان");
  expect(arabic.allPosts(3)).toBe(`المقالات الـ${number(3)} كلها`);
  expect(arabic.allPosts(11)).toBe(`المقالات الـ${number(11)} كلها`);
  expect(new Set([1, 2, 3, 11].map((count) => new Intl.PluralRules("ar").select(count)))).toEqual(
    new Set(["one", "two", "few", "many"]),
  );
});

test("plurals in French and English: one, then the count", () => {
  expect(french.allPosts(1)).toBe("1 article");
  expect(french.allPosts(2)).toBe("Les 2 articles");
  expect(english.allPosts(1)).toBe("1 post");
  expect(english.allPosts(2)).toBe("All 2 posts");
});

test('the link to every post gives the count, one post too: "1 post", never "the only post"', () => {
  for (const [key, catalogue] of Object.entries(CATALOGUES)) {
    const { number } = formatFor(key);
    const messages = catalogue(formatFor(key));
    // Arabic names one and two of a thing by the noun's own forms ("one post", the dual), not by a digit.
    const counts = key === "ar" ? [3, 11, 1200] : [1, 2, 3, 5, 22, 1200];
    for (const count of counts) expect(messages.allPosts(count), `${key} ${count}`).toContain(number(count));
  }
  expect(arabic.allPosts(1)).toContain("واحد");
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
  // A word after the first written with a capital and then lower case; acronyms (CV, PDF) are all capitals, and
  // services are named as they name themselves (Bluesky, Mastodon, GitHub Discussions, Polish "na Mastodonie").
  const titleCased = /^(?!Bluesky|Mastodon|Discussions)\p{Lu}\p{Ll}+$/u;
  // German writes every noun with a capital.
  const sentenceCased = Object.keys(CATALOGUES).filter((key) => key !== "de");
  for (const messages of sentenceCased.map((tag) => messagesIn({ tag }))) {
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

test("every catalogue counts search results in every plural form its language uses, with the number where it varies", () => {
  for (const key of Object.keys(CATALOGUES)) {
    const forms = messagesIn({ tag: key }).searchResultCount;
    const rules = new Intl.PluralRules(key);
    for (let count = 1; count <= 200; count++) {
      const category = rules.select(count);
      const form = forms[category];
      expect(form, `${key}: no "${category}" form (for ${count})`).toBeDefined();
      // A form used for more than one count ("2 results", "5 wyników") must say which; "one" and "two" may spell it.
      if (!["one", "two"].includes(category)) expect(form, `${key}.${category}`).toContain("{count}");
    }
  }
});
