// Tells `npm run build` (scripts/build.ts) how far the screenshots' encoding
// has got, so it can show "screenshots 7/16, about 40 s left" instead of
// nothing for a minute. Wraps vite-imagetools' load hook: every image it is
// asked for counts once when asked and once when encoded (or found in the
// cache). The counts go to the parent process over its IPC channel, which only
// scripts/build.ts opens (and says so in BUILD_PROGRESS=ipc); under `npm run
// dev` or a bare `react-router build` there is none and this does nothing.
import type { Plugin } from "vite";

/** One environment's counts (React Router builds "client", then "ssr"; the first encodes, the second reads the cache). */
export type ProgressMessage = { type: "screenshots"; environment: string; done: number; total: number };

type LoadHandler = (this: unknown, id: string, ...rest: unknown[]) => unknown;

type Send = (message: ProgressMessage) => void;

/** The channel to scripts/build.ts, when it started this process. */
function buildChannel(): Send | null {
  return process.env.BUILD_PROGRESS === "ipc" && process.send ? (message) => process.send?.(message) : null;
}

export function withEncodingProgress(plugin: Plugin, send: Send | null = buildChannel()): Plugin {
  const load = plugin.load as { handler: LoadHandler; filter?: unknown } | LoadHandler | undefined;
  if (!send || !load) return plugin;
  const original = typeof load === "function" ? load : load.handler;
  const counts = new Map<string, { done: number; total: number }>();
  const report = (environment: string, { done, total }: { done: number; total: number }) =>
    send({ type: "screenshots", environment, done, total });
  const handler: LoadHandler = async function (this: unknown, id, ...rest) {
    // Only a request with directives (?w=…&format=…) encodes anything.
    if (!id.includes("?")) return original.call(this, id, ...rest);
    const environment = (this as { environment?: { name?: string } }).environment?.name ?? "build";
    const count = counts.get(environment) ?? { done: 0, total: 0 };
    counts.set(environment, count);
    count.total += 1;
    report(environment, count);
    try {
      return await original.call(this, id, ...rest);
    } finally {
      count.done += 1;
      report(environment, count);
    }
  };
  return { ...plugin, load: typeof load === "function" ? handler : { ...load, handler } } as Plugin;
}
