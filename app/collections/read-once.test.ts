// @vitest-environment node
import { mkdtempSync } from "node:fs";
import { mkdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { codeKey, readOnce, READING_CODE } from "./read-once.ts";

let dir: string;
let cache: string;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "read-once-"));
  // Beside the folder read, not in it: what the cache writes is no change to the content.
  cache = mkdtempSync(join(tmpdir(), "read-once-cache-"));
  vi.stubEnv("BUILD_CACHE_DIR", cache);
  await writeFile(join(dir, "a.md"), "first");
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
  await rm(cache, { recursive: true, force: true });
});

test("a folder is read once while no file in it changes, and each caller gets its own copy", () => {
  const read = vi.fn(() => ({ titles: ["first"] }));
  const first = readOnce(dir, "posts", read);
  first.titles.push("changed by a caller");
  expect(readOnce(dir, "posts", read)).toEqual({ titles: ["first"] });
  expect(readOnce(dir, "posts", read)).toEqual({ titles: ["first"] });
  expect(read).toHaveBeenCalledTimes(1);
  // Other options are another read.
  readOnce(dir, "posts in other languages", read);
  expect(read).toHaveBeenCalledTimes(2);
});

test("an edit, a new file or a removed one reads the folder again", async () => {
  const read = vi.fn(() => "content");
  readOnce(dir, "posts", read);
  await writeFile(join(dir, "a.md"), "fixed");
  // The same size and a later time, as an editor's save of one changed letter.
  await utimes(join(dir, "a.md"), new Date(), new Date(Date.now() + 5000));
  readOnce(dir, "posts", read);
  await writeFile(join(dir, "b.md"), "new");
  readOnce(dir, "posts", read);
  await rm(join(dir, "a.md"));
  readOnce(dir, "posts", read);
  expect(read).toHaveBeenCalledTimes(4);
});

test("a read that throws is not kept: the next asks again and hears the same problem", () => {
  const read = vi.fn((): string => {
    throw new Error("a.md: title: required");
  });
  expect(() => readOnce(dir, "posts", read)).toThrow("a.md: title: required");
  expect(() => readOnce(dir, "posts", read)).toThrow("a.md: title: required");
  expect(read).toHaveBeenCalledTimes(2);
});

test("a missing folder can be read (a site with no posts), and is read again once it has files", async () => {
  const missing = join(dir, "writing");
  const read = vi.fn(() => [] as string[]);
  readOnce(missing, "posts", read);
  readOnce(missing, "posts", read);
  expect(read).toHaveBeenCalledTimes(1);
  await mkdir(missing);
  await writeFile(join(missing, "a-post.md"), "new");
  readOnce(missing, "posts", read);
  expect(read).toHaveBeenCalledTimes(2);
});

test("the development server reads once per change too", async () => {
  vi.stubEnv("NODE_ENV", "development");
  const read = vi.fn(() => "content");
  readOnce(dir, "posts", read);
  readOnce(dir, "posts", read);
  expect(read).toHaveBeenCalledTimes(1);
  await writeFile(join(dir, "a.md"), "saved again");
  readOnce(dir, "posts", read);
  expect(read).toHaveBeenCalledTimes(2);
});

test("a copy of the module that shares no memory with this one finds what was read: the config's, the route table's, the server build's", async () => {
  // A query makes Node load a second instance of the module, as each of Vite's bundles holds its own copy.
  // @ts-expect-error: TypeScript knows no module by a path with a query.
  const other = (await import("./read-once.ts?copy")) as { readOnce: typeof readOnce };
  expect(other.readOnce).not.toBe(readOnce);
  const before = Reflect.ownKeys(globalThis).length;
  const read = vi.fn(() => ({ when: new Date(0), tags: new Set(["a"]), maths: new Map([["x", "<math/>"]]) }));
  readOnce(dir, "shared", read);
  const second = other.readOnce(dir, "shared", read);
  expect(read).toHaveBeenCalledTimes(1);
  expect(second.when.toISOString()).toBe("1970-01-01T00:00:00.000Z");
  expect([...second.tags]).toEqual(["a"]);
  expect(second.maths.get("x")).toBe("<math/>");
  // Nothing was left on globalThis for the other copy to find.
  expect(Reflect.ownKeys(globalThis)).toHaveLength(before);
});

test("the key holds the code that reads: an edit to it reads again, an edit to a test of it does not", async () => {
  const root = join(dir, "checkout");
  for (const path of READING_CODE) await mkdir(join(root, path.endsWith(".json") ? "." : path), { recursive: true });
  await writeFile(join(root, "app/schemas/site-schema.ts"), "export const a = 1;");
  await writeFile(join(root, "app/schemas/site-schema.test.ts"), "test");
  await writeFile(join(root, "package-lock.json"), "{}");
  const key = () => Buffer.concat(codeKey(root)).toString();
  const before = key();
  await writeFile(join(root, "app/schemas/site-schema.test.ts"), "another test");
  expect(key()).toBe(before);
  await writeFile(join(root, "app/schemas/site-schema.ts"), "export const a = 2;");
  expect(key()).not.toBe(before);
  const edited = key();
  await writeFile(join(root, "package-lock.json"), '{"temml": "a new version"}');
  expect(key()).not.toBe(edited);
  // A working directory without the code (a run from elsewhere) keeps nothing rather than a result no key can match.
  expect(codeKey(join(dir, "elsewhere"))).toEqual([]);
});
