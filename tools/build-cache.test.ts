// @vitest-environment node
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, expect, test, vi } from "vitest";
import { cached, hashOf } from "./build-cache.ts";

// A folder of each test's own (vitest.setup.ts unstubs it after): the real cache may already hold these keys.
beforeEach(() => {
  vi.stubEnv("BUILD_CACHE_DIR", mkdtempSync(join(tmpdir(), "build-cache-")));
});

test("an output is made once per key, then copied from the cache", async () => {
  const make = vi.fn(async () => Buffer.from("drawn"));
  expect(Buffer.from(await cached("step", ["card", Buffer.from([1, 2])], make)).toString()).toBe("drawn");
  expect(Buffer.from(await cached("step", ["card", Buffer.from([1, 2])], make)).toString()).toBe("drawn");
  expect(make).toHaveBeenCalledTimes(1);
});

test("any change to what the output depends on makes it again", async () => {
  const make = vi.fn(async () => Buffer.from("x"));
  await cached("other", ["a"], make);
  await cached("other", ["b"], make);
  await cached("other", ["a", Buffer.from("code v2")], make);
  expect(make).toHaveBeenCalledTimes(3);
});

test("keys cannot collide by moving bytes between parts", () => {
  expect(hashOf(["ab", "c"])).not.toBe(hashOf(["a", "bc"]));
  expect(hashOf(["a"])).not.toBe(hashOf([Buffer.from("a")]));
});

test("the same key asked for twice at once is made once, and both get it", async () => {
  // As when two files of a build have the same bytes (empty chunks) and are compressed side by side.
  const make = vi.fn(async () => Buffer.from("same"));
  const [first, second] = await Promise.all([cached("twice", ["empty"], make), cached("twice", ["empty"], make)]);
  expect(Buffer.from(first).toString()).toBe("same");
  expect(Buffer.from(second).toString()).toBe("same");
  expect(make).toHaveBeenCalledTimes(1);
});
