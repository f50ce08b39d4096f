// A content collection: one Markdown file per entry, with YAML front matter
// checked by a zod schema. Entries are folders (`<dir>/<slug>/index.md`, with
// their media beside them) or single files (`<dir>/<slug>.md`); the folder or
// file name is the entry's slug, its URL.
//
// Plain Node (no Vite): routes.ts, react-router.config.ts, the build scripts,
// the pages' loader and the tests all read the content through here.
// Every problem in every file is collected first and thrown as one
// ContentError, one line per problem, naming the file and the field:
//   app/content/projects/field-notes/index.md: images[2].alt: must not be empty
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { LineCounter, parseDocument } from "yaml";
import type { z } from "zod";

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
};

export type CollectionOptions<Schema extends z.ZodType> = {
  /** The collection's folder, e.g. app/content/projects. */
  dir: string;
  /** Checks one entry's front matter. */
  schema: Schema;
  /** Entries whose front matter says `draft: true` are kept only when this is true. */
  includeDrafts?: boolean;
  /** Checks a whole entry once its front matter is valid (e.g. that its files exist); returns one line per problem, as `field: message`. */
  check?: (entry: Entry<z.output<Schema>>) => string[];
};

/** Every problem in the content, one line each; thrown so a build stops with all of them at once. */
export class ContentError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    const count = problems.length;
    super(
      `The content has ${count} problem${count === 1 ? "" : "s"}:\n\n` +
        problems.map((line) => `  ✗ ${line}`).join("\n") +
        "\n\nFix the fields above and build again.",
    );
    this.name = "ContentError";
    this.problems = problems;
  }
}

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

export type ParsedFile<Data> = { ok: true; data: Data; body: string } | { ok: false; problems: string[] };

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
    return { ok: false, problems: result.error.issues.flatMap((issue) => issueLines(issue, schema)) };
  }
  return { ok: true, data: result.data, body: parsed.body };
}

/**
 * Reads, parses and checks every entry of a collection. Throws a ContentError
 * listing every problem in every file; otherwise returns the entries in slug
 * order, drafts left out unless `includeDrafts`.
 */
export function loadCollection<Schema extends z.ZodType>(
  options: CollectionOptions<Schema>,
): Entry<z.output<Schema>>[] {
  const problems: string[] = [];
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
    const entry: Entry<z.output<Schema>> = { slug, file, folder, data: parsed.data, body: parsed.body };
    const entryProblems = options.check?.(entry) ?? [];
    entryProblems.forEach(problem);
    if (entryProblems.length > 0) continue;
    if (isDraft(entry.data) && !options.includeDrafts) continue;
    entries.push(entry);
  }

  if (problems.length > 0) throw new ContentError(problems);
  return entries;
}

/**
 * One line per problem; a key the schema does not know names the closest one
 * it does ("summry: unknown field, did you mean summary?"), or lists them.
 */
export function issueLines(issue: z.core.$ZodIssue, schema: z.ZodType): string[] {
  if (issue.code !== "unrecognized_keys") return [`${formatPath(issue.path)}: ${issue.message}`];
  const known = knownKeys(schema, issue.path);
  return issue.keys.map((key) => {
    const field = formatPath([...issue.path, key]);
    const suggestion = closest(key, known);
    if (suggestion) return `${field}: unknown field, did you mean ${suggestion}?`;
    return known.length > 0
      ? `${field}: unknown field; the fields are ${listInEnglish(known)}`
      : `${field}: unknown field`;
  });
}

/** The keys of the object a path leads to in a schema (front matter is an object of objects and arrays). */
function knownKeys(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let node: unknown = schema;
  for (const key of path) {
    const def = (node as { def?: { type?: string; element?: unknown; shape?: Record<string, unknown> } }).def;
    if (typeof key === "number" && def?.type === "array") node = def.element;
    else if (typeof key === "string" && def?.shape) node = def.shape[key];
    else return [];
    node = unwrap(node);
  }
  const shape = (unwrap(node) as { def?: { shape?: Record<string, unknown> } }).def?.shape;
  return shape ? Object.keys(shape) : [];
}

/** An optional, defaulted or nullable field's schema, without the wrapper. */
function unwrap(node: unknown): unknown {
  let current = node as { def?: { innerType?: unknown } } | undefined;
  while (current?.def?.innerType) current = current.def.innerType as typeof current;
  return current;
}

/** The known name a mistyped one was meant to be: close in edit distance, or differing only in case or separators. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  const plain = (value: string) => value.toLowerCase().replace(/[-_\s]/g, "");
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = plain(word) === plain(candidate) ? 0 : editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (!best || distance < best.distance) best = { candidate, distance };
  }
  const allowed = Math.max(1, Math.min(3, Math.floor(word.length / 3)));
  return best && best.distance <= allowed ? best.candidate : undefined;
}

/** Levenshtein distance, with a swap of two neighbouring letters counted as one edit. */
function editDistance(a: string, b: string): number {
  const width = b.length + 1;
  // The table row by row in one array: cell(i, j) is the distance between a's first i letters and b's first j.
  const cells = new Array<number>((a.length + 1) * width).fill(0);
  const at = (i: number, j: number) => cells[i * width + j] ?? 0;
  for (let i = 0; i <= a.length; i += 1) {
    for (let j = 0; j <= b.length; j += 1) {
      let distance = Math.max(i, j);
      if (i > 0 && j > 0) {
        const cost = a[i - 1] === b[j - 1] ? 0 : 1;
        distance = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
          distance = Math.min(distance, at(i - 2, j - 2) + 1);
        }
      }
      cells[i * width + j] = distance;
    }
  }
  return at(a.length, b.length);
}

function listInEnglish(items: readonly string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** Drafts belong to development: Vite sets NODE_ENV to "development" for `npm run dev`, and to "production" for builds. */
export function includeDraftsByDefault(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === "development";
}

function isDraft(data: unknown): boolean {
  return typeof data === "object" && data !== null && "draft" in data && data.draft === true;
}

type FrontMatter = { ok: true; data: unknown; body: string } | { ok: false; problems: string[] };

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
    return {
      ok: false,
      problems: document.errors.map((error) => {
        // +1 for the opening --- line.
        const line = (lineCounter.linePos(error.pos[0]).line ?? 0) + 1;
        return `line ${line}: YAML syntax error: ${firstLine(error.message)}`;
      }),
    };
  }
  return { ok: true, data: document.toJS() ?? {}, body };
}

function firstLine(message: string): string {
  return (message.split("\n")[0] ?? message).replace(/ at line \d+, column \d+:?$/, "");
}

/** `images[2].alt`, as a reader of the front matter would point at it. */
export function formatPath(path: readonly PropertyKey[], whole = "front matter"): string {
  if (path.length === 0) return whole;
  return path
    .map((key, index) => (typeof key === "number" ? `[${key}]` : index === 0 ? String(key) : `.${String(key)}`))
    .join("");
}

/** A path as errors show it: relative to the working directory when it is inside it. */
export function displayPath(path: string): string {
  const fromHere = relative(process.cwd(), path);
  return fromHere.startsWith("..") ? path : fromHere;
}
