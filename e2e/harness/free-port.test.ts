// @vitest-environment node
import { spawn } from "node:child_process";
import { createServer, type Server } from "node:net";
import { resolve } from "node:path";
import { expect, test } from "vitest";
import { freePorts, namedPorts, portFrom, portsFrom } from "./free-port.ts";

function listen(port: number): Promise<Server> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(port, "127.0.0.1", () => done(server));
  });
}

const close = (server: Server) => new Promise((done) => server.close(done));

test("a port in use is not picked, and the port picked can be listened on", async () => {
  const held = await Promise.all(Array.from({ length: 5 }, () => listen(0)));
  const busy = held.map((server) => (server.address() as { port: number }).port);
  try {
    for (let round = 0; round < 20; round++) {
      const env: NodeJS.ProcessEnv = {};
      const port = await portFrom("E2E_PORT", env);
      expect(busy).not.toContain(port);
      await close(await listen(port));
    }
  } finally {
    await Promise.all(held.map(close));
  }
});

test("ports picked together all differ", async () => {
  const ports = await freePorts(4);
  expect(new Set(ports).size).toBe(4);
  const env: NodeJS.ProcessEnv = { BENCH_DEBUG_PORT: "4555" };
  const named = await namedPorts(["BENCH_SITE_PORT", "BENCH_FLOOR_PORT", "BENCH_DEBUG_PORT"], env);
  expect(named[2]).toBe(4555);
  expect(new Set(named).size).toBe(3);
});

test("a port the variable names is used as it is; one picked is written back for the processes started after", async () => {
  expect(await portFrom("E2E_PORT", { E2E_PORT: "4551" })).toBe(4551);
  expect(await portsFrom("ENGINES_PORT", ["server", "nginx", "webdriver"], { ENGINES_PORT: "4560" })).toEqual([
    4560, 4561, 4562,
  ]);
  await expect(portFrom("E2E_PORT", { E2E_PORT: "http" })).rejects.toThrow("E2E_PORT=http is not a port");

  // As Playwright's workers load the config again with the main process's variables, they get its port.
  const env: NodeJS.ProcessEnv = {};
  const port = await portFrom("E2E_PORT", env);
  expect(env.E2E_PORT).toBe(String(port));
  expect(await portFrom("E2E_PORT", env)).toBe(port);
});

/** A run of the tests as a separate process: it picks its port and serves on it, as Playwright's web server does. */
function run(): Promise<{ port: number; stop: () => void }> {
  const script = `
    const { portFrom } = await import(${JSON.stringify(resolve(import.meta.dirname, "free-port.ts"))});
    const { createServer } = await import("node:net");
    const port = await portFrom("E2E_PORT");
    createServer().listen(port, "127.0.0.1", () => console.log(port));`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    env: { ...process.env, E2E_PORT: "" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((done, fail) => {
    child.once("exit", (code) => fail(new Error(`exited with ${code}`)));
    child.stdout.once("data", (data: Buffer) => done({ port: Number(String(data)), stop: () => child.kill() }));
  });
}

test("two runs at once serve on different ports", async () => {
  const [first, second] = await Promise.all([run(), run()]);
  try {
    expect(first!.port).toBeGreaterThan(0);
    expect(first!.port).not.toBe(second!.port);
  } finally {
    first!.stop();
    second!.stop();
  }
});
