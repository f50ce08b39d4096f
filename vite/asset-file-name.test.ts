import { expect, test } from "vitest";
import { assetFileName } from "./asset-file-name.ts";

test("a file's name under assets/ carries a hash of its bytes", () => {
  expect(assetFileName("screen 1.avif", Buffer.from("one"))).toMatch(/^assets\/screen_1-[\w-]{8}\.avif$/);
  expect(assetFileName("a.webp", Buffer.from("one"))).toBe(assetFileName("a.webp", Buffer.from("one")));
  expect(assetFileName("a.webp", Buffer.from("one"))).not.toBe(assetFileName("a.webp", Buffer.from("two")));
});
