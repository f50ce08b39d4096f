// Which message catalogue each language uses, by its base language ("en" for
// "en-GB" and "en-US"). A language the site lists without a catalogue here
// stops the build (./catalogue-check.ts says how to add one).
import { formatFor } from "./format.ts";
import { ar } from "./messages/ar.ts";
import { en, type Messages } from "./messages/en.ts";
import { fr } from "./messages/fr.ts";
import type { Language } from "../content/languages.ts";

export type { Messages };

export const CATALOGUES = { en, fr, ar } satisfies Record<string, (format: ReturnType<typeof formatFor>) => Messages>;

export function hasCatalogue(base: string): base is keyof typeof CATALOGUES {
  return Object.hasOwn(CATALOGUES, base);
}

/** The interface's words in a language, with its numbers, plurals and dates. */
export function messagesFor(language: Pick<Language, "tag" | "base">): Messages {
  if (!hasCatalogue(language.base)) throw new Error(`No message catalogue for ${language.tag}`);
  return CATALOGUES[language.base](formatFor(language.tag));
}
