// Islands (app/islands/island.tsx): client entries that each hydrate one part
// of a pre-rendered page. `import entry from "virtual:island/NAME"` gives the
// URL of the entry registered under NAME and of every chunk it imports: the
// client build adds the entries to its inputs, and the server build, which
// React Router runs after it, pre-renders those URLs into the page. In
// development Vite serves the entry from source.
import { resolve } from "node:path";
import type { Plugin } from "vite";

const PREFIX = "virtual:island/";

export function islands(entries: Record<string, string>): Plugin {
  const built = new Map<string, string[]>();
  let base = "/";
  let isBuild = false;
  const isEntry = (id: string) => Object.values(entries).some((entry) => resolve(entry) === id);

  return {
    name: "portfolio:islands",
    configResolved(config) {
      base = config.base;
      isBuild = config.command === "build";
    },
    configEnvironment(name) {
      // Merged with React Router's own client inputs.
      if (name === "client")
        return { build: { rollupOptions: { input: Object.values(entries).map((e) => resolve(e)) } } };
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return;
      const name = id.slice(PREFIX.length + 1);
      const entry = entries[name];
      if (!entry) return this.error(`No island is registered as "${name}"`);
      // The client build never renders a page, so it needs no URL.
      const files = !isBuild ? [entry] : this.environment.name === "client" ? [] : built.get(name);
      if (!files) return this.error(`The client build did not produce the "${name}" island`);
      const urls = files.map((file) => base + file);
      return `export default ${JSON.stringify({ name, src: urls[0] ?? "", preload: isBuild ? urls : [] })};`;
    },
    // Development renders pages as the build does, with no router to hot-swap modules into: an edit to anything a
    // page or an island is made of reloads the page, which the viewer's state in the URL survives.
    hotUpdate({ file, modules, server }) {
      if (this.environment.name !== "client") return;
      if (modules.length === 0 && !server.environments.ssr?.moduleGraph.getModulesByFile(file)) return;
      this.environment.hot.send({ type: "full-reload" });
      return [];
    },
    // React Router's plugin compiles every component for React Refresh, which fails without its preamble.
    transform(code, id) {
      if (!isBuild && this.environment.name === "client" && isEntry(id))
        return { code: `import "virtual:react-router/inject-hmr-runtime";\n${code}`, map: null };
    },
    generateBundle(_, bundle) {
      if (this.environment.name !== "client") return;
      // The entry and every chunk it needs before it can run, so a page can fetch them all at once.
      const withImports = (file: string, seen: Set<string>): Set<string> => {
        const chunk = bundle[file];
        if (seen.has(file) || chunk?.type !== "chunk") return seen;
        seen.add(file);
        for (const imported of chunk.imports) withImports(imported, seen);
        return seen;
      };
      for (const [name, entry] of Object.entries(entries)) {
        const chunk = Object.values(bundle).find(
          (output) => output.type === "chunk" && output.facadeModuleId === resolve(entry),
        );
        if (chunk) built.set(name, [...withImports(chunk.fileName, new Set())]);
      }
    },
  };
}
