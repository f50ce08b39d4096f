// @vitest-environment node
// A language the site lists without its words stops the build, with a line
// naming where it is listed and how to add them.
import { expect, test } from "vitest";
import { ContentError } from "../content/content-problems";
import { settings } from "../content/owner-modules";
import { catalogueProblems, checkCatalogues } from "./catalogue-check";

test("a language without a message catalogue is named where it is listed, once, with how to add one", () => {
  const [line, ...others] = catalogueProblems({ SITE_LANGUAGES: "en-GB,de,fr,de-AT" });
  expect(line).toBe(
    'SITE_LANGUAGES: "de" has no message catalogue: copy app/i18n/messages/en.ts to app/i18n/messages/de.ts, translate it and list it in app/i18n/catalogues.ts',
  );
  expect(others).toEqual([]);
  expect(() => checkCatalogues({ SITE_LANGUAGES: "en-GB,de" })).toThrow(ContentError);
});

test("languages with their words, and tags that are no language (siteLanguages() names those), pass", () => {
  expect(catalogueProblems({ SITE_LANGUAGES: "en-GB,fr,ar,not a tag" })).toEqual([]);
  // settings.ts's own, whatever they are.
  expect(catalogueProblems({})).toEqual([]);
  expect(settings.languages?.length).toBeGreaterThan(0);
  expect(() => checkCatalogues({})).not.toThrow();
});
