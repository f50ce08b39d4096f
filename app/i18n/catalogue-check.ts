// Every language the site lists has its words: a message catalogue
// (./catalogues.ts). Checked where the site's languages are first read (the
// route table, the content check, `npm run new-site`, and the pages' content
// under `npm run dev`), so a language without one stops the build with a line
// that names where it is listed and says how to add it. Not in catalogues.ts,
// which the pages bundle: this reads settings.ts.
import { ContentError } from "../content/content-problems.ts";
import { describeLanguage } from "../content/languages.ts";
import { siteLanguageTags } from "../content/site-languages.ts";
import { catalogueKey, missingCatalogueKey } from "./catalogues.ts";

/** A line for each language listed without a message catalogue (a tag that is no language is siteLanguages()'s). */
export function catalogueProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  const { tags, where } = siteLanguageTags(env);
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
    if (problems.has(key)) return;
    problems.set(
      key,
      `${where(index)}: ${JSON.stringify(tag)} has no message catalogue: copy app/i18n/messages/en.ts to app/i18n/messages/${key}.ts, translate it and list it in app/i18n/catalogues.ts`,
    );
  });
  return [...problems.values()];
}

/** Throws a ContentError naming each language listed without a message catalogue. */
export function checkCatalogues(env: NodeJS.ProcessEnv = process.env): void {
  const problems = catalogueProblems(env);
  if (problems.length > 0) throw new ContentError(problems);
}
