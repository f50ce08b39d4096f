// @vitest-environment node
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { mkdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { readOnce, SNAPSHOT_ENV } from "./read-once.ts";

let dir: string;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "read-once-"));
  await writeFile(join(dir, "a.md"), "first");
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

test("a folder is read once while no file in it changes, and each caller gets its own copy", () => {
  const read = vi.fn(() => ({ titles: ["first"] }));
  const first = readOnce(dir, "posts", read);
  first.titles.push("changed by a caller");
  expect(readOnce(dir, "posts", read)).toEqual({ titles: ["first"] });
  expect(readOnce(dir, "posts", read)).toEqual({ titles: ["first"] });
  expect(read).toHaveBeenCalledTimes(1);
  // Other options are another read.
  readOnce(dir, "posts with drafts", read);
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
  await rm(join(dir, "b.md"));
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

test("the development server reads afresh every time", () => {
  vi.stubEnv("NODE_ENV", "development");
  const read = vi.fn(() => "content");
  readOnce(dir, "posts", read);
  readOnce(dir, "posts", read);
  expect(read).toHaveBeenCalledTimes(2);
});

/** A step of a build: a process of its own that reads the folder, noting in `reads` each time it parses it. */
function step(snapshot: string, reads: string) {
  const script = `
    import { appendFileSync } from "node:fs";
    import { readOnce } from ${JSON.stringify(new URL("./read-once.ts", import.meta.url).pathname)};
    const read = () => { appendFileSync(${JSON.stringify(reads)}, "read\\n"); return { when: new Date(0), tags: new Set(["a"]) }; };
    const first = readOnce(${JSON.stringify(dir)}, "posts", read);
    readOnce(${JSON.stringify(dir)}, "posts", read);
    console.log(JSON.stringify([first.when.toISOString(), [...first.tags]]));`;
  const env = { ...process.env, [SNAPSHOT_ENV]: snapshot, NODE_ENV: "production" };
  return JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", script], { env, encoding: "utf8" }));
}

test("the steps of a build, each a process, parse a folder once between them, and again once it changes", async () => {
  const snapshot = mkdtempSync(join(tmpdir(), "read-once-build-"));
  const reads = join(snapshot, "..", `${snapshot.split("/").at(-1)}.reads`);
  try {
    // What the second step gets is what the first read, dates and sets included.
    expect(step(snapshot, reads)).toEqual(["1970-01-01T00:00:00.000Z", ["a"]]);
    expect(step(snapshot, reads)).toEqual(["1970-01-01T00:00:00.000Z", ["a"]]);
    expect(readFileSync(reads, "utf8")).toBe("read\n");
    expect(readdirSync(snapshot)).toHaveLength(1);
    await writeFile(join(dir, "a.md"), "edited between two steps");
    step(snapshot, reads);
    step(snapshot, reads);
    expect(readFileSync(reads, "utf8")).toBe("read\nread\n");
    // A snapshot that cannot be read back (a disk that filled up) is read again, not a failed build.
    const [kept] = readdirSync(snapshot);
    await writeFile(join(snapshot, kept!), "not a snapshot");
    expect(step(snapshot, reads)).toEqual(["1970-01-01T00:00:00.000Z", ["a"]]);
    expect(readFileSync(reads, "utf8")).toBe("read\nread\nread\n");
  } finally {
    await rm(snapshot, { recursive: true, force: true });
    await rm(reads, { force: true });
  }
});

test("without a build's folder, each process reads for itself", async () => {
  const reads = join(dir, "..", `${dir.split("/").at(-1)}.reads`);
  const script = `
    import { appendFileSync } from "node:fs";
    import { readOnce } from ${JSON.stringify(new URL("./read-once.ts", import.meta.url).pathname)};
    readOnce(${JSON.stringify(dir)}, "posts", () => appendFileSync(${JSON.stringify(reads)}, "read\\n"));`;
  const env = { ...process.env, NODE_ENV: "production", [SNAPSHOT_ENV]: undefined };
  try {
    for (let run = 0; run < 2; run++) execFileSync(process.execPath, ["--input-type=module", "-e", script], { env });
    expect(readFileSync(reads, "utf8")).toBe("read\nread\n");
  } finally {
    await rm(reads, { force: true });
  }
});
