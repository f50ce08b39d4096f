import { existsSync } from "node:fs";
import { expect, test } from "vitest";
import { formatIssues, projectSchema, validateContent, type FileExists, type SiteContent } from "./site-schema";
import { site } from "../collections/owner-modules";
import { contentFile, contentPath } from "../collections/content-folder.ts";

const realFiles = (file: string) => existsSync(contentPath(file));
const anyFile = () => true;
const allBut = (missing: string) => (file: string) => file !== missing;

/** A deep copy of the real content, changed by `edit`. */
function contentWith(edit: (content: SiteContent) => void): SiteContent {
  const copy = structuredClone(site) as SiteContent;
  edit(copy);
  return copy;
}

function errorsFor(content: unknown, fileExists: FileExists = anyFile): string[] {
  const result = validateContent(content, fileExists);
  return result.ok ? [] : result.errors;
}

test("the content is valid, with every file it names on disk", () => {
  expect(errorsFor(site, realFiles)).toEqual([]);
});

test.each([
  ["http://example.com/demo", "an http URL"],
  ["/demo", "a relative URL"],
  ["example.com", "a URL without a scheme"],
  ["https://localhost", "a host without a domain"],
])("a profile URL rejects %s (%s)", (url) => {
  const bad = contentWith((c) => (c.person.profiles = [{ label: "Mastodon", url }]));
  expect(errorsFor(bad)).toEqual([
    `person.profiles[0].url: expected an absolute https:// URL, got ${JSON.stringify(url)}`,
  ]);
});

test("any number of profiles, skill groups, jobs and qualifications, including none", () => {
  for (const count of [0, 1, 5]) {
    const content = contentWith((c) => {
      c.person.profiles = Array.from({ length: count }, (_, i) => ({
        label: `Site ${i}`,
        url: `https://site${i}.example`,
      }));
      c.skills = Array.from({ length: count }, (_, i) => ({ name: `Group ${i}`, skills: [`Skill ${i}`] }));
      c.experience = c.experience.slice(0, count);
      c.education = c.education.slice(0, count);
    });
    expect(errorsFor(content)).toEqual([]);
  }
});

test("a skill group needs a name and at least one skill", () => {
  expect(errorsFor(contentWith((c) => (c.skills = [{ name: "", skills: [] }])))).toEqual([
    "skills[0].name: must not be empty",
    "skills[0].skills: expected at least one of the skills",
  ]);
});

test("skills within a group are unique, ignoring case and punctuation, and a repeat names the first by its full path", () => {
  const duplicate = contentWith(
    (c) =>
      (c.skills = [
        { name: "Now", skills: ["Go"] },
        { name: "Previous", skills: ["jQuery", "PHP", "jquery", "NodeJS", "Node.js"] },
      ]),
  );
  expect(errorsFor(duplicate)).toEqual([
    'skills[1].skills[2]: "jquery" is already skills[1].skills[0] ("jQuery"): remove one',
    'skills[1].skills[4]: "Node.js" is already skills[1].skills[3] ("NodeJS"): remove one',
  ]);
});

test("a skill in two groups is allowed: the owner may mean it", () => {
  const shared = contentWith(
    (c) =>
      (c.skills = [
        { name: "Languages", skills: ["Go", "SQL"] },
        { name: "Back end", skills: ["Postgres", "go"] },
      ]),
  );
  expect(errorsFor(shared)).toEqual([]);
});

test("a project's technologies are unique, and a repeat names the first", () => {
  const result = projectSchema.safeParse({ name: "n", role: "r", summary: "s", tech: ["Go", "SQL", "go"] });
  expect(result.success ? [] : formatIssues(result.error.issues)).toEqual([
    'tech[2]: "go" is already tech[0] ("Go"): remove one',
  ]);
});

test("a mistyped key in site.ts names the field it was meant to be, and only that; a missing one says so", () => {
  const typo = contentWith((c) => {
    const person = c.person as Record<string, unknown>;
    person.jobTitel = person.jobTitle;
    delete person.jobTitle;
    delete person.bio;
  });
  expect(errorsFor(typo)).toEqual([
    "person.bio: missing: this field is required",
    "person.jobTitel: unknown field, did you mean jobTitle?",
  ]);
});

test("the bio is Markdown text and must not be empty", () => {
  expect(errorsFor(contentWith((c) => (c.person.bio = "  ")))).toEqual(["person.bio: must not be empty"]);
});

test("an own CV file must exist and be a PDF", () => {
  const missing = contentWith((c) => (c.person.cv = { ...c.person.cv, file: "cv/missing.pdf" }));
  expect(errorsFor(missing, allBut("cv/missing.pdf"))).toEqual([
    `person.cv.file: file not found: ${contentFile("cv/missing.pdf")}`,
  ]);

  const notPdf = contentWith((c) => (c.person.cv = { ...c.person.cv, file: "site.ts" }));
  expect(errorsFor(notPdf)).toEqual(["person.cv.file: expected a .pdf file"]);
});

test("the CV download name must be a plain .pdf file name", () => {
  const bad = contentWith((c) => (c.person.cv.downloadName = "my cv.docx"));
  expect(errorsFor(bad)).toEqual([
    'person.cv.downloadName: expected a file name ending in .pdf, made of letters, digits, hyphens, underscores and dots (no spaces or other signs), got "my cv.docx"',
  ]);
});

test("several problems are all reported, one line each", () => {
  const bad = contentWith((c) => {
    c.person.name = "";
    c.person.profiles = [{ label: "GitHub", url: "ftp://example.com" }];
  });
  expect(errorsFor(bad)).toEqual([
    "person.name: must not be empty",
    'person.profiles[0].url: expected an absolute https:// URL, got "ftp://example.com"',
  ]);
});

test("the site's address must be an absolute https URL", () => {
  for (const url of ["http://jane.example", "jane.example", "/", "https://localhost"]) {
    expect(errorsFor(contentWith((c) => (c.url = url)))).toEqual([
      `url: expected an absolute https:// URL, got ${JSON.stringify(url)}`,
    ]);
  }
  expect(errorsFor(contentWith((c) => (c.url = "")))).toEqual(["url: must not be empty"]);
});

test("the site's address is an origin only: a sub-path belongs in BASE_PATH", () => {
  expect(errorsFor(contentWith((c) => (c.url = "https://jane.example/")))).toEqual([]);
  for (const url of ["https://example.github.io/portfolio", "https://jane.example/?ref=1"]) {
    expect(errorsFor(contentWith((c) => (c.url = url)))).toEqual([
      `url: expected the site's address without a path, like "https://example.com" (a sub-path is set with BASE_PATH), got ${JSON.stringify(url)}`,
    ]);
  }
});

test("a portrait is optional, needs alt text, and is an image file in the content folder", () => {
  expect(errorsFor(contentWith((c) => delete c.person.portrait))).toEqual([]);
  expect(errorsFor(contentWith((c) => (c.person.portrait = { src: "me.jpg", alt: "Me, smiling, in a park" })))).toEqual(
    [],
  );
  expect(errorsFor(contentWith((c) => (c.person.portrait = { src: "me.jpg", alt: " " })))).toEqual([
    "person.portrait.alt: must not be empty",
  ]);
  expect(errorsFor(contentWith((c) => (c.person.portrait = { src: "me.gif", alt: "Me" })))).toEqual([
    "person.portrait.src: expected a .png, .jpg, .webp or .avif image",
  ]);
  expect(
    errorsFor(
      contentWith((c) => (c.person.portrait = { src: "me.jpg", alt: "Me" })),
      allBut("me.jpg"),
    ),
  ).toEqual([`person.portrait.src: file not found: ${contentFile("me.jpg")}`]);
});

test("the identity settings are optional, and each is checked with one line naming what to write", () => {
  expect(errorsFor(contentWith((c) => delete c.identity))).toEqual([]);
  const good = contentWith(
    (c) =>
      (c.identity = {
        fediverse: "@jane@social.example",
        atprotoDid: "did:plc:z72i7hdynmk6r22z27h6tvur",
        securityContact: "https://jane.example/contact",
      }),
  );
  expect(errorsFor(good)).toEqual([]);
  expect(errorsFor(contentWith((c) => (c.identity = { atprotoDid: "did:web:jane.example" })))).toEqual([]);
  const bad = contentWith(
    (c) =>
      (c.identity = { fediverse: "jane@social.example", atprotoDid: "did:plc:short", securityContact: "jane.example" }),
  );
  expect(errorsFor(bad)).toEqual([
    'identity.fediverse: expected a fediverse handle like "@jane@mastodon.social", got "jane@social.example"',
    'identity.atprotoDid: expected a DID like "did:plc:" and 24 letters (Bluesky: Settings → Account → Handle → I have my own domain), got "did:plc:short"',
    'identity.securityContact: expected a "mailto:" address or an https:// URL, like "mailto:security@example.com", got "jane.example"',
  ]);
});

test("a mistyped identity setting names the one it was meant to be", () => {
  const typo = contentWith((c) => Object.assign(c, { identity: { atprotoDID: "did:plc:z72i7hdynmk6r22z27h6tvur" } }));
  expect(errorsFor(typo)).toEqual(["identity.atprotoDID: unknown field, did you mean atprotoDid?"]);
});
