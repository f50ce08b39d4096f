// site.ts in another language: content/site.<code>.ts (site.fr.ts) holds
// the fields of site.ts a visitor reads, in that language, and nothing else
// (translation-rules.ts has the rule). Lists follow site.ts's order: the first entry
// of `experience` translates site.ts's first job. Read in plain Node for the
// build scripts and the tests, and by the pages' loader (app/page/page-content.server.ts).
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { z } from "zod";
import type { Language } from "./language-tags.ts";
import { ContentError, formatPath } from "../schemas/content-problems.ts";
import { contentDir, contentFile, contentPath, displayPath } from "../collections/content-folder.ts";
import { count } from "../collections/counts.ts";
import { cvFileName, text, type SiteContent } from "../schemas/site-schema.ts";
import { site as defaultSite } from "../collections/owner-modules.ts";
import { defaultLanguage, siteLanguages } from "./languages-setting.ts";
import { ownerModuleProblem } from "../collections/owner-module-errors.ts";
import { fallbackSchema, fallsBack, missingField, sharedField } from "./translation-rules.ts";

const cv = z.strictObject({
  /** A PDF of your own in this language, relative to content/; otherwise the CV is generated in it. */
  file: text.optional(),
  downloadName: cvFileName.optional(),
});

export const siteTranslationSchema = z.strictObject({
  person: z
    .strictObject({
      // A name written in this language's script (渡辺 健二, Kenji Watanabe); site.ts's when left out.
      name: text,
      jobTitle: text,
      location: text,
      bio: text,
      cv: cv.optional(),
      portrait: z.strictObject({ alt: text }),
      // Labels a visitor reads ("Blog", "ブログ"); the addresses stay site.ts's.
      profiles: z.array(z.strictObject({ label: text }).partial()),
    })
    .partial()
    .optional(),
  experience: z
    .array(z.strictObject({ role: text, organisation: text, location: text, summary: text }).partial())
    .optional(),
  education: z.array(z.strictObject({ qualification: text, area: text, institution: text }).partial()).optional(),
  skills: z.array(z.strictObject({ name: text }).partial()).optional(),
  spokenLanguages: z.array(z.strictObject({ language: text, fluency: text }).partial()).optional(),
  fallback: fallbackSchema.optional(),
});

/** What site.fr.ts exports as `translation`; the build names any field it misses. */
export type SiteTranslation = z.input<typeof siteTranslationSchema>;

export function siteTranslationPath(language: Pick<Language, "code">, dir = contentDir()): string {
  return resolve(dir, `site.${language.code}.ts`);
}

/** site.ts's content in one language, and every problem found making it. */
export function translateSite(
  site: SiteContent,
  input: unknown,
  language: Language,
  main: Language,
): { site: SiteContent; problems: string[] } {
  const checked = siteTranslationSchema.safeParse(input);
  if (!checked.success) {
    return {
      site,
      problems: checked.error.issues.flatMap((issue) =>
        issue.code === "unrecognized_keys"
          ? issue.keys.map((key) => sharedField(formatPath([...issue.path, key]), "site.ts"))
          : [`${formatPath(issue.path, "translation")}: ${issue.message}`],
      ),
    };
  }
  const translation = checked.data;
  const problems: string[] = [];
  function pick(field: string, value: string | undefined, original: string): string {
    if (value === undefined && !fallsBack(translation.fallback, field))
      problems.push(missingField(field, language, main));
    return value ?? original;
  }
  function list<T, U>(name: string, originals: readonly T[], translated: readonly U[] | undefined): (U | undefined)[] {
    if (translated && translated.length > originals.length) {
      problems.push(
        `${name}[${originals.length}]: site.ts has ${count(originals.length, `${name} entry`, `${name} entries`)}; this one translates none of them`,
      );
    }
    return originals.map((_, index) => translated?.[index]);
  }
  const person = translation.person ?? {};
  const ownCv = person.cv?.file;
  if (ownCv && !(ownCv.toLowerCase().endsWith(".pdf") && existsSync(contentPath(ownCv)))) {
    problems.push(`person.cv.file: expected a .pdf file in ${contentFile()}/, got ${JSON.stringify(ownCv)}`);
  }
  const experience = list("experience", site.experience, translation.experience);
  const education = list("education", site.education, translation.education);
  const skills = list("skills", site.skills, translation.skills);
  const spoken = list("spokenLanguages", site.spokenLanguages ?? [], translation.spokenLanguages);
  const profiles = list("person.profiles", site.person.profiles, person.profiles);
  const stem = site.person.cv.downloadName.replace(/\.pdf$/i, "");
  return {
    problems,
    site: {
      ...site,
      person: {
        ...site.person,
        // Names, of people and of organisations, are written once in most languages: a translation may give its
        // own, and is not told it misses one.
        name: person.name ?? site.person.name,
        profiles: site.person.profiles.map((profile, index) => ({
          ...profile,
          label: profiles[index]?.label ?? profile.label,
        })),
        jobTitle: pick("person.jobTitle", person.jobTitle, site.person.jobTitle),
        // No location in site.ts, none to translate.
        location:
          site.person.location === undefined
            ? undefined
            : pick("person.location", person.location, site.person.location),
        bio: pick("person.bio", person.bio, site.person.bio),
        // The same photo in every language, described in each.
        ...(site.person.portrait
          ? {
              portrait: {
                ...site.person.portrait,
                alt: pick("person.portrait.alt", person.portrait?.alt, site.person.portrait.alt),
              },
            }
          : {}),
        // A PDF of the owner's own, untranslated, is the same file in every language.
        cv:
          site.person.cv.file && !person.cv?.file
            ? site.person.cv
            : {
                file: person.cv?.file,
                downloadName: person.cv?.downloadName ?? `${stem}-${language.code}.pdf`,
              },
      },
      experience: site.experience.map((job, index) => ({
        ...job,
        role: pick(`experience[${index}].role`, experience[index]?.role, job.role),
        organisation: experience[index]?.organisation ?? job.organisation,
        ...(job.location
          ? { location: pick(`experience[${index}].location`, experience[index]?.location, job.location) }
          : {}),
        summary: pick(`experience[${index}].summary`, experience[index]?.summary, job.summary),
      })),
      education: site.education.map((entry, index) => ({
        ...entry,
        qualification: pick(`education[${index}].qualification`, education[index]?.qualification, entry.qualification),
        ...(entry.area ? { area: pick(`education[${index}].area`, education[index]?.area, entry.area) } : {}),
        institution: education[index]?.institution ?? entry.institution,
      })),
      skills: site.skills.map((group, index) => ({
        ...group,
        name: pick(`skills[${index}].name`, skills[index]?.name, group.name),
      })),
      ...(site.spokenLanguages
        ? {
            spokenLanguages: site.spokenLanguages.map((entry, index) => ({
              language: pick(`spokenLanguages[${index}].language`, spoken[index]?.language, entry.language),
              ...(entry.fluency
                ? { fluency: pick(`spokenLanguages[${index}].fluency`, spoken[index]?.fluency, entry.fluency) }
                : {}),
            })),
          }
        : {}),
    },
  };
}

/** Reads site.<code>.ts for each language but the default: its exported `translation`, or undefined when the file is missing. */
export type TranslationReader = (path: string) => unknown;

const requireModule = createRequire(import.meta.url);

/** Node's own reader: a TypeScript module, loaded once. */
export const readTranslationModule: TranslationReader = (path) => {
  try {
    return (requireModule(path) as { translation?: unknown }).translation;
  } catch (error) {
    // A syntax error in the file is the owner's, told in one line; anything else is the engine's.
    const problem = ownerModuleProblem(path, error);
    if (problem) throw new ContentError([problem]);
    throw error;
  }
};

/**
 * site.ts in every language, by language code; throws a ContentError naming
 * each missing file and field. `read` loads a translation module: Node's
 * require by default; the pages' loader passes the modules Vite imported.
 */
export function siteByLanguage({
  languages = siteLanguages(),
  site = defaultSite,
  dir = contentDir(),
  read = readTranslationModule,
}: {
  languages?: readonly Language[];
  site?: SiteContent;
  dir?: string;
  read?: TranslationReader;
} = {}): Record<string, SiteContent> {
  const main = defaultLanguage(languages);
  const problems: string[] = [];
  const result: Record<string, SiteContent> = { [main.code]: site };
  for (const language of languages.slice(1)) {
    const path = siteTranslationPath(language, dir);
    const shown = displayPath(path);
    if (!existsSync(path)) {
      problems.push(
        `${shown}: missing: site.ts in ${language.englishName} (${language.code}): export a \`translation\` with the fields a visitor reads (see docs/languages.md)`,
      );
      result[language.code] = site;
      continue;
    }
    let module: unknown;
    try {
      module = read(path);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.problems);
      result[language.code] = site;
      continue;
    }
    const translated = translateSite(site, module, language, main);
    problems.push(...translated.problems.map((line) => `${shown}: ${line}`));
    result[language.code] = translated.site;
  }
  if (problems.length > 0) throw new ContentError(problems);
  return result;
}
