// The site's languages as the build reads them: settings.ts's `languages`, or
// the SITE_LANGUAGES environment variable for one build ("en-GB" alone, or
// "en-GB,fr,ar"). Checked here, so a tag that is not a language or a language
// listed twice stops the build with a line that says which (and one without a
// message catalogue, app/i18n/catalogue-check.ts, which the words' layer
// checks). Plain Node: the route table, the loaders and the build scripts read
// it; the pages get the result from the root route's loader.
import { describeLanguage, type Language } from "./language-tags.ts";
import { ContentError } from "../schemas/content-problems.ts";
import { contentFile } from "../collections/content-folder.ts";
import { RESERVED_SLUGS } from "../schemas/site-schema.ts";
import { settings } from "../collections/owner-modules.ts";

/**
 * The tags, as written, where they were written, and how an error line names
 * the one at `index`: "content/settings.ts: languages[2]" or "SITE_LANGUAGES".
 */
export function siteLanguageTags(env: NodeJS.ProcessEnv = process.env): {
  tags: string[];
  source: string;
  where: (index: number) => string;
} {
  const fromEnv = env.SITE_LANGUAGES?.trim();
  if (fromEnv) {
    return {
      tags: fromEnv.split(",").map((tag) => tag.trim()),
      source: "SITE_LANGUAGES",
      where: () => "SITE_LANGUAGES",
    };
  }
  const file = contentFile("settings.ts");
  const where = (index: number) => `${file}: languages[${index}]`;
  return { tags: [...(settings.languages ?? ["en"])], source: file, where };
}

/** The site's languages, the default first; throws a ContentError naming each bad tag. */
export function siteLanguages(env: NodeJS.ProcessEnv = process.env): Language[] {
  const { tags, source, where } = siteLanguageTags(env);
  const problems: string[] = [];
  const languages: Language[] = [];
  tags.forEach((tag, index) => {
    let language: Language;
    try {
      language = describeLanguage(tag, index === 0);
    } catch {
      problems.push(
        `${where(index)}: ${JSON.stringify(tag)} is not a language tag: write one like "en", "en-GB" or "fr"`,
      );
      return;
    }
    if (languages.some((other) => other.code === language.code)) {
      problems.push(`${where(index)}: ${JSON.stringify(tag)} is listed twice`);
    } else if (!language.isDefault && (RESERVED_SLUGS as readonly string[]).includes(language.code)) {
      problems.push(
        `${where(index)}: ${JSON.stringify(tag)} would share its URL with the site's own /${language.code}`,
      );
    } else {
      languages.push(language);
    }
  });
  if (tags.length === 0) problems.push(`${source}: expected at least one language, the default`);
  if (problems.length > 0) throw new ContentError(problems);
  return languages;
}

/** The default language: the first. */
export function defaultLanguage(languages: readonly Language[]): Language {
  const [first] = languages;
  if (!first) throw new Error("The site has no languages");
  return first;
}
