import { expect, test } from "vitest";
import { keyDelta, parseSelection, selectionParam, stepSelection, swipeDelta } from "./screenshot-selection";

test("?screenshot= counts from 1 and opens that screenshot", () => {
  expect(parseSelection("1", 4)).toBe(0);
  expect(parseSelection("4", 4)).toBe(3);
  expect(selectionParam(0)).toBe("1");
  expect(selectionParam(3)).toBe("4");
});

test.each([null, "", "0", "5", "-1", "2.5", "abc", "1e0", " 2", "02", "99999999999999999999"])(
  "?screenshot=%s leaves the viewer closed",
  (value) => {
    expect(parseSelection(value, 4)).toBeNull();
  },
);

test("stepping wraps around both ends", () => {
  expect(stepSelection(0, 1, 4)).toBe(1);
  expect(stepSelection(3, 1, 4)).toBe(0);
  expect(stepSelection(0, -1, 4)).toBe(3);
  expect(stepSelection(2, -1, 4)).toBe(1);
});

test("a horizontal swipe steps by one; short or vertical moves do nothing", () => {
  expect(swipeDelta(-120, 10)).toBe(1);
  expect(swipeDelta(120, -10)).toBe(-1);
  expect(swipeDelta(-20, 0)).toBe(0);
  expect(swipeDelta(-60, 200)).toBe(0);
});

test("the arrow keys step; other keys do not", () => {
  expect(keyDelta("ArrowRight")).toBe(1);
  expect(keyDelta("ArrowLeft")).toBe(-1);
  expect(keyDelta("Enter")).toBe(0);
});

test("right to left, ArrowLeft is next and ArrowRight previous", () => {
  expect(keyDelta("ArrowLeft", "rtl")).toBe(1);
  expect(keyDelta("ArrowRight", "rtl")).toBe(-1);
  expect(keyDelta("ArrowRight", "ltr")).toBe(1);
});

test("right to left, a swipe towards the right is next, towards the left previous", () => {
  expect(swipeDelta(120, 10, "rtl")).toBe(1);
  expect(swipeDelta(-120, -10, "rtl")).toBe(-1);
  expect(swipeDelta(20, 0, "rtl")).toBe(0);
  expect(swipeDelta(60, 200, "rtl")).toBe(0);
});
