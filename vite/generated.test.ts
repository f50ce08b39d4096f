// @vitest-environment node
// The generated folders are written whole: builds and dev servers of one checkout that make the same folder at once
// each finish, and the folder left is one of theirs, complete, with nothing of the others beside it.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, expect, test } from "vitest";
import { writeFolderWhole } from "./generated.ts";

const scratch = mkdtempSync(join(tmpdir(), "generated-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

test("many writers of one folder at once all finish, and leave one writer's files whole", async () => {
  const dir = join(scratch, "fonts");
  const writers = Array.from({ length: 8 }, (_, writer) =>
    writeFolderWhole(dir, async (fresh) => {
      for (let file = 0; file < 5; file++) {
        await writeFile(join(fresh, `${file}.txt`), String(writer));
        await sleep(Math.random() * 5);
      }
      return writer;
    }),
  );
  expect((await Promise.all(writers)).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  const names = readdirSync(dir).sort();
  expect(names).toEqual(["0.txt", "1.txt", "2.txt", "3.txt", "4.txt"]);
  const contents = new Set(names.map((name) => readFileSync(join(dir, name), "utf8")));
  expect(contents.size).toBe(1);
  // No fresh or old folder is left beside it.
  expect(readdirSync(scratch)).toEqual(["fonts"]);
});

test("a writer that fails leaves the folder as it was and nothing beside it", async () => {
  const dir = join(scratch, "maths-font");
  await writeFolderWhole(dir, (fresh) => writeFile(join(fresh, "kept.txt"), "kept"));
  await expect(
    writeFolderWhole(dir, async (fresh) => {
      await writeFile(join(fresh, "half.txt"), "half");
      throw new Error("subsetting failed");
    }),
  ).rejects.toThrow("subsetting failed");
  expect(readdirSync(dir)).toEqual(["kept.txt"]);
  expect(readdirSync(scratch).filter((name) => name.startsWith("maths-font"))).toEqual(["maths-font"]);
});
