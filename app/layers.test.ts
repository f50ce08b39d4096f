// @vitest-environment node
// The code's layers run one way, each stated for whole folders (docs/architecture.md): the build's tools →
// the content, read by kind → the words (i18n) → the route table → the page data → components → islands →
// route modules.
// A module imports from its own layer and the ones before it, never from one after: the content knows nothing of
// the words, the words nothing of the pages, and nothing imports a route module. The owner's files import the
// engine only through its public face, `#template`. Read from the import statements of every module (tests and
// their helpers aside).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { expect, test } from "vitest";
import { SHAPES } from "../fixtures/shapes.ts";

const APP = import.meta.dirname;
const ROOT = dirname(APP);

/** A layer: which modules are in it, and what they may not import (paths from the project's root). */
type Layer = { rule: string; is: (path: string) => boolean; mayNotImport: (path: string) => boolean };

const inFolder = (folder: string) => (path: string) => path.startsWith(`${folder}/`);
const inAny =
  (...folders: string[]) =>
  (path: string) =>
    folders.some((folder) => inFolder(folder)(path));
/** The content, read by kind: each of these folders imports only the others and the build's tools. */
const CONTENT_KINDS = ["collections", "schemas", "markdown", "languages", "fonts", "resume"].map(
  (kind) => `app/${kind}`,
);
const tools = inFolder("tools");
const content = inAny(...CONTENT_KINDS);
const i18n = inFolder("app/i18n");
// The framework's route table (app/routes.ts) and the addresses it is built from.
const routeTable = (path: string) => inFolder("app/addresses")(path) || path === "app/routes.ts";
const pageData = inFolder("app/page");
const components = inFolder("app/components");
const islands = inFolder("app/islands");
const routeModules = (path: string) => inFolder("app/routes")(path) || /^app\/root\.tsx?$/.test(path);
const app = inFolder("app");
const PUBLIC_FACE = new Set(["app/owner-api/template.ts", "app/components/parts.ts"]);
/** The owner's content: the folder a site keeps, the fixture site, and the files of the fork shapes. */
const ownersFiles = inAny("content", "fixtures/site", "fixtures/shapes");

/** The first layer a module is in decides; the last holds for every module but the route modules themselves. */
const LAYERS: readonly Layer[] = [
  {
    rule: "the build's tools (tools/) import nothing of the project but each other",
    is: tools,
    mayNotImport: (path) => !tools(path),
  },
  {
    rule: "the content imports only the content and the build's tools",
    is: content,
    mayNotImport: (path) => !content(path) && !tools(path),
  },
  {
    rule: "the words (i18n) import only the content and the words",
    is: i18n,
    mayNotImport: (path) => app(path) && !content(path) && !i18n(path),
  },
  {
    rule: "the route table imports no page data, component, island or route module",
    is: routeTable,
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
    rule: "app/ imports nothing outside app/ but packages, the build's tools and content/",
    is: app,
    mayNotImport: (path) => !app(path) && !tools(path) && !path.startsWith("content/"),
  },
  {
    rule: "the owner's files import the engine only through #template (app/owner-api/template.ts)",
    is: ownersFiles,
    mayNotImport: (path) => !PUBLIC_FACE.has(path) && !ownersFiles(path),
  },
  // The folders around app/, in the same one-way order: the build's plugins, the owner's commands, the tests and
  // their harness, the benchmarks.
  {
    rule: "the build's plugins (vite/) import no command, test or benchmark",
    is: inFolder("vite"),
    mayNotImport: inAny("cli", "e2e", "bench"),
  },
  {
    rule: "the owner's commands (cli/) import no test or benchmark",
    is: inFolder("cli"),
    mayNotImport: inAny("e2e", "bench"),
  },
  { rule: "the tests (e2e/) import no benchmark", is: inFolder("e2e"), mayNotImport: inFolder("bench") },
];

/** package.json's "imports": the names that stand for a module of the project, "#template" above all. */
const packageImports = (
  JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { imports: Record<string, string> }
).imports;

/** A module's imports (static, dynamic, re-exports and types) of the project's own files, from its root. */
function importsOf(file: string, text = readFileSync(join(ROOT, file), "utf8")): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.flatMap(({ fileName }) => {
    const specifier = fileName.replace(/\?.*$/, "");
    const base = specifier.startsWith("#")
      ? join(ROOT, packageImports[specifier] ?? specifier)
      : specifier.startsWith("~/")
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
const FOLDERS = ["tools", "app", "content", "fixtures/site", "vite", "cli", "e2e", "bench"];
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
    "tools/build-cache.ts": ["app/collections/content-folder.ts"],
    "app/schemas/site-schema.ts": ["app/i18n/catalogues.ts", "app/languages/language-tags.ts", "tools/build-cache.ts"],
    "app/i18n/catalogues.ts": ["app/languages/language-tags.ts", "app/page/page.ts"],
    "app/addresses/paths.ts": ["app/components/card.tsx"],
    "app/routes.ts": ["app/page/page.ts"],
    "app/page/page.ts": ["app/islands/island.tsx", "app/schemas/site-schema.ts", "app/addresses/paths.ts"],
    "app/components/card.tsx": ["app/routes/home.tsx", "app/page/page.ts"],
    "app/islands/island.tsx": ["app/root.tsx", "app/components/card.tsx"],
    "app/cv/cv-file.server.tsx": ["vite/icons.ts", "content/site.ts"],
    "content/site.ts": ["app/schemas/site-schema.ts", "app/owner-api/template.ts"],
    "fixtures/shapes/three-languages/i18n/cy.ts": ["app/i18n/messages/en.ts"],
    "content/components/site-footer.tsx": ["app/owner-api/template.ts", "app/components/site-footer.tsx"],
    "vite/icons.ts": ["app/schemas/site-schema.ts", "cli/serve.ts"],
    "cli/serve.ts": ["vite/security-headers.ts", "e2e/harness/free-port.ts"],
    "e2e/harness/check-links.ts": ["cli/serve.ts", "bench/median.ts"],
  };
  expect(importsBackUp(Object.keys(imports), (file) => imports[file] ?? [])).toEqual([
    "tools/build-cache.ts imports app/collections/content-folder.ts: the build's tools (tools/) import nothing of the project but each other",
    "app/schemas/site-schema.ts imports app/i18n/catalogues.ts: the content imports only the content and the build's tools",
    "app/i18n/catalogues.ts imports app/page/page.ts: the words (i18n) import only the content and the words",
    "app/addresses/paths.ts imports app/components/card.tsx: the route table imports no page data, component, island or route module",
    "app/routes.ts imports app/page/page.ts: the route table imports no page data, component, island or route module",
    "app/page/page.ts imports app/islands/island.tsx: the page data imports no component, island or route module",
    "app/components/card.tsx imports app/routes/home.tsx: a component imports no island or route module",
    "app/islands/island.tsx imports app/root.tsx: nothing imports a route module",
    "app/cv/cv-file.server.tsx imports vite/icons.ts: app/ imports nothing outside app/ but packages, the build's tools and content/",
    "content/site.ts imports app/schemas/site-schema.ts: the owner's files import the engine only through #template (app/owner-api/template.ts)",
    "fixtures/shapes/three-languages/i18n/cy.ts imports app/i18n/messages/en.ts: the owner's files import the engine only through #template (app/owner-api/template.ts)",
    "content/components/site-footer.tsx imports app/components/site-footer.tsx: the owner's files import the engine only through #template (app/owner-api/template.ts)",
    "vite/icons.ts imports cli/serve.ts: the build's plugins (vite/) import no command, test or benchmark",
    "cli/serve.ts imports e2e/harness/free-port.ts: the owner's commands (cli/) import no test or benchmark",
    "e2e/harness/check-links.ts imports bench/median.ts: the tests (e2e/) import no benchmark",
  ]);
});

test("every fork shape's files import the engine only through #template", () => {
  // A shape's file is read as if it stood in its own content folder: fixtures/shapes/<shape>/<path>.
  const files = Object.entries(SHAPES).flatMap(([name, shape]) =>
    Object.entries(shape.files)
      .filter(([path]) => /\.tsx?$/.test(path))
      .map(([path, text]) => ({ file: `fixtures/shapes/${name}/${path}`, text })),
  );
  expect(files.length).toBeGreaterThan(0);
  const texts = new Map(files.map(({ file, text }) => [file, text]));
  const imports = (file: string) =>
    importsOf(file, texts.get(file)).map((path) =>
      // A relative import climbs out of the shape's folder as it would out of content/.
      path.startsWith("fixtures/shapes/") ? path : path.replace(/^(?:\.\.\/)*/, ""),
    );
  expect(importsBackUp([...texts.keys()], imports)).toEqual([]);
});

test("imports are read however they are written: the ~ alias, #template, relative, a type, a re-export, dynamic, a query", () => {
  const text = [
    'import { a } from "~/languages/language-tags";',
    'import type { B } from "../i18n/catalogues.ts";',
    'export { c } from "./seo";',
    'const d = await import("../routes/home.tsx");',
    'import e from "../islands/island-loader.js?raw";',
    'import { useState } from "react";',
    'import type { SiteContent } from "#template";',
  ].join("\n");
  expect(importsOf("app/page/example.ts", text)).toEqual([
    "app/languages/language-tags.ts",
    "app/i18n/catalogues.ts",
    "app/page/seo.ts",
    "app/routes/home.tsx",
    "app/islands/island-loader.js",
    "app/owner-api/template.ts",
  ]);
});
