import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FONTS_DIR } from "./tools/generated-fonts.ts";

/**
 * One scratch folder for the whole run: the tests make their temporary folders with mkdtemp (content to check,
 * builds to run, forks to make), in it, and the run removes it at the end, passing or failing. Without it each run
 * left about forty folders in the system's temporary folder. The workers and the processes the tests start
 * inherit TMPDIR, which Node's tmpdir() reads.
 */
export default async function scratchFolder() {
  // The pages' diagrams are measured in the site's web fonts (app/markdown/mermaid-diagrams.ts), which a build makes
  // first: on a checkout that has not built yet (CI runs the unit tests before any build), they are made here once.
  if (!existsSync(join(FONTS_DIR, "fonts.css"))) {
    const { makeFonts } = await import("./vite/font-subsets.ts");
    await makeFonts();
  }
  const scratch = mkdtempSync(join(tmpdir(), "portfolio-unit-tests-"));
  process.env.TMPDIR = scratch;
  return () => rmSync(scratch, { recursive: true, force: true, maxRetries: 3 });
}
