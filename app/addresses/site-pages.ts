// Every address the site publishes, in every language: the route table
// (app/routes.ts) with each param replaced by the content's values. The
// pre-render list, the sitemap, each page's versions in other languages, the
// bench and the tests all come from here, so none can disagree with the table,
// and a project or post whose name is another page's address stops the build.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { ContentError } from "../schemas/content-problems.ts";
import { localizePath, unlocalizePath, type Language } from "../languages/language-tags.ts";
import { HOME_PATH, NOT_FOUND_PATH } from "./paths.ts";
import { loadRouteContent, PARAMS, type RouteContent } from "./route-params.ts";
import { routeTable, writingOf } from "../routes.ts";

export type SitePage = {
  /** The page's path in its language: "/fr/weather-app". */
  path: string;
  /** The same page in any language: "/weather-app". */
  page: string;
  language: Language;
};

/** A published address: a page, a file (a route with an extension: the feed) or a language's not-found page. */
export type Published = { path: string; page: string; language: Language; kind: "page" | "file" | "not-found" };

/** Every address the route table publishes with this content, in table order; throws when two share an address. */
export function publishedPaths(content: RouteContent, table?: readonly RouteConfigEntry[]): Published[] {
  const routes =
    table ??
    routeTable(
      content.languages,
      (language) => writingOf(language, content.postsByLanguage, content.languages, content.postsAcrossLanguages),
      content.rootFiles,
    );
  const expanded = routes
    .filter((entry) => entry.path !== "*")
    .map((entry) => {
      const language = content.languages.find((candidate) => entry.id?.startsWith(`${candidate.code}/`));
      if (!language) throw new Error(`app/routes.ts: the route ${entry.id ?? entry.file} names no language in its id`);
      return { entry, language, paths: expand(entry.index ? "/" : `/${entry.path ?? ""}`, content, language) };
    });
  // The table's own addresses first, so a project or post that takes one is the one named.
  const owners = new Map<string, string>();
  for (const { entry, paths } of expanded) {
    for (const { path, from } of paths) if (from === undefined) owners.set(path, `the ${entry.file} page`);
  }
  const published: Published[] = [];
  const problems: string[] = [];
  for (const { language, paths } of expanded) {
    for (const { path, from } of paths) {
      if (from !== undefined) {
        const owner = owners.get(path);
        if (owner !== undefined) {
          problems.push(`${from}: its address ${path} is already ${owner}'s; rename its file or folder`);
          continue;
        }
        owners.set(path, from);
      }
      const page = unlocalizePath(path, language);
      // A file has an extension, or is one of the /.well-known/ files, which have none (atproto-did).
      const isFile = /\.[a-z]+$/i.test(page) || page.startsWith("/.well-known/");
      const kind = page === NOT_FOUND_PATH ? "not-found" : isFile ? "file" : "page";
      published.push({ path, page, language, kind });
    }
  }
  if (problems.length > 0) throw new ContentError(problems);
  return published;
}

/** A route's path with each `:param` (and a splat, `*`) replaced by each of its values. */
function expand(path: string, content: RouteContent, language: Language): { path: string; from?: string }[] {
  const param = /:(\w+)|\*$/.exec(path);
  if (!param) return [{ path }];
  const [token, name = token] = param;
  const values = PARAMS[name];
  if (!values)
    throw new Error(
      `app/routes.ts: no values for the route param :${name} (add them to app/addresses/route-params.ts)`,
    );
  return values(content, language).flatMap(({ value, file }) =>
    expand(path.replace(token, value), content, language).map((expanded) => ({
      path: expanded.path,
      from: expanded.from ?? file,
    })),
  );
}

/** Every published page (not the feeds or not-found pages): each language's, the default language first. */
export function sitePages(content: RouteContent = loadRouteContent()): SitePage[] {
  return publishedPaths(content)
    .filter((published) => published.kind === "page")
    .map(({ path, page, language }) => ({ path, page, language }));
}

/** The pages one language has, without its prefix: which versions the switcher and hreflang can link. */
export function pagesByLanguage(content: RouteContent): Map<string, string[]> {
  const pages = new Map(content.languages.map((language) => [language.code, [] as string[]]));
  for (const published of publishedPaths(content)) {
    if (published.kind === "page") pages.get(published.language.code)?.push(published.page);
  }
  return pages;
}

/** What React Router pre-renders: every page, each language's feed (when it has posts) and its not-found page. */
export function prerenderPaths(content: RouteContent = loadRouteContent()): string[] {
  return publishedPaths(content).map((published) => published.path);
}

/** The same page in each language: its path there, or that language's home page where it has no such page. */
export function alternatesOf(path: string, languages: readonly Language[], pages: Map<string, readonly string[]>) {
  if (languages.length < 2) return [];
  return languages.map((language) => {
    const exists = pages.get(language.code)?.includes(path) ?? false;
    return { language, exists, href: localizePath(exists ? path : HOME_PATH, language) };
  });
}
