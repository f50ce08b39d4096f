// @vitest-environment node
import { expect, test } from "vitest";
import { SIZES, sizesOn, type Size } from "./sizes.ts";

const all = Object.keys(SIZES) as Size[];

test("each size is walked once and each server at least once", () => {
  const plan = sizesOn(["serve", "nginx"], all);
  expect([...plan.values()].flat().sort()).toEqual([...all].sort());
  for (const sizes of plan.values()) expect(sizes.length).toBeGreaterThan(0);
  expect(plan.get("serve")).toEqual(["desktop", "narrow"]);
  expect(plan.get("nginx")).toEqual(["phone"]);
});

test("one server walks every size; a server left without one walks the first", () => {
  expect(sizesOn(["nginx"], all)).toEqual(new Map([["nginx", all]]));
  expect(sizesOn(["serve", "nginx"], ["phone"])).toEqual(
    new Map([
      ["serve", ["phone"]],
      ["nginx", ["phone"]],
    ]),
  );
});

test("MATRIX=full walks every size on every server", () => {
  expect(sizesOn(["serve", "nginx"], all, true)).toEqual(
    new Map([
      ["serve", all],
      ["nginx", all],
    ]),
  );
});
