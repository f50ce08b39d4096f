// The rule every translation follows, whether it is site.fr.ts or an
// index.fr.md: it holds the fields a visitor reads, in its language; the rest
// (technology names, URLs, screenshot files, dates, order) is shared with the
// default language and set there only. A field it leaves out stops the build,
// naming the language, the file and the field, unless the owner lists that
// field under `fallback`: then the default language's text is shown.
import { z } from "zod";
import { languageName, type Language } from "../i18n/languages.ts";
import { displayPath } from "./collection.ts";
import { text } from "./schema.ts";

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

/** The line for a file named as a translation into the default language, which reads index.md (or <slug>.md) instead. */
export function defaultLanguageFile(path: string, defaultLanguage: Language): string {
  return `${displayPath(path)}: ${languageName(defaultLanguage)} is the default language, whose text is index.md (or <slug>.md): rename this file`;
}

/** The line for a shared field set in a translation. */
export function sharedField(field: string, defaultFile: string): string {
  return `${field}: is shared by every language: set it in ${defaultFile} only`;
}
