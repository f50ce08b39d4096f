// @vitest-environment node
// A comment that names a file of the project names one that exists: a reader sent to a file that was moved or
// deleted learns nothing, and six comments once did. Read from the comments of every code and style file; a name
// with a folder is looked up from the project's root, the file's folder or app/ (~/), and a bare name among the
// template's own files. The owner's files are named by their kind (site.ts, site.fr.ts, content/i18n/cy.ts), which
// any site may or may not have, so those are not looked up, and nor is anything in a content folder.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import ts from "typescript";
import { expect, test } from "vitest";

const CODE = /\.(?:[cm]?[jt]sx?)$/;
const STYLE = /\.css$/;
/**
 * What a file name in a comment looks like: letters, digits, dots, dashes, slashes, and a known ending; not one in
 * quotes, which is an example of what someone writes (`title="retry.ts"`).
 */
const FILE_NAME =
  /(?<![\w@/.:"'-])(?:~\/|\.{1,2}\/)?[a-z0-9_][\w.-]*\/?[\w./-]*\.(?:tsx?|jsx?|mjs|css|md|json|ya?ml|sh)\b(?![\w/-])/g;
/** Source files, looked up by their bare name too; other kinds (fonts.css, feed.json) are often what the build writes. */
const SOURCE = /\.(?:tsx?|mjs)$/;
/** Folders of what the build and the tools write, and placeholders: not the project's files. */
const NOT_OURS = /^(?:build|node_modules|\.cache|\.react-router|pagefind|bench-results|path\/to)\//;
/** The owner's files, named by kind: their site, settings, translations, catalogues, stylesheet and entries. */
const OWNERS =
  /(?:^|\/)(?:content\/|site(?:\.[\w-]+)?\.ts$|settings\.ts$|sample\.ts$|i18n\/[\w-]+\.ts$|[a-z]{2,3}(?:-(?:[A-Za-z]{2}|[A-Za-z]{4}))?\.ts$|theme\.css$|index(?:\.[\w-]+)?\.md$)/;

/** The tracked files and those not yet committed, as they are on disk (a fork runs this before its first commit). */
function filesOnDisk(): string[] {
  return execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" })
    .split("\n")
    .filter((file) => file !== "" && existsSync(file));
}

/** The text of each comment in a code file (read from its syntax tree, so `//` in a string or a regular expression is
 * no comment), or in a style file. */
function commentsOf(file: string, text: string): string[] {
  if (STYLE.test(file)) return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => match[0]);
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const ranges = new Map<number, string>();
  const take = (found: ts.CommentRange[] | undefined) => {
    for (const range of found ?? []) ranges.set(range.pos, text.slice(range.pos, range.end));
  };
  const visit = (node: ts.Node): void => {
    take(ts.getLeadingCommentRanges(text, node.pos));
    take(ts.getTrailingCommentRanges(text, node.end));
    node.getChildren(source).forEach(visit);
  };
  visit(source);
  return [...ranges.values()];
}

/** Each file name a comment gives that names no file: "app/page/seo.ts: vite/gone.ts". */
function missingNames(file: string, text: string, exists: (path: string) => boolean, names: Set<string>): string[] {
  return commentsOf(file, text).flatMap((comment) =>
    [...comment.replace(/https?:\/\/\S+/g, "").matchAll(FILE_NAME)]
      .map((match) => match[0].replace(/\.$/, ""))
      .filter((name) => !OWNERS.test(name) && !NOT_OURS.test(name) && (name.includes("/") || SOURCE.test(name)))
      .filter((name) =>
        name.includes("/")
          ? ![name, join(dirname(file), name), join("app", name.replace(/^~\//, ""))].some(exists)
          : !names.has(name),
      )
      .map((name) => `${file}: ${name}`),
  );
}

// Every file parsed: seconds on a loaded machine.
test("every file a comment names exists", { timeout: 60_000 }, () => {
  const files = filesOnDisk();
  const ours = files.filter((file) => !file.startsWith("content/") && !file.startsWith("fixtures/site/"));
  const names = new Set(ours.map((file) => basename(file)));
  const exists = (path: string) => existsSync(path.replace(/^\/+/, ""));
  // This file's own examples aside.
  const code = ours.filter(
    (file) => (CODE.test(file) || STYLE.test(file)) && file !== ".ci/comment-file-names.test.ts",
  );
  expect(code.length).toBeGreaterThan(100);
  expect(code.flatMap((file) => missingNames(file, readFileSync(file, "utf8"), exists, names))).toEqual([]);
});

test("a name with a folder, relative or bare is found when it is gone, and an owner's file or an address is not", () => {
  const exists = (path: string) => ["app/page/seo.ts", "vite/icons.ts", "app/routes/home.tsx"].includes(path);
  const names = new Set(["seo.ts", "icons.ts", "home.tsx"]);
  const text = [
    "// The head (app/page/seo.ts, ../../vite/icons.ts) and ~/routes/home.tsx; vite/gone.ts and ./also-gone.ts are not.",
    '/* Bare: icons.ts, and old-notes.ts; quoted, "retry.ts". The owner\'s site.fr.ts, content/i18n/cy.ts, settings.ts; Node.js, fonts.css. */',
    'const url = "https://example.com/not-a-file.ts"; // see https://nodejs.org/api/esm.md',
    "const pattern = /https:\\/\\/a\\.ts/; // build/client/x.ts and .module.css are no file of ours either",
  ].join("\n");
  expect(missingNames("app/page/example.ts", text, exists, names)).toEqual([
    "app/page/example.ts: vite/gone.ts",
    "app/page/example.ts: ./also-gone.ts",
    "app/page/example.ts: old-notes.ts",
  ]);
});
