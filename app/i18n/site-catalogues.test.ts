// @vitest-environment node
// An owner's own catalogue, content/i18n/<key>.ts: a complete one gives its language the owner's words; one that
// lacks a key, adds one, writes one as the wrong kind, or does not load is not used, and the check names the file
// and the keys in one line each.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeEach, expect, test } from "vitest";
import { displayPath } from "../collections/content-folder.ts";
import { catalogueKeyIn, messagesIn, withOwnerCatalogues } from "./catalogues";
import { loadOwnerCatalogues } from "./site-catalogues";

const root = mkdtempSync(join(tmpdir(), "owner-catalogues-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let dir = root;
// Each test its own folder.
beforeEach(() => {
  dir = mkdtempSync(join(root, "i18n-"));
});
const english = JSON.stringify(resolve(import.meta.dirname, "messages/en.ts"));

/** A catalogue file made of English's words with `body` (an object's entries) over them. */
function write(name: string, body: string, exported = "words") {
  writeFileSync(
    join(dir, name),
    `import { en } from ${english};\nexport function ${exported}(format) {\n  return { ...en(format), ${body} };\n}\n`,
  );
  return displayPath(join(dir, name));
}

test("a complete catalogue of the owner's gives its language, and its regions, the owner's words", async () => {
  write("cy.ts", `downloadCv: "Lawrlwytho CV", allPosts: (count) => \`Pob un o'r \${format.number(count)} ysgrif\``);
  const { catalogues, problems } = await loadOwnerCatalogues(dir);
  expect(problems).toEqual([]);
  const site = withOwnerCatalogues(catalogues);
  expect(catalogueKeyIn("cy-GB", site)).toBe("cy");
  expect(catalogueKeyIn("cy")).toBeUndefined();
  const welsh = messagesIn({ tag: "cy-GB" }, site);
  expect(welsh.downloadCv).toBe("Lawrlwytho CV");
  expect(welsh.allPosts(1200)).toBe("Pob un o'r 1,200 ysgrif");
});

test("a catalogue with a key missing, one too many, or one of the wrong kind is named, keys and all, and not used", async () => {
  // Each built on English's, with its keys changed.
  const lacking = join(dir, "qaa.ts");
  writeFileSync(
    lacking,
    `import { en } from ${english};\nexport function words(format) {\n  const { present, downloadCv, ...rest } = en(format);\n  return rest;\n}\n`,
  );
  const extra = write("qab.ts", `downloadCvNow: "Now", allPosts: "All posts", present: " "`);
  const { catalogues, problems } = await loadOwnerCatalogues(dir);
  expect(catalogues).toEqual({});
  expect(problems).toEqual([
    `${displayPath(lacking)}: missing downloadCv, present: copy them from app/i18n/messages/en.ts and translate them`,
    `${extra}: unknown downloadCvNow: remove them (app/i18n/messages/en.ts has every key there is)`,
    `${extra}: present: write a text, as app/i18n/messages/en.ts does, not an empty text`,
    `${extra}: allPosts: write a function of 1, as app/i18n/messages/en.ts does, not a text`,
  ]);
});

test("a file named by no language, without `words`, or that does not parse is one line each", async () => {
  const unnamed = write("welsh_words.ts", "");
  const exportless = write("qac.ts", "", "en");
  const broken = join(dir, "qad.ts");
  writeFileSync(broken, `export function words(format) {\n  return { downloadCv: "CV" \n`);
  const { catalogues, problems } = await loadOwnerCatalogues(dir);
  expect(catalogues).toEqual({});
  expect(problems).toHaveLength(3);
  expect(problems[0]).toBe(
    `${exportless}: exports no \`words\`; write \`export function words(format: Format): Messages { return { … } }\`, as docs/languages.md shows`,
  );
  // The file, line and column of the mistake, as for site.ts (app/collections/owner-module-errors.ts).
  expect(problems[1]).toMatch(new RegExp(`^${displayPath(broken)}:2:\\d+: '}' expected`));
  expect(problems[2]).toBe(
    `${unnamed}: "welsh_words" is no language tag: name the file by its language, as cy.ts or pt-BR.ts`,
  );
});
