// `npm run dev` as an owner runs it (react-router dev, with every plugin), on a content folder of the test's own,
// for the tests of what the development server shows.
import { spawn } from "node:child_process";
import { join, resolve } from "node:path";
import { freePort } from "./free-port.ts";

const root = resolve(import.meta.dirname, "../..");

export type DevServer = {
  /** A page as the server answers it: its status and HTML. */
  page: (path?: string) => Promise<{ status: number; html: string }>;
  /** Ends the server and the child React Router relaunches it in: the whole process group. */
  stop: () => void;
};

export async function startDevServer(content: string): Promise<DevServer> {
  const port = await freePort();
  // As the owner's shell has it: not the test runner's mode.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key !== "NODE_ENV" && !key.startsWith("VITEST")),
  );
  const server = spawn(
    process.execPath,
    [join(root, "node_modules/@react-router/dev/bin.cjs"), "dev", "--port", String(port), "--strictPort"],
    { cwd: root, env: { ...env, CONTENT_DIR: content }, stdio: "ignore", detached: true },
  );
  return {
    async page(path = "/") {
      const response = await fetch(`http://localhost:${port}${path}`);
      return { status: response.status, html: await response.text() };
    },
    stop() {
      if (server.pid) process.kill(-server.pid);
    },
  };
}
