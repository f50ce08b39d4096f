// The unit tests that read the owner's own files, content/ at the checkout's root. Every other unit test reads the
// fixture site (`npm run test:unit` sets CONTENT_DIR=fixtures/site) or content a test makes, so only these can pass or
// fail by what an owner writes: a fork shape runs only these of the unit tests on its content
// (e2e/harness/check-forks.ts), where the template's own unit stage runs them all. vitest.setup.ts holds the list: a
// unit test that touches the owner's folder and is not in it fails (docs/decisions/0080-forks-run-the-owners-unit-tests.md).
import childProcess from "node:child_process";
import fs from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import { resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { CONTENT_DIR } from "../../cli/owner-content.ts";

/** The test files, or folders (ending in "/"), from the checkout's root. */
export const OWNER_TESTS = [
  // The checks of the whole checkout, the owner's files among them.
  ".ci/",
  // The owner's files import the engine only through #template.
  "app/layers.test.ts",
  // A development server, whose watcher reads the whole checkout.
  "app/page/dev-site-problems.test.ts",
  "app/page/page-content.server.test.ts",
  // new-site and the upgrade, run on copies of the checkout as it is.
  "cli/new-site.test.ts",
  "cli/upgrade.test.ts",
  "cli/upgrade-this-template.test.ts",
];

/** Whether `file`, a path from the checkout's root, is one of the owner's unit tests. */
export const isOwnerTest = (file: string): boolean =>
  OWNER_TESTS.some((entry) => (entry.endsWith("/") ? file.startsWith(entry) : file === entry));

type Call = (...args: unknown[]) => unknown;

/** The calls that take a path first. */
const PATH_CALLS = [
  "access",
  "appendFile",
  "copyFile",
  "cp",
  "createReadStream",
  "createWriteStream",
  "exists",
  "glob",
  "link",
  "lstat",
  "mkdir",
  "open",
  "opendir",
  "readdir",
  "readFile",
  "readlink",
  "realpath",
  "rename",
  "rm",
  "rmdir",
  "stat",
  "symlink",
  "unlink",
  "watch",
  "watchFile",
  "writeFile",
];
/** Those that take a second path, where the others take data or options (a file's bytes are never read as a path). */
const TWO_PATHS = new Set(["copyFile", "cp", "link", "rename", "symlink"]);
const COMMANDS = ["exec", "execFile", "execFileSync", "execSync", "fork", "spawn", "spawnSync"];

/** Linux's longest path, in bytes: a longer Buffer is data. */
const PATH_MAX = 4096;

const pathOf = (value: unknown): string | undefined =>
  typeof value === "string"
    ? value
    : value instanceof URL && value.protocol === "file:"
      ? fileURLToPath(value)
      : Buffer.isBuffer(value) && value.length <= PATH_MAX
        ? value.toString()
        : undefined;

/**
 * Calls `touched` with each use of `root`/content/ this process makes from here on: a path read, listed, watched,
 * written or copied through node:fs (and its promises), or a command started with the owner's folder as its content
 * (CONTENT_DIR unset or pointing there). A glob's pattern is resolved from the working directory, so `content/**`
 * counts. Each call adds a watcher to those before it (Vitest runs each test file in a process of its own); the
 * function it returns stops this one.
 */
export function watchOwnersFolder(root: string, touched: (what: string) => void): () => void {
  let watching = true;
  const folder = resolve(root, CONTENT_DIR);
  const inFolder = (value: unknown) => {
    const path = pathOf(value);
    if (path === undefined) return false;
    const full = resolve(path);
    return full === folder || full.startsWith(folder + sep);
  };
  const wrap = (object: Record<string, unknown>, name: string, check: (args: unknown[]) => string | undefined) => {
    const original = object[name] as Call | undefined;
    if (typeof original !== "function") return;
    const wrapped = function (this: unknown, ...args: unknown[]) {
      const what = watching ? check(args) : undefined;
      if (what) touched(what);
      return original.apply(this, args);
    };
    // fs.realpathSync.native, fs.exists's promisified form and the like.
    for (const key of Reflect.ownKeys(original)) {
      if (key === "length" || key === "name" || key === "prototype") continue;
      const descriptor = Object.getOwnPropertyDescriptor(original, key);
      if (descriptor) Object.defineProperty(wrapped, key, descriptor);
    }
    object[name] = wrapped;
  };
  const paths = (name: string, call: string) => (args: unknown[]) => {
    const hit = args.slice(0, TWO_PATHS.has(call) ? 2 : 1).find(inFolder);
    return hit === undefined ? undefined : `${name} ${pathOf(hit)}`;
  };
  const calls = fs as unknown as Record<string, unknown>;
  const promises = fs.promises as unknown as Record<string, unknown>;
  for (const name of PATH_CALLS) {
    wrap(calls, name, paths(name, name));
    wrap(calls, `${name}Sync`, paths(`${name}Sync`, name));
    wrap(promises, name, paths(`promises.${name}`, name));
  }
  const command = (name: string) => (args: unknown[]) => {
    const options = args.find(
      (arg): arg is { cwd?: unknown; env?: NodeJS.ProcessEnv } =>
        typeof arg === "object" && arg !== null && !Array.isArray(arg),
    );
    const cwd = pathOf(options?.cwd) ?? process.cwd();
    const env = options?.env ?? process.env;
    return inFolder(resolve(cwd, env.CONTENT_DIR || CONTENT_DIR)) ? `${name} ${String(args[0])} in ${cwd}` : undefined;
  };
  for (const name of COMMANDS) wrap(childProcess as unknown as Record<string, unknown>, name, command(name));
  // The named imports of node:fs, node:fs/promises and node:child_process see the wrapped functions too.
  syncBuiltinESMExports();
  return () => {
    watching = false;
  };
}
