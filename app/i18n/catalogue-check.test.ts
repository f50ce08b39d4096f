// @vitest-environment node
// A language the site lists without its words stops the build, with a line
// naming where it is listed and how to add them.
import { expect, test } from "vitest";
import { contentFile } from "../collections/content-folder";
import { ContentError } from "../schemas/content-problems";
import { settings } from "../collections/owner-modules";
import { catalogueProblems, checkCatalogues } from "./catalogue-check";
import { CATALOGUES } from "./catalogues";

test("a language without a message catalogue is named where it is listed, once, with how to add one", () => {
  // "qaa" is reserved for local use (ISO 639-2 qaa–qtz): no template will ship its words.
  const [line, ...others] = catalogueProblems({ SITE_LANGUAGES: "en-GB,qaa,fr,qaa-AT" });
  expect(line).toBe(
    `SITE_LANGUAGES: "qaa" has no interface words: copy app/i18n/messages/en.ts to ${contentFile("i18n", "qaa.ts")}, rename its function \`words\` and translate it (docs/languages.md)`,
  );
  expect(others).toEqual([]);
  expect(() => checkCatalogues({ SITE_LANGUAGES: "en-GB,qaa" })).toThrow(ContentError);
});

test("a Chinese tag in traditional characters is told to add its own catalogue, not the simplified one's", () => {
  expect(catalogueProblems({ SITE_LANGUAGES: "en,zh-CN,zh-TW" })).toEqual([
    `SITE_LANGUAGES: "zh-TW" has no interface words: copy app/i18n/messages/en.ts to ${contentFile("i18n", "zh-Hant.ts")}, rename its function \`words\` and translate it (docs/languages.md)`,
  ]);
});

test("languages with their words, and tags that are no language (siteLanguages() names those), pass", () => {
  expect(catalogueProblems({ SITE_LANGUAGES: "en-GB,fr,ar,not a tag" })).toEqual([]);
  // Every catalogue's own key, and the tags people write for them.
  expect(catalogueProblems({ SITE_LANGUAGES: Object.keys(CATALOGUES).join(",") })).toEqual([]);
  expect(catalogueProblems({ SITE_LANGUAGES: "pt-BR,pt-PT,zh-CN,zh-Hans-SG,de-CH,es-419,uk-UA" })).toEqual([]);
  // settings.ts's own, whatever they are.
  expect(catalogueProblems({})).toEqual([]);
  expect(settings.languages?.length).toBeGreaterThan(0);
  expect(() => checkCatalogues({})).not.toThrow();
});
