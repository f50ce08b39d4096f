// @vitest-environment node
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postcss from "postcss";
import { expect, test, vi } from "vitest";
import { isOwnersStylesheet, themeProblem, themeProblems } from "./owner-theme.ts";
import { templateLayer } from "./template-layer.ts";

test("a theme.css that does not parse is one line naming the file, its line and column", () => {
  const file = "content/theme.css";
  expect(themeProblem("a { color: red; }\n\n.card {\n  color: blue;\n", file)).toBe(
    "content/theme.css:3:1: Unclosed block",
  );
  expect(themeProblem('a {\n  content: "open;\n}\n', file)).toBe("content/theme.css:2:12: Unclosed string");
  expect(themeProblem("a { color: red }\n.card..name { color: blue }\n", file)).toMatch(
    /^content\/theme\.css:2:7: Expected identifier in class selector/,
  );
  expect(themeProblem("@media (min-width: ) {\n  a { color: red }\n}\n", file)).toMatch(
    /^content\/theme\.css:1:\d+: Invalid media query/,
  );
  expect(themeProblem(":root { --radius-lg: 0; }\n@layer mine { a { color: red } }\n", file)).toBeUndefined();
});

test("the content check has nothing to say without a theme.css, and says the one line with a broken one", () => {
  const folder = mkdtempSync(join(tmpdir(), "theme-"));
  vi.stubEnv("CONTENT_DIR", folder);
  expect(themeProblems()).toEqual([]);
  writeFileSync(join(folder, "theme.css"), "a {\n  color: red;\n");
  const [line, ...rest] = themeProblems();
  expect(rest).toEqual([]);
  expect(line).toMatch(/theme\.css:1:1: Unclosed block$/);
  expect(isOwnersStylesheet(join(folder, "theme.css"))).toBe(true);
  expect(isOwnersStylesheet(join(folder, "components", "site-footer.module.css?used"))).toBe(true);
  expect(isOwnersStylesheet(join(process.cwd(), "app/styles/global.css"))).toBe(false);
});

const layered = (css: string, from: string) =>
  postcss([templateLayer((file) => file === "/site/content/theme.css")]).process(css, { from }).css;

test("the template's stylesheets go whole into @layer template, with @charset and @import left at the top", () => {
  const css = layered(
    '@charset "utf-8";\n@import url("https://example.com/a.css");\n:root { --x: 1px; }\n@media (min-width: 40rem) { a { color: red } }\n',
    "/repo/app/styles/global.css",
  );
  expect(css).toMatch(/^@charset "utf-8";\n@import url\("https:\/\/example\.com\/a\.css"\);\n@layer template ?\{/);
  expect(css).toContain(":root { --x: 1px; }");
  expect(css.trimEnd().endsWith("}")).toBe(true);
  expect(postcss.parse(css).nodes.map((node) => (node.type === "atrule" ? node.name : node.type))).toEqual([
    "charset",
    "import",
    "layer",
  ]);
});

test("the owner's theme.css stays outside every layer", () => {
  const css = "footer { border-block-start-style: dashed; }\n";
  expect(layered(css, "/site/content/theme.css")).toBe(css);
});
