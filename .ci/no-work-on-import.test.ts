// @vitest-environment node
// No module acts by being imported, and only a command's entry point ends the process: importing a module of the
// engine, the build's plugins, its tools or the owner's commands never exits, sets the exit code, listens to the
// process or prints. A module that once did (an exit inside a Vite hook, a handler installed on import) made the
// build's ending depend on which module loaded first. A command's own work sits under `if (import.meta.main)`.
import { readdirSync, readFileSync } from "node:fs";
import ts from "typescript";
import { expect, test } from "vitest";

const FOLDERS = ["app", "tools", "vite", "cli"];
const SOURCE = /\.(?:tsx?|js)$/;
const NOT_A_MODULE = /\.(?:test|spec)\.tsx?$|\.d\.ts$|^app\/test-support\//;
/** What acting on the process looks like: ending it, its exit code, its events, its output. */
const ACTS =
  /^(?:process\.(?:exit|exitCode|on|once|addListener|prependListener|stdout\.write|stderr\.write)|console\.\w+)$/;

/** "file:line: what" for each thing a module does at its top level, outside any function and `import.meta.main`. */
function actsOnImport(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isIfStatement(node) && /\bimport\.meta\.main\b/.test(node.expression.getText(source))) {
      if (node.elseStatement) visit(node.elseStatement);
      return;
    }
    const target = ts.isCallExpression(node)
      ? node.expression
      : ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken
        ? node.left
        : undefined;
    if (target && ACTS.test(target.getText(source))) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${file}:${line + 1}: ${target.getText(source)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

test("no module of the engine, the build or the commands acts by being imported", () => {
  const files = FOLDERS.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: "utf8" }).map((path) => `${folder}/${path}`),
  ).filter((path) => SOURCE.test(path) && !NOT_A_MODULE.test(path));
  expect(files.length).toBeGreaterThan(100);
  expect(files.flatMap((file) => actsOnImport(file, readFileSync(file, "utf8")))).toEqual([]);
});

test("an exit, a handler or a line at import is found; inside a function or under import.meta.main it is not", () => {
  const text = [
    'if (process.argv[2] === "build") process.on("exit", () => {});',
    "try { await load(); } catch { process.exit(1); }",
    'console.log("loaded");',
    "process.exitCode = 1;",
    "export function run() { process.exit(1); }",
    "const stop = () => process.exit(1);",
    "if (import.meta.main) process.exitCode = await run();",
    "if (import.meta.main) { console.log(1); } else process.stderr.write('x');",
  ].join("\n");
  expect(actsOnImport("m.ts", text)).toEqual([
    "m.ts:1: process.on",
    "m.ts:2: process.exit",
    "m.ts:3: console.log",
    "m.ts:4: process.exitCode",
    "m.ts:8: process.stderr.write",
  ]);
});
