// @vitest-environment node
// (Shiki's WASM engine needs Node's own Response.)
import { createHighlighter } from "shiki";
import { expect, test } from "vitest";
import { classesForColours, CODE_THEMES, codeColoursCss, themeColourRules } from "./code-colour-classes";

/** Every colour of the code themes, as Shiki has them. */
async function themeColours() {
  return themeColourRules(await createHighlighter({ themes: Object.values(CODE_THEMES), langs: [] }));
}

test("the code colours' stylesheet defines every colour of both themes, and nothing else", async () => {
  const rules = await themeColours();
  expect(rules.map((rule) => rule.property)).toEqual(
    expect.arrayContaining(["--shiki-light", "--shiki-dark", "--shiki-light-bg", "--shiki-dark-bg"]),
  );
  // Fails when CODE_THEMES or Shiki's themes change; `npx vitest run app/markdown/code-colour-classes.test.ts -u` rewrites it.
  await expect(codeColoursCss(rules)).toMatchFileSnapshot("../styles/code-colours.css");
});

test("a colour the stylesheet lacks stops the build rather than showing unstyled", async () => {
  const highlighter = await createHighlighter({ themes: Object.values(CODE_THEMES), langs: ["ts"] });
  const rules = (await themeColours()).filter((rule) => rule.className !== "code-d-ff7b72");
  const highlight = () =>
    highlighter.codeToHtml("const a = 1;", {
      lang: "ts",
      themes: CODE_THEMES,
      defaultColor: false,
      transformers: [classesForColours(rules)],
    });
  expect(highlight).toThrow(/--shiki-dark:#FF7B72.*code-colours\.css lacks/i);
});
