// @vitest-environment node
// One name per thing: no two modules in different folders share a name, so a
// name in an import, a stack trace or a review says which file it is. A file's
// name is what comes before its first dot: table-of-contents.tsx, its
// .module.css and its .test.tsx are one name in one folder, and a module in
// app/markdown/ may not take it too, nor may a module take the name of a folder
// other than its own (a module named content beside a folder of that name once did). The route
// modules are named for their pages (app/routes.ts), so app/routes/ is left
// out, and so are the end-to-end specs, each named for the behaviour it checks
// in the built site, often the module's own name (e2e/seo.spec.ts checks what
// app/page/seo.ts makes). Code and styles only: a content folder's index.md files
// are one per entry by design, and content/ and fixtures/ are sites, not code.
// And one meaning per exported name: no two modules export a name, so an import of `messagesFor` is one thing
// wherever it is read (two did, one meaning the template's words and the other the site's).
import { readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import ts from "typescript";
import { expect, test } from "vitest";

const ROOT = dirname(import.meta.dirname);

/** The folders whose files must not share a name, from the project's root. */
const COVERED = ["app", "tools", "vite", "cli", "bench", "e2e", ".ci"];
/** Folders whose files may share a name with any other: the route modules, named for their pages. */
const EXEMPT = ["app/routes/"];
/** End-to-end specs, named for what they check. */
const SPEC = /\.spec\.ts$/;
const CODE_OR_STYLE = /\.(?:[cm]?[jt]sx?|css)$/;

/** Every code or style file under the covered folders, from the project's root. */
function coveredFiles(): string[] {
  return COVERED.flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true, encoding: "utf8" }).map((path) =>
      relative(ROOT, join(ROOT, folder, path))
        .split("\\")
        .join("/"),
    ),
  ).filter((path) => CODE_OR_STYLE.test(path) && !SPEC.test(path) && !EXEMPT.some((folder) => path.startsWith(folder)));
}

/** "font-metrics.test.ts" → "font-metrics": the name before the first dot. */
function nameOf(path: string): string {
  return basename(path).split(".")[0]!;
}

/** Each name that files in more than one folder take, with those files. */
function sharedNames(paths: readonly string[]): string[] {
  const byName = new Map<string, string[]>();
  for (const path of paths) byName.set(nameOf(path), [...(byName.get(nameOf(path)) ?? []), path]);
  return [...byName]
    .filter(([, files]) => new Set(files.map((file) => dirname(file))).size > 1)
    .map(([name, files]) => `${name}: ${[...files].sort().join(", ")}`)
    .sort();
}

/** Each module named as a folder that is not its own, with that folder. */
function folderNamesTaken(paths: readonly string[]): string[] {
  const folders = new Set(
    paths.flatMap((path) =>
      dirname(path)
        .split("/")
        .map((_, index, parts) => parts.slice(0, index + 1).join("/")),
    ),
  );
  return paths.flatMap((path) => {
    const others = [...folders].filter((folder) => basename(folder) === nameOf(path) && folder !== dirname(path));
    return others.map((folder) => `${nameOf(path)}: ${path}, and the folder ${folder}/`);
  });
}

test("no two files of the template's code in different folders share a name, the route modules and specs aside", () => {
  const files = coveredFiles();
  expect(files.length).toBeGreaterThan(50);
  expect(sharedNames(files)).toEqual([]);
});

test("no module under app/ takes the name of another folder", () => {
  expect(folderNamesTaken(coveredFiles())).toEqual([]);
});

test("a name is shared whatever follows its first dot, and a folder's own files may share one", () => {
  expect(
    sharedNames([
      "app/components/table-of-contents.tsx",
      "app/components/table-of-contents.module.css",
      "app/components/table-of-contents.test.tsx",
      "app/markdown/table-of-contents.ts",
      "app/page/page-content.ts",
      "app/page/page-content.server.ts",
      "app/islands/gallery.client.tsx",
      "app/components/gallery.tsx",
      "app/styles/prose.css",
      "app/components/prose.tsx",
      "app/components/project-card.tsx",
    ]),
  ).toEqual([
    "gallery: app/components/gallery.tsx, app/islands/gallery.client.tsx",
    "prose: app/components/prose.tsx, app/styles/prose.css",
    "table-of-contents: app/components/table-of-contents.module.css, app/components/table-of-contents.test.tsx, app/components/table-of-contents.tsx, app/markdown/table-of-contents.ts",
  ]);
});

test("a module named as a folder is found, unless the folder is its own", () => {
  expect(
    folderNamesTaken([
      "app/page/markdown.ts",
      "app/page/markdown.server.ts",
      "app/page/page.ts",
      "app/markdown/markdown.ts",
      "app/share-image/share-image.tsx",
    ]),
  ).toEqual([
    "markdown: app/page/markdown.ts, and the folder app/markdown/",
    "markdown: app/page/markdown.server.ts, and the folder app/markdown/",
  ]);
});

test("the route modules are left out, and only code and styles count", () => {
  const files = coveredFiles();
  expect(files.some((path) => path.startsWith("app/routes/"))).toBe(false);
  expect(files.every((path) => CODE_OR_STYLE.test(path))).toBe(true);
  expect(files).toContain("app/file-names.test.ts");
  for (const folder of COVERED) expect(files.some((path) => path.startsWith(`${folder}/`))).toBe(true);
  expect(files.some((path) => SPEC.test(path))).toBe(false);
});

/** The names a module exports of its own: declared and exported there, or exported from a local declaration. */
function ownExports(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const imported = new Set<string>();
  const names: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements) imported.add(element.name.text);
      continue;
    }
    // `export { x }` of an imported x passes a name on, with its meaning; `export { x } from "…"` too.
    if (ts.isExportDeclaration(statement)) {
      if (statement.moduleSpecifier || !statement.exportClause || !ts.isNamedExports(statement.exportClause)) continue;
      for (const element of statement.exportClause.elements)
        if (!imported.has((element.propertyName ?? element.name).text)) names.push(element.name.text);
      continue;
    }
    const exported = ts.canHaveModifiers(statement)
      ? ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
      : false;
    if (!exported) continue;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    )
      names.push(statement.name.text);
  }
  return names;
}

/** Each name two modules export of their own: "messagesFor: app/i18n/a.ts, app/i18n/b.ts". */
function namesExportedTwice(files: readonly { file: string; text: string }[]): string[] {
  const byName = new Map<string, string[]>();
  for (const { file, text } of files)
    for (const name of new Set(ownExports(file, text))) byName.set(name, [...(byName.get(name) ?? []), file]);
  return [...byName]
    .filter(([, where]) => where.length > 1)
    .map(([name, where]) => `${name}: ${where.sort().join(", ")}`)
    .sort();
}

test("no two modules of the code export one name, the route modules' framework exports aside", () => {
  const files = coveredFiles()
    .filter(
      (path) =>
        /\.(?:tsx?|js)$/.test(path) &&
        !/\.test\.tsx?$|\.d\.ts$|^app\/test-support\/|^e2e\/|^bench\/|^\.ci\//.test(path),
    )
    .map((file) => ({ file, text: readFileSync(join(ROOT, file), "utf8") }));
  expect(files.length).toBeGreaterThan(100);
  expect(namesExportedTwice(files)).toEqual([]);
});

test("a name declared in two modules is found; one passed on from an import is the same name, not a second", () => {
  expect(
    namesExportedTwice([
      { file: "a.ts", text: "export function messagesFor() {}\nexport type Messages = string;" },
      {
        file: "b.ts",
        text: 'export const messagesFor = () => 1;\nimport { type Messages } from "./a";\nexport type { Messages };',
      },
      { file: "c.ts", text: 'export { messagesFor } from "./a";\nconst local = 1;\nexport { local as messagesFor2 };' },
      { file: "d.ts", text: "const local = 2;\nexport { local as messagesFor2 };" },
    ]),
  ).toEqual(["messagesFor2: c.ts, d.ts", "messagesFor: a.ts, b.ts"]);
});
