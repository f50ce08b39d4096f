// Which of React Router's commands this process runs, where that changes what the content's readers do.

/** React Router's commands that read Vite's config only to learn about the app: typegen, routes, reveal. */
const READS_CONFIG_ONLY = new Set(["typegen", "routes", "reveal"]);

/** Whether this process is one of React Router's commands that read the config only (`npm run typecheck`'s typegen). */
export function readsConfigOnly(argv: readonly string[] = process.argv): boolean {
  return argv.slice(2).some((arg) => READS_CONFIG_ONLY.has(arg));
}
