import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * One scratch folder for the whole run: the tests make their temporary folders with mkdtemp (content to check,
 * builds to run, forks to make), in it, and the run removes it at the end, passing or failing. Without it each run
 * left about forty folders in the system's temporary folder. The workers and the processes the tests start
 * inherit TMPDIR, which Node's tmpdir() reads.
 */
export default function scratchFolder() {
  const scratch = mkdtempSync(join(tmpdir(), "portfolio-unit-tests-"));
  process.env.TMPDIR = scratch;
  return () => rmSync(scratch, { recursive: true, force: true, maxRetries: 3 });
}
