// The content of one language as its pages show it (./page-content.ts): read and
// checked by app/collections and app/schemas, Markdown rendered to HTML, and every image imported
// with Vite's import.meta.glob through vite-imagetools, so it is encoded once
// and cached like any other asset. Loaders call it at build time (the
// pre-render); nothing of it reaches a browser but the HTML it becomes.
//
// The root route's loader gives every page its language's site, posts and
// project names (requestedContent); the routes that show projects' cards take
// them (requestedProjects), and the project, post and feed routes' loaders
// their project or posts whole (requestedFullContent).
//
// A build reads and renders each language once. Under `npm run dev` every
// request renders again, from what the collections read once per change
// (app/collections/read-once.ts), so an edit shows on reload, and a content
// error (site.ts's too) shows on the page with the lines the build prints
// (app/components/content-problems-page.tsx). The projects' and posts' pages are
// rendered by ./project-pages.server.ts and ./post-pages.server.ts.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import type { Picture } from "vite-imagetools";
import { contentFile, contentPath } from "~/collections/content-folder";
import { ContentError } from "~/schemas/content-problems";
import { renderMarkdown } from "~/markdown/markdown";
import { checkedSettings, site } from "~/collections/owner-modules";
import { data } from "react-router";
import { fetchedData, pinnedShown, shownPinnedAccount, type PinnedShown } from "~/collections/fetched-data";
import type { LookName } from "~/schemas/looks";
import { validateContent } from "~/schemas/site-schema";
import { loadPortfolios, type Portfolio } from "~/collections/portfolio-source";
import { drawDiagrams } from "~/markdown/mermaid-diagrams";
import { createPostRenderer } from "~/markdown/post-markdown";
import { importedAt } from "./imported-files";
import { renderProjects } from "./project-pages.server";
import { renderPosts } from "./post-pages.server";
import { defaultLanguage, siteLanguages } from "~/languages/languages-setting";
import { contentDir } from "~/collections/content-folder";
import { loadPostsByLanguage, type PostEntry } from "~/collections/writing";
import { cvPlans, type CvPlan } from "~/cv/cv-plans";
import { inLanguage, languageOfPath, localizePath, unlocalizePath, type Language } from "~/languages/language-tags";
import { checkCatalogues } from "~/i18n/catalogue-check";
import { messagesFor } from "~/i18n/site-catalogues";
import { markdownPath } from "~/addresses/paths";
import { alternatesOf, pagesByLanguage, publishedPaths } from "~/addresses/site-pages";
import { appSiteRoot } from "~/addresses/site-url";
import { cardImageOf } from "~/collections/card-image";
import type { PageContent, PostPage, PostSummary, ProjectPage, ProjectSummary } from "./page-content";

// Glob patterns and their options must be literals. Screenshots and post images:
// AVIF, WebP and a JPEG fallback at three widths; the portrait at twice and four
// times the 7.5rem it is drawn at, and wide enough for the showcase look's
// 22rem. The aliases are the content folders (vite.config.ts).
const portraits = import.meta.glob<Picture>("@content/*.{png,jpg,jpeg,webp,avif,PNG,JPG,JPEG,WEBP,AVIF}", {
  query: "?w=240;480;960&format=avif;webp;jpg&as=picture",
  import: "default",
  eager: true,
});
// Each language's site.<code>.ts, through Vite, so an edit reloads in development.
const translations = import.meta.glob<unknown>("@content/site.*.ts", { import: "translation", eager: true });

/** One language's content in full: every project with its screenshots and description, every post with its body. */
export type LanguageContent = Omit<PageContent, "path" | "alternates" | "projects" | "posts" | "postsElsewhere"> & {
  projects: readonly ProjectPage[];
  posts: readonly PostPage[];
};

/**
 * Each language's content in full, as every page carries it, and its projects as their cards show them; which pages
 * each language has.
 */
type RenderedContent = {
  byCode: Map<
    string,
    {
      full: LanguageContent;
      pages: Omit<PageContent, "path" | "alternates">;
      summaries: readonly ProjectSummary[];
      /** The repositories pinned on the owner's GitHub profile that are not its projects: the home page's. */
      pinned: readonly PinnedShown[];
    }
  >;
  pages: Map<string, string[]>;
  /** The Markdown copies the route table publishes, by their paths: which pages name one in their head. */
  copies: ReadonlySet<string>;
};

/** `value` without the fields named. */
function omit<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Omit<T, K> {
  return Object.fromEntries(
    Object.entries(value).filter(([key]) => !(keys as readonly PropertyKey[]).includes(key)),
  ) as Omit<T, K>;
}

/** A project as the pages that list it show it: its card's screenshot, not its others, its description or contents. */
function projectSummary(project: ProjectPage): ProjectSummary {
  const card = cardImageOf(project);
  return { ...omit(project, ["images", "descriptionHtml", "toc"]), ...(card ? { card } : {}) };
}

/** A project as every page knows it: its address, name and technologies. */
function projectByName({ slug, name, tech }: ProjectPage): PageContent["projects"][number] {
  return { slug, name, tech };
}

/** A post as the lists show it: not its body or contents. */
function postSummary(post: PostPage): PostSummary {
  return omit(post, ["body", "feedBody", "toc", "replies", "mentions"]);
}

/**
 * The content as it is written, in every language: what the pages are made
 * from, and the CV and the share images (app/routes/cv.ts, share-image.ts).
 */
export type SourceContent = {
  languages: readonly Language[];
  portfolios: Readonly<Record<string, Portfolio>>;
  postsByLanguage: Readonly<Record<string, readonly PostEntry[]>>;
  /** Each language's CV: its own, or the default language's where it cannot have one (app/cv/cv-plans.ts). */
  cvs: readonly CvPlan[];
};

function readSource(): SourceContent {
  checkCatalogues();
  // site.ts as the build's content check reads it, so the development server's page names its problems too.
  const checked = validateContent(site, (file) => existsSync(contentPath(file)));
  if (!checked.ok) throw new ContentError(checked.errors.map((line) => `${contentFile("site.ts")}: ${line}`));
  const languages = siteLanguages();
  const portfolios = loadPortfolios({ languages, read: (path) => importedAt(translations, contentDir(), path) });
  return {
    languages,
    portfolios,
    postsByLanguage: loadPostsByLanguage({ languages }),
    cvs: cvPlans(languages, (language) => inLanguage(portfolios, language.code), messagesFor),
  };
}

let source: SourceContent | undefined;

/** The content as it is written: read once per build, and on every call in development. */
export function sourceContent(): SourceContent {
  if (import.meta.env.DEV) return readSource();
  source ??= readSource();
  return source;
}

/** The person and the site as the pages show them in one language: the bio and experience rendered, the portrait imported. */
function siteAsShown(
  content: Omit<Portfolio, "projects" | "description">,
  description: string,
  words: ReturnType<typeof messagesFor>,
  plan: CvPlan | undefined,
): LanguageContent["site"] {
  const portrait = content.person.portrait;
  return {
    ...content,
    person: {
      ...content.person,
      cv: { ...content.person.cv, downloadName: plan?.downloadName ?? content.person.cv.downloadName },
    },
    // The bio sits under the page's h1.
    bioHtml: renderMarkdown(content.person.bio, { topHeading: 2, words }),
    description,
    experienceHtml: content.experience.map((entry) => renderMarkdown(entry.summary, { topHeading: 4, words })),
    ...(portrait ? { portraitPicture: importedAt(portraits, contentDir(), resolve(contentDir(), portrait.src)) } : {}),
  };
}

/** The posts of other languages that the language `tag` lists too (settings.ts's postsAcrossLanguages), newest first. */
function postsFromElsewhere(byCode: RenderedContent["byCode"], tag: string): PageContent["postsElsewhere"] {
  return [...byCode.values()]
    .flatMap(({ full }) =>
      full.posts
        .filter((post) => post.alsoIn.includes(tag))
        .map((post) => ({ ...postSummary(post), language: full.language })),
    )
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

async function renderContent(): Promise<RenderedContent> {
  const { languages, portfolios, postsByLanguage, cvs: plans } = sourceContent();
  const renderer = await createPostRenderer();
  // Every language's diagrams at once: one browser for those the build cache does not have.
  const { diagrams: diagramsByLanguage } = await drawDiagrams(
    languages.flatMap((language) => [
      ...inLanguage(portfolios, language.code).projects.map(({ file, description }) => ({
        file,
        markdown: description,
        language,
      })),
      ...(postsByLanguage[language.code] ?? []).map(({ file, body }) => ({ file, markdown: body, language })),
    ]),
  );
  const root = appSiteRoot();
  // What `npm run refresh` kept of the owner's accounts: read from content/fetched/, never from the network.
  const fetched = fetchedData();
  const { repositoryFacts, webmention } = checkedSettings();
  const pinnedAccount = shownPinnedAccount();
  const byCode: RenderedContent["byCode"] = new Map();
  for (const language of languages) {
    const words = messagesFor(language);
    const diagrams = diagramsByLanguage.get(language.code) ?? new Map();
    const { projects: sources, description, ...content } = inLanguage(portfolios, language.code);
    const plan = plans.find((candidate) => candidate.language === language);
    // A description's code is highlighted as a post's, once its languages are loaded.
    await renderer.prepare(sources.map((source) => source.description));
    const rendering = { words, diagrams, renderer, fetched };
    const projects = renderProjects(sources, { ...rendering, facts: repositoryFacts });
    const acrossLanguages = checkedSettings().postsAcrossLanguages;
    const place = { language, languages, root, acrossLanguages };
    const posts = await renderPosts(postsByLanguage[language.code] ?? [], { ...rendering, ...place });
    const full: LanguageContent = {
      language,
      languages,
      site: siteAsShown(content, description, words, plan),
      projects,
      posts,
      ...(webmention ? { webmentionEndpoint: webmention.endpoint } : {}),
    };
    byCode.set(language.code, {
      full,
      pages: {
        ...full,
        projects: full.projects.map(projectByName),
        posts: full.posts.map(postSummary),
        postsElsewhere: [],
      },
      summaries: full.projects.map(projectSummary),
      pinned: pinnedShown(pinnedAccount, fetched, full.projects, { facts: repositoryFacts }),
    });
  }
  for (const entry of byCode.values()) {
    entry.pages = { ...entry.pages, postsElsewhere: postsFromElsewhere(byCode, entry.full.language.tag) };
  }
  // Which pages each language has, from the route table (app/addresses/site-pages.ts).
  const main = inLanguage(portfolios, defaultLanguage(languages).code);
  const routeContent = {
    languages,
    projects: main.projects,
    postsByLanguage,
    postsAcrossLanguages: checkedSettings().postsAcrossLanguages,
    // They name the technologies, and so the technologies' pages.
    skills: main.skills,
    ...(main.technologyAliases ? { technologyAliases: main.technologyAliases } : {}),
  };
  const pages = pagesByLanguage(routeContent);
  const copies = new Set(
    publishedPaths(routeContent)
      .map((published) => published.path)
      .filter((path) => path.endsWith(".md")),
  );
  return { byCode, pages, copies };
}

let read: Promise<RenderedContent> | undefined;

/** Every language's content: read once per build, and on every call in development. */
function renderedContent(): Promise<RenderedContent> {
  if (import.meta.env.DEV) return renderContent();
  read ??= renderContent();
  return read;
}

/** What content a page at a pathname (without the base path) has, once every language is read. */
export type ContentReader = {
  /** The page's content: its language's site, posts' summaries and projects by name, and where it is in every language. */
  page: (pathname: string) => PageContent;
  /** Its language's projects as their cards show them, for a route whose page shows their cards. */
  projects: (pathname: string) => readonly ProjectSummary[];
  /** Its language's content in full, for a route whose page shows one project or post whole, or every post. */
  full: (pathname: string) => LanguageContent;
  /** The repositories pinned on the owner's GitHub profile that are not projects, for the home page. */
  pinned: (pathname: string) => readonly PinnedShown[];
};

export async function contentReader(): Promise<ContentReader> {
  const { byCode, pages, copies } = await renderedContent();
  const languages = [...byCode.values()].map((entry) => entry.full.language);
  const byLanguage = Object.fromEntries(byCode);
  const at = (pathname: string) => {
    // The pre-render asks for /weather-app/; the page is /weather-app.
    const trimmed = pathname.replace(/\/+$/, "") || "/";
    const language: Language = languageOfPath(trimmed, languages);
    return {
      path: unlocalizePath(trimmed, language),
      entry: inLanguage(byLanguage, language.code),
    };
  };
  return {
    page: (pathname) => {
      const { path, entry } = at(pathname);
      const copy = localizePath(markdownPath(path), entry.pages.language);
      return {
        ...entry.pages,
        path,
        alternates: alternatesOf(path, languages, pages),
        ...(copies.has(copy) ? { markdownCopy: copy } : {}),
      };
    },
    projects: (pathname) => at(pathname).entry.summaries,
    full: (pathname) => at(pathname).entry.full,
    pinned: (pathname) => at(pathname).entry.pinned,
  };
}

/** The path of the page a loader is asked for, without the site's base path. */
function requestedPath(url: URL): string {
  const base = import.meta.env.BASE_URL.replace(/\/$/, "");
  return base && url.pathname.startsWith(base) ? url.pathname.slice(base.length) || "/" : url.pathname;
}

/**
 * The pre-render's request for a resource route's data (/og/index.png.data),
 * made before the file itself, for client-side navigation, which these pages
 * never make: the build deletes what it writes. A share image or a CV loader
 * answers it with nothing, so the file is neither read twice nor written out
 * again as escaped JSON (the 60-project fixture's 68 share images: 5.6 MB).
 * React Router gives a loader the `url` it asked for, without the data
 * request's suffix, and the `request` as it came.
 */
export function isPrerenderDataRequest({ request, url }: { request: Request; url: URL }): boolean {
  return new URL(request.url).pathname !== url.pathname;
}

/** The look settings.ts (or SITE_LOOK) chooses: the root writes it on <html> as data-look, for its CSS to follow. */
export function siteLook(): LookName {
  return checkedSettings().look;
}

/**
 * The content of the page a loader is asked for (the root route's), from the
 * `url` React Router gives the loader: a page's, whether the pre-render asks
 * for the page or first for its data (/_.data, /weather-app.data).
 */
export async function requestedContent(url: URL): Promise<PageContent> {
  return told(async () => (await contentReader()).page(requestedPath(url)));
}

let lastTold = "";

/**
 * A loader's read of the content. Under `npm run dev`, content with a problem is a route error response carrying
 * its lines (app/components/content-problems-page.tsx shows them): React Router logs a thrown error with its stack,
 * so the terminal is told here instead, the same lines as the page, once until they change.
 */
async function told<T>(read: () => Promise<T>): Promise<T> {
  try {
    const result = await read();
    lastTold = "";
    return result;
  } catch (error) {
    if (!import.meta.env.DEV || !(error instanceof ContentError)) throw error;
    if (error.message !== lastTold) console.error(`\n${error.message}\n`);
    lastTold = error.message;
    throw data({ problems: error.problems }, { status: 500 });
  }
}

/** The projects of the language of the page a loader is asked for, as their cards show them. */
export async function requestedProjects(url: URL): Promise<readonly ProjectSummary[]> {
  return told(async () => (await contentReader()).projects(requestedPath(url)));
}

/** The repositories pinned on the owner's GitHub profile that are not projects, for the home page in its language. */
export async function requestedPinned(url: URL): Promise<readonly PinnedShown[]> {
  return told(async () => (await contentReader()).pinned(requestedPath(url)));
}

/** The full content of the language of the page a loader is asked for: its projects and posts whole. */
export async function requestedFullContent(url: URL): Promise<LanguageContent> {
  return told(async () => (await contentReader()).full(requestedPath(url)));
}
