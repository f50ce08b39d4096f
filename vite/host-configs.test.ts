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

test("every host config types the files for programs: .md as Markdown, .txt and atproto-did as text, feed.json as JSON Feed, each in UTF-8", () => {
  const files = [
    "index.md",
    "fr/writing/a-post.md",
    "llms.txt",
    ".well-known/atproto-did",
    "fr/feed.json",
    "resume.json",
  ];
  const headers = netlifyHeaders(files, "/portfolio/");
  const typeOf = (path: string) =>
    new RegExp(`^${path.replace(/\./g, "\\.")}\\n(?:  .*\\n)*?  Content-Type: (.*)$`, "m").exec(headers)?.[1];
  expect(typeOf("/portfolio/index.md")).toBe("text/markdown; charset=utf-8");
  expect(typeOf("/portfolio/fr/writing/a-post.md")).toBe("text/markdown; charset=utf-8");
  expect(typeOf("/portfolio/llms.txt")).toBe("text/plain; charset=utf-8");
  expect(typeOf("/portfolio/.well-known/atproto-did")).toBe("text/plain; charset=utf-8");
  expect(typeOf("/portfolio/fr/feed.json")).toBe("application/feed+json; charset=utf-8");
  // Only those: resume.json keeps the host's own type, and no catch-all rule sets one to be joined to these.
  expect(typeOf("/portfolio/resume.json")).toBeUndefined();
  expect(headers.match(/^ {2}Content-Type:/gm)).toHaveLength(5);

  const vercel = vercelConfig().headers.filter((rule) => rule.headers.some((header) => header.key === "Content-Type"));
  const vercelType = (path: string) =>
    vercel
      .filter((rule) => new RegExp(`^${rule.source.replace("(.*)", ".*")}$`).test(path))
      .map((rule) => rule.headers[0]?.value);
  expect(vercelType("/fr/writing/a-post.md")).toEqual(["text/markdown; charset=utf-8"]);
  expect(vercelType("/llms.txt")).toEqual(["text/plain; charset=utf-8"]);
  expect(vercelType("/.well-known/atproto-did")).toEqual(["text/plain; charset=utf-8"]);
  expect(vercelType("/feed.json")).toEqual(["application/feed+json; charset=utf-8"]);
  expect(vercelType("/resume.json")).toEqual([]);

  const conf = nginxSnippet("/portfolio/", []);
  expect(conf).toContain(
    'location ~ ^/portfolio/.*\\.md$ {\n    types { }\n    default_type "text/markdown; charset=utf-8";',
  );
  expect(conf).toContain(
    'location ~ ^/portfolio/\\.well-known/atproto-did$ {\n    types { }\n    default_type "text/plain; charset=utf-8";',
  );
});
