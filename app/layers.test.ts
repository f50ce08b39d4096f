// @vitest-environment node
// The code's layers run one way: content → i18n → route table → page data →
// components → route modules (docs/architecture.md).
// A module imports from its own layer and the ones before it, never from one
// after: the content knows nothing of the words, the words nothing of the
// pages, and nothing imports a route module. Read from the import statements
// of every module under app/ (tests and their helpers aside).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { expect, test } from "vitest";

const APP = import.meta.dirname;
const ROOT = dirname(APP);

/** A layer: which modules are in it, and what they may not import (paths from the project's root). */
type Layer = { rule: string; is: (path: string) => boolean; mayNotImport: (path: string) => boolean };

const content = (path: string) => path.startsWith("app/content/");
const i18n = (path: string) => path.startsWith("app/i18n/");
const ROUTE_TABLE = new Set(["app/routes.ts", "app/route-params.ts", "app/site-pages.ts", "app/paths.ts"]);
const PAGE_DATA = new Set(["app/seo.ts", "app/social-card.ts", "app/structured-data.ts"]);
const pageData = (path: string) => path.startsWith("app/page/") || PAGE_DATA.has(path);
const components = (path: string) => path.startsWith("app/components/");
const islands = (path: string) => path.startsWith("app/islands/");
const routeModules = (path: string) => path.startsWith("app/routes/") || /^app\/root\.tsx?$/.test(path);
const app = (path: string) => path.startsWith("app/");
const inFolder = (folder: string) => (path: string) => path.startsWith(`${folder}/`);

/** The first layer a module is in decides; the last holds for every module but the route modules themselves. */
const LAYERS: readonly Layer[] = [
  { rule: "the content imports only the content", is: content, mayNotImport: (path) => app(path) && !content(path) },
  {
    rule: "the words (i18n) import only the content and the words",
    is: i18n,
    mayNotImport: (path) => app(path) && !content(path) && !i18n(path),
  },
  {
    rule: "the route table imports no page data, component, island or route module",
    is: (path) => ROUTE_TABLE.has(path),
    mayNotImport: (path) => pageData(path) || components(path) || islands(path) || routeModules(path),
  },
  {
    rule: "the page data imports no component, island or route module",
    is: pageData,
    mayNotImport: (path) => components(path) || islands(path) || routeModules(path),
  },
  {
    rule: "a component imports no island or route module",
    is: components,
    mayNotImport: (path) => islands(path) || routeModules(path),
  },
  {
    rule: "nothing imports a route module",
    is: (path) => app(path) && !routeModules(path),
    mayNotImport: routeModules,
  },
  {
    rule: "app/ imports nothing outside app/ but packages and content/",
    is: app,
    mayNotImport: (path) => !app(path) && !path.startsWith("content/"),
  },
  // The folders around app/, in the same one-way order: the owner's content, the build's plugins, the owner's
  // commands, the tests and their harness, the benchmarks.
  {
    rule: "the owner's interface words (content/i18n/) import only the engine's words and content types",
    is: inFolder("content/i18n"),
    mayNotImport: (path) => !i18n(path) && !content(path) && !inFolder("content")(path),
  },
  {
    rule: "the owner's parts (content/components/) import only the engine's parts module and content types",
    is: inFolder("content/components"),
    mayNotImport: (path) =>
      path !== "app/components/parts.ts" && !path.startsWith("app/content/") && !inFolder("content")(path),
  },
  {
    rule: "the owner's content imports only the engine's content types",
    is: (path) => inFolder("content")(path) && !inFolder("content/i18n")(path) && !inFolder("content/components")(path),
    mayNotImport: (path) => !path.startsWith("app/content/") && !inFolder("content")(path),
  },
  {
    rule: "the build's plugins (vite/) import no command, test or benchmark",
    is: inFolder("vite"),
    mayNotImport: (path) => ["cli", "e2e", "bench"].some((folder) => inFolder(folder)(path)),
  },
  {
    rule: "the owner's commands (cli/) import no test or benchmark",
    is: inFolder("cli"),
    mayNotImport: (path) => ["e2e", "bench"].some((folder) => inFolder(folder)(path)),
  },
  { rule: "the tests (e2e/) import no benchmark", is: inFolder("e2e"), mayNotImport: inFolder("bench") },
];

/** A module's imports (static, dynamic, re-exports and types) of the project's own files, from its root. */
function importsOf(file: string, text = readFileSync(join(ROOT, file), "utf8")): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.flatMap(({ fileName }) => {
    const specifier = fileName.replace(/\?.*$/, "");
    const base = specifier.startsWith("~/")
      ? join(APP, specifier.slice(2))
      : specifier.startsWith(".")
        ? resolve(ROOT, dirname(file), specifier)
        : undefined;
    if (base === undefined) return [];
    const found = ["", ".ts", ".tsx", ".js", "/index.ts"].map((ending) => base + ending).find(existsSync);
    return [relative(ROOT, found ?? base)];
  });
}

/** Every folder of code, and the owner's content, whose imports the layers hold. */
const FOLDERS = ["app", "content", "vite", "cli", "e2e", "bench"];
const modules = FOLDERS.flatMap((folder) =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: "utf8" }).map((path) => `${folder}/${path}`),
).filter((path) => /\.(?:tsx?|js)$/.test(path) && !/\.test\.tsx?$|\.d\.ts$|^app\/test-support\//.test(path));

/** Each import that points back up: "a imports b: the content imports only the content". */
function importsBackUp(files: readonly string[], importsOfFile: (file: string) => string[] = importsOf): string[] {
  return files.flatMap((file) =>
    importsOfFile(file).flatMap((imported) => {
      const broken = LAYERS.filter((layer) => layer.is(file)).find((layer) => layer.mayNotImport(imported));
      return broken ? [`${file} imports ${imported}: ${broken.rule}`] : [];
    }),
  );
}

test("no module imports from a layer after its own", () => {
  for (const folder of FOLDERS)
    expect(
      modules.some((path) => inFolder(folder)(path)),
      folder,
    ).toBe(true);
  expect(importsBackUp(modules)).toEqual([]);
});

test("an import back up is found in every layer", () => {
  const imports: Record<string, string[]> = {
    "app/content/schema.ts": ["app/i18n/catalogues.ts", "app/content/languages.ts"],
    "app/i18n/catalogues.ts": ["app/content/languages.ts", "app/page/page.ts"],
    "app/paths.ts": ["app/components/card.tsx"],
    "app/page/page.ts": ["app/islands/island.tsx", "app/content/schema.ts", "app/paths.ts"],
    "app/components/card.tsx": ["app/routes/home.tsx", "app/page/page.ts"],
    "app/islands/island.tsx": ["app/root.tsx", "app/components/card.tsx"],
    "app/cv/cv-file.server.tsx": ["vite/icons.ts", "content/site.ts"],
    "content/site.ts": ["app/content/schema.ts", "app/paths.ts"],
    "content/components/site-footer.tsx": ["app/components/parts.ts", "app/components/site-footer.tsx"],
    "vite/icons.ts": ["app/content/schema.ts", "cli/serve.ts"],
    "cli/serve.ts": ["vite/security-headers.ts", "e2e/harness/free-port.ts"],
    "e2e/harness/check-links.ts": ["cli/serve.ts", "bench/median.ts"],
  };
  expect(importsBackUp(Object.keys(imports), (file) => imports[file] ?? [])).toEqual([
    "app/content/schema.ts imports app/i18n/catalogues.ts: the content imports only the content",
    "app/i18n/catalogues.ts imports app/page/page.ts: the words (i18n) import only the content and the words",
    "app/paths.ts imports app/components/card.tsx: the route table imports no page data, component, island or route module",
    "app/page/page.ts imports app/islands/island.tsx: the page data imports no component, island or route module",
    "app/components/card.tsx imports app/routes/home.tsx: a component imports no island or route module",
    "app/islands/island.tsx imports app/root.tsx: nothing imports a route module",
    "app/cv/cv-file.server.tsx imports vite/icons.ts: app/ imports nothing outside app/ but packages and content/",
    "content/site.ts imports app/paths.ts: the owner's content imports only the engine's content types",
    "content/components/site-footer.tsx imports app/components/site-footer.tsx: the owner's parts (content/components/) import only the engine's parts module and content types",
    "vite/icons.ts imports cli/serve.ts: the build's plugins (vite/) import no command, test or benchmark",
    "cli/serve.ts imports e2e/harness/free-port.ts: the owner's commands (cli/) import no test or benchmark",
    "e2e/harness/check-links.ts imports bench/median.ts: the tests (e2e/) import no benchmark",
  ]);
});

test("imports are read however they are written: the ~ alias, relative, a type, a re-export, dynamic, a query", () => {
  const text = [
    'import { a } from "~/content/languages";',
    'import type { B } from "../i18n/catalogues.ts";',
    'export { c } from "../seo";',
    'const d = await import("../routes/home.tsx");',
    'import e from "../islands/island-loader.js?raw";',
    'import { useState } from "react";',
  ].join("\n");
  expect(importsOf("app/page/example.ts", text)).toEqual([
    "app/content/languages.ts",
    "app/i18n/catalogues.ts",
    "app/seo.ts",
    "app/routes/home.tsx",
    "app/islands/island-loader.js",
  ]);
});
