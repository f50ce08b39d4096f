// The files of a checkout as they are now: what git tracks or would track (not ignored), less what was deleted and
// not yet committed. An owner runs `./run test` right after `./run new-site`, which deletes the sample's files and
// writes their own: a test that lists files from git reads what is on disk, never a commit.
import { execFileSync } from "node:child_process";
import { statSync } from "node:fs";
import { join } from "node:path";

/** The work tree's files, by path from `root`: tracked or untracked, not ignored, and on disk. */
export function workTreeFiles(root = "."): string[] {
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  });
  // A deleted file is still in the index until the commit; a link to a folder (node_modules linked from another
  // checkout, which .gitignore's "node_modules/" does not match) is no file of the tree.
  return listed.split("\0").filter((path) => path && statSync(join(root, path), { throwIfNoEntry: false })?.isFile());
}
