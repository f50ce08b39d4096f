// @vitest-environment node
// The site's languages: settings.ts's tags, or SITE_LANGUAGES for one build,
// each checked, with a line naming where it was written and the tag.
import { expect, test } from "vitest";
import { settings } from "../collections/owner-modules";
import { siteLanguages } from "./languages-setting";
import { problemsOf } from "../test-support/problems-of.ts";

const problemsWith = (SITE_LANGUAGES: string) => problemsOf(() => siteLanguages({ SITE_LANGUAGES }));

test("without SITE_LANGUAGES, the languages are settings.ts's, the first the default", () => {
  expect(siteLanguages({}).map((language) => [language.tag, language.isDefault])).toEqual(
    (settings.languages ?? ["en"]).map((tag, index) => [tag, index === 0]),
  );
});

test("SITE_LANGUAGES overrides settings.ts for one build, its first tag the default", () => {
  expect(siteLanguages({ SITE_LANGUAGES: "en-GB" }).map((language) => language.tag)).toEqual(["en-GB"]);
  const languages = siteLanguages({ SITE_LANGUAGES: "fr, en-GB, ar" });
  expect(languages.map((language) => [language.code, language.prefix])).toEqual([
    ["fr", ""],
    ["en-gb", "/en-gb"],
    ["ar", "/ar"],
  ]);
});

test("a tag that is not a language and one listed twice each stop the build", () => {
  expect(problemsWith("en-GB,not a tag")).toEqual([
    'SITE_LANGUAGES: "not a tag" is not a language tag: write one like "en", "en-GB" or "fr"',
  ]);
  expect(problemsWith("en-GB,fr,FR")).toEqual(['SITE_LANGUAGES: "FR" is listed twice']);
});
