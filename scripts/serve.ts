// The production server for local use and the end-to-end tests: serves the
// static build exactly as a static host would, under BASE_PATH if set, with
// pretty URLs (/pricespider -> pricespider.html, /pricespider/ -> 301 to
// /pricespider), 404.html with status 404, the build's pre-compressed .br/.gz
// files, and the same headers as every generated host config
// (security-headers.ts). HOST=0.0.0.0 serves the LAN, over plain HTTP.
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { join, resolve } from "node:path";
import sirv from "sirv";
import { basePath } from "./base-path.ts";
import { acceptedEncodings } from "./accept-encoding.ts";
import { cacheControl, isLoopback, localServerHeaders } from "./security-headers.ts";

const root = resolve(process.env.BUILD_DIR ?? "build/client");
const base = basePath();
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";
const headers = localServerHeaders(host);
const ENCODINGS = ["br", "gzip"];

if (!existsSync(join(root, "index.html"))) {
  console.error(`No build in ${root}: run 'npm run build' first.`);
  process.exit(1);
}

const assets = sirv(root, {
  extensions: ["html"],
  etag: true,
  gzip: true,
  brotli: true,
  dotfiles: false,
  setHeaders(res, pathname) {
    res.setHeader("Cache-Control", cacheControl(pathname));
  },
});

/** The not-found page, compressed as the browser accepts, like sirv does for every other file. */
function notFound(req: IncomingMessage, res: ServerResponse) {
  const accepted = String(req.headers["accept-encoding"] ?? "").split(", ");
  const encoding = ENCODINGS.find((name) => accepted.includes(name) && existsSync(notFoundFile(name)));
  res.statusCode = 404;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", cacheControl("/404.html"));
  res.setHeader("Vary", "Accept-Encoding");
  if (encoding) res.setHeader("Content-Encoding", encoding);
  createReadStream(notFoundFile(encoding)).pipe(res);
}

function notFoundFile(encoding?: string) {
  const file = join(root, "404.html");
  return encoding === "br" ? `${file}.br` : encoding === "gzip" ? `${file}.gz` : file;
}

/** The page a URL with a trailing slash names, if it exists: /pricespider/ names /pricespider, as on nginx. */
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
  if (path === "/404" || path === "/404.html") return notFound(req, res);
  if (path.endsWith("/") && path !== "/") {
    const page = canonicalPage(path);
    if (!page) return notFound(req, res);
    res.writeHead(301, { Location: `${base}${page.slice(1)}${url.search}`, "Cache-Control": cacheControl(path) });
    return res.end();
  }
  req.url = path + url.search;
  assets(req, res, () => notFound(req, res));
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host === "0.0.0.0" ? "localhost" : host}:${port}${base}`);
  if (!isLoopback(host)) {
    console.warn(
      [
        `Warning: HOST=${host} serves plain HTTP to other machines, which anyone on the network can read`,
        "and change. This server is for previews; deploy behind HTTPS. So that a phone on the LAN gets a",
        "styled page, the policy here leaves out upgrade-insecure-requests (which would ask for every",
        "stylesheet over https, which this server does not speak); every host config keeps it.",
      ].join("\n"),
    );
  }
});
