// @vitest-environment node
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { expect, test } from "vitest";
import { holdRouteTypes } from "./route-types-lock.ts";

const aLock = () => join(mkdtempSync(join(tmpdir(), "route-types-lock-")), "lock");

test("a second holder waits until the first gives the lock back", async () => {
  const lock = aLock();
  const releaseFirst = await holdRouteTypes(lock);
  let second: (() => void) | undefined;
  const waiting = holdRouteTypes(lock).then((release) => (second = release));
  await sleep(400);
  expect(second).toBeUndefined();
  releaseFirst();
  await waiting;
  expect(second).toBeTypeOf("function");
  second?.();
  expect(existsSync(lock)).toBe(false);
});

test("a lock whose holder has ended is taken at once; a live holder's is not, and the wait names it", async () => {
  const lock = aLock();
  const ended = spawnSync(process.execPath, ["-e", ""]).pid;
  mkdirSync(lock);
  writeFileSync(join(lock, "pid"), String(ended));
  const release = await holdRouteTypes(lock, 1_000);
  release();
  mkdirSync(lock);
  writeFileSync(join(lock, "pid"), String(process.ppid));
  await expect(holdRouteTypes(lock, 300)).rejects.toThrow(`is still held by process ${process.ppid} after 0.3 s`);
});
