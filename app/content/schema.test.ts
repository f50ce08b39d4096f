import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test } from "vitest";
import { validateContent, type FileExists, type SiteContent } from "./schema";
import { site } from "./site";

const contentFolder = resolve(import.meta.dirname);
const realFiles = (file: string) => existsSync(resolve(contentFolder, file));
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

test("the sample content is valid, with every file it names on disk", () => {
  expect(errorsFor(site, realFiles)).toEqual([]);
});

test("a project must have exactly four screenshots, and the error names the field", () => {
  const three = contentWith((c) => c.projects[2]!.images.pop());
  expect(errorsFor(three)).toEqual(["projects[2].images: expected 4 screenshots, got 3"]);

  const five = contentWith((c) => c.projects[0]!.images.push({ src: "media/extra.png", alt: "An extra screen" }));
  expect(errorsFor(five)).toEqual(["projects[0].images: expected 4 screenshots, got 5"]);
});

test("every screenshot needs alt text", () => {
  const noAlt = contentWith((c) => (c.projects[1]!.images[3]!.alt = "  "));
  expect(errorsFor(noAlt)).toEqual(["projects[1].images[3].alt: must not be empty"]);
});

test("a screenshot file that does not exist is reported with its path", () => {
  const missing = contentWith((c) => (c.projects[0]!.images[0]!.src = "media/pricespider/nope.png"));
  expect(errorsFor(missing, allBut("media/pricespider/nope.png"))).toEqual([
    "projects[0].images[0].src: file not found: app/content/media/pricespider/nope.png",
  ]);
});

test.each(["name", "role", "summary", "web_url", "git_url", "page"] as const)(
  "a project's %s must not be empty",
  (field) => {
    const empty = contentWith((c) => (c.projects[3]![field] = ""));
    expect(errorsFor(empty)).toContain(`projects[3].${field}: must not be empty`);
  },
);

test.each(["description", "tech"] as const)("a project's %s must not be empty", (field) => {
  expect(errorsFor(contentWith((c) => (c.projects[0]![field] = [])))).toHaveLength(1);
  expect(errorsFor(contentWith((c) => (c.projects[0]![field] = [""])))).toEqual([
    `projects[0].${field}[0]: must not be empty`,
  ]);
});

test.each([
  ["http://example.com/demo", "an http URL"],
  ["/demo", "a relative URL"],
  ["example.com", "a URL without a scheme"],
  ["https://localhost", "a host without a domain"],
])("web_url, git_url and the profile URL reject %s (%s)", (url) => {
  const bad = contentWith((c) => {
    c.projects[0]!.web_url = url;
    c.projects[1]!.git_url = url;
    c.person.profile.url = url;
  });
  const expected = `expected an absolute https:// URL, got ${JSON.stringify(url)}`;
  expect(errorsFor(bad)).toEqual([
    `person.profile.url: ${expected}`,
    `projects[0].web_url: ${expected}`,
    `projects[1].git_url: ${expected}`,
  ]);
});

test("slugs must be URL-safe", () => {
  for (const slug of ["Price Spider", "price_spider", "-pricespider", "price--spider", "prix/spider", "pricespïder"]) {
    const bad = contentWith((c) => (c.projects[0]!.page = slug));
    expect(errorsFor(bad)).toEqual([
      `projects[0].page: expected a URL-safe slug (lower-case letters, digits and single hyphens), got ${JSON.stringify(slug)}`,
    ]);
  }
});

test("slugs must be unique", () => {
  const duplicate = contentWith((c) => (c.projects[3]!.page = c.projects[1]!.page));
  expect(errorsFor(duplicate)).toEqual(['projects[3].page: slug "service-center" is already used by projects[1]']);
});

test("slugs must not collide with the site's own paths", () => {
  for (const slug of ["404", "index", "assets", "media", "og"]) {
    const errors = errorsFor(contentWith((c) => (c.projects[2]!.page = slug)));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(new RegExp(`^projects\\[2\\]\\.page: "${slug}" is already used by the site`));
  }
});

test("the current skills hold exactly 15 entries and the previous skills 8", () => {
  expect(errorsFor(contentWith((c) => c.skills.current.skills.pop()))).toEqual([
    "skills.current.skills: expected 15 skills, got 14",
  ]);
  expect(errorsFor(contentWith((c) => c.skills.previous.skills.push("Perl")))).toEqual([
    "skills.previous.skills: expected 8 skills, got 9",
  ]);
});

test("skills within a group are unique, ignoring case", () => {
  const duplicate = contentWith((c) => (c.skills.previous.skills[7] = "jquery"));
  expect(errorsFor(duplicate)).toEqual(['skills.previous.skills[7]: duplicate of [0] "jquery"']);
});

test("an own CV file must exist and be a PDF", () => {
  const missing = contentWith((c) => (c.person.cv = { ...c.person.cv, file: "cv/missing.pdf" }));
  expect(errorsFor(missing, allBut("cv/missing.pdf"))).toEqual([
    "person.cv.file: file not found: app/content/cv/missing.pdf",
  ]);

  const notPdf = contentWith((c) => (c.person.cv = { ...c.person.cv, file: "site.ts" }));
  expect(errorsFor(notPdf)).toEqual(["person.cv.file: expected a .pdf file"]);
});

test("the CV download name must be a plain .pdf file name", () => {
  const bad = contentWith((c) => (c.person.cv.downloadName = "my cv.docx"));
  expect(errorsFor(bad)).toEqual(["person.cv.downloadName: expected a file name ending in .pdf, without spaces"]);
});

test("several problems are all reported, one line each", () => {
  const bad = contentWith((c) => {
    c.person.name = "";
    c.projects[0]!.images.length = 2;
    c.projects[1]!.web_url = "ftp://example.com";
  });
  expect(errorsFor(bad)).toEqual([
    "person.name: must not be empty",
    "projects[0].images: expected 4 screenshots, got 2",
    'projects[1].web_url: expected an absolute https:// URL, got "ftp://example.com"',
  ]);
});

test("the site's address must be an absolute https URL", () => {
  for (const url of ["http://nadiaokafor.dev", "nadiaokafor.dev", "/", "https://localhost"]) {
    expect(errorsFor(contentWith((c) => (c.url = url)))).toEqual([
      `url: expected an absolute https:// URL, got ${JSON.stringify(url)}`,
    ]);
  }
  expect(errorsFor(contentWith((c) => (c.url = "")))).toEqual(["url: must not be empty"]);
});

test("the site's address is an origin only: a sub-path belongs in BASE_PATH", () => {
  expect(errorsFor(contentWith((c) => (c.url = "https://nadiaokafor.dev/")))).toEqual([]);
  for (const url of ["https://example.github.io/portfolio", "https://nadiaokafor.dev/?ref=1"]) {
    expect(errorsFor(contentWith((c) => (c.url = url)))).toEqual([
      `url: expected the site's address without a path, like "https://example.com" (a sub-path is set with BASE_PATH), got ${JSON.stringify(url)}`,
    ]);
  }
});
