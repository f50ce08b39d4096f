// What the development server's first steps (the fonts, the icons) use where the content cannot be read: it starts
// on content with a problem, as it keeps running through one, and every page shows the content check's lines until
// the files are fixed (app/root.tsx's boundary). A build never falls back: its content check stops it first.
import { sep } from "node:path";
import { isRunnableDevEnvironment, type Plugin } from "vite";
import { contentDir } from "../app/collections/content-folder.ts";
import { ContentError } from "../app/schemas/content-problems.ts";
import { describeLanguages, type Language } from "../app/languages/language-tags.ts";
import { checkedSettings, failedOwnerModules, siteUrl } from "../app/collections/owner-modules.ts";
import { parseSettings, type Settings } from "../app/schemas/settings-schema.ts";
import { siteLanguages } from "../app/languages/languages-setting.ts";
import { catalogueKey } from "../app/i18n/site-catalogues.ts";

/** `read()`, or where it finds a content problem and `tolerant` is set, `fallback()`. */
export function orFallback<T>(tolerant: boolean, read: () => T, fallback: () => T): T {
  try {
    return read();
  } catch (error) {
    if (tolerant && error instanceof ContentError) return fallback();
    throw error;
  }
}

/** settings.ts checked, or, tolerant of a problem in it, the settings an empty one gives. */
export function settingsOrDefaults(tolerant: boolean): Settings {
  return orFallback(tolerant, checkedSettings, () =>
    parseSettings({ hsts: { includeSubDomains: false, preload: false } }),
  );
}

/** The site's origin (owner-modules.ts), or, tolerant of a site.ts that does not load, a stand-in for its pages' links. */
export function siteUrlOrDefault(tolerant: boolean): string {
  return orFallback(
    tolerant,
    () => siteUrl(),
    () => "http://localhost/",
  );
}

/** The site's languages, or, tolerant of a problem, those of them that have words (English if none can be read). */
export function languagesOrDefaults(tolerant: boolean): Language[] {
  const languages = orFallback(tolerant, siteLanguages, () => describeLanguages(["en"]));
  if (!tolerant) return languages;
  const worded = languages.filter((language) => catalogueKey(language.tag) !== undefined);
  return worded.length > 0 ? worded : describeLanguages(["en"]);
}

/** What a param or a splat stands for in the list the development server takes on content with a problem. */
const PLACEHOLDER = "content-problem";

type RouteEntry = { path?: string; children?: readonly RouteEntry[] };

/**
 * A path for each route of the table, its params and splats filled with a placeholder: React Router wants every
 * route with a loader in the pre-render list, and these show the problems as any page does.
 */
export function placeholderPaths(routes: readonly RouteEntry[], parent = ""): string[] {
  return routes.flatMap((route) => {
    const path = [parent, route.path ?? ""].filter(Boolean).join("/");
    const filled = path
      .split("/")
      .map((segment) =>
        // A param keeps what follows its name: `:slug.md` is a page's Markdown copy.
        segment === "*" ? Array(4).fill(PLACEHOLDER).join("/") : segment.replace(/^:[\w-]+\??/, PLACEHOLDER),
      )
      .join("/");
    return [`/${filled}`, ...placeholderPaths(route.children ?? [], path)];
  });
}

/**
 * The pre-render list, or, where the content has a problem, a path for each route (placeholderPaths): only the
 * development server gets here so (a build's content check stops first). prerenderListRecovers() asks for the list
 * again once the content changes.
 */
export async function prerenderListOr(
  list: () => string[],
  routes: () => Promise<readonly RouteEntry[]>,
): Promise<string[]> {
  try {
    return list();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return [...new Set(placeholderPaths(await routes()))];
  }
}

/** React Router's server entry, which holds the pre-render list it made on the first request. */
const SERVER_BUILD = "\0virtual:react-router/server-build";

/**
 * On a save in the content folder: React Router's server entry is made again on the next request, with the list the
 * content now gives, so a page with params (a project, a post) is rendered in full once its content reads, and a
 * new one is listed. On every save, not only after the list fell back: that happens in React Router's copy of
 * react-router.config.ts, which shares no memory with this one (docs/decisions/0072-the-content-read-once-through-the-build-cache.md),
 * and the list is made from what the content's readers keep (app/collections/read-once.ts).
 */
export function prerenderListRecovers(): Plugin {
  return {
    name: "portfolio:prerender-list-recovers",
    apply: "serve",
    configureServer(server) {
      const folder = `${contentDir()}${sep}`;
      const changed = (file: string) => {
        if (!file.startsWith(folder)) return;
        // In the server's graph, and in the runner that evaluated it for React Router's request handler.
        const ssr = server.environments.ssr;
        const entry = ssr?.moduleGraph.getModuleById(SERVER_BUILD);
        if (entry) ssr?.moduleGraph.invalidateModule(entry);
        if (ssr && isRunnableDevEnvironment(ssr)) {
          const evaluated = ssr.runner.evaluatedModules.getModuleById(SERVER_BUILD);
          if (evaluated) ssr.runner.evaluatedModules.invalidateModule(evaluated);
        }
      };
      // Watched already inside the project; a CONTENT_DIR elsewhere (the tests') is added.
      server.watcher.add(contentDir());
      server.watcher.on("change", changed).on("add", changed).on("unlink", changed);
    },
  };
}

/**
 * On a save of a site.ts or settings.ts that did not load (app/collections/owner-modules.ts): the server restarts in
 * place, as on a change to vite.config.ts, so the config, the route table and the pages read the fixed file.
 */
export function ownerModulesRecover(): Plugin {
  return {
    name: "portfolio:owner-modules-recover",
    apply: "serve",
    configureServer(server) {
      const changed = (file: string) => {
        if (failedOwnerModules().has(file)) void server.restart();
      };
      server.watcher.add(contentDir());
      server.watcher.on("change", changed).on("add", changed);
    },
  };
}
