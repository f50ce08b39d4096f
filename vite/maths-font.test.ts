// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as fontkit from "fontkit";
import { expect, test } from "vitest";
import { lettersOf, renderFormulas } from "../app/markdown/markdown-maths.ts";
import { makeMathsFont, MATHS_FONT_FILE } from "./maths-font.ts";

test("the maths font draws every letter the formulas show, keeps its MATH table, and is small", async () => {
  const dir = mkdtempSync(join(tmpdir(), "maths-font-"));
  const { maths } = renderFormulas(
    "Inline $\\lambda h$ and\n\n$$\n\\sum_{i=0}^{k} \\frac{x^i}{i!} \\le \\sqrt{\\pi}\n$$\n",
  );
  const letters = lettersOf(Object.values(maths));
  expect(letters).not.toContain("\\");
  await makeMathsFont(letters, dir);
  const woff2 = readFileSync(join(dir, MATHS_FONT_FILE));
  const font = fontkit.create(woff2) as fontkit.Font;
  for (const letter of letters) expect(font.hasGlyphForCodePoint(letter.codePointAt(0)!), letter).toBe(true);
  expect(Object.keys((font as unknown as { directory: { tables: object } }).directory.tables)).toContain("MATH");
  expect(woff2.length).toBeLessThan(16 * 1024);
  expect(readFileSync(join(dir, "maths-font.css"), "utf8")).toContain(
    `src: url("./${MATHS_FONT_FILE}") format("woff2")`,
  );
});

test("content without maths gets no maths font at all", async () => {
  const dir = mkdtempSync(join(tmpdir(), "maths-font-"));
  await makeMathsFont("x", dir);
  expect(readdirSync(dir)).toHaveLength(2);
  const { said } = await makeMathsFont("", dir);
  expect(existsSync(dir)).toBe(false);
  expect(said).toMatch(/no maths/);
});
