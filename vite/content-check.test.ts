// @vitest-environment node
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test } from "vitest";
import { contentFile } from "../app/collections/content-folder.ts";
import { fixtureSlug, writeFixtureProjects } from "../app/test-support/fixture-projects.ts";

const root = resolve(import.meta.dirname, "..");
/** The template's own fixture site: these tests break copies of it. */
const FIXTURE_SITE = "fixtures/site";

/** The fixture site's content, copied into `dir`, for a test to break. */
function fixtureContent(dir: string): string {
  cpSync(join(root, FIXTURE_SITE), dir, { recursive: true });
  return dir;
}

/** A copy of the fixture site whose site.ts has a bad profile URL; its folder. */
function brokenSiteModule(dir: string): string {
  const content = fixtureContent(join(dir, "content"));
  const file = join(content, "site.ts");
  const real = pathToFileURL(join(root, FIXTURE_SITE, "site.ts")).href;
  writeFileSync(
    file,
    `import { site as real } from ${JSON.stringify(real)};
const site = structuredClone(real);
// Added, not in place of one: the fixture's own profiles stand, as whatever reads them (its GitHub account) expects.
site.person.profiles.push({ label: "Mastodon", url: "http://insecure.example.com" });
export { site };
`,
  );
  return content;
}

test("npm run build stops on bad content, naming each file and field without a stack trace", async () => {
  const dir = mkdtempSync(join(tmpdir(), "broken-content-"));
  const projects = join(dir, "projects");
  await writeFixtureProjects(projects, { projects: 2, screenshots: 3, width: 64, height: 8 });
  const index = join(projects, fixtureSlug(1), "index.md");
  writeFileSync(index, readFileSync(index, "utf8").replace("alt: Screen 3 of project 2, in stripes.", "alt: ' '"));
  writeFileSync(join(projects, fixtureSlug(0), "screen-02.png"), "not an image");

  const result = spawnSync("npm", ["run", "--silent", "build"], {
    cwd: root,
    env: { ...process.env, CONTENT_DIR: brokenSiteModule(dir), CONTENT_PROJECTS_DIR: projects },
    encoding: "utf8",
  });
  expect(result.status).not.toBe(0);
  expect(result.stderr).toContain("has 3 problems");
  // The image is proven even while its project's front matter does not read: the pages would encode it all the same.
  expect(result.stderr).toContain(`${join(projects, fixtureSlug(0), "screen-02.png")}: does not decode in full`);
  expect(result.stderr).toMatch(
    /site\.ts: person\.profiles\[\d+\]\.url: expected an absolute https:\/\/ URL, got "http:\/\/insecure\.example\.com"/,
  );
  expect(result.stderr).toContain(`${index}: images[2].alt: must not be empty`);
  expect(result.stderr).not.toMatch(/^\s+at /m);
  // It stopped before React Router built anything (vite/build-report.ts prints a line per step done).
  expect(result.stdout).not.toContain("✓ pages");
  expect(result.stderr).toContain("✗ content failed");

  // With the front matter fixed, the file that is not an image stops it too.
  writeFileSync(index, readFileSync(index, "utf8").replace("alt: ' '", "alt: A screen"));
  const again = spawnSync(process.execPath, ["cli/check-content.ts"], {
    cwd: root,
    env: { ...process.env, CONTENT_PROJECTS_DIR: projects },
    encoding: "utf8",
  });
  expect(again.status).not.toBe(0);
  expect(again.stderr).toContain(
    `${join(projects, fixtureSlug(0), "index.md")}: images[1].src: screen-02.png: does not decode in full`,
  );
}, 90_000);

test("a screenshot narrower than 1600 px builds, with a warning naming it", async () => {
  const dir = mkdtempSync(join(tmpdir(), "narrow-content-"));
  await writeFixtureProjects(dir, { projects: 1, screenshots: 1, width: 800, height: 8 });
  const result = spawnSync(process.execPath, ["cli/check-content.ts"], {
    cwd: root,
    env: { ...process.env, CONTENT_PROJECTS_DIR: dir },
    encoding: "utf8",
  });
  expect(result.status).toBe(0);
  expect(result.stderr).toContain(
    `${join(dir, fixtureSlug(0), "index.md")}: images[0].src: screen-01.png: is 800 px wide; images of at least 1600 px stay sharp on large screens`,
  );
}, 90_000);

test("a project whose folder name is another page's address stops the build, naming its file", async () => {
  const dir = mkdtempSync(join(tmpdir(), "taken-address-"));
  await writeFixtureProjects(dir, { projects: 1, screenshots: 1, width: 64, height: 8, translations: [] });
  renameSync(join(dir, fixtureSlug(0)), join(dir, "404"));
  const result = spawnSync(process.execPath, ["cli/check-content.ts"], {
    cwd: root,
    env: { ...process.env, CONTENT_PROJECTS_DIR: dir, SITE_LANGUAGES: "en-GB" },
    encoding: "utf8",
  });
  expect(result.status).not.toBe(0);
  expect(result.stderr).toContain(`${join(dir, "404", "index.md")}: its address /404 is already`);
  expect(result.stderr).not.toMatch(/^\s+at /m);
}, 90_000);

test("a technology spelled two ways builds with a warning naming both files; two on one address stop it", async () => {
  const dir = mkdtempSync(join(tmpdir(), "technology-spellings-"));
  await writeFixtureProjects(dir, { projects: 3, screenshots: 1, width: 1600, height: 8, translations: [] });
  const file = (index: number) => join(dir, fixtureSlug(index), "index.md");
  const respell = (index: number, from: string, to: string) =>
    writeFileSync(file(index), readFileSync(file(index), "utf8").replace(from, to));
  respell(0, "  - TypeScript", "  - Typescript");
  const check = () =>
    spawnSync(process.execPath, ["cli/check-content.ts"], {
      cwd: root,
      env: { ...process.env, CONTENT_PROJECTS_DIR: dir, SITE_LANGUAGES: "en-GB" },
      encoding: "utf8",
    });
  const variant = check();
  expect(variant.status).toBe(0);
  // Two projects of three spell it "TypeScript": that is its name.
  expect(variant.stderr).toMatch(new RegExp(`${file(0)} spells “Typescript” what .+ spells “TypeScript”`));

  respell(1, "  - Tech 2", "  - Café");
  respell(2, "  - Tech 3", "  - Cafe");
  const collision = check();
  expect(collision.status).not.toBe(0);
  expect(collision.stderr).toContain(
    `${file(2)}: the technology “Cafe” and “Café” (${file(1)}) would both be at /technologies/cafe`,
  );
}, 90_000);

test("a skill in two groups builds, with a warning naming both places", { timeout: 60_000 }, async () => {
  const content = fixtureContent(join(mkdtempSync(join(tmpdir(), "shared-skill-")), "content"));
  const real = pathToFileURL(join(root, FIXTURE_SITE, "site.ts")).href;
  writeFileSync(
    join(content, "site.ts"),
    `import { site as real } from ${JSON.stringify(real)};
const site = structuredClone(real);
site.skills.at(-1).skills.push(site.skills[0].skills[0]);
export { site };
`,
  );
  const { skills } = ((await import(real)) as { site: { skills: { skills: string[] }[] } }).site;
  const result = spawnSync(process.execPath, ["cli/check-content.ts"], {
    cwd: root,
    env: { ...process.env, CONTENT_DIR: content },
    encoding: "utf8",
  });
  expect(result.status).toBe(0);
  expect(result.stderr).toContain(
    `skills[${skills.length - 1}].skills[${skills.at(-1)?.skills.length}]: “${skills[0]?.skills[0]}” is also in the group`,
  );
  expect(result.stderr).toContain("(skills[0].skills[0]), so it shows in both");
});

test("the content check passes on the real content", { timeout: 30_000 }, () => {
  const result = spawnSync(process.execPath, ["cli/check-content.ts"], { cwd: root, encoding: "utf8" });
  // Warnings only (the fixture spells a technology two ways on purpose), never a problem.
  expect(result.stderr.split("\n").filter((line) => line !== "" && !line.startsWith("  ! "))).toEqual([]);
  expect(result.status).toBe(0);
});

test(
  "a SITE_URL that is no origin stops the build with its one line, before Vite loads anything",
  { timeout: 30_000 },
  () => {
    const result = spawnSync(process.execPath, ["cli/check-content.ts"], {
      cwd: root,
      env: { ...process.env, SITE_URL: "https://example.com/portfolio/" },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('SITE_URL must be the site\'s origin, like "https://example.com"');
    expect(result.stderr).not.toMatch(/^\s+at /m);
  },
);

test("a bad post stops the build too, naming the file and the field", { timeout: 30_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), "broken-writing-"));
  const post = join(dir, "a-post.md");
  writeFileSync(post, "---\ntitle: A post\ndescription: About it.\ndate: 2026-13-01\ntags: [css]\n---\nText.\n");
  const result = spawnSync("node", ["cli/check-content.ts"], {
    cwd: root,
    env: { ...process.env, CONTENT_WRITING_DIR: dir },
    encoding: "utf8",
  });
  expect(result.status).not.toBe(0);
  expect(result.stderr).toContain(`${post}: date: "2026-13-01" is not a real date: there is no month 13`);
  expect(result.stderr).not.toMatch(/^\s+at /m);
});

test(
  "a translation of site.ts missing a field stops the build, naming the language, the file and the field",
  {
    timeout: 30_000,
  },
  () => {
    const dir = fixtureContent(mkdtempSync(join(tmpdir(), "broken-translation-")));
    const french = readFileSync(join(dir, "site.fr.ts"), "utf8");
    // site.fr.ts without its job title.
    writeFileSync(join(dir, "site.fr.ts"), french.replace(/^\s*jobTitle: .*\n/m, ""));
    const result = spawnSync(process.execPath, ["cli/check-content.ts"], {
      cwd: root,
      env: { ...process.env, CONTENT_DIR: dir, SITE_LANGUAGES: "en-GB,fr" },
      encoding: "utf8",
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(
      `${join(dir, "site.fr.ts")}: person.jobTitle: missing in French (fr): translate it, or list "person.jobTitle" under fallback to show the English text`,
    );
    expect(result.stderr).not.toMatch(/^\s+at /m);
  },
);

test("the site's languages are checked with the content, each problem told once", { timeout: 30_000 }, () => {
  const result = spawnSync(process.execPath, ["cli/check-content.ts"], {
    cwd: root,
    env: { ...process.env, SITE_LANGUAGES: "en-GB,qaa,not a tag" },
    encoding: "utf8",
  });
  expect(result.status).not.toBe(0);
  expect(result.stderr).toContain("The content has 2 problems:");
  expect(result.stderr).toContain(
    `SITE_LANGUAGES: "qaa" has no interface words: copy app/i18n/messages/en.ts to ${contentFile("i18n", "qaa.ts")}, rename its function \`words\` and translate it (docs/languages.md)`,
  );
  expect(result.stderr.split('"not a tag" is not a language tag').length).toBe(2);
});

test("a Mermaid diagram that does not parse stops the content check: the file, the fence's line, Mermaid's message", () => {
  const writing = mkdtempSync(join(tmpdir(), "broken-diagram-"));
  const post = join(writing, "a-broken-diagram.md");
  writeFileSync(
    post,
    [
      "---",
      "title: A broken diagram",
      "description: Its diagram does not parse.",
      "date: 2026-01-02",
      "---",
      "",
      "Before.",
      "",
      "```mermaid",
      "flowchart LR",
      "  A -->",
      "```",
      "",
    ].join("\n"),
  );
  const result = spawnSync(process.execPath, ["cli/check-content.ts"], {
    cwd: root,
    env: { ...process.env, CONTENT_DIR: FIXTURE_SITE, CONTENT_WRITING_DIR: writing },
    encoding: "utf8",
  });
  expect(result.status).not.toBe(0);
  const lines = result.stderr.split("\n").filter((line) => line.includes("Mermaid:"));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(`${post}: line 9: Mermaid: Parse error`);
  expect(result.stderr).not.toMatch(/^\s+at /m);
}, 90_000);

test("npm run check-content stops on TeX that does not parse, with one line naming the post and the line", () => {
  const writing = mkdtempSync(join(tmpdir(), "bad-maths-"));
  writeFileSync(
    join(writing, "bad-maths.md"),
    "---\ntitle: Bad maths\ndescription: A formula that does not parse.\ndate: 2026-01-01\n---\n\nFine: $x^2$.\n\nBroken: $\\frc{1}{2}$ here.\n",
  );
  const result = spawnSync("npm", ["run", "--silent", "check-content"], {
    cwd: root,
    env: { ...process.env, CONTENT_DIR: FIXTURE_SITE, CONTENT_WRITING_DIR: writing },
    encoding: "utf8",
  });
  expect(result.status).toBe(1);
  const lines = result.stderr.split("\n").filter((line) => line.includes("✗"));
  expect(lines).toEqual([
    `  ✗ ${join(writing, "bad-maths.md")}: line 9: TeX: Unsupported function name: \\frc at position 1`,
  ]);
}, 90_000);
