// @vitest-environment node
// The content modules in development: a Vite dev server, as `npm run dev`
// runs it, picks up a new project folder, an edited index.md and a new
// screenshot without a restart, and shows a content error with the same lines
// as the build.
import { mkdtempSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { imagetools } from "vite-imagetools";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { defaultLanguage, siteLanguages } from "../app/content/site-languages.ts";
import { inLanguage } from "../app/i18n/languages.ts";
import { content } from "./content-plugin.ts";
import { projectsModule } from "./content-modules.ts";
import { fixtureSlug, stripedPng, writeFixtureProjects } from "./fixture-projects.ts";

type Project = { slug: string; descriptionHtml: string; images: { alt: string }[] };
type Module = { projectsByLanguage: Record<string, Project[]> };

const dir = mkdtempSync(join(tmpdir(), "dev-projects-"));
let server: ViteDevServer;
const previous = process.env.CONTENT_PROJECTS_DIR;
const previousLanguages = process.env.SITE_LANGUAGES;
// The default language alone: these folders are written by hand, without translations.
const main = defaultLanguage(siteLanguages());

beforeAll(async () => {
  await writeFixtureProjects(dir, { projects: 1, screenshots: 1, width: 64, height: 8, translations: [] });
  process.env.CONTENT_PROJECTS_DIR = dir;
  process.env.SITE_LANGUAGES = main.tag;
  server = await createServer({
    root: resolve(import.meta.dirname, ".."),
    configFile: false,
    logLevel: "silent",
    server: { middlewareMode: true, ws: false },
    plugins: [imagetools(), content([projectsModule()])],
  });
});

afterAll(async () => {
  await server.close();
  process.env.CONTENT_PROJECTS_DIR = previous;
  if (previousLanguages === undefined) delete process.env.SITE_LANGUAGES;
  else process.env.SITE_LANGUAGES = previousLanguages;
  await rm(dir, { recursive: true, force: true });
});

/** The projects in the default language, as its pages import them. */
const load = async () => {
  const { projectsByLanguage } = (await server.ssrLoadModule("virtual:content/projects")) as Module;
  return { projects: inLanguage(projectsByLanguage, main.code) };
};
const index = (slug: string) => join(dir, slug, "index.md");

test("a new project folder, an edited description and a new screenshot show without a restart", async () => {
  expect((await load()).projects.map((project) => project.slug)).toEqual([fixtureSlug(0)]);

  const slug = "added-later";
  await mkdir(join(dir, slug));
  await writeFile(join(dir, slug, "one.png"), await stripedPng(7, 64, 8));
  await writeFile(
    index(slug),
    "---\nname: Added later\nrole: Developer\nsummary: New.\ntech: [Vite]\nimages:\n  - src: one.png\n    alt: One\n---\n\nFirst *draft*.\n",
  );
  await vi.waitFor(async () => expect((await load()).projects.map((p) => p.slug)).toContain(slug), { timeout: 10_000 });

  await writeFile(index(slug), (await readFile(index(slug), "utf8")).replace("First *draft*.", "Second **take**."));
  await vi.waitFor(
    async () =>
      expect((await load()).projects.find((p) => p.slug === slug)!.descriptionHtml).toContain("<strong>take</strong>"),
    { timeout: 10_000 },
  );

  await writeFile(join(dir, slug, "two.png"), await stripedPng(8, 64, 8));
  await writeFile(
    index(slug),
    (await readFile(index(slug), "utf8")).replace("    alt: One\n", "    alt: One\n  - src: two.png\n    alt: Two\n"),
  );
  await vi.waitFor(
    async () =>
      expect((await load()).projects.find((p) => p.slug === slug)!.images.map((i) => i.alt)).toEqual(["One", "Two"]),
    { timeout: 10_000 },
  );
}, 40_000);

test("a content error shows the same lines as the build, and goes once fixed", async () => {
  const slug = fixtureSlug(0);
  const good = await readFile(index(slug), "utf8");
  await writeFile(index(slug), good.replace("alt: Screen 1 of project 1, in stripes.", "alt: ''"));
  const shown = index(slug).replace(`${process.cwd()}/`, "");
  await vi.waitFor(() => expect(load()).rejects.toThrow(`✗ ${shown}: images[0].alt: must not be empty`), {
    timeout: 10_000,
  });

  await writeFile(index(slug), good);
  await vi.waitFor(async () => expect((await load()).projects.length).toBeGreaterThan(0), { timeout: 10_000 });
}, 30_000);
