// What goes wrong when an owner's TypeScript file (site.ts, site.<lang>.ts,
// settings.ts) is loaded, told as one line: a missing file and how to make
// one, or a syntax error with the file, line and column of the mistake and
// what was expected, never Node's stack and internal frames.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type * as TypeScript from "typescript";
import { displayPath } from "./content-folder.ts";

/** Why loading `path` failed, one line; undefined for an error that is not the file's (rethrown by the caller). */
export function ownerModuleProblem(path: string, error: unknown): string | undefined {
  const file = displayPath(path);
  if (!existsSync(path)) {
    return `${file}: missing; every site needs one (\`./run new-site\` makes a content folder with it)`;
  }
  const code = (error as { code?: unknown } | undefined)?.code;
  // Node's own errors, or Vite's when its module runner loads the file (`npm run dev`, the unit tests).
  const viteParse = /^Transform failed\b|\[PARSE_ERROR\]/.test(error instanceof Error ? error.message : "");
  if (
    code === "ERR_INVALID_TYPESCRIPT_SYNTAX" ||
    code === "ERR_UNSUPPORTED_TYPESCRIPT_SYNTAX" ||
    error instanceof SyntaxError ||
    viteParse
  ) {
    return syntaxProblem(path) ?? `${file}: ${firstLine(error)}`;
  }
  return undefined;
}

/**
 * The first syntax error as TypeScript's own parser sees it: it recovers near the mistake where Node's stops later
 * (an unclosed string is reported lines below). A missing token is placed after the token it should follow.
 */
function syntaxProblem(path: string): string | undefined {
  // Only on an error: the parser is a development dependency, loaded when there is something to explain.
  const ts = createRequire(import.meta.url)("typescript") as typeof TypeScript;
  const text = readFileSync(path, "utf8");
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const diagnostics = (source as { parseDiagnostics?: readonly TypeScript.Diagnostic[] }).parseDiagnostics;
  const first = diagnostics?.[0];
  if (!first || first.start === undefined) return undefined;
  const message = ts.flattenDiagnosticMessageText(first.messageText, " ");
  let at = first.start;
  if (/ expected\.$/.test(message)) {
    // "',' expected." at the next field's name: the comma belongs at the end of the field before it.
    while (at > 0 && /\s/.test(text[at - 1] ?? "")) at -= 1;
  }
  const where = (position: number) => {
    const { line, character } = source.getLineAndCharacterOfPosition(position);
    return `${line + 1}:${character + 1}`;
  };
  const opening = first.relatedInformation?.[0];
  const matching = opening?.start === undefined ? "" : ` (to close the one opened at ${where(opening.start)})`;
  return `${displayPath(path)}:${where(at)}: ${message.replace(/\.$/, "")}${matching}`;
}

function firstLine(error: unknown): string {
  return String(error instanceof Error ? error.message : error).split("\n")[0] ?? "";
}
