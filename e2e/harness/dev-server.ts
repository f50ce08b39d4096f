// `npm run dev` as an owner runs it (react-router dev, with every plugin), on a content folder of the test's own,
// for the tests of what the development server shows.
import { spawn } from "node:child_process";
import { join, resolve } from "node:path";
import { freePort } from "./free-port.ts";
import { holdRouteTypes } from "./route-types-lock.ts";

const root = resolve(import.meta.dirname, "../..");

export type DevServer = {
  /** A page as the server answers it: its status and HTML. */
  page: (path?: string) => Promise<{ status: number; html: string }>;
  /** Ends the server and the child React Router relaunches it in: the whole process group. */
  stop: () => void;
  /** What the server has printed to the terminal, the last 4000 characters of it. */
  output: () => string;
};

export async function startDevServer(content: string): Promise<DevServer> {
  // The address freePort found free, not "localhost", which a machine may resolve to an IPv6 address it lacks.
  const host = "127.0.0.1";
  const port = await freePort(host);
  // Its typegen rewrites the checkout's route types, as another test's may: one at a time (route-types-lock.ts).
  const release = await holdRouteTypes();
  // As the owner's shell has it: not the test runner's mode.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key !== "NODE_ENV" && !key.startsWith("VITEST")),
  );
  const server = spawn(
    process.execPath,
    [
      join(root, "node_modules/@react-router/dev/bin.cjs"),
      "dev",
      "--host",
      host,
      "--port",
      String(port),
      "--strictPort",
    ],
    { cwd: root, env: { ...env, CONTENT_DIR: content }, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  // What the server printed last, so a test whose server ended says why rather than timing out on a refused fetch.
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  server.stdout.on("data", keep);
  server.stderr.on("data", keep);
  let ended: string | undefined;
  server.on("exit", (code, signal) => (ended = `the development server ended (${signal ?? `exit ${code}`})`));
  return {
    async page(path = "/") {
      if (ended) throw new Error(`${ended}; it printed:\n${output}`);
      const response = await fetch(`http://${host}:${port}${path}`);
      return { status: response.status, html: await response.text() };
    },
    output: () => output,
    stop() {
      if (!server.pid) return release();
      try {
        process.kill(-server.pid);
      } catch (error) {
        // The whole group has ended already.
        if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
      } finally {
        release();
      }
    },
  };
}
