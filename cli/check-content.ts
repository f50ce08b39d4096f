// `npm run check-content`: the content check alone (vite/content-check.ts), as the build runs it first: one line per
// problem, naming the file and the field, and exit code 1. `./run upgrade` runs it after a merge.
import { ContentError } from "../app/schemas/content-problems.ts";

/** Checks the content folder in use (CONTENT_DIR); resolves to the process's exit code. */
export async function checkContentCommand(): Promise<number> {
  try {
    // Imported here, not at the top: a site.ts or settings.ts that does not load is then one line, not a stack, and
    // the owner's files first, alone, so that such a line comes before the whole check's modules load.
    await import("../app/collections/owner-modules.ts");
    const { checkContent } = await import("../vite/content-check.ts");
    const { said, warnings, failure } = await checkContent();
    for (const line of warnings) process.stderr.write(`${line}\n`);
    if (!failure) {
      console.log(said);
      return 0;
    }
    process.stderr.write(`\n${failure}\n\n`);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    process.stderr.write(`\n${error.message}\n\n`);
  }
  return 1;
}

// An exit code, not process.exit(): exiting from inside JavaScript could deadlock in Node's shutdown (a V8 worker
// waiting for a collection the exiting thread never runs, nodejs/node#54918), and left a check hanging in CI.
if (import.meta.main) process.exitCode = await checkContentCommand();
