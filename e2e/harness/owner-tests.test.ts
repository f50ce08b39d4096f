// @vitest-environment node
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { isOwnerTest, OWNER_TESTS, watchOwnersFolder } from "./owner-tests.ts";

/** A checkout of its own, with an owner's folder and a file beside it. */
function checkout(): string {
  const root = mkdtempSync(join(tmpdir(), "owner-tests-"));
  mkdirSync(join(root, "content", "projects"), { recursive: true });
  writeFileSync(join(root, "content", "site.ts"), "export const site = {};\n");
  writeFileSync(join(root, "README.md"), "# A site\n");
  return root;
}

test("every use of the owner's folder is seen, through each kind of import, and nothing else", async () => {
  const root = checkout();
  const seen: string[] = [];
  const stop = watchOwnersFolder(root, (what) => seen.push(what));
  try {
    readFileSync(join(root, "README.md"));
    readdirSync(root);
    spawnSync("true", [], { cwd: root });
    spawnSync("true", [], { cwd: root, env: { ...process.env, CONTENT_DIR: join(root, "elsewhere") } });
    // A file's bytes are data, even when they spell the owner's folder.
    writeFileSync(join(root, "notes.txt"), Buffer.from(join(root, "content", "site.ts")));
    expect(seen).toEqual([]);

    readFileSync(join(root, "content", "site.ts"), "utf8");
    await readFile(join(root, "content/site.ts"));
    await stat(new URL(`file://${join(root, "content")}`));
    existsSync(join(root, "content", "projects"));
    cpSync(join(root, "content"), join(root, "copy"), { recursive: true });
    spawnSync("true", [], { cwd: root, env: { PATH: process.env.PATH } });
    execFileSync("true", [], { cwd: root, env: { ...process.env, CONTENT_DIR: "" } });
    // In the order called (a copy also looks at what it copies, through the same functions).
    const calls = seen.map((what) => what.split(" ")[0]);
    expect(calls.filter((call) => call !== "lstatSync")).toEqual([
      "readFileSync",
      "promises.readFile",
      "promises.stat",
      "existsSync",
      "cpSync",
      "spawnSync",
      "execFileSync",
    ]);
  } finally {
    stop();
  }
  // Stopped, it sees nothing more.
  const before = seen.length;
  readFileSync(join(root, "content", "site.ts"));
  expect(seen).toHaveLength(before);
});

test("the list names test files and folders that exist, and a folder's entry takes the files under it", () => {
  for (const entry of OWNER_TESTS) expect(existsSync(join(import.meta.dirname, "../..", entry)), entry).toBe(true);
  expect(OWNER_TESTS.filter((entry) => !entry.endsWith("/")).every((entry) => entry.endsWith(".test.ts"))).toBe(true);
  expect(isOwnerTest(".ci/any.test.ts")).toBe(true);
  expect(isOwnerTest("app/layers.test.ts")).toBe(true);
  expect(isOwnerTest("app/layers.test.tsx")).toBe(false);
  expect(isOwnerTest("vite/content-check.test.ts")).toBe(false);
});

test("in a unit run, a test file that reads the owner's folder and is not listed fails, naming what it read", () => {
  const root = join(import.meta.dirname, "../..");
  // A run of its own, outside the checkout, with the checkout's setup: its one test file reads the file it is given.
  const run = mkdtempSync(join(tmpdir(), "owner-tests-run-"));
  writeFileSync(
    join(run, "vitest.config.mjs"),
    `export default { test: { setupFiles: [${JSON.stringify(join(root, "vitest.setup.ts"))}], environment: "node", include: ["*.test.ts"] } };\n`,
  );
  writeFileSync(
    join(run, "reads.test.ts"),
    `import { readFileSync } from "node:fs";\nimport { test } from "vitest";\ntest("reads", () => { readFileSync(process.env.READS ?? ""); });\n`,
  );
  const reading = (file: string) =>
    spawnSync(process.execPath, [join(root, "node_modules/vitest/vitest.mjs"), "run", "--root", run], {
      cwd: run,
      env: { ...process.env, READS: file },
      encoding: "utf8",
    });
  const owners = reading(join(root, "content", "settings.ts"));
  expect(owners.status).not.toBe(0);
  expect(owners.stdout + owners.stderr).toContain(
    `reads.test.ts reads the owner's folder (readFileSync ${join(root, "content", "settings.ts")}`,
  );
  expect(reading(join(root, "fixtures", "site", "settings.ts")).status).toBe(0);
}, 60_000);
