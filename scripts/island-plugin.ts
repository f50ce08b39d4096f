// Islands: client entries that hydrate one part of a pre-rendered page, so a
// page ships React and that part only, never the router.
//
// `import url from "virtual:island/NAME"` gives the URL of the built entry
// registered under NAME. The client build adds the entries to its inputs; the
// server build, which React Router runs after it, pre-renders that URL into
// the page.
import { resolve } from "node:path";
import type { Plugin } from "vite";

const PREFIX = "virtual:island/";

export function islands(entries: Record<string, string>): Plugin {
  const built = new Map<string, string>();
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
      if (!isBuild) return `export default ${JSON.stringify(base + entry)};`;
      // The client build never runs the code that asks (routes render on the server).
      if (this.environment.name === "client") return `export default "";`;
      const file = built.get(name);
      if (!file) return this.error(`The client build did not produce the "${name}" island`);
      return `export default ${JSON.stringify(base + file)};`;
    },
    generateBundle(_, bundle) {
      if (this.environment.name !== "client") return;
      for (const [name, entry] of Object.entries(entries)) {
        const chunk = Object.values(bundle).find(
          (output) => output.type === "chunk" && output.isEntry && output.facadeModuleId === resolve(entry),
        );
        if (chunk) built.set(name, chunk.fileName);
      }
    },
  };
}
