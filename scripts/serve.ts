// The production server for local use and the end-to-end tests: serves the
// static build exactly as a static host would, under BASE_PATH if set, with
// pretty URLs (/pricespider -> pricespider.html) and 404.html with status 404.
import { createReadStream, existsSync } from "node:fs";
import { createServer, type ServerResponse } from "node:http";
import { join, resolve } from "node:path";
import sirv from "sirv";
import { basePath } from "./base-path.ts";

const root = resolve(process.env.BUILD_DIR ?? "build/client");
const base = basePath();
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";

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

/** Hashed build assets never change; everything else is revalidated on each visit. */
function cacheControl(pathname: string): string {
  return pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache";
}

function notFound(res: ServerResponse) {
  res.statusCode = 404;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-cache");
  createReadStream(join(root, "404.html")).pipe(res);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  if (!url.pathname.startsWith(base) && `${url.pathname}/` !== base) return notFound(res);
  // Strip the base path; sirv serves from the build's root.
  const path = "/" + url.pathname.slice(base.length).replace(/^\/+/, "");
  // The not-found page is only ever an answer, never a page of its own.
  if (path === "/404" || path === "/404.html") return notFound(res);
  req.url = path + url.search;
  assets(req, res, () => notFound(res));
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host === "0.0.0.0" ? "localhost" : host}:${port}${base}`);
});
