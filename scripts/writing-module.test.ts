// @vitest-environment node
// The posts as the pages import them, from a Vite dev server as `npm run dev`
// runs it: bodies rendered, images through vite-imagetools, code colours as a
// stylesheet, drafts in development only, and a new post without a restart.
import { mkdtempSync } from "node:fs";
import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Post } from "virtual:writing";
import { imagetools } from "vite-imagetools";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { defaultLanguage, siteLanguages } from "../app/content/site-languages.ts";
import { inLanguage } from "../app/i18n/languages.ts";
import { content } from "./content-plugin.ts";
import { stripedPng } from "./fixture-projects.ts";
import { writingModules } from "./writing-module.ts";

const dir = mkdtempSync(join(tmpdir(), "dev-writing-"));
let server: ViteDevServer;
const previous = process.env.NODE_ENV;

function post(title: string, date: string, body: string, extra = "") {
  return `---\ntitle: ${title}\ndescription: About ${title}.\ndate: ${date}\ntags: [notes]\n${extra}---\n\n${body}\n`;
}

beforeAll(async () => {
  await writeFile(join(dir, "chart.png"), await stripedPng(1, 64, 8));
  await writeFile(
    join(dir, "with-code.md"),
    post("With code", "2026-02-01", "![Stripes](chart.png)\n\n```ts\nconst a: number = 1;\n```"),
  );
  await writeFile(join(dir, "a-draft.md"), post("A draft", "2026-03-01", "Not yet.", "draft: true\n"));
  // As `npm run dev` runs.
  process.env.NODE_ENV = "development";
  server = await createServer({
    root: resolve(import.meta.dirname, ".."),
    configFile: false,
    logLevel: "silent",
    server: { middlewareMode: true, ws: false },
    plugins: [imagetools(), content(writingModules({ dir }))],
  });
});

afterAll(async () => {
  await server.close();
  process.env.NODE_ENV = previous;
  await rm(dir, { recursive: true, force: true });
});

/** The posts in the default language, as its pages import them. */
const load = async () => {
  const { postsByLanguage } = (await server.ssrLoadModule("virtual:writing")) as {
    postsByLanguage: Record<string, Post[]>;
  };
  return inLanguage(postsByLanguage, defaultLanguage(siteLanguages()).code);
};

test("posts come rendered, images encoded by vite-imagetools, code colours in a stylesheet, drafts in development", async () => {
  const posts = await load();
  expect(posts.map((entry) => entry.slug)).toEqual(["a-draft", "with-code"]);
  const [image] = posts[1]!.body.filter((part) => typeof part !== "string");
  expect(image).toMatchObject({ alt: "Stripes", picture: { sources: { avif: expect.any(String) } } });
  expect(posts[1]!.body.join("")).toContain("<figcaption>TypeScript</figcaption>");
  const stylesheet = writingModules({ dir }).find((module) => module.id === "virtual:writing-code.css")!;
  const css = await stylesheet.load({ dev: true, warn: () => {} });
  expect(css).toMatch(/--shiki-light:#[0-9a-f]+;--shiki-dark:#[0-9a-f]+/i);
});

test("a new post shows without a restart", async () => {
  await writeFile(join(dir, "added-later.md"), post("Added later", "2026-04-01", "New."));
  await vi.waitFor(async () => expect((await load()).map((entry) => entry.slug)[0]).toBe("added-later"), {
    timeout: 10_000,
  });
}, 20_000);
