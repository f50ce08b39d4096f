// @vitest-environment node
// The pages' content in development: a Vite dev server, as `npm run dev` runs
// it, renders the Markdown, encodes the images through vite-imagetools, shows
// drafts, picks up a new project, an edited description, a new screenshot and
// a new post without a restart, draws the share images and the CV on request,
// and shows a content error with the same lines as the build.
import { mkdtempSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { imagetools } from "vite-imagetools";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { siteUrl } from "~/collections/owner-modules";
import { defaultLanguage, siteLanguages } from "~/languages/languages-setting";
import { contentAliases } from "../../vite/content-aliases.ts";
import { fixtureSlug, stripedPng, writeFixtureProjects } from "../test-support/fixture-projects.ts";
import type { PageContent, ProjectSummary } from "./page-content";
import type { ContentReader, LanguageContent } from "./page-content.server";

const projects = mkdtempSync(join(tmpdir(), "dev-projects-"));
const writing = mkdtempSync(join(tmpdir(), "dev-writing-"));
const saved = { ...process.env };
let server: ViteDevServer;

function post(title: string, date: string, body: string, extra = "") {
  return `---\ntitle: ${title}\ndescription: About ${title}.\ndate: ${date}\ntags: [notes]\n${extra}---\n\n${body}\n`;
}

beforeAll(async () => {
  // The default language alone: these folders are written by hand, without translations.
  const main = defaultLanguage(siteLanguages());
  await writeFixtureProjects(projects, { projects: 1, screenshots: 1, width: 64, height: 8, translations: [] });
  await writeFile(join(writing, "chart.png"), await stripedPng(1, 64, 8));
  await writeFile(
    join(writing, "with-code.md"),
    post("With code", "2026-02-01", "![Stripes](chart.png)\n\n```ts\nconst a: number = 1;\n```"),
  );
  await writeFile(join(writing, "a-draft.md"), post("A draft", "2026-03-01", "Not yet.", "draft: true\n"));
  Object.assign(process.env, {
    CONTENT_PROJECTS_DIR: projects,
    CONTENT_WRITING_DIR: writing,
    SITE_LANGUAGES: main.tag,
    // As `npm run dev` runs.
    NODE_ENV: "development",
  });
  server = await createServer({
    root: resolve(import.meta.dirname, "../.."),
    configFile: false,
    logLevel: "silent",
    resolve: { tsconfigPaths: true, alias: contentAliases() },
    define: { "import.meta.env.SITE_URL": JSON.stringify(siteUrl()) },
    server: { middlewareMode: true, ws: false },
    plugins: [imagetools()],
  });
  server.watcher.add([projects, writing]);
});

afterAll(async () => {
  await server.close();
  // In place: the worker's process, and its environment, may run another file after this one.
  for (const key of Object.keys(process.env)) if (!(key in saved)) Reflect.deleteProperty(process.env, key);
  Object.assign(process.env, saved);
  await rm(projects, { recursive: true, force: true });
  await rm(writing, { recursive: true, force: true });
});

type Server = { contentReader: () => Promise<ContentReader> };

/** The default language's content in full, as the project, post and feed routes' loaders read it. */
async function load(): Promise<LanguageContent> {
  const { contentReader } = (await server.ssrLoadModule("/app/page/page-content.server.ts")) as Server;
  return (await contentReader()).full("/");
}

/** The home page's content, as the root route's loader gives it. */
async function loadPage(): Promise<PageContent> {
  const { contentReader } = (await server.ssrLoadModule("/app/page/page-content.server.ts")) as Server;
  return (await contentReader()).page("/");
}

/** The default language's projects with their cards, as the routes that show cards read them. */
async function loadCards(): Promise<readonly ProjectSummary[]> {
  const { contentReader } = (await server.ssrLoadModule("/app/page/page-content.server.ts")) as Server;
  return (await contentReader()).projects("/");
}

const index = (slug: string) => join(projects, slug, "index.md");

test("posts come rendered, images encoded by vite-imagetools, drafts in development", async () => {
  const { posts } = await load();
  expect(posts.map((entry) => entry.slug)).toEqual(["a-draft", "with-code"]);
  const [image] = posts[1]!.body.filter((part) => typeof part !== "string");
  expect(image).toMatchObject({ alt: "Stripes", picture: { sources: { avif: expect.any(String) } } });
  expect(posts[1]!.body.join("")).toContain("<figcaption>TypeScript</figcaption>");
}, 30_000);

test("every page carries each project by name and each post's summary; cards and whole projects and posts only where shown", async () => {
  const [page, cards, full] = await Promise.all([loadPage(), loadCards(), load()]);
  const slugs = full.projects.map((project) => project.slug);
  // Every page: what links a project and the technologies' index, no more.
  expect(page.projects.map((project) => project.slug)).toEqual(slugs);
  for (const project of page.projects) expect(Object.keys(project).sort()).toEqual(["name", "slug", "tech"]);
  // The pages that show cards: each project's card, not its screenshots, description or contents.
  expect(cards.map((project) => project.slug)).toEqual(slugs);
  for (const project of cards) {
    expect(project).not.toHaveProperty("images");
    expect(project).not.toHaveProperty("descriptionHtml");
    expect(project).not.toHaveProperty("toc");
  }
  expect(cards[0]!.card).toEqual(full.projects[0]!.images[0]);
  for (const post of page.posts) {
    expect(post).not.toHaveProperty("body");
    expect(post).not.toHaveProperty("feedBody");
  }
  expect(page.posts.map((post) => post.title)).toEqual(full.posts.map((post) => post.title));
}, 30_000);

test("a new project folder, an edited description, a new screenshot and a new post show without a restart", async () => {
  expect((await load()).projects.map((project) => project.slug)).toEqual([fixtureSlug(0)]);

  const slug = "added-later";
  await mkdir(join(projects, slug));
  await writeFile(join(projects, slug, "one.png"), await stripedPng(7, 64, 8));
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

  await writeFile(join(projects, slug, "two.png"), await stripedPng(8, 64, 8));
  await writeFile(
    index(slug),
    (await readFile(index(slug), "utf8")).replace("    alt: One\n", "    alt: One\n  - src: two.png\n    alt: Two\n"),
  );
  await vi.waitFor(
    async () =>
      expect((await load()).projects.find((p) => p.slug === slug)!.images.map((i) => i.picture.img.src)).toHaveLength(
        2,
      ),
    { timeout: 10_000 },
  );

  await writeFile(join(writing, "added-later.md"), post("Added later", "2026-04-01", "New."));
  await vi.waitFor(async () => expect((await load()).posts.map((entry) => entry.slug)[0]).toBe("added-later"), {
    timeout: 10_000,
  });
}, 60_000);

/**
 * What a resource route's loader answers for `params` at `path`, as the development server would serve it; `asked`
 * is the request as it came, which React Router's pre-render makes for the file's data (`path` + ".data").
 */
async function resource(route: string, params: Record<string, string>, path = "/", asked = path): Promise<Response> {
  const { loader } = (await server.ssrLoadModule(route)) as {
    loader: (args: { params: unknown; request: Request; url: URL }) => Promise<Response>;
  };
  const request = new Request(`http://localhost${asked}`);
  return loader({ params, request, url: new URL(`http://localhost${path}`) }).catch((thrown: unknown) => {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  });
}

test("the share images and the CV are drawn on request, a new project's image too", async () => {
  const slug = "drawn-on-request";
  const image = () => resource("/app/routes/share-image.ts", { "*": `${slug}.png` });
  expect((await image()).status).toBe(404);
  await mkdir(join(projects, slug));
  await writeFile(
    index(slug),
    "---\nname: Drawn on request\nrole: Developer\nsummary: New.\ntech: [Vite]\n---\n\nNew.\n",
  );
  await vi.waitFor(async () => expect((await image()).status).toBe(200), { timeout: 10_000 });
  const png = await image();
  expect(png.headers.get("Content-Type")).toBe("image/png");
  expect(
    Buffer.from(await png.arrayBuffer())
      .subarray(1, 4)
      .toString("latin1"),
  ).toBe("PNG");

  const { person } = (await load()).site;
  const cv = await resource("/app/routes/cv.ts", { cv: person.cv.downloadName });
  expect(cv.headers.get("Content-Type")).toBe("application/pdf");
  expect(
    Buffer.from(await cv.arrayBuffer())
      .subarray(0, 5)
      .toString("latin1"),
  ).toBe("%PDF-");
  expect((await resource("/app/routes/cv.ts", { cv: "Someone-Else-CV.pdf" })).status).toBe(404);

  // The pre-render asks for each file's data first, for client-side navigation these pages never make: nothing.
  const data = await resource(
    "/app/routes/share-image.ts",
    { "*": `${slug}.png` },
    `/og/${slug}.png`,
    `/og/${slug}.png.data?_routes=en-gb%2Fshare-image`,
  );
  expect(data.status).toBe(200);
  expect((await data.arrayBuffer()).byteLength).toBe(0);
  const cvData = await resource(
    "/app/routes/cv.ts",
    { cv: person.cv.downloadName },
    `/cv/${person.cv.downloadName}`,
    `/cv/${person.cv.downloadName}.data?_routes=en-gb%2Fcv`,
  );
  expect((await cvData.arrayBuffer()).byteLength).toBe(0);
}, 60_000);

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
