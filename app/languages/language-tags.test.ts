// A language from its tag: its own name, direction and og:locale from Intl,
// and the paths of its pages, prefixed by its code unless it is the default.
import { expect, test } from "vitest";
import { describeLanguage, describeLanguages, languageOfPath, localizePath, unlocalizePath } from "./language-tags";

const [english, french] = describeLanguages(["en-GB", "fr"]) as [
  ReturnType<typeof describeLanguage>,
  ReturnType<typeof describeLanguage>,
];
const languages = [english, french];

test("a language is described from its tag alone: its own name, direction and og:locale", () => {
  expect(describeLanguage("fr", false)).toEqual({
    tag: "fr",
    code: "fr",
    base: "fr",
    label: "Français",
    englishName: "French",
    dir: "ltr",
    ogLocale: "fr_FR",
    isDefault: false,
    prefix: "/fr",
  });
  expect(describeLanguage("ar", false)).toMatchObject({ label: "العربية", dir: "rtl", ogLocale: "ar_EG" });
  expect(describeLanguage("en-GB", true)).toMatchObject({
    tag: "en-GB",
    code: "en-gb",
    label: "English",
    dir: "ltr",
    ogLocale: "en_GB",
    prefix: "",
  });
  expect(describeLanguage("he", false).dir).toBe("rtl");
  expect(() => describeLanguage("not a tag", false)).toThrow(RangeError);
});

test("the default language keeps its paths; another language's are under its code", () => {
  expect(localizePath("/", english)).toBe("/");
  expect(localizePath("/weather-app", english)).toBe("/weather-app");
  expect(localizePath("/", french)).toBe("/fr");
  expect(localizePath("/weather-app", french)).toBe("/fr/weather-app");
  expect(localizePath("/writing/a-post", french)).toBe("/fr/writing/a-post");
});

test("a path's language and its path without it round-trip with localizePath", () => {
  for (const path of ["/", "/weather-app", "/writing/tags/css"]) {
    for (const language of languages) {
      const localized = localizePath(path, language);
      expect(languageOfPath(localized, languages)).toBe(language);
      expect(unlocalizePath(localized, language)).toBe(path);
    }
  }
  expect(unlocalizePath("/fr/", french)).toBe("/");
  // A project whose slug merely starts with a language's code is the default language's.
  expect(languageOfPath("/french-toast", languages)).toBe(english);
  expect(unlocalizePath("/french-toast", french)).toBe("/french-toast");
});
