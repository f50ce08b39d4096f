// @vitest-environment node
// `npm run new-site`, run in a scratch copy of the template: the repository's
// files as they are on disk (e2e/harness/work-tree.ts) without its content, and a small sample of our own,
// so the test holds whatever content the repository carries.
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { CATALOGUES } from "../app/i18n/catalogues.ts";
import { siteTranslationSchema } from "../app/languages/translated-site.ts";
import { checkLanguages, cvFileNameFor, EXAMPLE_TRANSLATION, parseNewSiteOptions, STARTER_SLUG } from "./new-site.ts";
import { OWNER_CONTENT, replaceableContent } from "./owner-content.ts";
import { workTreeFiles } from "../e2e/harness/work-tree.ts";

const repo = resolve(import.meta.dirname, "..");
const scratch: string[] = [];

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** The copy's own content/, not the folder CONTENT_DIR points this test run at. */
const OWN_CONTENT = { ...process.env, CONTENT_DIR: "" };

/** The template without its content, plus a sample: "Sam Sample" at sample.example, a project, a post, French. */
function templateWithSample(): string {
  const root = mkdtempSync(join(tmpdir(), "new-site-"));
  scratch.push(root);
  const content = new Set(replaceableContent(repo));
  const files = workTreeFiles(repo).filter(
    (file) => ![...content].some((path) => file === path || file.startsWith(`${path}/`)),
  );
  for (const file of files) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    cpSync(join(repo, file), join(root, file));
  }
  symlinkSync(join(repo, "node_modules"), join(root, "node_modules"));
  const put = (path: string, text: string | Buffer) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  put(OWNER_CONTENT.sample, 'export const SAMPLE = { host: "sample.example", name: "Sam Sample" } as const;\n');
  put(
    OWNER_CONTENT.site,
    `export const site = {
  url: "https://sample.example",
  person: {
    name: "Sam Sample", jobTitle: "Developer", location: "Here", email: "sam@sample.example",
    bio: "Sam builds things.", profiles: [], cv: { downloadName: "Sam-Sample-CV.pdf" },
  },
  experience: [], education: [], skills: [{ name: "Tools", skills: ["Git"] }],
};
`,
  );
  put("content/site.fr.ts", "export const translation = { fallback: true };\n");
  put(
    "content/projects/sample-project/index.md",
    "---\nname: Sample\nrole: Developer\nsummary: A sample.\ntech: [Git]\nimages:\n  - src: shot.png\n    alt: A shot.\n---\n\nA sample project.\n",
  );
  put("content/projects/sample-project/index.fr.md", "---\nfallback: true\n---\n");
  put("content/projects/sample-project/shot.png", PNG);
  put(
    "content/writing/a-post.md",
    "---\ntitle: A post\ndescription: D.\ndate: 2026-01-02\ntags: [git]\n---\n\nText.\n",
  );
  put(`${OWNER_CONTENT.mockups}/sample-project/index.html`, "<!doctype html><title>Mock-up</title>\n");
  return root;
}

function run(root: string, ...args: string[]) {
  return spawnSync(process.execPath, ["cli/new-site.ts", ...args], {
    cwd: root,
    env: OWN_CONTENT,
    encoding: "utf8",
  });
}

const JANE = ["--name", "Tomasz Wiśniewski", "--title", "Data engineer", "--url", "https://tomasz.example"];

let root: string;
let first: ReturnType<typeof run>;

beforeAll(() => {
  root = templateWithSample();
  first = run(root, ...JANE, "--location", "Kraków, Poland", "--languages", "en-GB");
}, 120_000);

afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
}, 60_000);

test("over the sample, it removes every project, post, translation, the sample file and the mock-ups", () => {
  expect(first.stderr).toBe("");
  expect(first.status).toBe(0);
  expect(readdirSync(join(root, OWNER_CONTENT.projects))).toEqual([STARTER_SLUG]);
  expect(readdirSync(join(root, OWNER_CONTENT.writing))).toEqual([]);
  expect(existsSync(join(root, "content/site.fr.ts"))).toBe(false);
  expect(existsSync(join(root, OWNER_CONTENT.sample))).toBe(false);
  expect(existsSync(join(root, OWNER_CONTENT.mockups))).toBe(false);
  // The template stays: its code, its catalogues and the README's picture.
  expect(existsSync(join(root, "app/schemas/site-schema.ts"))).toBe(true);
  expect(existsSync(join(root, "app/i18n/messages/fr.ts"))).toBe(true);
  expect(existsSync(join(root, "docs/screenshot.png"))).toBe(existsSync(join(repo, "docs/screenshot.png")));
  expect(first.stdout).toContain("- content/projects/sample-project");
}, 60_000);

test("it ends by naming ./run dev, which brings its own Node, and an example translation that it leaves in place", async () => {
  expect(first.stdout).toContain("Next: ./run dev,");
  expect(first.stdout).not.toContain("npm run dev");
  expect(first.stdout).toContain(EXAMPLE_TRANSLATION);
  expect(existsSync(join(root, EXAMPLE_TRANSLATION))).toBe(true);
  // Complete: every field a visitor reads, and nothing the schema does not know.
  const { translation } = (await import(join(repo, EXAMPLE_TRANSLATION))) as { translation: unknown };
  const parsed = siteTranslationSchema.parse(translation);
  expect(Object.keys(parsed.person ?? {})).toEqual(expect.arrayContaining(["jobTitle", "location", "bio"]));
  for (const field of ["experience", "education", "skills", "spokenLanguages"] as const) {
    expect(parsed[field]?.length).toBeGreaterThan(0);
  }
});

test("it writes a site.ts with the given values and sets the languages in settings.ts, keeping the rest", () => {
  const site = readFileSync(join(root, OWNER_CONTENT.site), "utf8");
  expect(site).toContain('name: "Tomasz Wiśniewski"');
  expect(site).toContain('jobTitle: "Data engineer"');
  expect(site).toContain('url: "https://tomasz.example"');
  expect(site).toContain(
    'bio: "Data engineer based in Kraków, Poland. Here are the projects I have built and what I learned from them."',
  );
  expect(site).toContain('downloadName: "Tomasz-Wiśniewski-CV.pdf"');
  expect(site).not.toContain("email:");
  expect(site).not.toMatch(/lorem|ipsum/i);
  const settings = readFileSync(join(root, OWNER_CONTENT.settings), "utf8");
  expect(settings).toMatch(/languages: \["en-GB"\],/);
  const original = readFileSync(join(repo, OWNER_CONTENT.settings), "utf8");
  expect(settings.replace(/languages: .*/, "")).toBe(original.replace(/languages: .*/, ""));
}, 60_000);

test("the result passes the content check and Prettier, as npm run build and npm run lint run them", () => {
  const check = spawnSync(process.execPath, ["cli/check-content.ts"], {
    cwd: root,
    env: OWN_CONTENT,
    encoding: "utf8",
  });
  expect(check.stderr).toBe("");
  expect(check.status).toBe(0);
  expect(check.stdout).toContain("1 project, 1 screenshot, no posts");
  const prettier = spawnSync(
    process.execPath,
    [join(repo, "node_modules/prettier/bin/prettier.cjs"), "--ignore-path", "/dev/null", "--check", "content"],
    { cwd: root, encoding: "utf8" },
  );
  expect(prettier.stdout + prettier.stderr).not.toContain("[warn]");
  expect(prettier.status).toBe(0);
}, 60_000);

test("it refuses to run over content that is not the sample, says what it would delete, and deletes nothing", () => {
  const again = run(root, ...JANE);
  expect(again.status).toBe(1);
  expect(again.stderr).toContain("does not look like the sample");
  expect(again.stderr).toContain(`  ${OWNER_CONTENT.projects}/${STARTER_SLUG}`);
  expect(again.stderr).toContain("--force");
  expect(again.stderr).not.toMatch(/^\s+at /m);
  expect(readdirSync(join(root, OWNER_CONTENT.projects))).toEqual([STARTER_SLUG]);
}, 60_000);

test("with --force it replaces content that is not the sample, here in three languages", () => {
  const forced = run(root, ...JANE, "--email", "tomasz@tomasz.example", "--languages", "en-GB,fr,ar", "--force");
  expect(forced.stderr).toBe("");
  expect(forced.status).toBe(0);
  expect(existsSync(join(root, "content/site.fr.ts"))).toBe(true);
  expect(existsSync(join(root, "content/site.ar.ts"))).toBe(true);
  expect(readFileSync(join(root, OWNER_CONTENT.settings), "utf8")).toMatch(/languages: \["en-GB", "fr", "ar"\],/);
  const check = spawnSync(process.execPath, ["cli/check-content.ts"], {
    cwd: root,
    env: OWN_CONTENT,
    encoding: "utf8",
  });
  // Arabic, written right to left, has neither a CV nor share images of its own: the check says so, and nothing else.
  expect(check.stderr.trimEnd().split("\n")).toEqual([
    expect.stringMatching(/^ {2}! the CV cannot be generated in Arabic .*; its pages link the English CV instead\.$/),
    expect.stringMatching(/^ {2}! Social images: none drawn in Arabic .*; its pages show the English images\.$/),
  ]);
  expect(check.status).toBe(0);
}, 60_000);

test("a sample with someone's uncommitted work in it is not the sample", () => {
  const copy = templateWithSample();
  const git = (...args: string[]) =>
    spawnSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", ...args], { cwd: copy });
  git("init", "-q");
  git("add", "-A");
  git("commit", "-qm", "template");
  mkdirSync(join(copy, OWNER_CONTENT.projects, "my-own-work"));
  writeFileSync(join(copy, OWNER_CONTENT.projects, "my-own-work/index.md"), "---\nname: Mine\n---\n");
  const refused = run(copy, ...JANE);
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain("changed or added since the last commit: content/projects/my-own-work/index.md");
  expect(existsSync(join(copy, OWNER_CONTENT.projects, "my-own-work/index.md"))).toBe(true);
}, 60_000);

test("a language without a message catalogue stops it with the languages there are, before anything is deleted", () => {
  const copy = templateWithSample();
  // "qaa" is reserved for local use (ISO 639-2 qaa–qtz): no template will ship its words.
  const refused = run(copy, ...JANE, "--languages", "qaa,en");
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain('"qaa" has no interface words');
  expect(refused.stderr).toContain(`The interface's words exist in: ${Object.keys(CATALOGUES).join(", ")}`);
  expect(existsSync(join(copy, "content/projects/sample-project/index.md"))).toBe(true);
}, 60_000);

test("--languages takes every language with a catalogue, by its key or the tags people write", () => {
  const tags = [...Object.keys(CATALOGUES), "pt-BR", "zh-CN", "de-CH", "es-MX"];
  expect(checkLanguages(tags).map((language) => language.tag)).toEqual(tags);
  expect(() => checkLanguages(["en", "zh-TW"])).toThrow('"zh-TW" has no interface words');
});

test("the options: name, title and url are needed, the rest optional; the CV is named in the owner's letters", () => {
  expect(() => parseNewSiteOptions(["--name", "Jane Doe"])).toThrow("Missing --title, --url");
  expect(parseNewSiteOptions([...JANE, "--languages", "en-GB, fr"])).toMatchObject({
    languages: ["en-GB", "fr"],
    force: false,
  });
  expect(cvFileNameFor("Tomasz Wiśniewski")).toBe("Tomasz-Wiśniewski-CV.pdf");
  expect(cvFileNameFor("Nguyễn Văn An")).toBe("Nguyễn-Văn-An-CV.pdf");
  expect(cvFileNameFor('J. R. "Bob" O\'Neil')).toBe("J-R-Bob-O-Neil-CV.pdf");
}, 60_000);
