// The production server for local use and the end-to-end tests: serves the
// static build exactly as a static host would, under BASE_PATH if set, with
// pretty URLs (/weather-app -> weather-app.html, /weather-app/ -> 301 to
// /weather-app), 404.html with status 404, the build's pre-compressed .br/.gz
// files, and the same headers as every generated host config
// (security-headers.ts) less any directive that needs https, which it does
// not speak. HOST=0.0.0.0 serves the LAN, over plain HTTP. PORT picks the port
// (3000); `--check-port` only says whether it is free, so `npm start` stops
// before the build, not after it.
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Server } from "node:net";
import { join, resolve } from "node:path";
import sirv from "sirv";
import { basePath } from "../vite/base-path.ts";
import { acceptedEncodings } from "../vite/accept-encoding.ts";
import { ContentError } from "../app/schemas/content-problems.ts";

const root = resolve(process.env.BUILD_DIR ?? "build/client");
const base = basePath();
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";
const ENCODINGS = ["br", "gzip"];

/** The one line a taken port gets, naming the command that was run (`start` or `serve`) with the next port. */
function portInUse(): string {
  const command = process.env.npm_lifecycle_event === "start" ? "start" : "serve";
  return `Port ${port} is in use: stop what uses it, or pick another: PORT=${port + 1} ./run ${command}`;
}

/** Listens, or says in one line that the port is taken and exits 1: a stack trace would hide what to do. */
function listen(server: Server, ready: () => void) {
  server.once("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EADDRINUSE") throw error;
    console.error(portInUse());
    process.exit(1);
  });
  server.listen(port, host, ready);
}

/** The command: checks the port only (`--check-port`), or serves the build until stopped. */
async function serve(): Promise<void> {
  if (process.argv.includes("--check-port")) {
    const probe = createServer();
    await new Promise<void>((ready) => listen(probe, ready));
    probe.close();
    process.exit(0);
  }

  if (!existsSync(join(root, "index.html"))) {
    console.error(`No build in ${root}: run 'npm run build' first.`);
    process.exit(1);
  }

  // The headers read settings.ts (and so load site.ts): loaded after the port check, which `npm start` runs before
  // its build, and a mistake in either is the content check's line, not a stack trace.
  function told(error: unknown): never {
    if (!(error instanceof ContentError)) throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  const { cacheControl, fileType, isLoopback, localServerHeaders } = await import("../vite/security-headers.ts").catch(
    told,
  );
  let headers: Readonly<Record<string, string>>;
  try {
    headers = localServerHeaders();
  } catch (error) {
    told(error);
  }

  const assets = sirv(root, {
    extensions: ["html"],
    etag: true,
    gzip: true,
    brotli: true,
    dotfiles: false,
    setHeaders(res, pathname) {
      res.setHeader("Cache-Control", cacheControl(pathname));
      // sirv sends .md and .txt without a charset: the same types as every host config.
      const type = fileType(pathname);
      if (type) res.setHeader("Content-Type", type);
    },
  });

  /**
   * The not-found page, compressed as the browser accepts, like sirv does for
   * every other file: the nearest 404.html up the path's folders, so a miss
   * under /fr/ gets the French one, as on Cloudflare Pages and the nginx config.
   */
  function notFound(req: IncomingMessage, res: ServerResponse, path = "/") {
    const accepted = String(req.headers["accept-encoding"] ?? "").split(", ");
    const page = nearestNotFound(path);
    const encoding = ENCODINGS.find((name) => accepted.includes(name) && existsSync(encoded(page, name)));
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", cacheControl("/404.html"));
    res.setHeader("Vary", "Accept-Encoding");
    if (encoding) res.setHeader("Content-Encoding", encoding);
    createReadStream(encoded(page, encoding)).pipe(res);
  }

  /** The 404.html of the deepest folder of `path` that has one: /fr/nope → fr/404.html; else the root's. */
  function nearestNotFound(path: string): string {
    const folders = path.split("/").filter(Boolean).slice(0, -1);
    for (let depth = folders.length; depth > 0; depth--) {
      const file = join(root, ...folders.slice(0, depth), "404.html");
      if (file.startsWith(root) && existsSync(file)) return file;
    }
    return join(root, "404.html");
  }

  function encoded(file: string, encoding?: string) {
    return encoding === "br" ? `${file}.br` : encoding === "gzip" ? `${file}.gz` : file;
  }

  /** The page a URL with a trailing slash names, if it exists: /weather-app/ names /weather-app, as on nginx. */
  function canonicalPage(path: string): string | undefined {
    const page = path.replace(/\/+$/, "");
    const file = join(root, `${page}.html`);
    return file.startsWith(root) && existsSync(file) && statSync(file).isFile() ? page : undefined;
  }

  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    // sirv only looks for "br" or "gzip" in the header, so "br;q=0" would still get brotli.
    req.headers["accept-encoding"] = acceptedEncodings(req.headers["accept-encoding"], ENCODINGS);
    const url = new URL(req.url ?? "/", "http://localhost");
    if (!url.pathname.startsWith(base) && `${url.pathname}/` !== base) return notFound(req, res);
    // Strip the base path; sirv serves from the build's root.
    const path = "/" + url.pathname.slice(base.length).replace(/^\/+/, "");
    // The not-found page is only ever an answer, never a page of its own.
    if (/(^|\/)404(\.html)?$/.test(path)) return notFound(req, res, path);
    if (path.endsWith("/") && path !== "/") {
      const page = canonicalPage(path);
      if (!page) return notFound(req, res, path);
      res.writeHead(301, { Location: `${base}${page.slice(1)}${url.search}`, "Cache-Control": cacheControl(path) });
      return res.end();
    }
    req.url = path + url.search;
    assets(req, res, () => notFound(req, res, path));
  });

  listen(server, () => {
    console.log(`Serving ${root} at http://${host === "0.0.0.0" ? "localhost" : host}:${port}${base}`);
    if (!isLoopback(host)) {
      console.warn(
        [
          `Warning: HOST=${host} serves plain HTTP to other machines, which anyone on the network can read`,
          "and change. This server is for previews; deploy behind HTTPS.",
        ].join("\n"),
      );
    }
  });
}

if (import.meta.main) await serve();
