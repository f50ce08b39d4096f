// The tests' servers take ports the OS says are free, so two checkouts can run `./run test` on one machine at once
// (fixed ports collided: "http://127.0.0.1:4319/ is already used"). A variable still names a port (E2E_PORT…);
// docs/testing.md lists them.
import { createServer, type Server } from "node:net";

function listening(host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, host, () => resolve(server));
  });
}

/** A TCP port that nothing listens on now: the OS's answer to listening on port 0, closed again at once. */
export async function freePort(host = "127.0.0.1"): Promise<number> {
  const server = await listening(host);
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * `count` different TCP ports that nothing listens on now: the OS's answers to listening on port 0, all held
 * open together (so they differ) and closed again before returning.
 */
export async function freePorts(count: number, host = "127.0.0.1"): Promise<number[]> {
  const servers = await Promise.all(Array.from({ length: count }, () => listening(host)));
  const ports = servers.map((server) => (server.address() as { port: number }).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

function given(name: string, value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`${name}=${value} is not a port`);
  return port;
}

/**
 * The ports the variables name, in order; each one unset gets a free port, different from the others, written
 * into `env`: the processes started after inherit it, so Playwright's workers, which evaluate the config again,
 * agree with its web server.
 */
export async function namedPorts<const Names extends readonly string[]>(
  names: Names,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Ports<Names>> {
  const unset = names.filter((name) => !env[name]);
  const free = await freePorts(unset.length);
  unset.forEach((name, index) => (env[name] = String(free[index])));
  return names.map((name) => given(name, env[name] ?? "")) as Ports<Names>;
}

/** One port for each name or role, in order. */
type Ports<Names extends readonly string[]> = { -readonly [Index in keyof Names]: number };

/** The port the variable names, or else a free one, written into `env[name]` (as namedPorts does). */
export async function portFrom(name: string, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [port] = await namedPorts([name], env);
  return port;
}

/**
 * A port for each role: the one `env[name]` names and those after it, in order, or else free ones (not written
 * back: the caller hands each to the process that listens on it).
 */
export async function portsFrom<const Roles extends readonly string[]>(
  name: string,
  roles: Roles,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Ports<Roles>> {
  const value = env[name];
  if (!value) return (await freePorts(roles.length)) as Ports<Roles>;
  const first = given(name, value);
  return roles.map((_, index) => first + index) as Ports<Roles>;
}
