// What the content's problems are told as: one ContentError with every
// problem, one line each, naming the file and the field
// (`content/projects/field-notes/index.md: images[2].alt: must not be
// empty`), and a key the schema does not know with the closest one it does.
// The collections (app/collections/collection.ts), the site module's translations and the
// build's checks all say their problems through here.
import type { z } from "zod";

/** Every problem in the content, one line each; thrown so a build stops with all of them at once. */
export class ContentError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    // Each line once: a problem two readers find (a bad language, which every reader reads) is one problem.
    const unique = [...new Set(problems)];
    const count = unique.length;
    super(
      `The content has ${count} problem${count === 1 ? "" : "s"}:\n\n` +
        unique.map((line) => `  ✗ ${line}`).join("\n") +
        "\n\nFix the fields above and build again.",
    );
    this.name = "ContentError";
    this.problems = unique;
  }
}

/**
 * Every issue of one parse, one line each. A required key that is missing
 * because the owner mistyped it is told once, by the unknown key's "did you
 * mean" line: the validator's "expected string, received undefined" for the
 * key it suggests says the same thing worse. Any other missing key says so plainly.
 */
export function problemLines(
  issues: readonly z.core.$ZodIssue[],
  schema: z.ZodType,
  input: unknown,
  whole = "front matter",
): string[] {
  const suggested = new Set<string>();
  for (const issue of issues) {
    if (issue.code !== "unrecognized_keys") continue;
    const known = knownKeys(schema, issue.path);
    for (const key of issue.keys) {
      const suggestion = closest(key, known);
      if (suggestion) suggested.add(formatPath([...issue.path, suggestion]));
    }
  }
  return issues.flatMap((issue) => {
    if (issue.code !== "invalid_type" || valueAt(input, issue.path) !== undefined)
      return issueLines(issue, schema, whole);
    const field = formatPath(issue.path);
    return suggested.has(field) ? [] : [`${field}: missing: this field is required`];
  });
}

/** What a path leads to in parsed YAML or a module's export, or undefined when nothing is there. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let node = input;
  for (const key of path) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/**
 * One line per problem; a key the schema does not know names the closest one
 * it does ("summry: unknown field, did you mean summary?"), or lists them.
 */
export function issueLines(issue: z.core.$ZodIssue, schema: z.ZodType, whole = "front matter"): string[] {
  if (issue.code !== "unrecognized_keys") return [`${formatPath(issue.path, whole)}: ${issue.message}`];
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

/** `images[2].alt`, as a reader of the front matter would point at it. */
export function formatPath(path: readonly PropertyKey[], whole = "front matter"): string {
  if (path.length === 0) return whole;
  return path
    .map((key, index) => (typeof key === "number" ? `[${key}]` : index === 0 ? String(key) : `.${String(key)}`))
    .join("");
}
