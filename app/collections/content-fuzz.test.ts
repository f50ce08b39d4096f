// @vitest-environment node
// Seeded mutations of the fixture site's content, each of which must either pass the content check's reading of
// the projects, posts and images and then render as the pages step renders it (every Markdown body to HTML, the
// route table, each language's Atom feed, read back by a strict XML parser), or fail with lines that each name a
// file of the content, never another exception. The owner's TypeScript files are mutated in a second, smaller
// property: the check itself is run on each (`node vite/content-check.ts`), as they load once per process. A real
// build of accepted mutations is run with FUZZ_BUILDS=<n> (docs/decisions/0061-fuzz-check-then-render.md).
// fast-check prints the seed and path of a failing case; FUZZ_SEED=<seed> replays it.
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import fc from "fast-check";
import { SaxesParser } from "saxes";
import { afterAll, expect, test } from "vitest";
import { ContentError } from "../schemas/content-problems.ts";
import { renderWithContents } from "../markdown/heading-outline.ts";
import { inLanguage, localizePath } from "../languages/language-tags.ts";
import { loadPortfolios } from "./portfolio-source.ts";
import { createPostRenderer, IMAGE_MARKER } from "../markdown/post-markdown.ts";
import { loadProjects } from "./project-collection.ts";
import { defaultLanguage, siteLanguages } from "../languages/languages-setting.ts";
import { loadPosts, loadPostsByLanguage, readingMinutes } from "./writing.ts";
import { renderMarkdown } from "../markdown/markdown.ts";
import { messagesIn } from "../i18n/catalogues.ts";
import { pageOf, type PageContent, type PostPage } from "../page/page.ts";
import { postPath } from "../addresses/paths.ts";
import { atomFeed } from "../routes/feed.ts";
import { pagesByLanguage } from "../addresses/site-pages.ts";
import { absoluteUrl } from "../addresses/site-url.ts";
import { checkImages } from "../../vite/image-check.ts";
import { checkContentOf, runOnContent } from "../../e2e/harness/content-copy.ts";

const root = resolve(import.meta.dirname, "../..");
const fixture = join(root, "fixtures/site");
const scratch = mkdtempSync(join(tmpdir(), "content-fuzz-"));
const seed = process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {};
const saved = { ...process.env };
afterAll(() => {
  process.env = saved;
  rmSync(scratch, { recursive: true, force: true });
});

/** The files of the fixture's projects and posts, relative to the site's folder. */
const contentFiles = ["projects", "writing"].flatMap((folder) =>
  readdirSync(join(fixture, folder), { recursive: true, encoding: "utf8" })
    .filter((name) => name.includes("."))
    .map((name) => join(folder, name)),
);
const markdownFiles = contentFiles.filter((name) => name.endsWith(".md"));
const imageFiles = contentFiles.filter((name) => name.endsWith(".png"));
const entryFolders = ["projects", "writing"].flatMap((folder) =>
  readdirSync(join(fixture, folder))
    .filter((name) => !name.includes("."))
    .map((name) => join(folder, name)),
);

/** Characters a tired editor or a bad paste leaves behind: YAML's and Markdown's signs, controls, brackets. */
const hostile = fc.constantFrom(
  ":",
  "-",
  "[",
  "]",
  '"',
  "'",
  "&a",
  "*a",
  "#",
  "\t",
  "\u001B",
  "\u0000",
  "\u000B",
  "---",
  "\n",
  "{",
  "|",
);

/** Values that mean something to YAML: an alias to no anchor, an anchor, unclosed flow collections and quotes. */
const YAML_VALUES = ["*a", "&a [x, *a]", "[", "{", "'", '"', "|", "- x", "! x", "@x", "`x`", "%x", "? x", ": x"];

/** A billion laughs in YAML: each alias doubles what the one before names. */
const ALIAS_BOMB = ["&a [x,x,x,x,x,x,x,x,x]", ..."bcdefgh"].reduce(
  (yaml, name, index) => `${yaml}\nx${index}: &${name} [${Array(9).fill(`*${"abcdefgh"[index]}`).join(",")}]`,
  "bomb: ",
);

/** Markdown nested past any sane depth: lists, quotes, brackets, emphasis. */
const NESTING = [
  Array.from({ length: 400 }, (_, depth) => `${"  ".repeat(depth)}- x`).join("\n"),
  ">".repeat(2000) + " x",
  "[".repeat(30_000),
  "*".repeat(5000) + "x",
];

/** What an image may become: cut short, damaged in the middle, empty, a GIF, text, a link out of its folder. */
const IMAGE_DAMAGE = ["cut", "middle", "empty", "gif", "text", "link-out", "remove", "rename-case"] as const;

const MARKDOWN_KINDS = [
  "insert",
  "delete-line",
  "duplicate-line",
  "truncate",
  "replace-line",
  "remove-file",
  "set-value",
  "rename-index",
  "control",
  "nest",
  "alias-bomb",
  "stray-language",
] as const;

type Mutation = { target: string; kind: string; at: number; text: string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      target: fc.constantFrom(...markdownFiles),
      kind: fc.constantFrom(...MARKDOWN_KINDS),
      at: fc.nat(),
      text: fc.oneof(hostile, fc.string({ maxLength: 8 })),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      target: fc.constantFrom(...imageFiles),
      kind: fc.constantFrom(...IMAGE_DAMAGE),
      at: fc.nat(),
      text: fc.constant(""),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      target: fc.constantFrom(...entryFolders),
      kind: fc.constantFrom("link-folder", "link-folder-out", "only-stray-file"),
      at: fc.nat(),
      text: fc.constant(""),
    }),
  },
);

/** Applies one mutation to a copy of the site's projects and posts; the copy's folder. */
function mutated({ target, kind, at, text }: Mutation, index: number): string {
  const site = join(scratch, String(index));
  for (const folder of ["projects", "writing"]) cpSync(join(fixture, folder), join(site, folder), { recursive: true });
  const path = join(site, target);
  if (imageFiles.includes(target)) {
    const bytes = readFileSync(path);
    if (kind === "cut") writeFileSync(path, bytes.subarray(0, at % bytes.length));
    else if (kind === "middle")
      writeFileSync(path, Buffer.from(bytes).fill(0xff, bytes.length >> 1, (bytes.length >> 1) + 256));
    else if (kind === "empty") writeFileSync(path, "");
    else if (kind === "gif") writeFileSync(path, "GIF89a\u0001\u0000\u0001\u0000");
    else if (kind === "text") writeFileSync(path, "not an image");
    else if (kind === "link-out") {
      rmSync(path);
      symlinkSync(join(fixture, "portrait.png"), path);
    } else if (kind === "remove") rmSync(path);
    else renameSync(path, path.replace(/\.png$/, ".Png"));
    return site;
  }
  if (entryFolders.includes(target)) {
    if (kind === "only-stray-file") {
      for (const name of readdirSync(path)) rmSync(join(path, name));
      writeFileSync(join(path, "notes.txt"), "draft");
    } else {
      // The folder moved elsewhere and linked back: beside the site, or out of it altogether.
      const away = kind === "link-folder" ? join(site, "elsewhere") : join(scratch, `away-${index}`);
      mkdirSync(dirname(join(away, "x")), { recursive: true });
      renameSync(path, join(away, "moved"));
      symlinkSync(join(away, "moved"), path);
    }
    return site;
  }
  const source = readFileSync(path, "utf8");
  const lines = source.split("\n");
  const line = at % lines.length;
  const fields = lines.flatMap((text, number) => (/^\s*(?:- )?[\w]+:/.test(text) ? [number] : []));
  const field = fields[at % Math.max(1, fields.length)] ?? 0;
  const setField = (value: string) =>
    writeFileSync(path, lines.toSpliced(field, 1, `${(lines[field] ?? "").split(":")[0]}: ${value}`).join("\n"));
  if (kind === "insert") {
    const position = at % (source.length + 1);
    writeFileSync(path, source.slice(0, position) + text + source.slice(position));
  } else if (kind === "delete-line") {
    writeFileSync(path, lines.toSpliced(line, 1).join("\n"));
  } else if (kind === "duplicate-line") {
    writeFileSync(path, lines.toSpliced(line, 0, lines[line] ?? "").join("\n"));
  } else if (kind === "truncate") {
    writeFileSync(path, source.slice(0, at % (source.length + 1)));
  } else if (kind === "replace-line") {
    writeFileSync(path, lines.toSpliced(line, 1, text).join("\n"));
  } else if (kind === "set-value") {
    setField(YAML_VALUES[Math.floor(at / 7) % YAML_VALUES.length] ?? text);
  } else if (kind === "control") {
    // A control character pasted into a field's value, or into the body.
    const control = ["\u0000", "\u001B", "\u000B", "\u0007", "\u007F", "\u200B"][at % 6] ?? "";
    writeFileSync(path, lines.toSpliced(field, 1, `${lines[field] ?? ""}${control}`).join("\n"));
  } else if (kind === "nest") {
    writeFileSync(path, `${source}\n\n${NESTING[at % NESTING.length] ?? ""}\n`);
  } else if (kind === "alias-bomb") {
    writeFileSync(path, source.replace(/^---\n/, `---\n${ALIAS_BOMB}\n`));
  } else if (kind === "stray-language") {
    // A translation for a language the site does not have: a warning, never a reason to fail.
    cpSync(path, path.replace(/(\.[a-z]{2})?\.md$/, ".es.md"));
  } else if (kind === "remove-file") {
    rmSync(path);
  } else {
    renameSync(
      path,
      path.replace(/index(\.[a-z]{2})?\.md$/, ["Index$1.md", "index$1.markdown", "INDEX$1.MD"][at % 3] ?? ""),
    );
  }
  return site;
}

/** C0 controls other than tab, line feed and carriage return, and DEL: never in a page or a feed. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Every problem of the content's projects, posts and images, as the check says them. */
async function problemsOf(): Promise<string[]> {
  const problems: string[] = [];
  let projects: ReturnType<typeof loadProjects> = [];
  try {
    projects = loadProjects({ includeDrafts: true });
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    problems.push(...error.problems);
  }
  try {
    loadPosts({ includeDrafts: true });
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    problems.push(...error.problems);
  }
  problems.push(...(await checkImages(projects)).problems);
  return problems;
}

let postRenderer: ReturnType<typeof createPostRenderer> | undefined;

/** What the pages step makes of accepted content, without encoding images: each body's HTML, the route table, the feeds. */
async function render(): Promise<void> {
  const languages = siteLanguages();
  const portfolios = loadPortfolios({ languages });
  const postsByLanguage = loadPostsByLanguage({ languages });
  // One highlighter for the run, as the build makes one.
  const renderer = await (postRenderer ??= createPostRenderer());
  const root = "https://fuzz.example";
  const main = inLanguage(portfolios, defaultLanguage(languages).code);
  pagesByLanguage({
    languages,
    projects: main.projects,
    postsByLanguage,
    postsAcrossLanguages: true,
    skills: main.skills,
  });
  for (const language of languages) {
    const words = messagesIn(language);
    const { projects, description, ...content } = inLanguage(portfolios, language.code);
    const html = projects.map((project) => renderWithContents(project.description, { topHeading: 3, words }).html);
    html.push(renderMarkdown(content.person.bio, { topHeading: 2, words }));
    const posts: PostPage[] = [];
    for (const post of postsByLanguage[language.code] ?? []) {
      const url = absoluteUrl(localizePath(postPath(post.slug), language), root);
      const body = await renderer.render(post.body, { url, words });
      html.push(body.html);
      // The images' renditions stand in for vite-imagetools' (the image check has decoded each).
      const picture = { img: { src: "/assets/image.png", w: 1600, h: 1000 }, sources: {} };
      const parts = body.feedHtml.split(IMAGE_MARKER).map((part, at) => (at % 2 === 0 ? part : { alt: "x", picture }));
      posts.push({
        slug: post.slug,
        ...post.data,
        draft: post.data.draft === true,
        languages: post.languages,
        alsoIn: [],
        minutes: readingMinutes(post.body),
        toc: body.toc,
        body: [body.html],
        feedBody: parts,
        replies: [],
        mentions: [],
      } as PostPage);
    }
    for (const page of html) expect(page, "a control character reached the HTML").not.toMatch(CONTROL);
    const page = pageOf({
      language,
      languages,
      site: { ...content, bioHtml: "", description, experienceHtml: [] },
      projects: [],
      posts: [],
      postsElsewhere: [],
      path: "/feed.xml",
      alternates: [],
    } as unknown as PageContent);
    const feed = atomFeed(page, posts, root);
    const parser = new SaxesParser({ xmlns: true });
    parser.on("error", (error) => {
      throw new Error(`feed.xml in ${language.tag} is not well-formed XML: ${error.message}`);
    });
    parser.write(feed).close();
  }
}

/** Points the engine's readers at a mutated copy: projects and posts; site.ts and settings.ts stay the fixture's. */
function use(site: string) {
  process.env.CONTENT_PROJECTS_DIR = join(site, "projects");
  process.env.CONTENT_WRITING_DIR = join(site, "writing");
}

/** The accepted mutations and their case numbers, for the real builds below. */
const acceptedMutations: [Mutation, number][] = [];

test("every seeded mutation of the projects, posts and images is refused naming a file, or renders whole", async () => {
  let index = 0;
  let accepted = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  await fc.assert(
    fc.asyncProperty(mutation, async (change) => {
      const site = mutated(change, (index += 1));
      use(site);
      const problems = await problemsOf();
      for (const line of problems) expect(line.startsWith(site), line).toBe(true);
      if (problems.length === 0) {
        accepted += 1;
        await render();
        acceptedMutations.push([change, index]);
      }
      rmSync(site, { recursive: true, force: true });
    }),
    { numRuns: Number(process.env.FUZZ_RUNS ?? 200), ...seed },
  );
  // The property is not vacuous: some mutations are refused, and some are accepted and rendered.
  const { user, system } = process.cpuUsage(cpu);
  console.log(
    `content fuzz: ${index} cases, ${accepted} accepted and rendered, ${((performance.now() - started) / 1000).toFixed(1)} s (${((user + system) / 1e6).toFixed(1)} s of CPU)`,
  );
  expect(accepted).toBeGreaterThan(10);
  expect(accepted).toBeLessThan(index);
  // Generous: the machine this runs on may be shared; the CPU it takes is what docs/decisions/0061 measures.
}, 600_000);

/** Edits of the owner's TypeScript files: a key, a value, a comma, a quote, a brace, a line, the whole file. */
const OWNER_FILES = ["site.ts", "site.fr.ts", "site.ar.ts", "settings.ts"];
const OWNER_EDITS = [
  (text: string, at: number) => text.replace(/,\n/g, (comma, offset: number) => (offset % 7 === at % 7 ? "\n" : comma)),
  (text: string, at: number) => text.slice(0, at % text.length) + '"' + text.slice(at % text.length),
  (text: string, at: number) => text.slice(0, at % text.length),
  (text: string, at: number) =>
    text.replace(
      /\b(name|languages|accent|fonts|email|url|title)\b/,
      ["nmae", "alnguages", "acent", "fonst", "eamil", "ulr", "titel"][at % 7] ?? "",
    ),
  (text: string, at: number) =>
    text.replace(/: "[^"\n]*"/, [': "#12"', ": 42", ': "comic"', ": []", ': "\u001B"', ": undefined"][at % 6] ?? ""),
  (text: string) => text.replace("preload: false", "preload: true"),
  (text: string, at: number) =>
    text
      .split("\n")
      .toSpliced(at % text.split("\n").length, 1)
      .join("\n"),
  () => undefined,
];

test("every seeded mutation of site.ts, its translations and settings.ts is refused in lines naming a file, or passes", async () => {
  const runs = Number(process.env.FUZZ_OWNER_RUNS ?? 6);
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...OWNER_FILES),
      fc.integer({ min: 0, max: OWNER_EDITS.length - 1 }),
      fc.nat(),
      async (file, edit, at) => {
        const site = join(scratch, `owner-${file}-${edit}-${at}`);
        cpSync(fixture, site, { recursive: true });
        const path = join(site, file);
        const after = OWNER_EDITS[edit]?.(readFileSync(path, "utf8"), at);
        if (after === undefined) rmSync(path);
        else writeFileSync(path, after);
        const { status, output } = checkContentOf(site, { env: saved });
        expect(output, "no stack trace").not.toMatch(/^\s+at |node:internal/m);
        expect(output).not.toContain("hung: stopped after");
        if (status !== 0) {
          expect(status).toBe(1);
          const lines = output.split("\n").filter((line) => line.includes("✗ "));
          expect(lines.length, output).toBeGreaterThan(0);
          for (const line of lines) expect(line, output).toContain(site);
        }
        rmSync(site, { recursive: true, force: true });
      },
    ),
    { numRuns: runs, ...seed },
  );
}, 900_000);

// A real build of accepted mutations (into build/, as test:fixture builds): the in-process render above stands in
// for the pages step in the unit suite, which a build per case would take minutes to run.
test.runIf(Number(process.env.FUZZ_BUILDS ?? 0) > 0)(
  "accepted mutations build cleanly",
  async () => {
    const builds = acceptedMutations.slice(0, Number(process.env.FUZZ_BUILDS));
    expect(builds.length).toBeGreaterThan(0);
    for (const [change, index] of builds) {
      const site = join(scratch, `build-${index}`);
      cpSync(fixture, site, { recursive: true });
      const changed = mutated(change, index);
      for (const folder of ["projects", "writing"]) {
        rmSync(join(site, folder), { recursive: true, force: true });
        cpSync(join(changed, folder), join(site, folder), { recursive: true, dereference: false });
      }
      const { status, output } = runOnContent([process.execPath, "cli/build.ts"], site, {
        timeout: 600_000,
        env: saved,
      });
      expect(status, `${JSON.stringify(change)}\n${output}`).toBe(0);
      expect(output).not.toMatch(/^\s+at |✗ /m);
    }
  },
  900_000,
);
