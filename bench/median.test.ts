import { expect, test } from "vitest";
import { median } from "./median.ts";

test("the median of an odd count is the middle value", () => {
  expect(median([38, 0, 275, 0, 169])).toBe(38);
});

test("the median of an even count is the mean of the middle two", () => {
  expect(median([32, 0, 0, 0, 41, 46, 0, 37, 88, 19])).toBe(25.5);
});

test("a run that measured nothing is left out, wherever it falls", () => {
  // Lighthouse reports a metric it could not compute as NaN (null in JSON).
  expect(median([29, 42, 0, 0, Number.NaN, 0, 216, 0, 0, 0])).toBe(0);
  expect(median([Number.NaN, Number.NaN])).toBeNaN();
});
