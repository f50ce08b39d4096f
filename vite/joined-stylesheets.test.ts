// @vitest-environment node
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { joinPlan, joinStylesheets, linkedStylesheets, sharedPrefixLength } from "./joined-stylesheets.ts";

const link = (href: string) => `<link rel="stylesheet" href="${href}"/>`;

/** A built client folder: each page links `sheets` (names in assets/, each file holding a rule naming itself). */
function clientWith(base: string, pages: Record<string, string[]>): string {
  const client = mkdtempSync(join(tmpdir(), "client-"));
  mkdirSync(join(client, "assets"));
  for (const [page, sheets] of Object.entries(pages)) {
    mkdirSync(join(client, page, ".."), { recursive: true });
    const links = sheets.map((sheet) => link(sheet.includes("//") ? sheet : `${base}assets/${sheet}.css`)).join("");
    writeFileSync(join(client, page), `<!DOCTYPE html><html><head>${links}</head><body><p>${page}</p></body></html>`);
    for (const sheet of sheets.filter((name) => !name.includes("//")))
      writeFileSync(join(client, "assets", `${sheet}.css`), `.${sheet}{order:1}\n`);
  }
  return client;
}

/** The rules a page's stylesheets give it, in the order the browser reads them. */
function rulesOf(client: string, base: string, page: string): string {
  return linkedStylesheets(readFileSync(join(client, page), "utf8"))
    .map((href) => readFileSync(join(client, href.slice(base.length)), "utf8").trim())
    .join("\n");
}

const original = (sheets: string[]) => sheets.map((sheet) => `.${sheet}{order:1}`).join("\n");

test("the stylesheets every page links first are one file, and the rest of each page one more, in the same order", async () => {
  const pages = {
    "index.html": ["root", "intro", "parts", "home", "list"],
    "writing/a-post.html": ["root", "intro", "parts", "post", "toc"],
    "404.html": ["root", "intro", "parts"],
    "search.html": ["root", "intro", "parts", "search"],
  };
  const client = clientWith("/", pages);
  const { said } = await joinStylesheets(client, "/");

  const linked = Object.keys(pages).map((page) => linkedStylesheets(readFileSync(join(client, page), "utf8")));
  for (const list of linked) expect(list.length).toBeLessThanOrEqual(2);
  // One shared file, cached from page to page.
  expect(new Set(linked.map((list) => list[0])).size).toBe(1);
  // Every page gets the same rules in the same order: the cascade is unchanged.
  for (const [page, sheets] of Object.entries(pages)) expect(rulesOf(client, "/", page)).toBe(original(sheets));
  // A page whose own rest is one stylesheet keeps it as it is.
  expect(linked[3]![1]).toBe("/assets/search.css");
  // The joined files are gone; the page's text is untouched besides its links.
  expect(readdirSync(join(client, "assets")).sort()).toEqual(
    [...linked.flat()]
      .map((href) => href.slice("/assets/".length))
      .sort()
      .filter((v, i, a) => a.indexOf(v) === i),
  );
  expect(readFileSync(join(client, "writing/a-post.html"), "utf8")).toContain("<p>writing/a-post.html</p>");
  expect(said).toBe("Stylesheets joined: 7 files into 3, at most 2 a page.");
});

test("under a base path the joined files are linked under it, and a page with a stylesheet from elsewhere, or with none, is left as it is", async () => {
  const base = "/portfolio/";
  const pages = {
    "index.html": ["root", "parts", "home"],
    "about.html": ["root", "parts", "about", "more"],
    "embed.html": ["root", "https://cdn.example/x.css"],
    // A page with no stylesheet at all, as a redirect's may be.
    "moved.html": [],
  };
  const client = clientWith(base, pages);
  // A page whose links stay as they are is not written again: its time is the one set here.
  const written = new Date("2020-01-01T00:00:00Z");
  for (const page of Object.keys(pages)) utimesSync(join(client, page), written, written);
  await joinStylesheets(client, base);
  expect(statSync(join(client, "moved.html")).mtime).toEqual(written);
  expect(statSync(join(client, "index.html")).mtime).not.toEqual(written);
  for (const page of ["index.html", "about.html"]) {
    const list = linkedStylesheets(readFileSync(join(client, page), "utf8"));
    expect(list.every((href) => href.startsWith(`${base}assets/`))).toBe(true);
    expect(rulesOf(client, base, page)).toBe(original(pages[page as "index.html"]));
  }
  expect(linkedStylesheets(readFileSync(join(client, "embed.html"), "utf8"))).toEqual([
    `${base}assets/root.css`,
    "https://cdn.example/x.css",
  ]);
  expect(existsSync(join(client, "assets", "root.css"))).toBe(true);
});

test("the shared run is the longest prefix every page has, and a page with none shares nothing", () => {
  expect(
    sharedPrefixLength([
      ["a", "b", "c"],
      ["a", "b"],
      ["a", "b", "d"],
    ]),
  ).toBe(2);
  expect(sharedPrefixLength([["a"], ["b"]])).toBe(0);
  expect(sharedPrefixLength([])).toBe(0);
  const plan = joinPlan(
    new Map([
      ["one", ["a", "b", "c"]],
      ["two", ["a", "b"]],
      ["bare", []],
    ]),
  );
  expect(plan.get("one")).toEqual({ shared: ["a", "b"], own: ["c"] });
  expect(plan.get("two")).toEqual({ shared: ["a", "b"], own: [] });
  expect(plan.get("bare")).toEqual({ shared: [], own: [] });
});
