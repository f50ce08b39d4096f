// @vitest-environment node
// The template's CSS in one cascade layer, the owner's outside it, so a plain rule of the owner's wins.
import { preprocessCSS, resolveConfig } from "vite";
import { expect, test } from "vitest";
import { TEMPLATE_LAYER, templateLayer } from "./template-layer.ts";

const CONTENT = "/site/content";

// Through Vite's own CSS pipeline, as the build runs it.
const config = await resolveConfig(
  {
    configFile: false,
    logLevel: "silent",
    css: { postcss: { plugins: [templateLayer((file) => file?.startsWith(`${CONTENT}/`) ?? false)] } },
  },
  "build",
);

async function wrapped(css: string, from: string): Promise<string> {
  return (await preprocessCSS(css, from, config)).code;
}

test("a template stylesheet's rules go into the template layer, its @import stays first", async () => {
  const css = await wrapped(
    '@import "https://example.com/tokens.css";\n.card { color: red; }\n@media (width > 1px) { a { color: blue; } }',
    "/site/app/x.css",
  );
  expect(css.startsWith('@import "https://example.com/tokens.css";')).toBe(true);
  const layer = css.indexOf(`@layer ${TEMPLATE_LAYER}`);
  expect(layer).toBeGreaterThan(0);
  expect(css.indexOf(".card")).toBeGreaterThan(layer);
  expect(css.indexOf("@media")).toBeGreaterThan(layer);
});

test("a generated stylesheet with no file (the palette, a virtual module) is the template's too", async () => {
  expect(await wrapped(":root { --color-bg: white; }", "\0virtual:palette.css")).toMatch(/^@layer template\s*\{/);
});

test("the owner's stylesheet in content/ is left outside every layer", async () => {
  const css = ".card { color: green; }";
  expect(await wrapped(css, `${CONTENT}/theme.css`)).toBe(css);
});
