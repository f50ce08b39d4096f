// What a card or a list says of a GitHub repository in one line, on the page and in its Markdown copy alike.
import type { Messages } from "~/i18n/catalogues";

type Summarised = { archived: boolean; facts?: { stars: number; languages: readonly string[] } | undefined };

/** Its stars and main language, when settings.ts's repositoryFacts shows them; the archived mark apart. */
export const repositorySummary = (t: Messages, { facts }: Summarised): string[] =>
  facts ? [t.repositoryStars(facts.stars), ...facts.languages.slice(0, 1)] : [];
