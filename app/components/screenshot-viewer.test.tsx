import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, expect, test } from "vitest";
import { viewerScreenshots, viewerWords } from "~/test-support/viewer-screenshots";
import { ScreenshotViewer } from "./screenshot-viewer";

const images = viewerScreenshots(5);
const labels = viewerWords(images);

const noop = () => {};
const view = (index: number | null) => (
  <ScreenshotViewer labels={labels} images={images} index={index} onStep={noop} onRequestClose={noop} onClosed={noop} />
);
const pictures = () => [...document.querySelectorAll("dialog picture")];
const shown = () => pictures().filter((picture) => !picture.hasAttribute("hidden"));

// Where each <img> was when it was given a URL: WebKit fetches its own src at once if it is not yet in its <picture>.
const givenOutsidePicture: string[] = [];
const descriptors = ["src", "srcset"].map(
  (name) => [name, Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, name)!] as const,
);
const originalSetAttribute = Element.prototype.setAttribute;
beforeEach(() => {
  givenOutsidePicture.length = 0;
  const record = (element: Element, name: string) => {
    if (
      element instanceof HTMLImageElement &&
      /^(src|srcset)$/i.test(name) &&
      element.parentElement?.localName !== "picture"
    )
      givenOutsidePicture.push(name);
  };
  Element.prototype.setAttribute = function (name: string, value: string) {
    record(this, name);
    originalSetAttribute.call(this, name, value);
  };
  for (const [name, descriptor] of descriptors)
    Object.defineProperty(HTMLImageElement.prototype, name, {
      ...descriptor,
      set(this: HTMLImageElement, value: string) {
        record(this, name);
        descriptor.set!.call(this, value);
      },
    });
});
afterEach(() => {
  Element.prototype.setAttribute = originalSetAttribute;
  for (const [name, descriptor] of descriptors) Object.defineProperty(HTMLImageElement.prototype, name, descriptor);
});

test("every <img> the viewer makes gets its URLs only once it is inside its <picture>, after its sources", () => {
  const { rerender } = render(view(null));
  rerender(view(2));
  rerender(view(3));
  expect(pictures().length).toBeGreaterThan(0);
  for (const picture of pictures()) {
    const img = picture.querySelector("img")!;
    expect(img.getAttribute("src")).toMatch(/\.jpg$/);
    expect(img.getAttribute("srcset")).toContain(".jpg");
    expect(picture.lastElementChild).toBe(img);
  }
  expect(givenOutsidePicture).toEqual([]);
});

test("stepping and closing keep every picture made: the same elements, one per screenshot, only hidden", () => {
  const { rerender } = render(view(null));
  rerender(view(1));
  // The open one and its two neighbours, ready; only the open one shown.
  expect(pictures().map((picture) => picture.querySelector("img")!.alt)).toEqual([
    "Screenshot 1",
    "Screenshot 2",
    "Screenshot 3",
  ]);
  expect(shown().map((picture) => picture.querySelector("img")!.alt)).toEqual(["Screenshot 2"]);
  const before = pictures();
  act(() => rerender(view(2)));
  act(() => rerender(view(null)));
  act(() => rerender(view(1)));
  const after = pictures();
  expect(after).toHaveLength(4);
  // Nothing made before was replaced: a dropped <picture> is what made Firefox fetch the JPEG.
  for (const picture of before) expect(after).toContain(picture);
  expect(new Set(after.map((picture) => picture.querySelector("img")!.alt)).size).toBe(after.length);
  expect(shown().map((picture) => picture.querySelector("img")!.alt)).toEqual(["Screenshot 2"]);
});
