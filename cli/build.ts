// `npm run build`: React Router's build, as `react-router build` runs it (Vite's builder over vite.config.ts, whose
// React Router plugin builds the client, the server and the pre-rendered pages), from an entry point of the
// project's own. A problem anywhere, whether site.ts does not load, the content check fails or a later step stops,
// ends here alike: its lines as the owner reads them (no stack trace), what build/ now holds, and exit code 1.
// No module of the build exits the process or acts by being imported; this entry point alone sets the exit code.
import { ContentError } from "../app/schemas/content-problems.ts";
import { BuildStop, buildReport, noteBuildFolderOnFailure } from "../vite/build-report.ts";

/** Vite's log level from the command line (`npm run build -- --logLevel info`), as React Router's command reads it. */
function logLevelOf(argv: readonly string[]): "info" | "warn" | "error" | "silent" | undefined {
  const at = argv.findIndex((arg) => arg === "--logLevel" || arg === "-l");
  const level = at >= 0 ? argv[at + 1] : undefined;
  return level === "info" || level === "warn" || level === "error" || level === "silent" ? level : undefined;
}

/** Builds the site in `root`; resolves to the process's exit code. */
export async function build(root = process.cwd(), argv = process.argv.slice(2)): Promise<number> {
  // As React Router's command does, before anything loads React: its production build.
  process.env.NODE_ENV ??= "production";
  const report = buildReport();
  noteBuildFolderOnFailure("build/client", report);
  try {
    // The owner's site.ts and settings.ts first: one that does not load is then the content check's one line, before
    // Vite's config loader, which would print it with a stack, imports them.
    await import("../app/collections/owner-modules.ts");
    const { createBuilder } = await import("vite");
    const builder = await createBuilder({ root, logLevel: logLevelOf(argv) });
    await builder.buildApp();
    return 0;
  } catch (error) {
    // By name, not instanceof: Vite bundles vite.config.ts with its own copy of the modules that throw these.
    const told = error instanceof Error && [BuildStop.name, ContentError.name].includes(error.name);
    if (told) report.fail((error as Partial<BuildStop>).step ?? "content", error.message);
    else console.error(error);
    return 1;
  }
}

// Then the process ends, as `react-router build` ends it: the build leaves handles open, and a finished build that
// only set the exit code was seen still running long after its summary.
if (import.meta.main) process.exit(await build());
