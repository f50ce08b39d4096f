// @vitest-environment node
// site.ts in development: the pages' loaders check it as the build's content
// check does, so a mistake in it shows on the development server's page (with
// the build's line) rather than a page built from bad content; and goes once fixed.
import { cpSync, mkdtempSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { imagetools } from "vite-imagetools";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { contentAliases } from "../../vite/content-aliases.ts";
import { displayPath } from "~/collections/content-folder";
import { defaultLanguage, siteLanguages } from "~/languages/languages-setting";
import { writeFixtureProjects } from "../test-support/fixture-projects.ts";
import type { ContentReader } from "./page-content.server";

const root = resolve(import.meta.dirname, "../..");
const content = join(mkdtempSync(join(tmpdir(), "dev-site-")), "content");
const saved = { ...process.env };
let server: ViteDevServer;

beforeAll(async () => {
  // The template's own fixture site, copied so its site.ts can be broken.
  cpSync(join(root, "fixtures/site"), content, { recursive: true });
  // Little else to read or encode: one small project, no posts, the default language alone.
  const projects = join(content, "..", "projects");
  await writeFixtureProjects(projects, { projects: 1, screenshots: 1, width: 64, height: 8, translations: [] });
  Object.assign(process.env, {
    CONTENT_DIR: content,
    CONTENT_PROJECTS_DIR: projects,
    CONTENT_WRITING_DIR: join(content, "..", "writing"),
    SITE_LANGUAGES: defaultLanguage(siteLanguages()).tag,
    NODE_ENV: "development",
  });
  server = await createServer({
    root,
    configFile: false,
    logLevel: "silent",
    resolve: { tsconfigPaths: true, alias: contentAliases() },
    define: { "import.meta.env.SITE_URL": JSON.stringify("https://example.com") },
    server: { middlewareMode: true, ws: false },
    plugins: [imagetools()],
  });
  server.watcher.add(content);
});

afterAll(async () => {
  await server.close();
  for (const key of Object.keys(process.env)) if (!(key in saved)) Reflect.deleteProperty(process.env, key);
  Object.assign(process.env, saved);
  await rm(join(content, ".."), { recursive: true, force: true });
});

/**
 * Writes a module of the content. React Router's plugin reloads the server's modules when one changes, as
 * `npm run dev` shows ("program reload"); this bare server has no such plugin, so the test does it.
 */
async function edit(file: string, text: string) {
  await writeFile(file, text);
  server.moduleGraph.invalidateAll();
}

async function loadPage() {
  const { contentReader } = (await server.ssrLoadModule("/app/page/page-content.server.ts")) as {
    contentReader: () => Promise<ContentReader>;
  };
  return (await contentReader()).page("/");
}

test("a mistake in site.ts stops the pages' loaders with the build's line, and goes once fixed", async () => {
  const file = join(content, "site.ts");
  const good = await readFile(file, "utf8");
  expect((await loadPage()).site.person.name).not.toBe("");
  // The person's name emptied, whatever it is.
  await edit(file, good.replace(/(person: \{\s*name: )"[^"]*"/, '$1"  "'));
  // As the build names it.
  const shown = displayPath(file);
  await vi.waitFor(() => expect(loadPage()).rejects.toThrow(`✗ ${shown}: person.name: must not be empty`), {
    timeout: 10_000,
  });
  await edit(file, good);
  await vi.waitFor(async () => expect((await loadPage()).site.person.name).not.toBe(""), { timeout: 10_000 });
}, 60_000);
