// React Router's typegen, which `react-router dev` runs as it starts and on every change, empties the checkout's
// .react-router/types and writes it again: two at once in one checkout remove each other's files, and the one whose
// file went first ends with ENOENT. The unit tests that run one in the checkout hold this lock while it runs, so
// that test files running side by side take turns.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const root = resolve(import.meta.dirname, "../..");

/** The lock: a folder, made or not in one step, holding the pid of the process that holds it. */
export const ROUTE_TYPES_LOCK = join(root, "node_modules/.cache/portfolio/route-types.lock");

/** Whether process `pid` still runs. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The pid in the lock, or 0 while its holder has yet to write it (or has just given it back). */
function holderOf(pidFile: string): number {
  try {
    return Number(readFileSync(pidFile, "utf8"));
  } catch {
    return 0;
  }
}

/** Waits for the lock and takes it; the function it returns gives it back. A holder that has ended loses it. */
export async function holdRouteTypes(lock = ROUTE_TYPES_LOCK, timeoutMs = 180_000): Promise<() => void> {
  const pidFile = join(lock, "pid");
  const started = Date.now();
  mkdirSync(join(lock, ".."), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(pidFile, String(process.pid));
      return () => rmSync(lock, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    // A holder killed before it gave the lock back (a worker that timed out) leaves its pid behind.
    const holder = holderOf(pidFile);
    if (holder > 0 && !running(holder)) rmSync(lock, { recursive: true, force: true });
    if (Date.now() - started > timeoutMs) {
      throw new Error(`${lock} is still held by process ${holder || "unknown"} after ${timeoutMs / 1000} s`);
    }
    await sleep(100);
  }
}
