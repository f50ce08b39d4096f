// Virtual modules made in Node from the owner's settings rather than read as
// content: today the palette's CSS (scripts/content-modules.ts). The content
// itself reaches the pages through the routes' loaders (app/page/).
//
// In development (`npm run dev`) the files a module is made from are watched:
// an edit to settings.ts makes the module again and reloads the page, and a
// content error shows in Vite's overlay with the same lines as the build prints.
import { resolve, sep } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { ContentError } from "../app/content/content-problems.ts";

export type LoadContext = {
  /** Under `npm run dev` (a dev server), where nothing checked the content before. */
  dev: boolean;
  warn: (message: string) => void;
};

/** One virtual module: its id, the files and folders it is made from, and the code it generates. */
export type ContentModule = {
  id: string;
  /** Files or folders (relative to the working directory) whose changes regenerate the module in development. */
  watch: () => string[];
  load: (context: LoadContext) => Promise<string> | string;
};

export function content(modules: readonly ContentModule[]): Plugin {
  const byId = new Map(modules.map((module) => [`\0${module.id}`, module]));
  let server: ViteDevServer | undefined;

  return {
    name: "portfolio:content",
    resolveId(id) {
      return byId.has(`\0${id}`) ? `\0${id}` : undefined;
    },
    async load(id) {
      const module = byId.get(id);
      if (!module) return;
      try {
        return await module.load({ dev: server !== undefined, warn: (message) => this.warn(message) });
      } catch (error) {
        // The lines alone, as the build prints them: no stack trace for a content mistake.
        if (error instanceof ContentError) this.error(error.message);
        throw error;
      }
    },
    configureServer(devServer) {
      server = devServer;
      const watched = modules.map((module) => ({ id: `\0${module.id}`, paths: module.watch().map((p) => resolve(p)) }));
      for (const { paths } of watched) devServer.watcher.add(paths);
      devServer.watcher.on("all", (_event, file) => {
        const stale = watched.filter(({ paths }) => paths.some((path) => file === path || file.startsWith(path + sep)));
        if (stale.length === 0) return;
        for (const environment of Object.values(devServer.environments)) {
          for (const { id } of stale) {
            const module = environment.moduleGraph.getModuleById(id);
            if (module) environment.moduleGraph.invalidateModule(module);
          }
        }
        devServer.ws.send({ type: "full-reload" });
      });
    },
  };
}
