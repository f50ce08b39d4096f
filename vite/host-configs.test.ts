import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import {
  netlifyHeaders,
  netlifyRedirects,
  nginxSnippet,
  VERCEL_CONFIG_PATH,
  vercelConfig,
  vercelJson,
} from "./host-configs.ts";

test("the committed vercel.json is what security-headers.ts and the settings make", () => {
  // Vercel reads it before building, so a stale copy would ship the old headers.
  expect(
    readFileSync(VERCEL_CONFIG_PATH, "utf8"),
    "vercel.json is stale: run `node vite/host-configs.ts --vercel` and commit it",
  ).toBe(vercelJson());
});

test("_headers gives each path one Cache-Control, pages by both of their URLs", () => {
  const text = netlifyHeaders(["assets/a-1.js", "index.html", "weather-app.html", "favicon.svg"], "/portfolio/");
  const paths = text.split("\n").filter((line) => line.startsWith("/"));
  expect(paths).toEqual([
    "/portfolio/*",
    "/portfolio/assets/*",
    "/portfolio/",
    "/portfolio/index.html",
    "/portfolio/weather-app",
    "/portfolio/weather-app.html",
    "/portfolio/favicon.svg",
  ]);
  expect(text.split("\n/portfolio/assets/*")[0]).not.toContain("Cache-Control");
});

test("the nginx snippet serves pretty URLs and the not-found page under the base path", () => {
  const conf = nginxSnippet("/portfolio/", []);
  expect(conf).toContain("location ^~ /portfolio/assets/ {");
  expect(conf).toContain("location /portfolio/ {");
  expect(conf).toContain("error_page 404 /portfolio/404.html;");
  // /portfolio/weather-app/ redirects to /portfolio/weather-app; the base itself is left alone.
  expect(conf).toContain("location ~ ^(?<canonical>/portfolio/.+?)/+$ {");
  expect(conf).toContain("return 301 $canonical$is_args$args;");
});

test("in several languages, a miss under a language's folder gets that language's not-found page", () => {
  const conf = nginxSnippet("/portfolio/", ["fr/", "ar/"]);
  expect(conf).toContain("set $not_found_page /portfolio/404.html;");
  expect(conf).toContain('if ($uri ~ "^/portfolio/fr/") {\n    set $not_found_page /portfolio/fr/404.html;\n}');
  expect(conf).toContain('if ($uri ~ "^/portfolio/ar/") {\n    set $not_found_page /portfolio/ar/404.html;\n}');
  expect(conf).toContain("error_page 404 $not_found_page;");
  expect(conf).not.toContain("error_page 404 /portfolio/404.html;");

  expect(netlifyRedirects(["fr/"], "/")).toContain("/fr/*  /fr/404.html  404");
  // One language: no rules at all, and no file.
  expect(netlifyRedirects([], "/")).toBeUndefined();
});

test("every host config, served over https, keeps upgrade-insecure-requests in its header policy", () => {
  const policyLines = (text: string) => text.split("\n").filter((line) => line.includes("Content-Security-Policy"));
  for (const [host, lines] of [
    ["_headers", policyLines(netlifyHeaders(["index.html"], "/"))],
    ["nginx", policyLines(nginxSnippet("/", []))],
    ["vercel.json", policyLines(JSON.stringify(vercelConfig()).replaceAll('"key":', "\n"))],
  ] as const) {
    expect(lines.length, host).toBeGreaterThan(0);
    for (const line of lines) expect(line, host).toContain("upgrade-insecure-requests");
  }
});
