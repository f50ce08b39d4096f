import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { test as plainTest, type APIRequestContext } from "@playwright/test";
import { basePath } from "../vite/base-path.ts";
import { IMMUTABLE, localServerHeaders, REVALIDATE, securityHeaders } from "../vite/security-headers.ts";
import { expect } from "./fixtures.ts";
import { siteLanguages } from "../app/languages/languages-setting.ts";
import { sitePages } from "../app/addresses/site-pages.ts";
import { HOME_PATH } from "../app/addresses/paths.ts";

// Requests only, no page: the fixture's console checks have nothing to watch.
const test = plainTest;
const buildDir = resolve(process.env.BUILD_DIR ?? "build/client");

/** A page of the default language besides its home page (a project's, when there is one), as the base URL takes it. */
const innerPage = sitePages()
  .find((page) => page.language.isDefault && page.path !== HOME_PATH)
  ?.path.slice(1);
const inner = `./${innerPage}`;

/** The stylesheets and scripts the home page and that page really load. */
async function assetPaths(request: APIRequestContext) {
  const html = (await Promise.all(["./", inner].map(async (path) => (await request.get(path)).text()))).join("");
  const paths = [
    ...new Set([...html.matchAll(/(?:href|src)="([^"]*\/assets\/[^"]+\.(?:css|js))"/g)].map((match) => match[1]!)),
  ];
  expect(paths.filter((path) => path.endsWith(".css")).length).toBeGreaterThan(0);
  return paths;
}

test.skip(!innerPage, "the site has a home page only");

/** What the server under test sends: a host config's headers on nginx, the local server's (plain HTTP only) otherwise. */
const sentBy = (project: string) => (project === "nginx" ? securityHeaders() : localServerHeaders());

const lowerCased = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

test("pages, assets and the not-found page carry every security header and the right caching", async ({
  request,
}, testInfo) => {
  const [css] = await assetPaths(request);
  const cases = [
    { path: "./", status: 200, cache: REVALIDATE },
    { path: inner, status: 200, cache: REVALIDATE },
    { path: "./favicon.svg", status: 200, cache: REVALIDATE },
    { path: css!, status: 200, cache: IMMUTABLE },
    { path: "./no-such-page", status: 404, cache: REVALIDATE },
  ];
  for (const { path, status, cache } of cases) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    expect(response.headers(), path).toMatchObject({
      ...lowerCased(sentBy(testInfo.project.name)),
      "cache-control": cache,
    });
  }
});

for (const encoding of ["br", "gzip"]) {
  test(`pages, assets and the not-found page are sent ${encoding}-compressed to browsers that accept it`, async ({
    request,
  }, testInfo) => {
    // Debian's nginx has no brotli module; the snippet says what to add where ngx_brotli is built in.
    test.skip(encoding === "br" && testInfo.project.name === "nginx", "nginx-light has no ngx_brotli");
    const assets = await assetPaths(request);
    for (const path of ["./", inner, ...assets, "./no-such-page"]) {
      const response = await request.get(path, { headers: { "Accept-Encoding": encoding } });
      expect(response.headers()["content-encoding"], path).toBe(encoding);
      expect(response.headers()["vary"], path).toMatch(/Accept-Encoding/i);
      // Playwright decodes the body, so this proves it was valid compressed data.
      expect((await response.body()).length, path).toBeGreaterThan(100);
    }
    const plain = await request.get("./", { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers()["content-encoding"]).toBeUndefined();
  });
}

test("an encoding the browser refuses with q=0 is never sent", async ({ request }) => {
  const [css] = await assetPaths(request);
  for (const path of ["./", inner, css!, "./no-such-page"]) {
    const gzipOnly = await request.get(path, { headers: { "Accept-Encoding": "br;q=0, gzip" } });
    expect(gzipOnly.headers()["content-encoding"], path).toBe("gzip");
    const none = await request.get(path, { headers: { "Accept-Encoding": "br;q=0, gzip;q=0" } });
    expect(none.headers()["content-encoding"], path).toBeUndefined();
  }
});

test("a page's URL with a trailing slash redirects to the page, and any other answers 404", async ({
  request,
}, testInfo) => {
  for (const [path, canonical] of [
    [`${inner}/`, innerPage!],
    [`${inner}/?screenshot=2`, `${innerPage}?screenshot=2`],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(new URL(response.headers()["location"]!, response.url()).href, path).toBe(
      new URL(`${basePath()}${canonical}`, response.url()).href,
    );
    expect(response.headers(), path).toMatchObject(lowerCased(sentBy(testInfo.project.name)));
  }
  expect((await request.get("./no-such-page/", { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get("./", { maxRedirects: 0 })).status()).toBe(200);
});

test("the generated host configs send the same headers", () => {
  const expected = Object.entries(securityHeaders());

  // Netlify and Cloudflare Pages: the catch-all block of _headers.
  const netlify = readFileSync(resolve(buildDir, "_headers"), "utf8").split("\n");
  const block = netlify.slice(netlify.indexOf(`${basePath()}*`) + 1);
  const catchAll = block.slice(
    0,
    block.findIndex((line) => !line.startsWith("  ")),
  );
  expect(
    catchAll.map((line) =>
      line
        .trim()
        .split(/: (.*)/s)
        .slice(0, 2),
    ),
  ).toEqual(expected);
  expect(netlify).toContain(`${basePath()}assets/*`);

  // Vercel: the committed vercel.json.
  const vercel = JSON.parse(readFileSync("vercel.json", "utf8")) as {
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };
  const all = vercel.headers.find((rule) => rule.source === "/(.*)")!;
  expect(all.headers.map(({ key, value }) => [key, value])).toEqual(expected);

  // nginx: every location repeats the full set, as add_header requires.
  const nginx = readFileSync(resolve(buildDir, "..", "nginx.conf"), "utf8");
  const locations = nginx.split(/^location /m).slice(1);
  // The assets, the addresses with a trailing slash, the rest, and one for each file type it names (FILE_TYPES).
  expect(locations.length).toBeGreaterThanOrEqual(3);
  for (const location of locations) {
    const added = [...location.matchAll(/add_header (\S+) "(.*)" always;/g)].map((m) => [m[1], m[2]]);
    expect(added.filter(([name]) => name !== "Cache-Control")).toEqual(expected);
  }
  expect(nginx).toContain("try_files $uri $uri.html $uri/ =404;");
  // Each language's misses get its own not-found page (e2e/languages.spec.ts requests one).
  const others = siteLanguages().filter((language) => !language.isDefault);
  if (others.length === 0) {
    expect(nginx).toContain(`error_page 404 ${basePath()}404.html;`);
  } else {
    expect(nginx).toContain(`set $not_found_page ${basePath()}404.html;`);
    for (const language of others)
      expect(nginx).toContain(`set $not_found_page ${basePath()}${language.code}/404.html;`);
    expect(nginx).toContain("error_page 404 $not_found_page;");
  }
});
