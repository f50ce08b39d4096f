// @vitest-environment node
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { expect, test } from "vitest";
import { darkVariantWarnings } from "./dark-variant-check.ts";

const png = (file: string, width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3b32b8" } })
    .png()
    .toFile(file);

test("a dark-theme variant of other proportions than its image warns, naming both sizes; a matching one is quiet", async () => {
  const folder = mkdtempSync(join(tmpdir(), "dark-variants-"));
  await Promise.all([
    png(join(folder, "chart.png"), 160, 100),
    png(join(folder, "chart.dark.png"), 320, 200),
    png(join(folder, "map.png"), 160, 100),
    png(join(folder, "map.dark.png"), 160, 160),
    png(join(folder, "alone.png"), 160, 100),
  ]);
  const post = {
    file: "writing/a/index.md",
    folder,
    body: "![A chart](chart.png)\n\n![A map](map.png)\n\n![Alone](alone.png)\n",
  };
  expect(await darkVariantWarnings([post])).toEqual([
    'writing/a/index.md: image "map.png" is 160×100 and its dark-theme variant "map.dark.png" 160×160: give both the same proportions, or the text below moves when the theme changes',
  ]);
});
