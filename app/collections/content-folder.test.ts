// How messages name the owner's files: from the working folder when the content is inside it, whole when it is not
// (a content folder in /tmp was once named "../portfolio-…", which no one can open from where they stand).
import { join, resolve } from "node:path";
import { expect, test } from "vitest";
import { contentFile, displayPath } from "./content-folder.ts";

test("a path inside the working folder is named from it, one outside it whole", () => {
  expect(displayPath(resolve("content/site.ts"))).toBe(join("content", "site.ts"));
  expect(displayPath(process.cwd())).toBe(".");
  const outside = resolve(process.cwd(), "..", "elsewhere", "site.ts");
  expect(displayPath(outside)).toBe(outside);
});

test("a content file is named as displayPath names it, wherever CONTENT_DIR is", () => {
  const outside = resolve(process.cwd(), "..", "elsewhere");
  const before = process.env.CONTENT_DIR;
  try {
    process.env.CONTENT_DIR = outside;
    expect(contentFile("site.ts")).toBe(join(outside, "site.ts"));
    process.env.CONTENT_DIR = "some-site";
    expect(contentFile("site.ts")).toBe(join("some-site", "site.ts"));
  } finally {
    if (before === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = before;
  }
});
