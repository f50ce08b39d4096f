// @vitest-environment node
// Nothing in projects/ or writing/ is left out without a word: a folder the build would skip stops the content
// check naming it, and a translation into a language the site does not have is a warning naming the file.
import { cpSync, mkdirSync, renameSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { checkContentOf, fixtureSiteCopy } from "../e2e/harness/content-copy.ts";

/** A copy of the fixture site, its folder. */
const fixtureCopy = () => fixtureSiteCopy("skipped-content");

function checkContent(content: string) {
  const result = checkContentOf(content);
  expect(result.output).not.toMatch(/^\s+at /m);
  return result;
}

/** Two of the fixture site's projects: one with translations, one with an index.md only. */
const withTranslations = "ledger-lite";
const untranslated = "tram-times";

test(
  "a project folder whose index.md is misnamed, or holds translations only, stops the check naming it",
  { timeout: 60_000 },
  () => {
    const content = fixtureCopy();
    const projects = join(content, "projects");
    renameSync(join(projects, withTranslations, "index.md"), join(projects, withTranslations, "Index.md"));
    renameSync(join(projects, untranslated, "index.md"), join(projects, untranslated, "index.markdown"));
    const misnamed = checkContent(content);
    expect(misnamed.status).toBe(1);
    expect(misnamed.output).toContain(
      `projects/${withTranslations}/: no index.md, so nothing is published from it; it holds Index.md: rename it index.md`,
    );
    expect(misnamed.output).toContain(
      `projects/${untranslated}/: no index.md, so nothing is published from it; it holds index.markdown: rename it index.md`,
    );

    renameSync(join(projects, untranslated, "index.markdown"), join(projects, untranslated, "index.md"));
    renameSync(join(projects, withTranslations, "Index.md"), join(content, "moved-away.md"));
    const translationsOnly = checkContent(content);
    expect(translationsOnly.status).toBe(1);
    expect(translationsOnly.problems).toEqual([
      expect.stringMatching(
        new RegExp(`projects/${withTranslations}/: no index\\.md, .*only translations \\(index\\.\\w+\\.md`),
      ),
    ]);
  },
);

test(
  "a folder with only a stray file, an empty one and a symbolic link stop the check, each named",
  { timeout: 30_000 },
  () => {
    const content = fixtureCopy();
    mkdirSync(join(content, "writing", "left-behind"));
    writeFileSync(join(content, "writing", "left-behind", "photo.png"), "");
    mkdirSync(join(content, "projects", "new-idea"));
    symlinkSync(join(content, "projects", untranslated), join(content, "projects", "linked"));
    const result = checkContent(content);
    expect(result.status).toBe(1);
    expect(result.problems).toEqual([
      expect.stringMatching(/projects\/linked: a symbolic link, which the build does not follow/),
      expect.stringMatching(/projects\/new-idea\/: no index\.md, so nothing is published from it; it is empty/),
      expect.stringMatching(
        /writing\/left-behind\/: no index\.md, so nothing is published from it; it holds photo\.png/,
      ),
      // The pages would still encode the image left behind: empty, it is a problem of its own.
      expect.stringMatching(/writing\/left-behind\/photo\.png: is empty \(0 bytes\)/),
    ]);
  },
);

test("a translation into a language the site does not have is a warning naming the file", { timeout: 30_000 }, () => {
  const content = fixtureCopy();
  // "tlh" (Klingon): a language code no site of the tests has.
  cpSync(join(content, "projects", untranslated, "index.md"), join(content, "projects", untranslated, "index.tlh.md"));
  const result = checkContent(content);
  expect(result.status, result.output).toBe(0);
  expect(result.output).toMatch(
    new RegExp(
      `! .*projects/${untranslated}/index\\.tlh\\.md: a translation into "tlh", a language .*settings\\.ts does not list, so it is not published`,
    ),
  );
});
