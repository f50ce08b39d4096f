// The route table: every page kind, once per language. Which project, post or
// tag a page shows is a param its loader looks up; app/addresses/site-pages.ts expands
// the params from the content into every published address, so the pre-render
// list, the sitemap, the language alternates and the check that no project or
// post takes another page's address all follow from this table. A new page
// kind is a route module and one line in `pagesIn`.
import { type RouteConfig, type RouteConfigEntry, index, route } from "@react-router/dev/routes";
import { loadPostsByLanguage, writingIn, type WritingIn } from "./collections/writing.ts";
import { siteLanguages } from "./languages/languages-setting.ts";
import { checkedSettings, site } from "./collections/owner-modules.ts";
import { readsConfigOnly } from "./collections/framework-command.ts";
import { rootFilesOf, type RootFiles } from "./collections/identity.ts";
import { checkCatalogues } from "./i18n/catalogue-check.ts";
import { ContentError } from "./schemas/content-problems.ts";
import { describeLanguages, localizePath, type Language } from "./languages/language-tags.ts";
import {
  ATPROTO_DID_PATH,
  cvPath,
  FEED_PATH,
  JSON_FEED_PATH,
  LLMS_TXT_PATH,
  markdownPath,
  NOT_FOUND_PATH,
  postPath,
  projectPath,
  RESUME_PATH,
  ROBOTS_PATH,
  SECURITY_TXT_PATH,
  SEARCH_PATH,
  SHARE_IMAGES_PATH,
  SITEMAP_PATH,
  tagPath,
  TECHNOLOGIES_PATH,
  technologyPath,
  WRITING_PATH,
} from "./addresses/paths.ts";

/** The page kinds whose pages have a Markdown copy: app/routes/page-markdown.ts makes each. */
const KINDS_WITH_COPIES = new Set([
  "routes/home.tsx",
  "routes/project.tsx",
  "routes/technologies.tsx",
  "routes/technology.tsx",
  "routes/writing.tsx",
  "routes/post.tsx",
  "routes/tag.tsx",
]);

/**
 * The routes of one language: the default language's at the root, each
 * other's under its code. A route's id starts with its language's code: the
 * same module serves every language, and site-pages.ts reads the language there.
 */
function pagesIn(language: Language, { writing, tagged }: LanguageWriting, rootFiles: RootFiles): RouteConfigEntry[] {
  // The pages that show content have a Markdown copy at their address plus .md (routes/page-markdown.ts), listed
  // after the language's other routes; a page kind that should have one gets its case in that module and here.
  const copies: RouteConfigEntry[] = [];
  const page = (path: string, file: string, name: string) => {
    const at = localizePath(path, language);
    const id = `${language.code}/${name}`;
    if (KINDS_WITH_COPIES.has(file)) copies.push(page(markdownPath(path), "routes/page-markdown.ts", `${name}.md`));
    return at === "/" ? index(file, { id }) : route(at.slice(1), file, { id });
  };
  const routes = [
    page("/", "routes/home.tsx", "home"),
    page(projectPath(":project"), "routes/project.tsx", "project"),
    page(TECHNOLOGIES_PATH, "routes/technologies.tsx", "technologies"),
    page(technologyPath(":technology"), "routes/technology.tsx", "technology"),
    page(SEARCH_PATH, "routes/search.tsx", "search"),
    // A language with no posts of its own lists those of the others it is shown (settings.ts's
    // postsAcrossLanguages) on its writing page, and has no other page of the writing; with none to list, no writing.
    ...(writing !== "none" ? [page(WRITING_PATH, "routes/writing.tsx", "writing")] : []),
    ...(writing === "own"
      ? [
          page(postPath(":post"), "routes/post.tsx", "post"),
          // React Router refuses a route with a loader that no page is pre-rendered from: no tags, no tag route.
          ...(tagged ? [page(tagPath(":tag"), "routes/tag.tsx", "tag")] : []),
          page(FEED_PATH, "routes/feed.ts", "feed"),
          page(JSON_FEED_PATH, "routes/feed-json.ts", "feed-json"),
        ]
      : []),
    // The CV as JSON Resume: a file, like the feed.
    page(RESUME_PATH, "routes/resume.ts", "resume"),
    // What a language model reads first, in each language (llmstxt.org).
    page(LLMS_TXT_PATH, "routes/llms.ts", "llms"),
    // Pre-rendered as 404.html (fr/404.html…); a static segment, so no project takes it.
    page(NOT_FOUND_PATH, "routes/not-found.tsx", "not-found"),
    // One sitemap, one robots.txt, one folder of CVs and one of share images for the whole site, at its root.
    ...(language.isDefault
      ? [
          page(SITEMAP_PATH, "routes/sitemap.ts", "sitemap"),
          page(ROBOTS_PATH, "routes/robots.ts", "robots"),
          page(cvPath(":cv"), "routes/cv.ts", "cv"),
          page(`${SHARE_IMAGES_PATH}/*`, "routes/share-image.ts", "share-image"),
          ...(rootFiles.securityTxt ? [page(SECURITY_TXT_PATH, "routes/security.ts", "security")] : []),
          ...(rootFiles.atprotoDid ? [page(ATPROTO_DID_PATH, "routes/atproto-did.ts", "atproto-did")] : []),
        ]
      : []),
  ];
  return [...routes, ...copies];
}

/** A language's writing, as its page kinds follow it: its own posts, others' listed, or none; and whether any is tagged. */
export type LanguageWriting = { writing: WritingIn; tagged: boolean };

/**
 * What `language`'s writing is, from every language's posts; where the posts are not known (content with a problem,
 * or the type generation, which types every page kind), the widest: its own posts, tagged.
 */
export function writingOf(
  language: Language,
  postsByLanguage:
    | Readonly<Record<string, readonly { data: { tags: readonly string[] }; languages?: readonly string[] }[]>>
    | undefined,
  languages: readonly Language[],
  acrossLanguages: boolean,
): LanguageWriting {
  if (!postsByLanguage) return { writing: "own", tagged: true };
  const own = postsByLanguage[language.code] ?? [];
  return {
    writing: writingIn(language, postsByLanguage, languages, acrossLanguages),
    tagged: own.some((post) => post.data.tags.length > 0),
  };
}

/** Every language's routes, and the not-found page for any other address (in development). */
export function routeTable(
  languages: readonly Language[],
  writing: (language: Language) => LanguageWriting,
  rootFiles: RootFiles = { securityTxt: false, atprotoDid: false },
): RouteConfigEntry[] {
  return [
    ...languages.flatMap((language) => pagesIn(language, writing(language), rootFiles)),
    route("*", "routes/not-found.tsx"),
  ];
}

/** `read()`, or `fallback()` where the content has a problem. */
function readOr<T>(read: () => T, fallback: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ContentError) return fallback();
    throw error;
  }
}

// A build's content check has stopped it on any problem before this runs. On content with one, the development
// server (and `react-router typegen`) take the widest table the content allows, every page kind in every language
// that reads (English if none does), and each page shows the problems until the files are fixed (app/root.tsx).
const languages = readOr(
  () => {
    checkCatalogues();
    return siteLanguages();
  },
  () => readOr(siteLanguages, () => describeLanguages(["en"])),
);
const postsByLanguage = readOr(
  () => loadPostsByLanguage({ languages }),
  () => undefined,
);
const postsAcrossLanguages = readOr(
  () => checkedSettings().postsAcrossLanguages,
  () => true,
);

const rootFiles = readOr(
  () => rootFilesOf(site),
  () => undefined,
);

// `react-router typegen` (`npm run typecheck`) types every page kind the template has, whatever the content holds: a
// site with no posts still type-checks the template's writing routes, which only its content leaves out.
const typesOnly = readsConfigOnly();

export default routeTable(
  languages,
  (language) => writingOf(language, typesOnly ? undefined : postsByLanguage, languages, postsAcrossLanguages),
  rootFiles,
) satisfies RouteConfig;
