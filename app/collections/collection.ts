// A content collection: one Markdown file per entry, with YAML front matter
// checked by a zod schema. Entries are folders (`<dir>/<slug>/index.md`, with
// their media beside them) or single files (`<dir>/<slug>.md`); the folder or
// file name is the entry's slug, its URL.
//
// Plain Node (no Vite): routes.ts, react-router.config.ts, the build scripts,
// the pages' loader and the tests all read the content through here.
// Every problem in every file is collected first and thrown as one
// ContentError (app/schemas/content-problems.ts), one line per problem, naming the
// file and the field:
//   content/projects/field-notes/index.md: images[2].alt: must not be empty
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { isAbsolute, join, relative, resolve } from "node:path";
import { LineCounter, parseDocument, type YAMLError } from "yaml";
import type { z } from "zod";
import { ContentError, problemLines } from "../schemas/content-problems.ts";
import { displayPath } from "./content-folder.ts";
import { renderFormulas, type RenderedMaths } from "../markdown/markdown-maths.ts";

/** One entry of a collection, with its front matter checked and typed. */
export type Entry<Data> = {
  /** The folder or file name: the entry's URL segment. */
  slug: string;
  /** The Markdown file, relative to the working directory, as errors name it. */
  file: string;
  /** The folder the entry's media paths are relative to (absolute). */
  folder: string;
  data: Data;
  /** The Markdown after the front matter. */
  body: string;
  /** The body's formulas as MathML, rendered as the file was checked: the pages show them as they are. */
  maths: RenderedMaths;
};

export type CollectionOptions<Schema extends z.ZodType> = {
  /** The collection's folder, e.g. content/projects. */
  dir: string;
  /** Checks one entry's front matter. */
  schema: Schema;
  /** Entries whose front matter says `draft: true` are kept only when this is true. */
  includeDrafts?: boolean;
  /** Checks a whole entry once its front matter is valid (e.g. that its files exist); returns one line per problem, as `field: message`. */
  check?: (entry: Entry<z.output<Schema>>) => string[];
};

/** What a slug may be: it becomes a URL segment and a file name. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What is wrong with a folder or file name as a slug: nothing, or one line. */
export function slugProblems(slug: string): string[] {
  return SLUG_PATTERN.test(slug)
    ? []
    : [`the name ${JSON.stringify(slug)} is not a URL-safe slug: use lower-case letters, digits and single hyphens`];
}

/** A language code as it ends a translation's file name: "fr" in index.fr.md, "pt-br" in a-post.pt-br.md. */
const TRANSLATION_SUFFIX = /^(.+)\.([a-z]{2,3}(?:-[a-z0-9]+)*)\.md$/;

/** One entry's files: the default language's, when it has one, and its translations by language code. */
export type CollectionFile = {
  slug: string;
  folder: string;
  /** `<slug>/index.md` or `<slug>.md`: the entry in the default language. */
  path?: string;
  /** `<slug>/index.fr.md` or `<slug>.fr.md`, by language code. */
  translations: Record<string, string>;
  /** A folder with an index.md, rather than a single `<slug>.md`. */
  isFolder: boolean;
};

/**
 * The Markdown files of a collection, one entry per folder or per file name:
 * `<slug>/index.md` or `<slug>.md`, with its translations beside it
 * (`<slug>/index.fr.md`, `<slug>.fr.md`). An entry may exist only in a translation.
 */
export function collectionFiles(dir: string): CollectionFile[] {
  const root = resolve(dir);
  if (!existsSync(root)) return [];
  const bySlug = new Map<string, CollectionFile>();
  // A folder and a file of the same name are two entries, so the loader can say the slug is taken.
  const clashes: CollectionFile[] = [];
  const entry = (slug: string, folder: string, isFolder: boolean) => {
    const found = bySlug.get(slug) ?? { slug, folder, translations: {}, isFolder };
    bySlug.set(slug, found);
    return found;
  };
  const setDefault = (slug: string, folder: string, isFolder: boolean, path: string) => {
    const found = entry(slug, folder, isFolder);
    if (found.path) clashes.push({ slug, folder, translations: {}, isFolder, path });
    else Object.assign(found, { path, folder, isFolder });
  };
  for (const dirent of readdirSync(root, { withFileTypes: true })) {
    if (dirent.name.startsWith(".") || dirent.name.startsWith("_")) continue;
    if (dirent.isDirectory()) {
      const folder = join(root, dirent.name);
      for (const name of readdirSync(folder)) {
        if (name === "index.md") setDefault(dirent.name, folder, true, join(folder, name));
        const [, stem, code] = TRANSLATION_SUFFIX.exec(name) ?? [];
        if (stem === "index" && code) entry(dirent.name, folder, true).translations[code] = join(folder, name);
      }
    } else if (dirent.isFile() && dirent.name.endsWith(".md")) {
      const [, slug, code] = TRANSLATION_SUFFIX.exec(dirent.name) ?? [];
      if (slug && code) entry(slug, root, false).translations[code] = join(root, dirent.name);
      else setDefault(dirent.name.slice(0, -3), root, false, join(root, dirent.name));
    }
  }
  return [...bySlug.values(), ...clashes].sort((a, b) => a.slug.localeCompare(b.slug));
}

/**
 * What in a collection's folder would otherwise be skipped without a word: a folder with no index.md (an
 * `Index.md`, an `index.markdown`, a stray file, nothing at all), and a symbolic link, which the build does not
 * follow (its target may lie outside the content folder). One line each, naming it.
 */
export function skippedEntryProblems(dir: string): string[] {
  const root = resolve(dir);
  if (!existsSync(root)) return [];
  const problems: string[] = [];
  for (const dirent of readdirSync(root, { withFileTypes: true })) {
    if (dirent.name.startsWith(".") || dirent.name.startsWith("_")) continue;
    const path = join(root, dirent.name);
    if (dirent.isSymbolicLink()) {
      problems.push(
        `${displayPath(path)}: a symbolic link, which the build does not follow; move the ${dirent.name.endsWith(".md") ? "file" : "folder"} itself here`,
      );
      continue;
    }
    if (!dirent.isDirectory()) continue;
    const names = readdirSync(path);
    if (names.includes("index.md")) continue;
    const near = names.find((name) => /^index\.(md|markdown|mdown|mkd)$/i.test(name));
    // Translations alone are an entry: a post may be written in one language only (writing.ts says what may).
    if (!near && names.some((name) => TRANSLATION_SUFFIX.exec(name)?.[1] === "index")) continue;
    const found =
      names.length === 0
        ? "it is empty"
        : near
          ? `it holds ${near}: rename it index.md`
          : `it holds ${listNames(names)}`;
    problems.push(
      `${displayPath(path)}/: no index.md, so nothing is published from it; ${found} (or delete the folder)`,
    );
  }
  return problems;
}

/** Translations into a language the site does not have: not published, so a warning names each. */
export function unknownLanguageTranslations(dir: string, codes: readonly string[], settingsFile: string): string[] {
  return collectionFiles(dir).flatMap((file) =>
    Object.entries(file.translations)
      .filter(([code]) => !codes.includes(code))
      .map(
        ([code, path]) =>
          `${displayPath(path)}: a translation into "${code}", a language ${settingsFile} does not list, so it is not published; add the language there or remove the file`,
      ),
  );
}

function listNames(names: readonly string[]): string {
  const shown = names.slice(0, 3).join(", ");
  return names.length > 3 ? `${shown} and ${names.length - 3} more` : shown;
}

/** Whether an image path leaves its entry's folder (`../other/a.png`, `/etc/passwd`): the build reads only inside. */
export function outsideFolder(folder: string, src: string): boolean {
  const path = relative(folder, resolve(folder, src));
  return path === "" || path.startsWith("..") || isAbsolute(path);
}

/** Every Markdown file of an entry, the default language's first. */
export function entryFiles(file: CollectionFile): string[] {
  return [...(file.path ? [file.path] : []), ...Object.values(file.translations)];
}

/** Where an entry's translation into `code` is, or belongs: beside its default file, named for the language. */
export function translationPath(file: CollectionFile, code: string): string {
  return (
    file.translations[code] ??
    (file.isFolder ? join(file.folder, `index.${code}.md`) : join(file.folder, `${file.slug}.${code}.md`))
  );
}

export type ParsedFile<Data> =
  { ok: true; data: Data; body: string; maths: RenderedMaths } | { ok: false; problems: string[] };

/** Reads one Markdown file and checks its front matter; problems are `field: message` lines, without the file. */
export function readEntryFile<Schema extends z.ZodType>(path: string, schema: Schema): ParsedFile<z.output<Schema>> {
  let source: string;
  try {
    source = readFileSync(path, "utf8");
  } catch (error) {
    return { ok: false, problems: [`cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`] };
  }
  const parsed = parseFrontMatter(source);
  if (!parsed.ok) return parsed;
  const result = schema.safeParse(parsed.data);
  if (!result.success) {
    return { ok: false, problems: problemLines(result.error.issues, schema, parsed.data) };
  }
  return { ok: true, data: result.data, body: parsed.body, maths: parsed.maths };
}

/**
 * Reads, parses and checks every entry of a collection. Throws a ContentError
 * listing every problem in every file; otherwise returns the entries in slug
 * order, drafts left out unless `includeDrafts`.
 */
export function loadCollection<Schema extends z.ZodType>(
  options: CollectionOptions<Schema>,
): Entry<z.output<Schema>>[] {
  const problems: string[] = skippedEntryProblems(options.dir);
  const entries: Entry<z.output<Schema>>[] = [];
  const files = collectionFiles(options.dir);
  const seen = new Map<string, string>();

  for (const { slug, path, folder } of files) {
    // An entry that exists only in a translation is its collection's to read (see writing.ts).
    if (!path) continue;
    const file = displayPath(path);
    const problem = (message: string) => problems.push(`${file}: ${message}`);

    slugProblems(slug).forEach(problem);
    const other = seen.get(slug);
    if (other) problem(`the slug ${JSON.stringify(slug)} is already used by ${other}`);
    seen.set(slug, file);

    const parsed = readEntryFile(path, options.schema);
    if (!parsed.ok) {
      parsed.problems.forEach(problem);
      continue;
    }
    const { data, body, maths } = parsed;
    const entry: Entry<z.output<Schema>> = { slug, file, folder, data, body, maths };
    const entryProblems = options.check?.(entry) ?? [];
    entryProblems.forEach(problem);
    if (entryProblems.length > 0) continue;
    if (isDraft(entry.data) && !options.includeDrafts) continue;
    entries.push(entry);
  }

  if (problems.length > 0) throw new ContentError(problems);
  return entries;
}

/** Drafts belong to development: Vite sets NODE_ENV to "development" for `npm run dev`, and to "production" for builds. */
export function includeDraftsByDefault(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === "development";
}

function isDraft(data: unknown): boolean {
  return typeof data === "object" && data !== null && "draft" in data && data.draft === true;
}

type FrontMatter = { ok: true; data: unknown; body: string; maths: RenderedMaths } | { ok: false; problems: string[] };

const OPENING = /^---[ \t]*\r?\n/;
const CLOSING = /^---[ \t]*$/m;

/**
 * Splits `---` front matter from the Markdown after it and parses it as YAML.
 * A syntax error names its line in the file (the opening `---` is line 1).
 */
export function parseFrontMatter(source: string): FrontMatter {
  const text = source.replace(/^\uFEFF/, "");
  const opening = OPENING.exec(text);
  if (!opening) {
    return { ok: false, problems: ["expected front matter: a first line of ---, the fields, then a line of ---"] };
  }
  const rest = text.slice(opening[0].length);
  const closing = CLOSING.exec(rest);
  if (!closing) return { ok: false, problems: ["the front matter has no closing --- line"] };
  const yaml = rest.slice(0, closing.index);
  const body = rest.slice(closing.index + closing[0].length).replace(/^\r?\n/, "");

  const lineCounter = new LineCounter();
  const document = parseDocument(yaml, { lineCounter, prettyErrors: false, uniqueKeys: true });
  if (document.errors.length > 0) {
    const lines = yaml.split(/\r?\n/);
    const told = new Map<number, string>();
    for (const error of document.errors) {
      // A key that runs on to the next line is the misindented line's own mistake, told once, there.
      if (error.code === "MULTILINE_IMPLICIT_KEY" && document.errors.some((other) => MISINDENTED.test(other.message)))
        continue;
      const { line, message } = yamlProblem(error, lines, lineCounter.linePos(error.pos[0]).line);
      // One mistake often trips several errors on its line; the first says it best.
      if (!told.has(line)) told.set(line, message);
    }
    // +1 for the opening --- line.
    return {
      ok: false,
      problems: [...told].map(([line, message]) => `line ${line + 1}: YAML syntax error: ${message}`),
    };
  }
  // Before the Markdown parser sees it: nesting past a sane depth took the pages step a minute, then a timeout.
  const bodyLine = text.slice(0, text.length - body.length).split("\n").length;
  const nesting = nestingProblem(body);
  if (nesting) return { ok: false, problems: [`line ${bodyLine + nesting.line}: ${nesting.message}`] };
  // TeX that Temml cannot read would stop the pages step with a stack trace: say so here, by the file's line. What
  // it can read is kept, rendered, for the pages.
  const { maths, problems: bad } = renderFormulas(body);
  if (bad.length > 0) {
    return { ok: false, problems: bad.map(({ line, message }) => `line ${bodyLine + line - 1}: ${message}`) };
  }
  // A control character in the body passes through Markdown into the pages' HTML, where it is a parse error.
  const control = BODY_CONTROL.exec(body);
  if (control) {
    const before = text.slice(0, text.length - body.length + control.index);
    const code = `U+${(control[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
    return {
      ok: false,
      problems: [`line ${before.split("\n").length}: contains an invisible control character (${code}): delete it`],
    };
  }
  let data: unknown;
  try {
    // An alias may repeat a list only so often: a few aliases nested five deep expand to millions of values.
    data = document.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    return { ok: false, problems: [`front matter: ${yamlLimit(error)}`] };
  }
  // An anchor that holds an alias to itself (`&a [x, *a]`) reads as a value that contains itself.
  if (isCircular(data)) return { ok: false, problems: ["front matter: a YAML anchor (&name) refers to itself"] };
  return { ok: true, data: data ?? {}, body, maths };
}

function isCircular(value: unknown, ancestors = new Set<object>()): boolean {
  if (typeof value !== "object" || value === null) return false;
  if (ancestors.has(value)) return true;
  ancestors.add(value);
  const found = Object.values(value).some((child) => isCircular(child, ancestors));
  ancestors.delete(value);
  return found;
}

/** The expansions of YAML aliases (`*name`) front matter may make; an owner's front matter uses a handful at most. */
const MAX_ALIAS_COUNT = 100;

function yamlLimit(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/excessive alias count/i.test(message)) {
    return `its YAML aliases (*name) expand too far (${firstLine(message)}); write the values out instead`;
  }
  return `YAML: ${firstLine(message)}`;
}

function firstLine(message: string): string {
  return (message.split("\n")[0] ?? message).replace(/ at line \d+, column \d+:?$/, "");
}

/** Control characters (C0 but tab, line feed and carriage return; DEL; C1): none belongs in a Markdown body. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const BODY_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** How deep Markdown may nest lists, quotes and links: real writing stays far below it; 800 levels took a minute. */
export const MAX_MARKDOWN_NESTING = 40;

/**
 * Markdown that nests past MAX_MARKDOWN_NESTING, found by a scan of each line, linear in the body's length:
 * lists and block quotes by their markers and indentation at the line's start, links and images by their `[`.
 * `line` counts from the body's first line, 0-based.
 */
export function nestingProblem(body: string): { line: number; message: string } | undefined {
  const lines = body.split("\n");
  let brackets = 0;
  let fence: string | undefined;
  for (const [index, line] of lines.entries()) {
    const fenceMark = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark && (!fence || fenceMark.startsWith(fence))) {
      fence = fence ? undefined : fenceMark;
      continue;
    }
    if (fence) continue;
    const prefix = /^(?:[ \t]*(?:>|[-*+](?=[ \t])|\d{1,9}[.)](?=[ \t])))*/.exec(line)?.[0] ?? "";
    const markers = (prefix.match(/>|[-*+]|\d{1,9}[.)]/g) ?? []).length;
    const indent = /^[ \t]*/.exec(line.slice(prefix.length))?.[0].length ?? 0;
    // Each level of a nested list is indented two columns at least.
    const depth = markers + Math.floor((prefix.replace(/\S/g, "").length + indent) / 2);
    if (depth > MAX_MARKDOWN_NESTING) {
      return {
        line: index,
        message: `lists or quotes nested ${depth} deep, more than the ${MAX_MARKDOWN_NESTING} the pages allow; flatten them`,
      };
    }
    for (let at = 0; at < line.length; at += 1) {
      const char = line[at];
      if (char === "\\") at += 1;
      else if (char === "[") brackets += 1;
      else if (char === "]" && brackets > 0) brackets -= 1;
      if (brackets > MAX_MARKDOWN_NESTING) {
        return {
          line: index,
          message: `brackets [ nested ${brackets} deep, more than the ${MAX_MARKDOWN_NESTING} the pages allow; close them or write \\[`,
        };
      }
    }
    // A link's text does not run past a blank line.
    if (line.trim() === "") brackets = 0;
  }
  return undefined;
}

/** The parser's messages for a line indented unlike the line it goes with. */
const MISINDENTED = /same column|nested mappings are not allowed|without - indicator|bad indentation of/i;

/** `key: value` on one line of front matter, or `- value` in a list. */
const YAML_LINE = /^(\s*(?:-\s+)?)(?:([^\s#"'][^:#]*?):(?:\s+|$))?(.*)$/;

/**
 * The mistakes people make in front matter, told with the line they are on
 * (counted in the YAML, from 1) and what to write instead; any other error in
 * the parser's words.
 */
function yamlProblem(error: YAMLError, lines: readonly string[], errorLine: number): { line: number; message: string } {
  const at = (line: number) => YAML_LINE.exec(lines[line - 1] ?? "") ?? [];
  const [, , key, value = ""] = at(errorLine);
  const write = (fixed: string) => (key ? `${key}: ${fixed}` : `- ${fixed}`);
  const quoted = (raw: string) => JSON.stringify(raw.trim());

  if (error.code === "TAB_AS_INDENT") {
    return { line: errorLine, message: "the line is indented with a tab: YAML indents with spaces only" };
  }
  if (error.code === "BLOCK_AS_IMPLICIT_KEY" && key && /:(\s|$)/.test(value)) {
    return { line: errorLine, message: `a value with ": " in it must be quoted: ${write(quoted(value))}` };
  }
  if (error.code === "BAD_SCALAR_START") {
    return {
      line: errorLine,
      message: `a value cannot start with ${value.trim()[0] ?? "that sign"} unless it is quoted: ${write(quoted(value))}`,
    };
  }
  if (error.code === "DUPLICATE_KEY") {
    return { line: errorLine, message: `${key ?? "a field"} is given twice: keep one` };
  }
  // A line indented unlike the one it goes with: the parser's words ("All mapping items must start at the same
  // column") name neither the field nor the fix.
  if (MISINDENTED.test(error.message)) {
    // A nested mapping is told at the line above the one indented too far.
    let line = errorLine;
    if (/nested mappings/i.test(error.message)) {
      do line += 1;
      while (line < lines.length && (lines[line - 1] ?? "").trim() === "");
    }
    const [, prefix = "", named, rest = ""] = at(line);
    const here = named ?? `${prefix.trim()} ${rest.trim()}`.trim();
    const indent = /^ */.exec(lines[line - 1] ?? "")?.[0].length ?? 0;
    return {
      line,
      message:
        `${here} is indented ${indent} ${indent === 1 ? "space" : "spaces"}, unlike the line it goes with: indent it ` +
        `as far as the field or item beside it above, further only under the field that holds it; or quote a value ` +
        `that contains ": "`,
    };
  }
  // An unclosed quote or bracket is found where the file ends, or where the next field starts: point at where it opened.
  const closer = { '"': '"', "'": "'", "[": "]", "{": "}" } as const;
  for (const [open, close] of Object.entries(closer)) {
    const missing =
      (error.code === "MISSING_CHAR" && error.message.includes(`closing ${open}`)) ||
      (error.code === "BAD_INDENT" && error.message.includes(`end with a ${close}`));
    if (!missing) continue;
    for (let line = Math.min(errorLine, lines.length); line >= 1; line -= 1) {
      const [, , openedKey, opened = ""] = at(line);
      if (!opened.startsWith(open) || opened.slice(1).includes(close)) continue;
      const name = openedKey ? `${openedKey}: ` : "";
      return {
        line,
        message: `${name}the ${open} that starts the value is never closed: end it with ${close} on the same line`,
      };
    }
  }
  return { line: errorLine, message: firstLine(error.message) };
}
