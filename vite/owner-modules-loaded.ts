// Loads the owner's site.ts and settings.ts before anything that reads them, and stops with the content check's
// one line when one is missing or does not parse (app/collections/owner-module-errors.ts): without it, the throw at
// import reaches Node or Vite's config loader, which print a stack. The first import of vite.config.ts and of
// the content check. The development server goes on instead (app/collections/owner-modules.ts): every page shows the
// line until the file is fixed.
import { resolve } from "node:path";
import { ContentError } from "../app/schemas/content-problems.ts";
import { buildReport } from "./build-report.ts";

// Run as a script (`npm run check-content`), the modules beside this one load at the same time and the first
// to throw ends the process: the owner's mistake is then told here, and anything else as Node tells it.
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.dirname, "content-check.ts")) {
  const told = (error: unknown) => {
    if (!(error instanceof ContentError)) {
      process.off("uncaughtException", told);
      process.nextTick(() => {
        throw error;
      });
      return;
    }
    process.stderr.write(`\n${error.message}\n\n`);
    process.exit(1);
  };
  process.on("uncaughtException", told);
}

try {
  await import("../app/collections/owner-modules.ts");
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  buildReport().fail("content", error.message);
  process.exit(1);
}
