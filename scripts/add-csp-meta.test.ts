import { expect, test } from "vitest";
import { inlineScriptHashes, runsAsScript, scriptHash, withCspMeta } from "./add-csp-meta.ts";

const page = (head: string, body = "") =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

test("hashes a script as the CSP specification's own example does", () => {
  expect(scriptHash("alert('Hello, world.');")).toBe("sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=");
});

test("hashes the raw text between the tags, entities and all, once per distinct script", () => {
  const html = page("<script>a &amp;&amp; b</script>", "<script>x()</script><script>x()</script>");
  expect(inlineScriptHashes(html)).toEqual([scriptHash("a &amp;&amp; b"), scriptHash("x()")]);
});

test("skips external scripts and data blocks, keeps modules and import maps", () => {
  const html = page(
    '<script src="/a.js"></script><script type="application/ld+json">{"@type":"Person"}</script>',
    '<script type="module">m()</script><script type="importmap">{}</script>',
  );
  expect(inlineScriptHashes(html)).toEqual([scriptHash("m()"), scriptHash("{}")]);
  expect(runsAsScript("text/javascript; charset=utf-8")).toBe(true);
  expect(runsAsScript("application/json")).toBe(false);
});

test("puts the policy right after <meta charset>, and replaces it when run again", () => {
  const once = withCspMeta(page("<title>t</title><script>go()</script>"));
  expect(once).toContain(
    `<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src 'self' '${scriptHash("go()")}';`,
  );
  expect(withCspMeta(once)).toBe(once);
});

test("refuses a page without <meta charset>, which has nowhere safe to put the policy", () => {
  expect(() => withCspMeta("<html><head><script>x()</script></head></html>")).toThrow(/meta charset/);
});
