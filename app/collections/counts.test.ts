import { expect, test } from "vitest";
import { count } from "./counts.ts";

test("a count of one takes the singular, any other count the plural, and none says no", () => {
  expect(count(1, "project")).toBe("1 project");
  expect(count(2, "screenshot")).toBe("2 screenshots");
  expect(count(0, "post")).toBe("no posts");
  expect(count(1200, "image")).toBe("1,200 images");
  expect(count(1, "entry", "entries")).toBe("1 entry");
  expect(count(3, "entry", "entries")).toBe("3 entries");
});
