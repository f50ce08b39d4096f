// Tells the build's report (vite/build-report.ts) how far the images'
// encoding has got, so `npm run build` can show "encoding 16 images: 52/144
// files, about 40 s left" instead of nothing for a minute. Wraps
// vite-imagetools' load hook: each image asked for adds the files its query
// makes (widths × formats) to the total, and each file it emits (encoded, or
// read from the cache) counts as done. Files, not images: all images are
// encoded at once, so whole images finish in a burst near the end, while files
// finish at a steady pace. Only a build reports; under `npm run dev` the
// plugin is left as it is.
import type { Plugin } from "vite";
import type { ProgressMessage } from "./build-report.ts";

type Send = (message: ProgressMessage) => void;
type LoadHandler = (this: unknown, id: string, ...rest: unknown[]) => unknown;

/** How many files an image's query asks for: the product of its directives' `;`-separated values (`as` aside). */
export function filesOf(id: string): number {
  const query = new URLSearchParams(id.slice(id.indexOf("?") + 1));
  let files = 1;
  for (const [key, value] of query) if (key !== "as") files *= value.split(";").length;
  return files;
}

export function withEncodingProgress(plugin: Plugin, send: Send | null): Plugin {
  const load = plugin.load as { handler: LoadHandler; filter?: unknown } | LoadHandler | undefined;
  if (!send || !load) return plugin;
  const original = typeof load === "function" ? load : load.handler;
  const counts = new Map<string, Omit<ProgressMessage, "environment">>();
  const handler: LoadHandler = async function (this: unknown, id, ...rest) {
    // Only a request with directives (?w=…&format=…) encodes anything.
    if (!id.includes("?")) return original.call(this, id, ...rest);
    const context = this as { environment?: { name?: string }; emitFile?: (...args: unknown[]) => unknown };
    const environment = context.environment?.name ?? "build";
    const count = counts.get(environment) ?? { images: 0, files: 0, filesDone: 0 };
    counts.set(environment, count);
    const report = () => send({ environment, ...count });
    const expected = filesOf(id);
    let emitted = 0;
    count.images += 1;
    count.files += expected;
    report();
    // The plugin emits each file once it is encoded: counted as it does.
    const counting = new Proxy(context, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key, target);
        if (key === "emitFile" && typeof value === "function") {
          return (...args: unknown[]) => {
            emitted += 1;
            count.filesDone += 1;
            report();
            return value.apply(target, args) as unknown;
          };
        }
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    try {
      return await original.call(counting, id, ...rest);
    } finally {
      // Fewer files than asked for: widths above the image's own, or an image another query already encoded.
      count.files += emitted - expected;
      report();
    }
  };
  return { ...plugin, load: typeof load === "function" ? handler : { ...load, handler } } as Plugin;
}
