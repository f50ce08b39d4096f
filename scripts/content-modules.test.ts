// @vitest-environment node
// The highlighted code's colours: one class per colour pair of both themes, in a stylesheet, never inline styles.
import { mkdtempSync } from "node:fs";
import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { codeColoursModule } from "./content-modules.ts";

const dir = mkdtempSync(join(tmpdir(), "code-colours-"));
afterAll(() => rm(dir, { recursive: true, force: true }));

test("the posts' code colours come as a stylesheet of classes, for both themes", async () => {
  await writeFile(
    join(dir, "with-code.md"),
    "---\ntitle: With code\ndescription: Code.\ndate: 2026-02-01\ntags: [notes]\n---\n\n```ts\nconst a: number = 1;\n```\n",
  );
  const css = await codeColoursModule({ dir }).load({ dev: false, warn: () => {} });
  expect(css).toMatch(/\.code-[\w-]+\s*\{[^}]*--shiki-light:#[0-9a-f]+;--shiki-dark:#[0-9a-f]+/i);
}, 30_000);
