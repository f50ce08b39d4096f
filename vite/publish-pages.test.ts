// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { decodeFileNames, flattenPages, hoistPages } from "./publish-pages.ts";

/** A client folder as React Router leaves it: `pages` are written under the base path's folder. */
function clientWith(base: string, pages: string[]): string {
  const client = mkdtempSync(join(tmpdir(), "client-"));
  mkdirSync(join(client, "assets"));
  for (const page of pages) {
    const folder = join(client, base, page);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, "index.html"), `<title>${page || "home"}</title>`);
  }
  return client;
}

test("pages under the base path end up at the client folder's top, one .html file each", async () => {
  const client = clientWith("portfolio", ["", "weather-app", "404"]);
  await hoistPages(join(client, "portfolio"), client);
  await flattenPages(client);
  expect(readdirSync(client).sort()).toEqual(["404.html", "assets", "index.html", "weather-app.html"]);
});

test("a project whose slug is the base path's folder name is published, not a crash", async () => {
  // BASE_PATH=/field-notes/ with a project "field-notes": its page is client/field-notes/field-notes/index.html.
  const client = clientWith("field-notes", ["", "field-notes", "weather-app"]);
  await hoistPages(join(client, "field-notes"), client);
  await flattenPages(client);
  expect(readdirSync(client).sort()).toEqual(["assets", "field-notes.html", "index.html", "weather-app.html"]);
  expect(readFileSync(join(client, "field-notes.html"), "utf8")).toBe("<title>field-notes</title>");
  expect(readFileSync(join(client, "index.html"), "utf8")).toBe("<title>home</title>");
});

test("pages at any depth are published as <page>.html, so hosts serve them at their clean URL", async () => {
  const dir = mkdtempSync(join(tmpdir(), "pages-"));
  for (const page of [
    "index.html",
    "weather-app/index.html",
    "writing/index.html",
    "writing/a-post/index.html",
    "writing/tags/css/index.html",
    "assets/x/index.html",
  ]) {
    mkdirSync(join(dir, page, ".."), { recursive: true });
    writeFileSync(join(dir, page), page);
  }
  await flattenPages(dir);
  for (const file of [
    "index.html",
    "weather-app.html",
    "writing.html",
    "writing/a-post.html",
    "writing/tags/css.html",
    "assets/x/index.html",
  ]) {
    expect(existsSync(join(dir, file)), file).toBe(true);
  }
  for (const gone of ["weather-app", "writing/a-post", "writing/tags/css"])
    expect(existsSync(join(dir, gone)), gone).toBe(false);
});

test("a file the pre-render wrote under its percent-encoded address gets the name it is asked for by", async () => {
  const client = mkdtempSync(join(tmpdir(), "client-"));
  mkdirSync(join(client, "cv"));
  writeFileSync(join(client, "cv", encodeURIComponent("Đỗ-Minh-Anh-CV.pdf")), "%PDF-");
  writeFileSync(join(client, "cv", "Plain-CV.pdf"), "%PDF-");
  await decodeFileNames(client);
  expect(readdirSync(join(client, "cv")).sort()).toEqual(["Plain-CV.pdf", "Đỗ-Minh-Anh-CV.pdf"].sort());
  expect(readFileSync(join(client, "cv", "Đỗ-Minh-Anh-CV.pdf"), "utf8")).toBe("%PDF-");
});
