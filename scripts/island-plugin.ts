// Islands: client entries that hydrate one part of a pre-rendered page, so a
// page ships React and that part only, never the router.
//
// `import url, { preload } from "virtual:island/NAME"` gives the URL of the
// built entry registered under NAME and the URLs of the chunks it imports. The client build adds the entries to its inputs; the
// server build, which React Router runs after it, pre-renders that URL into
// the page.
import { resolve } from "node:path";
import type { Plugin } from "vite";

const PREFIX = "virtual:island/";

export function islands(entries: Record<string, string>): Plugin {
  const built = new Map<string, { file: string; imports: string[] }>();
  let base = "/";
  let isBuild = false;

  return {
    name: "portfolio:islands",
    configResolved(config) {
      base = config.base;
      isBuild = config.command === "build";
    },
    configEnvironment(name) {
      if (name !== "client") return;
      // Merged with React Router's own client inputs.
      return { build: { rollupOptions: { input: Object.values(entries).map((entry) => resolve(entry)) } } };
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return;
      const name = id.slice(PREFIX.length + 1);
      const entry = entries[name];
      if (!entry) return this.error(`No island is registered as "${name}"`);
      // In development Vite serves the entry from source.
      if (!isBuild) return islandModule(base + entry, []);
      // The client build never runs the code that asks (routes render on the server).
      if (this.environment.name === "client") return islandModule("", []);
      const chunk = built.get(name);
      if (!chunk) return this.error(`The client build did not produce the "${name}" island`);
      return islandModule(
        base + chunk.file,
        [chunk.file, ...chunk.imports].map((file) => base + file),
      );
    },
    generateBundle(_, bundle) {
      if (this.environment.name !== "client") return;
      // Every chunk the entry needs before it can run, so a page can fetch them all ahead of time.
      const staticImports = (file: string, seen = new Set<string>()): string[] => {
        const chunk = bundle[file];
        if (chunk?.type !== "chunk") return [];
        for (const imported of chunk.imports) {
          if (seen.has(imported)) continue;
          seen.add(imported);
          staticImports(imported, seen);
        }
        return [...seen];
      };
      for (const [name, entry] of Object.entries(entries)) {
        const chunk = Object.values(bundle).find(
          (output) => output.type === "chunk" && output.isEntry && output.facadeModuleId === resolve(entry),
        );
        if (chunk?.type === "chunk") built.set(name, { file: chunk.fileName, imports: staticImports(chunk.fileName) });
      }
    },
  };
}

function islandModule(url: string, preload: string[]): string {
  return `export default ${JSON.stringify(url)};\nexport const preload = ${JSON.stringify(preload)};`;
}
