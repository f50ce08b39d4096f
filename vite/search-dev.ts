// The search page in `npm run dev`: the development server answers ${base}pagefind/* with an index of the pages it
// serves itself, made on the first search (it renders every project, post and technology page of every language,
// then indexes them as the build does: ./search-index.ts) and made again on the first search after any file
// changes. If it cannot be made, the request fails with the reason in the terminal, and the page says that search is
// not available and lists every page as it does without JavaScript.
import type { Plugin, ViteDevServer } from "vite";
import { localizePath } from "../app/languages/language-tags.ts";
import { postPath, projectPath, technologyPath } from "../app/addresses/paths.ts";
import { loadRouteContent, PARAMS } from "../app/addresses/route-params.ts";
import { SEARCH_INDEX_DIR, searchIndexFiles, type IndexedPage } from "./search-index.ts";

/** The pages the index holds, in every language: each project, post and technology. */
export function indexedPaths(content = loadRouteContent()): string[] {
  return content.languages.flatMap((language) => {
    const values = (param: string) => (PARAMS[param]?.(content, language) ?? []).map(({ value }) => value);
    return [
      ...values("project").map(projectPath),
      ...values("post").map(postPath),
      ...values("technology").map(technologyPath),
    ].map((path) => localizePath(path, language));
  });
}

/** Renders each indexed page through the server itself, four at a time, and indexes them. */
async function indexServedPages(server: ViteDevServer): Promise<Map<string, Uint8Array>> {
  const origin = server.resolvedUrls?.local[0];
  if (!origin) throw new Error("the development server has no local address to render its pages from");
  const paths = indexedPaths();
  // Said at once: the first search waits for every page to render (docs/decisions/0047-search-index-in-development.md).
  server.config.logger.info(`Search: rendering ${paths.length} pages to index them…`, { timestamp: true });
  const pages: IndexedPage[] = [];
  for (let start = 0; start < paths.length; start += 4) {
    const batch = await Promise.all(
      paths.slice(start, start + 4).map(async (path) => {
        const response = await fetch(new URL(path.slice(1), origin));
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
        return { url: path, content: await response.text() };
      }),
    );
    pages.push(...batch);
  }
  const files = await searchIndexFiles(pages);
  server.config.logger.info(`Search index made from ${pages.length} pages.`, { timestamp: true });
  return files;
}

const TYPES: Record<string, string> = { js: "text/javascript", json: "application/json" };

export function searchInDev(): Plugin {
  let index: Promise<Map<string, Uint8Array>> | undefined;
  return {
    name: "search-in-dev",
    apply: "serve",
    configureServer(server) {
      // Any change to the content or the code: the next search indexes the pages again.
      server.watcher.on("all", () => {
        index = undefined;
      });
      const prefix = `${server.config.base}${SEARCH_INDEX_DIR}/`;
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? "").split("?")[0] ?? "";
        if (!path.startsWith(prefix)) return next();
        const made = (index ??= indexServedPages(server));
        made.then(
          (files) => {
            const file = files.get(path.slice(prefix.length));
            response.statusCode = file ? 200 : 404;
            response.setHeader("Content-Type", TYPES[path.split(".").pop() ?? ""] ?? "application/octet-stream");
            response.setHeader("Cache-Control", "no-cache");
            response.end(file);
          },
          (error: unknown) => {
            if (index === made) index = undefined;
            const reason = error instanceof Error ? error.message : String(error);
            server.config.logger.error(`Search: no index for the development server: ${reason}`, { timestamp: true });
            response.statusCode = 503;
            response.end();
          },
        );
      });
    },
  };
}
