// @vitest-environment node
// `npm run import-resume`, into scratch folders of its own (never content/):
// the file's mistakes named by their place in it, the sample replaced, an
// owner's content kept unless --force, and the round trip: a JSON Resume
// imported, read back by the content's loaders and exported again is the same
// document on every field the site models.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, expect, test } from "vitest";
import { plainText, toJsonResume, type JsonResume } from "../app/resume/json-resume.ts";
import { loadProjectsByLanguage } from "../app/collections/project-collection.ts";
import { validateContent, type SiteContent } from "../app/schemas/site-schema.ts";
import { siteLanguages } from "../app/languages/languages-setting.ts";
import { fromJsonResume, importResume, markdownOf, NEXT_STEP, parseImportOptions, slugFor } from "./import-resume.ts";
import { OWNER_CONTENT } from "./owner-content.ts";

const scratch: string[] = [];
afterAll(() => {
  for (const folder of scratch) rmSync(folder, { recursive: true, force: true });
});

/** A resume in the form the export writes, so the round trip can compare every field. */
const RESUME = {
  $schema: "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
  basics: {
    name: "Jane Doe",
    label: "Data engineer",
    email: "jane@jane.example",
    url: "https://jane.example",
    summary: "I move data from A to B, *fast* & <safely>.\n\n# Not a heading, 2. not a list",
    location: { city: "Leeds", region: "West Yorkshire", countryCode: "GB" },
    profiles: [{ network: "GitHub", username: "jane-doe", url: "https://github.com/jane-doe" }],
  },
  work: [
    {
      name: "Pipes Ltd",
      position: "Engineer",
      location: "Leeds",
      startDate: "2023-09",
      summary: "Ran the pipelines.",
      highlights: ["Cut costs by half", "Wrote the [runbook]"],
    },
    {
      name: "Tubes",
      position: "Intern",
      location: "York",
      startDate: "2021",
      endDate: "2022-06-30",
      summary: "Learnt.",
    },
  ],
  education: [
    { institution: "University of York", studyType: "BSc", area: "Mathematics", startDate: "2018", endDate: "2021" },
    { institution: "University of Leeds", studyType: "PGCE", startDate: "2021", endDate: "2022" },
  ],
  skills: [{ name: "Daily", keywords: ["Python", "SQL"] }],
  languages: [{ language: "English", fluency: "Native speaker" }, { language: "Welsh" }],
  projects: [
    {
      name: "Łódź Pipes",
      description: "A pipeline.",
      highlights: ["It moves data.", "It is fast."],
      keywords: ["Python"],
      url: "https://pipes.example",
      roles: ["Lead"],
      repository: "https://github.com/jane-doe/pipes",
    },
    {
      name: "Tubes",
      description: "Tubes.",
      highlights: ["One"],
      keywords: ["SQL"],
      url: "https://jane.example/tube-map",
      roles: ["Intern"],
    },
  ],
  meta: { canonical: "https://jane.example/resume.json", version: "v1.0.0" },
} satisfies JsonResume;

const SAMPLE = { host: "sample.example", name: "Sam Sample" };

/** A scratch repository root with content: the sample's (`sample.ts` names it) or someone's own. */
function contentRoot({ sample, languages }: { sample: boolean; languages: string[] }): string {
  const root = mkdtempSync(join(tmpdir(), "import-resume-"));
  scratch.push(root);
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const name = sample ? SAMPLE.name : "Own Name";
  write(
    OWNER_CONTENT.site,
    `export const site = ${JSON.stringify({
      url: sample ? `https://${SAMPLE.host}` : "https://own.example",
      person: { name, jobTitle: "x", bio: "x", profiles: [], cv: { downloadName: "x.pdf" } },
      experience: [],
      education: [],
      skills: [],
    })};\n`,
  );
  if (sample) write(OWNER_CONTENT.sample, `export const SAMPLE = ${JSON.stringify(SAMPLE)};\n`);
  write(OWNER_CONTENT.settings, `export const settings = { languages: ${JSON.stringify(languages)} };\n`);
  write(`${OWNER_CONTENT.projects}/old/index.md`, "---\nname: Old\n---\n\nOld.\n");
  write(`${OWNER_CONTENT.projects}/old/index.fr.md`, "---\nrole: Vieux\n---\n\nVieux.\n");
  write(`${OWNER_CONTENT.siteFolder}/site.fr.ts`, "export const translation = {};\n");
  write(`${OWNER_CONTENT.writing}/a-post.md`, "---\ntitle: A post\n---\n\nText.\n");
  return root;
}

test("a mistake is named by its place in the file: the schema's, then what the site needs", () => {
  const wrongDate = structuredClone(RESUME) as JsonResume;
  wrongDate.work![1]!.startDate = "Sept 2023";
  expect(() => fromJsonResume(wrongDate)).toThrow(
    'work[1].startDate: expected a date written YYYY, YYYY-MM or YYYY-MM-DD, got "Sept 2023"',
  );
  const incomplete = structuredClone(RESUME) as JsonResume;
  // A job without a place (a remote one) is fine.
  delete incomplete.work![0]!.location;
  delete incomplete.education![0]!.endDate;
  incomplete.basics!.profiles![0]!.url = "http://github.com/jane-doe";
  incomplete.projects![0]!.keywords = [];
  delete incomplete.projects![1]!.roles;
  let message = "";
  try {
    fromJsonResume(incomplete);
  } catch (error) {
    message = (error as Error).message;
  }
  expect(message.split("\n").filter((line) => line.startsWith("  ✗"))).toEqual([
    '  ✗ basics.profiles[0].url: expected an absolute https:// URL, got "http://github.com/jane-doe"',
    "  ✗ education[0].endDate: missing: the site shows it, so it needs one",
    "  ✗ projects[0].keywords: expected at least one of the technologies",
    "  ✗ projects[1].roles: missing: the site shows it, so it needs one",
  ]);
});

test("plain text becomes Markdown that renders to the same text", () => {
  for (const text of [
    "Cut p95 from 2s to *300 ms* with snake_case [keys] & <b>tags</b> ~ | `code`",
    "# not a heading",
    "- not a list",
    "2023. A year, not a list",
    "> not a quote",
    "AT&T &amp; R&D",
    "back\\slash",
  ]) {
    expect(plainText(markdownOf(text)), text).toBe(text);
  }
  expect(markdownOf("Plain words, as they were.")).toBe("Plain words, as they were.");
});

test("a project's folder is its name, made safe and unique", () => {
  expect(slugFor("Łódź Rowery", new Set())).toBe("lodz-rowery");
  expect(slugFor("Tubes", new Set(["tubes"]))).toBe("tubes-2");
  expect(slugFor("CV", new Set())).toBe("cv-project");
  expect(slugFor("日本", new Set())).toBe("project");
});

test("its last line names ./run dev, which brings its own Node, not npm run dev, which the system's Node may fail", () => {
  expect(NEXT_STEP).toMatch(/then \.\/run dev\.$/);
  expect(NEXT_STEP).not.toContain("npm run dev");
});

test("the command takes one file, --force and --into", () => {
  expect(parseImportOptions(["me.json"])).toEqual({ file: "me.json", force: false, into: "." });
  expect(parseImportOptions(["me.json", "--force", "--into", "/tmp/x"])).toEqual({
    file: "me.json",
    force: true,
    into: "/tmp/x",
  });
  expect(() => parseImportOptions([])).toThrow("Expected one resume.json file");
});

test("over content that is not the sample it stops, changing nothing, unless given --force; then it keeps the posts", async () => {
  const root = contentRoot({ sample: false, languages: ["en-GB"] });
  const before = readFileSync(join(root, OWNER_CONTENT.site), "utf8");
  await expect(importResume(root, RESUME)).rejects.toThrow(
    /does not look like the sample[\s\S]*content\/projects\/old/,
  );
  expect(readFileSync(join(root, OWNER_CONTENT.site), "utf8")).toBe(before);
  expect(existsSync(join(root, OWNER_CONTENT.projects, "old"))).toBe(true);

  const { removed } = await importResume(root, RESUME, { force: true });
  expect(removed).toEqual(["content/projects/old", "content/site.fr.ts"]);
  expect(existsSync(join(root, OWNER_CONTENT.writing, "a-post.md"))).toBe(true);
});

test("over the sample it replaces the sample's projects, posts and translations; each other language falls back", async () => {
  const root = contentRoot({ sample: true, languages: ["en-GB", "fr"] });
  const { removed, written } = await importResume(root, RESUME);
  expect(removed).toEqual([
    "content/projects/old",
    "content/writing/a-post.md",
    "content/site.fr.ts",
    "content/sample.ts",
  ]);
  expect(written).toEqual([
    "content/site.ts",
    "content/projects/lodz-pipes/index.md",
    "content/projects/lodz-pipes/index.fr.md",
    "content/projects/tube-map/index.md",
    "content/projects/tube-map/index.fr.md",
    "content/site.fr.ts",
  ]);
  const siteSource = readFileSync(join(root, OWNER_CONTENT.site), "utf8");
  expect(siteSource).toContain("// Markdown: paragraphs are separated by a blank line.");
  expect(siteSource).toContain('url: "https://jane.example",');
  expect(readFileSync(join(root, OWNER_CONTENT.siteFolder, "site.fr.ts"), "utf8")).toContain("fallback: true");
  expect(readFileSync(join(root, OWNER_CONTENT.projects, "lodz-pipes/index.md"), "utf8")).toBe(
    [
      "---",
      "name: Łódź Pipes",
      "role: Lead",
      "summary: A pipeline.",
      "order: 1",
      "tech:",
      "  - Python",
      "web_url: https://pipes.example",
      "git_url: https://github.com/jane-doe/pipes",
      "---",
      "",
      "- It moves data.",
      "- It is fast.",
      "",
    ].join("\n"),
  );
});

test("round trip: imported, read by the content's loaders and exported, the resume is the same on every field", async () => {
  const root = contentRoot({ sample: true, languages: ["en-GB"] });
  await importResume(root, RESUME);
  const { site } = (await import(pathToFileURL(join(root, OWNER_CONTENT.site)).href)) as { site: SiteContent };
  expect(validateContent(site, () => true)).toEqual({ ok: true });
  const languages = siteLanguages({ SITE_LANGUAGES: "en-GB" });
  const projects = loadProjectsByLanguage({ dir: join(root, OWNER_CONTENT.projects), languages, includeDrafts: false });
  const exported = toJsonResume(site, projects["en-gb"] ?? [], {
    home: "https://jane.example/",
    canonical: "https://jane.example/resume.json",
    project: (slug) => `https://jane.example/${slug}`,
  });
  expect(exported).toEqual(RESUME);
});
