// Every language the site lists has its words: a message catalogue, the
// template's (./catalogues.ts) or the owner's (content/i18n/, ./site-catalogues.ts),
// and each of the owner's is complete. Checked where the site's languages are first read (the
// route table, the content check, `npm run new-site`, and the pages' content
// under `npm run dev`), so a language without one stops the build with a line
// that names where it is listed and says how to add it. Not in catalogues.ts,
// which the pages bundle: this reads settings.ts.
import { ContentError } from "../schemas/content-problems.ts";
import { describeLanguage } from "../languages/language-tags.ts";
import { siteLanguageTags } from "../languages/languages-setting.ts";
import { contentFile } from "../collections/content-folder.ts";
import { catalogueKey, missingCatalogueKey, OWNER_CATALOGUES, ownerCatalogueProblems } from "./site-catalogues.ts";

/**
 * A line for each of the owner's catalogues that cannot be used, and for each language listed without a catalogue
 * (a tag that is no language is siteLanguages()'s).
 */
export function catalogueProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  const { tags, where } = siteLanguageTags(env);
  const owners = ownerCatalogueProblems();
  const problems = new Map<string, string>();
  tags.forEach((tag, index) => {
    let canonical: string;
    try {
      canonical = describeLanguage(tag, index === 0).tag;
    } catch {
      return;
    }
    if (catalogueKey(canonical) !== undefined) return;
    const key = missingCatalogueKey(canonical);
    const file = contentFile(OWNER_CATALOGUES, `${key}.ts`);
    // Its file is there, and named above for what it lacks.
    if (problems.has(key) || owners.some((line) => line.startsWith(`${file}:`))) return;
    problems.set(
      key,
      `${where(index)}: ${JSON.stringify(tag)} has no interface words: copy app/i18n/messages/en.ts to ${file}, rename its function \`words\` and translate it (docs/languages.md)`,
    );
  });
  return [...owners, ...problems.values()];
}

/** Throws a ContentError naming each language listed without a message catalogue. */
export function checkCatalogues(env: NodeJS.ProcessEnv = process.env): void {
  const problems = catalogueProblems(env);
  if (problems.length > 0) throw new ContentError(problems);
}
