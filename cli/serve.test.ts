// @vitest-environment node
// `serve` and `start` on a port something else holds: one line that names the port and the way out, exit 1, before
// any build, and no stack trace.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";

const repo = resolve(import.meta.dirname, "..");
// package.json's start script, run as npm runs it: in a shell, with the packages' commands and this Node first.
const start = JSON.parse(readFileSync(join(repo, "package.json"), "utf8")).scripts.start as string;
let busy: Server;
let port: number;
let build: string;

beforeAll(async () => {
  busy = createServer();
  await new Promise<void>((ready) => busy.listen(0, "127.0.0.1", ready));
  port = (busy.address() as { port: number }).port;
  build = mkdtempSync(join(tmpdir(), "serve-"));
  writeFileSync(join(build, "index.html"), "<!doctype html><title>t</title>");
});

afterAll(async () => {
  await new Promise((closed) => busy.close(closed));
  rmSync(build, { recursive: true, force: true });
});

function run(command: string, args: string[], lifecycle = "serve") {
  const path = [join(repo, "node_modules/.bin"), dirname(process.execPath), process.env.PATH].join(":");
  const env = { ...process.env, PATH: path, PORT: String(port), HOST: "127.0.0.1", BUILD_DIR: build };
  const npm = { npm_lifecycle_event: lifecycle };
  return spawnSync(command, args, { cwd: repo, env: { ...env, ...npm }, encoding: "utf8", timeout: 60_000 });
}

function expectOneLine(output: string, command: string) {
  const lines = output.trim().split("\n");
  expect(lines).toContain(
    `Port ${port} is in use: stop what uses it, or pick another: PORT=${port + 1} ./run ${command}`,
  );
  expect(output).not.toMatch(/^\s+at /m);
  expect(output).not.toContain("EADDRINUSE");
}

test("serve on a taken port says which port and how to pick another, and exits 1", () => {
  const result = run(process.execPath, ["cli/serve.ts"]);
  expect(result.status).toBe(1);
  expectOneLine(result.stderr, "serve");
});

test("start on a taken port stops before the build with the same line", () => {
  const result = run("sh", ["-c", start], "start");
  expect(result.status).toBe(1);
  expectOneLine(result.stderr, "start");
  // The build prints its own lines; none came.
  expect(result.stdout + result.stderr).not.toMatch(/vite|building|react-router/i);
});

test("--check-port on a free port exits 0 at once and serves nothing", async () => {
  await new Promise((closed) => busy.close(closed));
  const result = run(process.execPath, ["cli/serve.ts", "--check-port"]);
  busy = createServer();
  await new Promise<void>((ready) => busy.listen(port, "127.0.0.1", ready));
  expect(result.status).toBe(0);
  expect(result.stdout + result.stderr).toBe("");
});
