// What a post's "Show comments" needs from settings.ts's `comments` (giscus), worked out at build time: nothing when
// the owner has not asked for comments, so the post's page, its script and its policy stay as they were.
import { checkedSettings } from "~/collections/owner-modules";
import type { Language } from "~/languages/language-tags";
import { postPath } from "~/addresses/paths";

// giscus's interface languages (github.com/giscus/giscus, locales/); any other page language gets English.
const GISCUS_LANGUAGES = new Set(["ar", "de", "en", "es", "fr", "it", "ja", "ko", "nl", "pl", "pt", "tr", "uk"]);

/** What the post's comments button carries: the repository and category, the discussion's term, giscus's language. */
export type CommentsShown = {
  repo: string;
  repoId: string;
  category: string;
  categoryId: string;
  /** The discussion's title, one per post whatever the language: "writing/<slug>". */
  term: string;
  lang: string;
  /** Without JavaScript: the repository's discussions, searched for the post's. */
  discussions: string;
};

/** The comments of the post `slug` on a page in `language`, or nothing when settings.ts names none. */
export function postComments(slug: string, language: Language): CommentsShown | undefined {
  const comments = checkedSettings().comments;
  if (!comments) return undefined;
  const term = postPath(slug).slice(1);
  const primary = (language.tag.split("-")[0] ?? "").toLowerCase();
  const lang = language.tag.startsWith("zh") ? "zh-CN" : GISCUS_LANGUAGES.has(primary) ? primary : "en";
  const query = new URLSearchParams({ discussions_q: `in:title "${term}"` });
  return {
    repo: comments.repo,
    repoId: comments.repoId,
    category: comments.category,
    categoryId: comments.categoryId,
    term,
    lang,
    discussions: `https://github.com/${comments.repo}/discussions?${query.toString()}`,
  };
}
