// The rule every translation follows, whether it is site.fr.ts or an
// index.fr.md: it holds the fields a visitor reads, in its language; the rest
// (technology names, URLs, screenshot files, dates, order) is shared with the
// default language and set there only. A field it leaves out stops the build,
// naming the language, the file and the field, unless the owner lists that
// field under `fallback`: then the default language's text is shown.
import { z } from "zod";
import { languageName, type Language } from "./language-tags.ts";
import { readEntryFile, type CollectionFile } from "../collections/collection.ts";
import type { RenderedMaths } from "../markdown/markdown-maths.ts";
import { formatPath } from "../schemas/content-problems.ts";
import { displayPath } from "../collections/content-folder.ts";
import { text } from "../schemas/site-schema.ts";

/**
 * `fallback: true` (every field), or the fields that fall back, written as
 * errors name them: `summary`, `images[2].alt`, or `images[].alt` and
 * `experience[].location` for every item of a list.
 */
export const fallbackSchema = z.union([
  z.literal(true),
  z.array(text, { error: 'expected true, or a list of fields such as ["summary", "images[].alt"]' }),
]);

export type Fallback = z.output<typeof fallbackSchema> | undefined;

/** Whether the owner let `field` show the default language's text. */
export function fallsBack(fallback: Fallback, field: string): boolean {
  if (fallback === true) return true;
  if (!fallback) return false;
  const anyItem = field.replace(/\[\d+\]/g, "[]");
  return fallback.some((marked) =>
    [field, anyItem].some((path) => path === marked || path.startsWith(`${marked}.`) || path.startsWith(`${marked}[`)),
  );
}

/** The line for a translated field that is missing and not marked to fall back. */
export function missingField(field: string, language: Language, defaultLanguage: Language): string {
  return `${field}: missing in ${languageName(language)}: translate it, or list "${field}" under fallback to show the ${defaultLanguage.englishName} text`;
}

/**
 * A line for each file named as a translation into the default language
 * (index.en-gb.md): the default language's text is index.md (or <slug>.md),
 * so nothing would read it.
 */
export function defaultLanguageFiles(files: Iterable<CollectionFile>, defaultLanguage: Language): string[] {
  return [...files].flatMap((file) => {
    const misnamed = file.translations[defaultLanguage.code];
    return misnamed
      ? [
          `${displayPath(misnamed)}: ${languageName(defaultLanguage)} is the default language, whose text is index.md (or <slug>.md): rename this file`,
        ]
      : [];
  });
}

/** The line for a shared field set in a translation. */
export function sharedField(field: string, defaultFile: string): string {
  return `${field}: is shared by every language: set it in ${defaultFile} only`;
}

type TranslationSchema = z.ZodType<{ fallback?: Fallback }>;

export type TranslationFile<Schema extends TranslationSchema> = {
  /** The front matter, checked; undefined when it could not be read or checked. */
  data?: z.output<Schema>;
  /** The Markdown after it, or undefined when there is none. */
  body?: string;
  /** The body's formulas as MathML (app/collections/collection.ts). */
  maths?: RenderedMaths;
  /** `field: message` lines, without the file. */
  problems: string[];
  /** Adds the line for `field` when `value` is missing and the file does not let it fall back. */
  expect: (field: string, value: unknown) => void;
};

/**
 * Reads an index.fr.md: a field the original's schema has but a translation
 * must not (`shared`) gets its own line, naming the file it belongs in; the
 * rest is checked by the translation's schema. `expect` then names each
 * translated field that is missing, unless it falls back.
 */
export function readTranslation<Schema extends TranslationSchema>(
  path: string,
  {
    schema,
    shared,
    original,
    language,
    defaultLanguage,
  }: {
    schema: Schema;
    shared: readonly string[];
    /** The default language's file, where the shared fields are set. */
    original: string;
    language: Language;
    defaultLanguage: Language;
  },
): TranslationFile<Schema> {
  const problems: string[] = [];
  const file: TranslationFile<Schema> = {
    problems,
    expect: (field, value) => {
      if (value === undefined && !fallsBack(file.data?.fallback, field)) {
        problems.push(missingField(field, language, defaultLanguage));
      }
    },
  };
  const parsed = readEntryFile(path, z.looseObject({}));
  if (!parsed.ok) {
    problems.push(...parsed.problems);
    return file;
  }
  const own = Object.entries(parsed.data).filter(([key]) => !shared.includes(key));
  problems.push(
    ...Object.keys(parsed.data)
      .filter((key) => shared.includes(key))
      .map((key) => sharedField(key, original)),
  );
  const checked = schema.safeParse(Object.fromEntries(own));
  if (!checked.success) {
    problems.push(...checked.error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`));
    return file;
  }
  file.data = checked.data;
  file.body = parsed.body.trim() === "" ? undefined : parsed.body;
  file.maths = parsed.maths;
  return file;
}
