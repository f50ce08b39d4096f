// The catalogues this site uses: the template's (./catalogues.ts) and the owner's own, content/i18n/<key>.ts, each
// exporting `words` as app/i18n/messages/en.ts exports `en`. A language the template does not ship (Welsh, cy.ts)
// is then the owner's content, kept apart from the template and never touched by an upgrade; a file named as one of
// the template's keys rewords that language. Read in Node (the build's steps, the route table, the pages' loaders,
// the tests); the pages' own code finds the same files through import.meta.glob (app/page/page.ts). A file that does
// not load, or lacks a key or has one too many, is not used: catalogueProblems() names it (./catalogue-check.ts).
import { existsSync, readdirSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { join } from "node:path";
import { contentPath, displayPath } from "../collections/content-folder.ts";
import { ownerModuleProblem } from "../collections/owner-module-errors.ts";
import type { Language } from "../languages/language-tags.ts";
import {
  catalogueFileKey,
  catalogueKeyIn,
  messagesIn,
  missingCatalogueKeyIn,
  withOwnerCatalogues,
  type Catalogue,
  type Messages,
} from "./catalogues.ts";
import { formatFor } from "./format.ts";
import { en } from "./messages/en.ts";

/** The owner's catalogues' folder, inside the content folder. */
export const OWNER_CATALOGUES = "i18n";

/** What a value of English's is, as a problem names it. */
function kind(value: unknown): string {
  return typeof value === "function" ? `a function of ${value.length}` : typeof value === "string" ? "a text" : "";
}

/** Problems with one catalogue's words against English's: the keys it lacks, adds, or writes as another kind. */
export function catalogueShapeProblems(
  file: string,
  words: Messages,
  english: Messages = en(formatFor("en")),
): string[] {
  const missing = Object.keys(english).filter((key) => !Object.hasOwn(words, key));
  const unknown = Object.keys(words).filter((key) => !Object.hasOwn(english, key));
  const wrong = Object.keys(english).filter((key) => {
    if (!Object.hasOwn(words, key)) return false;
    const value = (words as Record<string, unknown>)[key];
    if (typeof value === "string" && value.trim() === "") return true;
    return kind(value) !== kind(english[key as keyof Messages]);
  });
  return [
    ...(missing.length > 0
      ? [
          `${file}: missing ${missing.join(", ")}: copy ${missing.length === 1 ? "it" : "them"} from app/i18n/messages/en.ts and translate ${missing.length === 1 ? "it" : "them"}`,
        ]
      : []),
    ...(unknown.length > 0
      ? [`${file}: unknown ${unknown.join(", ")}: remove them (app/i18n/messages/en.ts has every key there is)`]
      : []),
    ...wrong.map((key) => {
      const value = (words as Record<string, unknown>)[key];
      const written = typeof value === "string" && value.trim() === "" ? "an empty text" : kind(value) || typeof value;
      return `${file}: ${key}: write ${kind(english[key as keyof Messages])}, as app/i18n/messages/en.ts does, not ${written}`;
    }),
  ];
}

/** The complete catalogues in a folder of the owner's, by file name, and a line for each file that cannot be used. */
export async function loadOwnerCatalogues(
  dir = contentPath(OWNER_CATALOGUES),
): Promise<{ catalogues: Record<string, Catalogue>; problems: string[] }> {
  const catalogues: Record<string, Catalogue> = {};
  const problems: string[] = [];
  if (!existsSync(dir)) return { catalogues, problems };
  const english = en(formatFor("en"));
  for (const name of readdirSync(dir)
    .filter((entry) => entry.endsWith(".ts"))
    .sort()) {
    const path = join(dir, name);
    const file = displayPath(path);
    const key = catalogueFileKey(name);
    if (key === undefined) {
      problems.push(
        `${file}: "${name.slice(0, -3)}" is no language tag: name the file by its language, as cy.ts or pt-BR.ts`,
      );
      continue;
    }
    let module: Record<string, unknown>;
    try {
      module = (await import(/* @vite-ignore */ pathToFileURL(path).href)) as Record<string, unknown>;
    } catch (error) {
      problems.push(ownerModuleProblem(path, error) ?? `${file}: ${String(error)}`);
      continue;
    }
    const words = module.words;
    if (typeof words !== "function") {
      problems.push(
        `${file}: exports no \`words\`; write \`export function words(format: Format): Messages { return { … } }\`, as docs/languages.md shows`,
      );
      continue;
    }
    let messages: Messages;
    try {
      messages = (words as Catalogue)(formatFor(key));
    } catch (error) {
      problems.push(`${file}: words() failed: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    const shape = catalogueShapeProblems(file, messages, english);
    if (shape.length > 0) problems.push(...shape);
    else catalogues[name] = words as Catalogue;
  }
  return { catalogues, problems };
}

const owned = await loadOwnerCatalogues();

/** Every catalogue the site can use, by key: the template's, and the owner's complete ones over them. */
export const SITE_CATALOGUES: Record<string, Catalogue> = withOwnerCatalogues(owned.catalogues);

/** One line for each of the owner's catalogues that cannot be used, and why. */
export function ownerCatalogueProblems(): string[] {
  return owned.problems;
}

/** The catalogue a tag uses among the site's, or undefined. */
export function catalogueKey(tag: string): string | undefined {
  return catalogueKeyIn(tag, SITE_CATALOGUES);
}

/** The key of the catalogue a tag without one would need (./catalogues.ts). */
export function missingCatalogueKey(tag: string): string {
  return missingCatalogueKeyIn(tag, SITE_CATALOGUES);
}

/** The interface's words in a language, from the site's catalogues. */
export function messagesFor(language: Pick<Language, "tag">): Messages {
  return messagesIn(language, SITE_CATALOGUES);
}
