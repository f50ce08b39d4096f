// `npm run bench -- --against <ref>`: the visitor's timings (bench-tap.ts, bench-navigation.ts) of this checkout's
// build and of another's, side by side in one run, as `npm run bench:build -- --against` does for the build. `<ref>`
// is a commit, branch or tag of this repository, checked out in a temporary worktree that shares this checkout's
// node_modules, or a folder holding another checkout with its own. Each is built with the same environment (the
// same content), served on a port of its own, and every case runs here, then there, in turn, so that a busy moment
// on the machine moves both: only the ratio of the two means much.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { median } from "./median.ts";

export type Other = { label: string; checkout: string; dispose: () => void };

function git(args: string[]): string {
  const result = spawnSync("git", args, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

/** The other checkout for `ref`: a folder as it is, or a ref of this repository in a temporary worktree. */
export function otherCheckout(ref: string): Other {
  if (existsSync(join(ref, "package.json"))) return { label: ref, checkout: resolve(ref), dispose: () => {} };
  const commit = git(["rev-parse", "--verify", `${ref}^{commit}`]);
  const root = mkdtempSync(join(tmpdir(), "bench-against-"));
  const checkout = join(root, "checkout");
  git(["worktree", "add", "--detach", checkout, commit]);
  symlinkSync(realpathSync("node_modules"), join(checkout, "node_modules"));
  return {
    label: `${ref} (${commit.slice(0, 8)})`,
    checkout,
    dispose: () => {
      git(["worktree", "remove", "--force", checkout]);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** `npm run build` in the other checkout, with this process's environment (so the same content). */
export function buildOther(other: Other) {
  const result = spawnSync("npm", ["run", "--silent", "build"], { cwd: other.checkout, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`npm run build failed (${result.status}) in ${other.checkout}`);
}

/** One row a case: the medians here and there and their ratio. */
export function comparedMarkdown(
  what: string,
  labels: Record<string, string>,
  here: Record<string, number[]>,
  there: Record<string, number[]>,
  otherLabel: string,
): string {
  const ms = (value: number) => (Number.isNaN(value) ? "–" : `${Math.round(value)} ms`);
  const rows = Object.keys(labels).map((name) => {
    const ours = median(here[name] ?? []);
    const theirs = median(there[name] ?? []);
    return `| ${labels[name]} | ${ms(ours)} (${(here[name] ?? []).map(ms).join(", ")}) | ${ms(theirs)} (${(there[name] ?? []).map(ms).join(", ")}) | ${(ours / theirs).toFixed(2)} |`;
  });
  return `| ${what} | here | ${otherLabel} | here / there |\n|---|---|---|---|\n${rows.join("\n")}\n`;
}
