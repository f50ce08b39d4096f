// Which message catalogue each language uses. A catalogue is keyed by a
// language ("pt", used by pt-BR and pt-PT alike), by a language and region
// ("pt-PT", when the two write differently enough), or by a language and
// script ("zh-Hans", used by zh, zh-CN and zh-SG, but not by zh-TW, which
// writes traditional characters): a tag takes the most specific key there is
// (catalogueKey). A language the site lists without a catalogue stops the
// build (./catalogue-check.ts says how to add one).
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
import type { Language } from "../content/languages.ts";

export type { Messages };

type Catalogue = (format: ReturnType<typeof formatFor>) => Messages;

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
export function catalogueKey(tag: string): string | undefined {
  return candidateKeys(tag).keys.find((key) => Object.hasOwn(CATALOGUES, key));
}

/**
 * The file a catalogue for a tag without one would be: by its language, or
 * by its language and script where that language's catalogues are keyed so
 * ("zh-Hant" for zh-TW beside zh-Hans).
 */
export function missingCatalogueKey(tag: string): string {
  const { language, script } = candidateKeys(tag);
  const byScript = Object.keys(CATALOGUES).some(
    (key) => key.startsWith(`${language}-`) && /^[A-Z][a-z]{3}$/.test(key.slice(language.length + 1)),
  );
  return byScript && script ? `${language}-${script}` : language;
}

/** The interface's words in a language, with its numbers, plurals and dates. */
export function messagesFor(language: Pick<Language, "tag">): Messages {
  const key = catalogueKey(language.tag);
  const catalogue = key === undefined ? undefined : CATALOGUES[key];
  if (!catalogue) throw new Error(`No message catalogue for ${language.tag}`);
  return catalogue(formatFor(language.tag));
}
