// The writing collection: one post per `app/collections/writing/<slug>/index.md`
// (its images beside it) or `app/collections/writing/<slug>.md`, read through the
// same collection loader as the projects, so a bad post stops the build with
// the same kind of line: `app/collections/writing/x/index.md: date: …`.
//
// Plain Node: routes.ts, react-router.config.ts (pre-render list, sitemap),
// the social images and the Vite content module all read posts from here.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { toString } from "mdast-util-to-string";
import { visit } from "unist-util-visit";
import { inLanguage, type Language } from "../languages/language-tags.ts";
import {
  collectionFiles,
  includeDraftsByDefault,
  loadCollection,
  outsideFolder,
  readEntryFile,
  slugProblems,
  type Entry,
} from "./collection.ts";
import { ContentError } from "../schemas/content-problems.ts";
import { postSchema, postTranslationSchema, type PostData } from "../schemas/post-schema.ts";
import { isExternalUrl, parseMarkdown } from "../markdown/markdown.ts";
import { contentPath, displayPath } from "./content-folder.ts";
import { readOnce } from "./read-once.ts";
import { defaultLanguage, siteLanguages } from "../languages/languages-setting.ts";
import { defaultLanguageFiles, readTranslation } from "../languages/translation-rules.ts";

/** The posts' folder: the content folder's writing/, or CONTENT_WRITING_DIR (the tests use broken copies). */
export function writingDir(): string {
  return process.env.CONTENT_WRITING_DIR ?? contentPath("writing");
}

export type PostEntry = Entry<PostData> & {
  /** The codes of the languages the post is written in, the default language's first. */
  languages: string[];
};

const SHARED_POST_FIELDS = ["date", "tags", "draft", "replies"];

type PostOptions = {
  dir?: string;
  includeDrafts?: boolean;
  /** The site's languages, the default first; settings.ts's (or SITE_LANGUAGES) unless given. */
  languages?: readonly Language[];
};

/** Every post in one language (the default unless given), newest first (by date, then title), drafts only when asked for. */
export function loadPosts(options: PostOptions & { language?: Language } = {}): PostEntry[] {
  const languages = options.languages ?? siteLanguages();
  const byLanguage = loadPostsByLanguage({ ...options, languages });
  return inLanguage(byLanguage, (options.language ?? defaultLanguage(languages)).code);
}

/**
 * Every post in every language, by language code. A post need not exist in
 * every language: one written only in French is `<slug>/index.fr.md` (or
 * `<slug>.fr.md`) with no index.md, and has the whole front matter itself.
 */
export function loadPostsByLanguage({
  dir = writingDir(),
  includeDrafts = includeDraftsByDefault(),
  languages = siteLanguages(),
}: PostOptions = {}): Record<string, PostEntry[]> {
  // Read with the drafts, which a post's translations need to find their original, and filtered after: the content
  // check, which checks drafts too, and the pages, which leave them out, share one read.
  const options = `posts ${languages.map((language) => language.tag).join(",")}`;
  const byLanguage = readOnce(dir, options, () => readPosts(dir, languages));
  const published = (post: Entry<PostData>) => includeDrafts || post.data.draft !== true;
  const written = (slug: string) =>
    languages.filter((language) =>
      inLanguage(byLanguage, language.code).some((post) => post.slug === slug && published(post)),
    );
  return Object.fromEntries(
    Object.entries(byLanguage).map(([code, posts]) => [
      code,
      posts
        .filter(published)
        .map((post) => ({ ...post, languages: written(post.slug).map((language) => language.code) }))
        .sort(newestFirst),
    ]),
  );
}

/**
 * The languages whose writing page lists a post, and whose search finds it, in the language `language` although it
 * is not written in them (settings.ts's postsAcrossLanguages): their tags, when `language` is the first of those the
 * post is written in (`written`, codes in the site's order), so each post stands in once; none otherwise.
 */
export function alsoListedIn(
  written: readonly string[],
  language: Pick<Language, "code">,
  languages: readonly Language[],
  across: boolean,
): string[] {
  if (!across || written[0] !== language.code) return [];
  return languages.filter((other) => !written.includes(other.code)).map((other) => other.tag);
}

/**
 * What of the writing a language's pages have: its own posts (the writing page, each post, its tags and feeds),
 * only posts written in other languages that it lists (the writing page alone: settings.ts's postsAcrossLanguages),
 * or none. A post's `languages` are the codes it is written in, in the site's order (its own language's when left
 * out).
 */
export type WritingIn = "own" | "listed" | "none";

export function writingIn(
  language: Pick<Language, "code" | "tag">,
  byLanguage: Readonly<Record<string, readonly { languages?: readonly string[] }[]>>,
  languages: readonly Language[],
  across: boolean,
): WritingIn {
  if ((byLanguage[language.code] ?? []).length > 0) return "own";
  const listed = languages.some((other) =>
    (byLanguage[other.code] ?? []).some((post) =>
      alsoListedIn(post.languages ?? [other.code], other, languages, across).includes(language.tag),
    ),
  );
  return listed ? "listed" : "none";
}

/** Every post in every language, by language code, drafts included; throws a ContentError naming each problem. */
function readPosts(dir: string, languages: readonly Language[]): Record<string, Entry<PostData>[]> {
  const main = defaultLanguage(languages);
  const originals = loadCollection({ dir, schema: postSchema, includeDrafts: true, check: checkImages });
  const problems: string[] = [];
  const byLanguage: Record<string, Entry<PostData>[]> = { [main.code]: originals };
  const files = collectionFiles(dir);
  problems.push(...defaultLanguageFiles(files, main));
  for (const language of languages.slice(1)) {
    const posts: Entry<PostData>[] = [];
    for (const file of files) {
      const path = file.translations[language.code];
      if (!path) continue;
      const shown = displayPath(path);
      const original = originals.find((post) => post.slug === file.slug);
      const post = original
        ? translatePost(original, path, language, main)
        : readWholePost(file.slug, path, file.folder);
      problems.push(...post.problems.map((line) => `${shown}: ${line}`));
      if (post.entry) posts.push(post.entry);
    }
    byLanguage[language.code] = posts;
  }
  if (problems.length > 0) throw new ContentError(problems);
  return byLanguage;
}

function newestFirst(a: Entry<PostData>, b: Entry<PostData>): number {
  return b.data.date.localeCompare(a.data.date) || a.data.title.localeCompare(b.data.title);
}

type Read = { entry?: Entry<PostData>; problems: string[] };

/** A post written only in this language: the whole front matter, checked like an original. */
function readWholePost(slug: string, path: string, folder: string): Read {
  const named = slugProblems(slug);
  if (named.length > 0) return { problems: named };
  const parsed = readEntryFile(path, postSchema);
  if (!parsed.ok) return { problems: parsed.problems };
  const entry = { slug, file: displayPath(path), folder, data: parsed.data, body: parsed.body, maths: parsed.maths };
  const problems = checkImages(entry);
  return problems.length > 0 ? { problems } : { entry, problems };
}

/** A translation of a post: its words, over the original's date, tags, draft and replies. */
function translatePost(original: Entry<PostData>, path: string, language: Language, main: Language): Read {
  const file = readTranslation(path, {
    schema: postTranslationSchema,
    shared: SHARED_POST_FIELDS,
    original: original.file,
    language,
    defaultLanguage: main,
  });
  const { data: translation, body, problems } = file;
  if (!translation) return { problems };
  file.expect("title", translation.title);
  file.expect("description", translation.description);
  file.expect("body", body);
  if (translation.updated && translation.updated < original.data.date) {
    problems.push(`updated: must not be before the original's date, ${original.data.date}`);
  }
  const entry: Entry<PostData> = {
    slug: original.slug,
    file: displayPath(path),
    folder: original.folder,
    data: {
      ...original.data,
      title: translation.title ?? original.data.title,
      description: translation.description ?? original.data.description,
      updated: translation.updated ?? original.data.updated,
    },
    body: body ?? original.body,
    maths: body === undefined ? original.maths : (file.maths ?? {}),
  };
  problems.push(...checkImages(entry));
  return problems.length > 0 ? { problems } : { entry, problems };
}

/**
 * The images a post's Markdown names: each must sit beside it and say what it shows. Their bytes are proven, as
 * the screenshots', by the content check (vite/image-check.ts).
 */
const POST_IMAGE = /\.(png|jpe?g|webp|avif)$/i;

function checkImages(entry: Entry<PostData>): string[] {
  const problems: string[] = [];
  visit(parseMarkdown(entry.body), "image", (node) => {
    const where = `image ${JSON.stringify(node.url)}`;
    if (!node.alt?.trim()) problems.push(`${where}: needs alt text, as in ![what it shows](${node.url})`);
    if (isExternalUrl(node.url)) {
      problems.push(`${where}: images must be files beside the post, not addresses (the CSP allows only the site's)`);
    } else if (outsideFolder(entry.folder, decodeURI(node.url))) {
      problems.push(`${where}: is outside the post's folder; put the image beside the post`);
    } else if (!existsSync(join(entry.folder, decodeURI(node.url)))) {
      problems.push(`${where}: file not found beside the post`);
    } else if (!POST_IMAGE.test(node.url)) {
      problems.push(
        `${where}: not an image the pages can serve; use PNG, JPEG, WebP or AVIF (.png, .jpg, .jpeg, .webp, .avif)`,
      );
    }
  });
  return problems;
}

const WORDS_PER_MINUTE = 220;

/**
 * Minutes to read, rounded up, at least one: every word, code included (it is
 * read too), at 220 a minute. Words are counted with Intl.Segmenter so text in
 * any language counts, not only space-separated words.
 */
export function readingMinutes(markdown: string): number {
  const segmenter = new Intl.Segmenter("en", { granularity: "word" });
  // The text of every node, code included: it is read too.
  const text = toString(parseMarkdown(markdown), { includeHtml: false });
  let words = 0;
  for (const segment of segmenter.segment(text)) if (segment.isWordLike) words += 1;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** What the URLs and the sitemap need of each post. */
export function postFacts(posts: readonly PostEntry[]) {
  return posts.map((post) => ({ slug: post.slug, ...post.data }));
}
