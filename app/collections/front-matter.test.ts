// @vitest-environment node
// What an owner's typing mistakes are told: an unknown front-matter key names
// the closest known one, in a project and in a post; and the site module's
// CV file name and dates, checked on inline content.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test } from "vitest";
import { fixtureSlug, writeFixtureProjects } from "../test-support/fixture-projects";
import { parseFrontMatter } from "./collection";
import { closest } from "../schemas/content-problems";
import { describeLanguage } from "../languages/language-tags";
import { loadProjects } from "./project-collection";
import { calendarProblem, validateContent, type SiteContent } from "../schemas/site-schema";
import { translateSite } from "../languages/translated-site";
import { loadPosts } from "./writing";
import { problemsOf } from "../test-support/problems-of.ts";

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

test("a mistyped key in a project's front matter names the field it was meant to be", async () => {
  const dir = mkdtempSync(join(tmpdir(), "typo-projects-"));
  dirs.push(dir);
  await writeFixtureProjects(dir, {
    projects: 1,
    screenshots: 1,
    width: 32,
    height: 8,
    translations: [],
    extraFrontMatter: () => "summry: Half a summary.\nweb-url: https://example.com\nsubtitle: Unknown\n",
  });
  const file = join(dir, fixtureSlug(0), "index.md");
  expect(problemsOf(() => loadProjects({ dir, languages: [describeLanguage("en", true)] }))).toEqual([
    `${file}: summry: unknown field, did you mean summary?`,
    `${file}: web-url: unknown field, did you mean web_url?`,
    `${file}: subtitle: unknown field; the fields are name, role, summary, tech, context, team, decisions, outcomes, web_url, git_url, images, cardImage, order and draft`,
  ]);
});

test("a mistyped key in a post's front matter names the field it was meant to be", () => {
  const dir = mkdtempSync(join(tmpdir(), "typo-posts-"));
  dirs.push(dir);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, "a-post.md"),
    "---\ntitle: A post\ndescripton: What it says.\ndate: 2026-03-14\nTags: [sql]\ntags: [sql]\n---\n\nText.\n",
  );
  expect(problemsOf(() => loadPosts({ dir, languages: [describeLanguage("en", true)] }))).toEqual([
    `${join(dir, "a-post.md")}: descripton: unknown field, did you mean description?`,
    `${join(dir, "a-post.md")}: Tags: unknown field, did you mean tags?`,
  ]);
});

test("the closest known name: a letter missing, swapped or extra, a hyphen for an underscore; nothing far off", () => {
  const fields = ["name", "summary", "web_url", "git_url", "cardImage", "images"];
  expect(closest("summry", fields)).toBe("summary");
  expect(closest("sumamry", fields)).toBe("summary");
  expect(closest("card_image", fields)).toBe("cardImage");
  expect(closest("image", fields)).toBe("images");
  expect(closest("url", fields)).toBeUndefined();
  expect(closest("description", fields)).toBeUndefined();
});

/** A whole site module, written inline: nobody's in particular. */
const site: SiteContent = {
  url: "https://jane.example",
  person: {
    name: "Jane Doe",
    jobTitle: "Data engineer",
    location: "Kraków",
    email: "jane@jane.example",
    bio: "Data engineer based in Kraków.",
    profiles: [],
    cv: { downloadName: "Jane-Doe-CV.pdf" },
  },
  experience: [{ role: "Engineer", organisation: "Acme", location: "Kraków", start: "2024-09", summary: "Pipelines." }],
  education: [{ qualification: "MSc", institution: "AGH", start: "2019", end: "2024" }],
  skills: [],
};

function errorsFor(edit: (content: SiteContent) => void): string[] {
  const copy = structuredClone(site);
  edit(copy);
  const result = validateContent(copy, () => true);
  return result.ok ? [] : result.errors;
}

test("a CV file name may be written in the owner's own letters", () => {
  expect(errorsFor(() => {})).toEqual([]);
  for (const name of ["Tomasz-Wiśniewski-CV.pdf", "Γιώργος_Παπαδόπουλος.pdf", "Nguyễn-Văn-An-CV.pdf", "cv.2026.pdf"]) {
    expect(errorsFor((c) => (c.person.cv.downloadName = name))).toEqual([]);
  }
});

test("a CV file name that a URL or a file system would mangle is refused, with the rule", () => {
  for (const name of ["my cv.pdf", "cv/2026.pdf", "cv#1.pdf", "100%.pdf", "cv.docx", "Tomasz-Wiśniewski-CV"]) {
    expect(errorsFor((c) => (c.person.cv.downloadName = name))).toEqual([
      `person.cv.downloadName: expected a file name ending in .pdf, made of letters, digits, hyphens, underscores and dots (no spaces or other signs), got ${JSON.stringify(name)}`,
    ]);
  }
});

test("a date that is not on the calendar is said to be so", () => {
  expect(calendarProblem("2026-02-30")).toBe('"2026-02-30" is not a real date: February 2026 has 28 days');
  expect(calendarProblem("2028-02-29")).toBeUndefined();
  expect(calendarProblem("2026-13-01")).toBe('"2026-13-01" is not a real date: there is no month 13');
  expect(calendarProblem("2026-00")).toBe('"2026-00" is not a real date: there is no month 0');
  expect(calendarProblem("2026-04-31")).toBe('"2026-04-31" is not a real date: April 2026 has 30 days');
  expect(calendarProblem("Sept 2023")).toBeUndefined();
});

test("a job's or a qualification's start and end are free text, but a written-out date must exist", () => {
  expect(errorsFor((c) => (c.experience[0]!.start = "Sept 2023"))).toEqual([]);
  expect(errorsFor((c) => (c.experience[0]!.start = "2026-02-30"))).toEqual([
    'experience[0].start: "2026-02-30" is not a real date: February 2026 has 28 days',
  ]);
  expect(errorsFor((c) => (c.education[0]!.end = "2024-13"))).toEqual([
    'education[0].end: "2024-13" is not a real date: there is no month 13',
  ]);
});

test("an email address and a location are optional: a site may publish neither", () => {
  expect(
    errorsFor((c) => {
      delete c.person.email;
      delete c.person.location;
    }),
  ).toEqual([]);
  expect(errorsFor((c) => (c.person.email = "not an address"))).toEqual(["person.email: expected an email address"]);
});

test("a site without a location asks no translation of one", () => {
  const person = { ...site.person };
  delete person.location;
  const french = describeLanguage("fr", false);
  const english = describeLanguage("en", true);
  const translated = translateSite(
    { ...site, person },
    {
      person: { jobTitle: "Ingénieure données", bio: "Ingénieure données." },
      experience: [{ role: "Ingénieure", location: "Cracovie", summary: "Des pipelines." }],
      education: [{ qualification: "Master" }],
    },
    french,
    english,
  );
  expect(translated.problems).toEqual([]);
  expect(translated.site.person.location).toBeUndefined();
});

test("a control character in a Markdown body is refused on its line; tab and a Windows line end are not", () => {
  const head = "---\ntitle: A post\n---\n\nFirst line.\r\n\tIndented.\n";
  expect(parseFrontMatter(`${head}`)).toMatchObject({ ok: true });
  expect(parseFrontMatter(`${head}Pasted \u001B[0m from a terminal.\n`)).toEqual({
    ok: false,
    problems: ["line 7: contains an invisible control character (U+001B): delete it"],
  });
  expect(parseFrontMatter(`${head}A C1 \u0085 too.\n`)).toMatchObject({
    problems: [expect.stringMatching(/^line 7: .*U\+0085/)],
  });
});
