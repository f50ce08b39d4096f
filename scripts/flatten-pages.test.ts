// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { flattenPages } from "../react-router.config.ts";

test("pages at any depth are published as <page>.html, so hosts serve them at their clean URL", async () => {
  const dir = mkdtempSync(join(tmpdir(), "pages-"));
  for (const page of [
    "index.html",
    "pricespider/index.html",
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
    "pricespider.html",
    "writing.html",
    "writing/a-post.html",
    "writing/tags/css.html",
    "assets/x/index.html",
  ]) {
    expect(existsSync(join(dir, file)), file).toBe(true);
  }
  for (const gone of ["pricespider", "writing/a-post", "writing/tags/css"])
    expect(existsSync(join(dir, gone)), gone).toBe(false);
});
