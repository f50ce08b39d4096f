// Which message catalogue each language uses. A catalogue is keyed by a
// language ("pt", used by pt-BR and pt-PT alike), by a language and region
// ("pt-PT", when the two write differently enough), or by a language and
// script ("zh-Hans", used by zh, zh-CN and zh-SG, but not by zh-TW, which
// writes traditional characters): a tag takes the most specific key there is
// (catalogueKeyIn). An owner's content may add its own, content/i18n/<key>.ts
// (./site-catalogues.ts); a language the site lists
// without a catalogue stops the build (./catalogue-check.ts says how to add one).
import { formatFor } from "./format.ts";
import { ar } from "./messages/ar.ts";
import { de } from "./messages/de.ts";
import { en, type Messages } from "./messages/en.ts";
import { es } from "./messages/es.ts";
import { fr } from "./messages/fr.ts";
import { it } from "./messages/it.ts";
import { ja } from "./messages/ja.ts";
import { ko } from "./messages/ko.ts";
import { nl } from "./messages/nl.ts";
import { pl } from "./messages/pl.ts";
import { pt } from "./messages/pt.ts";
import { ptPT } from "./messages/pt-PT.ts";
import { sv } from "./messages/sv.ts";
import { tr } from "./messages/tr.ts";
import { uk } from "./messages/uk.ts";
import { zhHans } from "./messages/zh-Hans.ts";
import type { Language } from "../languages/language-tags.ts";

export type { Messages };

/** A language's words: made for a format (./format.ts) of the page's tag, as ./messages/en.ts makes English's. */
export type Catalogue = (format: ReturnType<typeof formatFor>) => Messages;

export const CATALOGUES: Record<string, Catalogue> = {
  en,
  fr,
  ar,
  de,
  es,
  it,
  ja,
  ko,
  nl,
  pl,
  pt,
  "pt-PT": ptPT,
  sv,
  tr,
  uk,
  "zh-Hans": zhHans,
};

/**
 * The keys a tag could use, most specific first: "pt-PT" → pt-PT, pt-Latn,
 * pt; "zh-CN" → zh-CN, zh-Hans, zh (its script is Intl's likely one).
 */
function candidateKeys(tag: string): { keys: string[]; language: string; script?: string } {
  const locale = new Intl.Locale(tag);
  const { language, script } = locale.maximize();
  const keys = [
    ...(locale.region ? [`${language}-${locale.region}`] : []),
    ...(script ? [`${language}-${script}`] : []),
    language,
  ];
  return { keys, language, ...(script ? { script } : {}) };
}

/** The catalogue a language tag uses ("zh-Hans" for "zh-CN", "pt" for "pt-BR"), or undefined when there is none. */
export function catalogueKeyIn(tag: string, catalogues: Record<string, Catalogue> = CATALOGUES): string | undefined {
  return candidateKeys(tag).keys.find((key) => Object.hasOwn(catalogues, key));
}

/**
 * The key an owner's catalogue file gives ("cy" for content/i18n/cy.ts, "zh-Hant" for zh-hant.ts), canonical as
 * the template's keys are, or undefined for a name that is no language tag.
 */
export function catalogueFileKey(file: string): string | undefined {
  const name = /([^/\\]+)\.ts$/.exec(file)?.[1];
  if (name === undefined) return undefined;
  try {
    return new Intl.Locale(name).toString();
  } catch {
    return undefined;
  }
}

/** The template's catalogues with the owner's (by file, as import.meta.glob or a folder's listing gives them) over them. */
export function withOwnerCatalogues(owned: Record<string, Catalogue | undefined>): Record<string, Catalogue> {
  const byKey: Record<string, Catalogue> = { ...CATALOGUES };
  for (const [file, catalogue] of Object.entries(owned)) {
    const key = catalogueFileKey(file);
    if (key !== undefined && typeof catalogue === "function") byKey[key] = catalogue;
  }
  return byKey;
}

/**
 * The file a catalogue for a tag without one would be: by its language, or
 * by its language and script where that language's catalogues are keyed so
 * ("zh-Hant" for zh-TW beside zh-Hans).
 */
export function missingCatalogueKeyIn(tag: string, catalogues: Record<string, Catalogue> = CATALOGUES): string {
  const { language, script } = candidateKeys(tag);
  const byScript = Object.keys(catalogues).some(
    (key) => key.startsWith(`${language}-`) && /^[A-Z][a-z]{3}$/.test(key.slice(language.length + 1)),
  );
  return byScript && script ? `${language}-${script}` : language;
}

/** The interface's words in a language, with its numbers, plurals and dates. */
export function messagesIn(
  language: Pick<Language, "tag">,
  catalogues: Record<string, Catalogue> = CATALOGUES,
): Messages {
  const key = catalogueKeyIn(language.tag, catalogues);
  const catalogue = key === undefined ? undefined : catalogues[key];
  if (!catalogue) throw new Error(`No message catalogue for ${language.tag}`);
  return catalogue(formatFor(language.tag));
}
