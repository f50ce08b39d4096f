// The owner's parts (content/components/<part>.tsx) and the template's originals they were made against, for
// `./run upgrade`: content/components/template-parts.json records, for each part the owner replaced, a checksum of
// the template's original file and of its props type, and the last commit that changed the original, when the
// upgrade first sees the part. After a merge, every part whose original changed is named, with whether its props
// changed or only its markup and the git command that shows the change; a part the template renamed or removed is
// an error naming the owner's file. docs/upgrading.md, "Your parts"; docs/decisions/0070-owners-css-and-parts.md.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

/** Where the owner's parts are, from the fork's root. */
export const PARTS_DIR = "content/components";
/** The record of the originals the owner's parts were made against, from the fork's root. */
export const RECORD_FILE = `${PARTS_DIR}/template-parts.json`;

/** What an override was made against: the original's checksum, its props type's, and its last commit. */
export type Made = { file: string; sha256: string; props: string; commit?: string };
type Record_ = Record<string, Made>;

/** An override and how the template's original stands against the version it was made against. */
export type Override = {
  part: string;
  /** The owner's file, from the fork's root. */
  file: string;
  /** The template's original, from the fork's root. */
  original: string;
  state: "unchanged" | "markup" | "props" | "gone" | "unrecorded";
  /** The command that shows what the template changed since, where it did. */
  command?: string;
};

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * The props type a part's file exports (`export type SiteFooterProps = …`, or an interface), printed without
 * comments, so a reworded comment is not a change of props; "" when it exports none.
 */
export function propsOf(source: string): string {
  const file = ts.createSourceFile("part.tsx", source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const printer = ts.createPrinter({ removeComments: true });
  return file.statements
    .filter(
      (statement): statement is ts.TypeAliasDeclaration | ts.InterfaceDeclaration =>
        (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) &&
        statement.name.text.endsWith("Props") &&
        (statement.modifiers ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword),
    )
    .map((statement) => printer.printNode(ts.EmitHint.Unspecified, statement, file))
    .join("\n");
}

/** The template's original of a part, from the fork's root. */
export const originalOf = (part: string) => `app/components/${part}.tsx`;

/** The parts the owner replaced: content/components/<name>.tsx, by name. */
export function ownersParts(cwd: string): string[] {
  const folder = join(cwd, PARTS_DIR);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".tsx"))
    .map((entry) => entry.name.slice(0, -".tsx".length))
    .sort();
}

function readRecord(cwd: string): Record_ {
  const file = join(cwd, RECORD_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record_) : {};
}

/** The original as it is now, and the last commit that changed it (none when it was never committed). */
function made(cwd: string, part: string, lastCommit: (file: string) => string | undefined): Made | undefined {
  const file = originalOf(part);
  if (!existsSync(join(cwd, file))) return undefined;
  const source = readFileSync(join(cwd, file), "utf8");
  const commit = lastCommit(file);
  return { file, sha256: sha256(source), props: sha256(propsOf(source)), ...(commit ? { commit } : {}) };
}

/**
 * Records the original of every override not recorded yet, as it is now: the version the owner made it against,
 * since the upgrade that would change it has not run. Returns the parts it recorded.
 */
export function recordOverrides(cwd: string, lastCommit: (file: string) => string | undefined): string[] {
  const record = readRecord(cwd);
  const added = ownersParts(cwd).filter((part) => {
    if (record[part]) return false;
    const original = made(cwd, part, lastCommit);
    if (original) record[part] = original;
    return original !== undefined;
  });
  // Parts the owner no longer replaces leave the record.
  const kept = Object.fromEntries(Object.entries(record).filter(([part]) => ownersParts(cwd).includes(part)));
  if (added.length > 0 || Object.keys(kept).length !== Object.keys(record).length)
    writeFileSync(join(cwd, RECORD_FILE), `${JSON.stringify(kept, null, 2)}\n`);
  return added;
}

/** Every override and its state against the template's original as it is now. */
export function auditOverrides(cwd: string): Override[] {
  const record = readRecord(cwd);
  return ownersParts(cwd).map((part): Override => {
    const file = `${PARTS_DIR}/${part}.tsx`;
    const original = originalOf(part);
    const base = { part, file, original };
    if (!existsSync(join(cwd, original))) return { ...base, state: "gone" };
    const then = record[part];
    if (!then) return { ...base, state: "unrecorded" };
    const source = readFileSync(join(cwd, original), "utf8");
    if (sha256(source) === then.sha256) return { ...base, state: "unchanged" };
    const command = then.commit
      ? `git diff ${then.commit.slice(0, 12)} HEAD -- ${original}`
      : `git log -p -- ${original}`;
    return { ...base, state: sha256(propsOf(source)) === then.props ? "markup" : "props", command };
  });
}

/** One line for an override, as the upgrade and `--check` say it. */
export function overrideLine(override: Override): string {
  const { file, original, part, state, command } = override;
  switch (state) {
    case "unchanged":
      return `${file}: the template's ${part} is as it was when you made yours`;
    case "unrecorded":
      return `${file}: made against the template's ${part} as it is now (recorded in ${RECORD_FILE} at your next upgrade)`;
    case "markup":
      return `${file}: the template changed its ${part}'s markup, not its props; see what changed: ${command}`;
    case "props":
      return `${file}: the template changed its ${part}'s props (the type check below names your lines); see what changed: ${command}`;
    case "gone":
      return `${file}: the template has no part ${part} any more (${original} was renamed or removed): find its new name in the CHANGELOG and git log --stat -- ${original}, then rename or remove your file`;
  }
}

/**
 * Marks the owner's parts as reviewed against the originals as they are now: `./run upgrade --accept [part…]`,
 * after updating an override to the template's change. Returns the parts it recorded.
 */
export function acceptOverrides(
  cwd: string,
  parts: readonly string[],
  lastCommit: (file: string) => string | undefined,
): string[] {
  const record = readRecord(cwd);
  const chosen = parts.length > 0 ? parts : ownersParts(cwd);
  const unknown = chosen.filter((part) => !ownersParts(cwd).includes(part));
  if (unknown.length > 0) throw new Error(`No part of yours named ${unknown.join(", ")} in ${PARTS_DIR}/.`);
  const accepted = chosen.filter((part) => {
    const original = made(cwd, part, lastCommit);
    if (original) record[part] = original;
    return original !== undefined;
  });
  writeFileSync(join(cwd, RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
  return accepted;
}
