// @vitest-environment node
// The translation rule, on generated content in English (the default) and
// French: a translation holds the fields a visitor reads; one it leaves out
// stops the build, naming the file, the field and the language, unless the
// owner lists it under `fallback`; a shared field set in a translation stops
// it too. Projects, posts and site.ts follow the same rule.
import { contentFile } from "../collections/content-folder.ts";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { fixtureSlug, writeFixtureProjects } from "../test-support/fixture-projects";
import { describeLanguages } from "./language-tags";
import { count } from "../collections/counts";
import { loadProjectsByLanguage } from "../collections/project-collection";
import { site } from "../../fixtures/site/site";
import { translation as frenchSite } from "../../fixtures/site/site.fr";
import { translateSite } from "./translated-site";
import { loadPostsByLanguage } from "../collections/writing";
import { problemsOf } from "../test-support/problems-of.ts";

const languages = describeLanguages(["en-GB", "fr"]);
const [english, french] = languages as [(typeof languages)[0], (typeof languages)[0]];

let dir: string;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "translations-"));
  await writeFixtureProjects(dir, { projects: 1, screenshots: 2, width: 64, height: 8, translations: [] });
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const FRENCH_IMAGES = `images:
  - src: screen-01.png
    alt: Écran 1 du projet 1, à rayures.
  - src: screen-02.png
    alt: Écran 2 du projet 1, à rayures.`;

/** index.fr.md of the one project: `front` between the --- lines, then `body`. */
async function translate(front: string, body = "La description du projet 1.\n") {
  await writeFile(join(dir, fixtureSlug(0), "index.fr.md"), `---\n${front}\n---\n\n${body}`);
}

const complete = `role: Développeuse\nsummary: Le projet généré numéro 1.\n${FRENCH_IMAGES}`;
const frenchFile = () => `${dir}/${fixtureSlug(0)}/index.fr.md`;

const projectProblems = () => problemsOf(() => loadProjectsByLanguage({ dir, languages, includeDrafts: false }));
const projectIn = (code: string) => loadProjectsByLanguage({ dir, languages, includeDrafts: false })[code]![0]!;

test("a complete translation gives the project in French, sharing its technologies, links and screenshots", async () => {
  await translate(`name: Projet 1\n${complete}`);
  const project = projectIn("fr");
  expect(project).toMatchObject({
    name: "Projet 1",
    role: "Développeuse",
    summary: "Le projet généré numéro 1.",
    tech: ["TypeScript", "Tech 1"],
  });
  expect(project.description).toContain("La description du projet 1.");
  expect(project.images.map((image) => [image.src, image.alt])).toEqual([
    ["screen-01.png", "Écran 1 du projet 1, à rayures."],
    ["screen-02.png", "Écran 2 du projet 1, à rayures."],
  ]);
  expect(projectIn("en-gb").role).toBe("Developer");
});

test("a project without index.fr.md stops the build, naming the file and the language", () => {
  const [line] = projectProblems();
  expect(line).toContain(frenchFile());
  expect(line).toContain("missing: the project in French (fr)");
});

test("a draft needs no translation yet: in development its other languages show its own text", async () => {
  const index = join(dir, fixtureSlug(0), "index.md");
  await writeFile(index, readFileSync(index, "utf8").replace(/^---\n/, "---\ndraft: true\n"));
  const load = () => loadProjectsByLanguage({ dir, languages, includeDrafts: true });
  expect(problemsOf(load)).toEqual([]);
  const { fr, "en-gb": own } = load();
  expect(fr![0]).toEqual(own![0]);
  // Once a translation is begun, it is checked like any other.
  await translate(complete.replace("summary: Le projet généré numéro 1.\n", ""));
  expect(problemsOf(load)).toEqual([
    `${frenchFile()}: summary: missing in French (fr): translate it, or list "summary" under fallback to show the English text`,
  ]);
});

test("a field missing from a translation stops the build, naming the file, the field and the language", async () => {
  await translate(complete.replace("summary: Le projet généré numéro 1.\n", ""));
  expect(projectProblems()).toEqual([
    `${frenchFile()}: summary: missing in French (fr): translate it, or list "summary" under fallback to show the English text`,
  ]);
});

test("a field listed under fallback shows the English text", async () => {
  await translate(`${complete.replace("summary: Le projet généré numéro 1.\n", "")}\nfallback: [summary]`);
  expect(projectProblems()).toEqual([]);
  expect(projectIn("fr")).toMatchObject({ role: "Développeuse", summary: "Generated project number 1, one of 1." });
});

test("fallback: true shows the English text for every field", async () => {
  await translate("fallback: true", "");
  expect(projectIn("fr")).toMatchObject({ role: "Developer", summary: "Generated project number 1, one of 1." });
  expect(projectIn("fr").description).toContain("The description of project 1");
});

test("images[].alt under fallback covers every screenshot's alt text", async () => {
  await translate("role: Développeuse\nsummary: Le projet généré numéro 1.");
  expect(projectProblems()).toEqual([
    expect.stringContaining(": images[0].alt: missing in French (fr)"),
    expect.stringContaining(": images[1].alt: missing in French (fr)"),
  ]);
  await translate("role: Développeuse\nsummary: Le projet généré numéro 1.\nfallback: ['images[].alt']");
  expect(projectIn("fr").images[1]!.alt).toBe("Screen 2 of project 1, in stripes.");
});

test("a shared field in a translation stops the build: it is set in index.md only", async () => {
  await translate(`${complete}\ntech: [Rust]`);
  expect(projectProblems()).toEqual([
    `${frenchFile()}: tech: is shared by every language: set it in ${dir}/${fixtureSlug(0)}/index.md only`.replace(
      `${process.cwd()}/`,
      "",
    ),
  ]);
});

test("a translated alt text for a screenshot the project does not have stops the build", async () => {
  await translate(`${complete}\n  - src: other.png\n    alt: Une autre.`);
  expect(projectProblems()).toEqual([
    `${frenchFile()}: images[2].src: "other.png" is not one of the project's screenshots (screen-01.png, screen-02.png)`,
  ]);
});

// Posts: a folder of index.md and index.fr.md, or a post in one language only.
function writing(files: Record<string, string>): string {
  const root = mkdtempSync(join(dir, "writing-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const ENGLISH_POST =
  "---\ntitle: A post\ndescription: What it is about.\ndate: 2026-03-14\ntags: [css]\n---\n\nSome text.\n";
const postsIn = (root: string, tags = ["en-GB", "fr"]) =>
  loadPostsByLanguage({ dir: root, languages: describeLanguages(tags), includeDrafts: false });

test("a post in both languages is listed in each, in its words, with the languages it is in", () => {
  const root = writing({
    "a-post/index.md": ENGLISH_POST,
    "a-post/index.fr.md": "---\ntitle: Un article\ndescription: Ce dont il parle.\n---\n\nDu texte.\n",
  });
  const posts = postsIn(root);
  expect(posts["en-gb"]!.map((post) => post.data.title)).toEqual(["A post"]);
  expect(posts.fr!.map((post) => [post.data.title, post.data.date, post.data.tags])).toEqual([
    ["Un article", "2026-03-14", ["css"]],
  ]);
  expect(posts.fr![0]!.languages).toEqual(["en-gb", "fr"]);
  expect(posts["en-gb"]![0]!.languages).toEqual(["en-gb", "fr"]);
});

test("a post's translation without its title stops the build, naming the file", () => {
  const root = writing({
    "a-post/index.md": ENGLISH_POST,
    "a-post/index.fr.md": "---\ndescription: Ce dont il parle.\n---\n\nDu texte.\n",
  });
  expect(problemsOf(() => postsIn(root))).toEqual([
    expect.stringMatching(/a-post\/index\.fr\.md: title: missing in French \(fr\)/),
  ]);
});

test("a post's translation that sets the date stops the build: the date is shared", () => {
  const root = writing({
    "a-post/index.md": ENGLISH_POST,
    "a-post/index.fr.md":
      "---\ntitle: Un article\ndescription: Ce dont il parle.\ndate: 2026-04-01\n---\n\nDu texte.\n",
  });
  expect(problemsOf(() => postsIn(root))).toEqual([
    expect.stringMatching(/a-post\/index\.fr\.md: date: is shared by every language/),
  ]);
});

test("a post written only in French is listed only in French", () => {
  const root = writing({
    "en-francais/index.fr.md":
      "---\ntitle: Seulement en français\ndescription: Un article.\ndate: 2026-05-01\ntags: [css]\n---\n\nDu texte.\n",
  });
  const posts = postsIn(root);
  expect(posts["en-gb"]).toEqual([]);
  expect(posts.fr!.map((post) => [post.slug, post.languages])).toEqual([["en-francais", ["fr"]]]);
});

test("a file named for the default language stops the build: nothing would read it", () => {
  const root = writing({ "a-post.fr.md": ENGLISH_POST });
  expect(problemsOf(() => postsIn(root, ["fr", "en-GB"]))).toEqual([
    expect.stringMatching(
      /a-post\.fr\.md: French \(fr\) is the default language, whose text is index\.md .*rename this file/,
    ),
  ]);
});

// site.ts in French: the fixture site's site.fr.ts `translation` (fixtures/site).
/** `value` without its field `key`. */
const without = <T extends object>(value: T, key: keyof T) =>
  Object.fromEntries(Object.entries(value).filter(([field]) => field !== key));
const problemsOfSite = (input: unknown) => translateSite(site, input, french, english).problems;

test("a complete site.fr.ts translates every field", () => {
  expect(problemsOfSite(frenchSite)).toEqual([]);
  expect(translateSite(site, frenchSite, french, english).site.person.jobTitle).toBe(frenchSite.person.jobTitle);
});

test("site.fr.ts without person.bio stops the build, naming the field and the language", () => {
  expect(problemsOfSite({ ...frenchSite, person: without(frenchSite.person, "bio") })).toEqual([
    'person.bio: missing in French (fr): translate it, or list "person.bio" under fallback to show the English text',
  ]);
});

test("experience[].location under fallback shows every job's English place", () => {
  const experience = frenchSite.experience.map((job) => without(job, "location"));
  expect(problemsOfSite({ ...frenchSite, experience })).toHaveLength(site.experience.length);
  const translated = translateSite(
    site,
    { ...frenchSite, experience, fallback: ["experience[].location"] },
    french,
    english,
  );
  expect(translated.problems).toEqual([]);
  expect(translated.site.experience.map((job) => job.location)).toEqual(site.experience.map((job) => job.location));
  expect(translated.site.experience[0]!.role).toBe(frenchSite.experience[0]!.role);
});

test("the spoken languages are translated entry by entry; a missing fluency stops the build", () => {
  const spoken = site.spokenLanguages ?? [];
  expect(spoken.length).toBeGreaterThan(0);
  const translated = translateSite(site, frenchSite, french, english).site.spokenLanguages;
  expect(translated).toEqual(frenchSite.spokenLanguages);
  const first = spoken.findIndex((entry) => entry.fluency !== undefined);
  const spokenLanguages = frenchSite.spokenLanguages!.map((entry, index) =>
    index === first ? without(entry, "fluency") : entry,
  );
  expect(problemsOfSite({ ...frenchSite, spokenLanguages })).toEqual([
    `spokenLanguages[${first}].fluency: missing in French (fr): translate it, or list "spokenLanguages[${first}].fluency" under fallback to show the English text`,
  ]);
});

test("a shared field in site.fr.ts stops the build: it is set in site.ts only", () => {
  expect(
    problemsOfSite({ ...frenchSite, person: { ...frenchSite.person, email: "jane@example.com" }, url: "https://x.fr" }),
  ).toEqual([
    "person.email: is shared by every language: set it in site.ts only",
    "url: is shared by every language: set it in site.ts only",
  ]);
  const profiles = [{ label: "Blog", url: "https://blog.example" }];
  expect(problemsOfSite({ ...frenchSite, person: { ...frenchSite.person, profiles } })).toEqual([
    "person.profiles[0].url: is shared by every language: set it in site.ts only",
  ]);
});

test("a translation may write the owner's name, the organisations and the profiles' labels its own way", () => {
  const own = {
    ...frenchSite,
    person: {
      ...frenchSite.person,
      name: `${site.person.name} (fr)`,
      profiles: site.person.profiles.map((profile) => ({ label: `${profile.label} (fr)` })),
    },
    experience: site.experience.map((job, index) => ({
      ...frenchSite.experience[index],
      organisation: `${job.organisation} (fr)`,
    })),
    education: site.education.map((entry, index) => ({
      ...frenchSite.education?.[index],
      institution: `${entry.institution} (fr)`,
    })),
  };
  const translated = translateSite(site, own, french, english);
  expect(translated.problems).toEqual([]);
  expect(translated.site.person.name).toBe(own.person.name);
  expect(translated.site.person.profiles).toEqual(
    site.person.profiles.map((profile) => ({ ...profile, label: `${profile.label} (fr)` })),
  );
  expect(translated.site.experience.map((job) => job.organisation)).toEqual(
    own.experience.map((job) => job.organisation),
  );
  expect(translated.site.education.map((entry) => entry.institution)).toEqual(
    own.education.map((entry) => entry.institution),
  );
  // Left out, they are site.ts's, and no problem: a name is mostly written the same in every language.
  const plain = translateSite(site, frenchSite, french, english);
  expect(plain.problems).toEqual([]);
  expect(plain.site.person.name).toBe(site.person.name);
  expect(plain.site.experience.map((job) => job.organisation)).toEqual(site.experience.map((job) => job.organisation));
});

test("more experience entries than site.ts has stop the build", () => {
  const experience = [...frenchSite.experience, frenchSite.experience[0]!];
  expect(problemsOfSite({ ...frenchSite, experience })).toEqual([
    `experience[${site.experience.length}]: site.ts has ${count(site.experience.length, "experience entry", "experience entries")}; this one translates none of them`,
  ]);
});

test("the French CV is generated under its own name, or is the owner's own French PDF, which must exist", () => {
  expect(translateSite(site, frenchSite, french, english).site.person.cv.downloadName).toBe(
    site.person.cv.downloadName.replace(/\.pdf$/, "-fr.pdf"),
  );
  const missing = { ...frenchSite, person: { ...frenchSite.person, cv: { file: "cv/nowhere.pdf" } } };
  expect(problemsOfSite(missing)).toEqual([
    `person.cv.file: expected a .pdf file in ${contentFile()}/, got "cv/nowhere.pdf"`,
  ]);
  // The owner's own PDF in the default language, untranslated, is the same file in every language.
  const ownPdf = { ...site, person: { ...site.person, cv: { file: "cv/mine.pdf", downloadName: "Mine.pdf" } } };
  expect(translateSite(ownPdf, frenchSite, french, english).site.person.cv).toEqual(ownPdf.person.cv);
});
