// The viewer the page opens before the gallery's island is live (./screenshot-viewer-opener.js): its contract with
// the island's own viewer. The browser's half (focus, the top layer, Back, the handover in one frame) is
// e2e/viewer.spec.ts's "before the gallery's JavaScript has arrived".
import { render } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { islandIds } from "~/islands/island-markers";
import { serializeProps } from "~/islands/island";
import { viewerScreenshots, viewerWords } from "~/test-support/viewer-screenshots";
import { ScreenshotViewer, ScreenshotViewerShell, VIEWER_HANDOVER_EVENT } from "./screenshot-viewer";
import opener from "./screenshot-viewer-opener.js?raw";

const images = viewerScreenshots(3);
const labels = viewerWords(images);
const ids = islandIds("gallery", "one");

/** The page as the server renders it (the island's thumbnails, its props, the shell), then the opener run. */
function page(search = "") {
  window.history.replaceState(null, "", `/project${search}`);
  document.body.innerHTML = renderToStaticMarkup(
    <>
      <div data-island="gallery" data-props={ids.props}>
        {images.map((image) => (
          <a key={image.alt} href={image.picture.img.src}>
            {image.alt}
          </a>
        ))}
      </div>
      <script
        type="application/json"
        id={ids.props}
        dangerouslySetInnerHTML={{ __html: serializeProps({ labels, images }) }}
      />
      <ScreenshotViewerShell labels={labels} count={images.length} propsId={ids.props} param="screenshot" />
    </>,
  );
  new Function(opener)();
  return document.querySelector<HTMLElement>("[data-island]")!;
}
const links = () => [...document.querySelectorAll<HTMLAnchorElement>("[data-island] a")];
const early = () => document.querySelector<HTMLDialogElement>("body > dialog");

beforeEach(() => vi.spyOn(window.history, "back").mockImplementation(() => {}));
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

test("a tap opens the tapped screenshot in the page's own dialog, in one history entry the island's viewer knows", () => {
  page();
  const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
  links()[1]!.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(true);
  const dialog = early()!;
  expect(dialog.open).toBe(true);
  expect(dialog.getAttribute("aria-label")).toBe("Screenshots");
  expect(window.location.search).toBe("?screenshot=2");
  // As openScreenshot leaves it, so that the island's viewer goes back on closing.
  expect(window.history.state).toEqual({ openedFromPage: true });
  const picture = dialog.querySelector("picture:not([hidden])")!;
  expect([...picture.children].map((child) => child.localName)).toEqual(["source", "img"]);
  expect(picture.querySelector("img")!.alt).toBe("Screenshot 2");
  expect(picture.querySelector("img")!.getAttribute("src")).toBe("/s1-1600.jpg");
  expect(dialog.querySelector("figcaption")!.textContent).toBe("Screenshot 2");
  expect(dialog.querySelector("[data-part=counter]")!.textContent).toBe("2 of 3");
});

test("a tap with a modifier, or once the island is live or has failed, is left alone", () => {
  const island = page();
  const modified = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
  links()[0]!.dispatchEvent(modified);
  expect(modified.defaultPrevented).toBe(false);
  for (const attribute of ["data-hydrated", "data-failed"]) {
    island.setAttribute(attribute, "");
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    links()[0]!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    island.removeAttribute(attribute);
  }
  expect(early()).toBeNull();
});

test("closed by the visitor, it goes back to the entry before it and returns focus to the thumbnail", async () => {
  page();
  links()[2]!.click();
  early()!.close();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(window.history.back).toHaveBeenCalledTimes(1);
  expect(document.activeElement).toBe(links()[2]);
});

test("the island's viewer, opening, closes it and learns which thumbnail opened it, without going back", async () => {
  page();
  links()[0]!.click();
  let focusedAtHandover: Element | null = null;
  const onHandover = vi.fn(() => (focusedAtHandover = document.activeElement));
  const noop = () => {};
  const container = document.createElement("div");
  document.querySelector("[data-island]")!.append(container);
  render(
    <ScreenshotViewer
      labels={labels}
      images={images}
      index={0}
      onStep={noop}
      onRequestClose={noop}
      onClosed={noop}
      onHandover={onHandover}
    />,
    { container },
  );
  expect(early()!.open).toBe(false);
  expect(container.querySelector("dialog")!.open).toBe(true);
  expect(onHandover).toHaveBeenCalledTimes(1);
  expect(focusedAtHandover).toBe(links()[0]);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(window.history.back).not.toHaveBeenCalled();
});

test("the island's viewer opening with nothing open before it is told nothing", () => {
  const dialog = document.createElement("dialog");
  document.body.append(dialog);
  const event = new Event(VIEWER_HANDOVER_EVENT, { bubbles: true, cancelable: true });
  expect(dialog.dispatchEvent(event)).toBe(true);
});

test("each screenshot it has shown keeps its picture, hidden while another shows", () => {
  page();
  links()[0]!.click();
  const first = early()!.querySelector("picture")!;
  early()!.close();
  links()[1]!.click();
  const pictures = [...early()!.querySelectorAll("picture")];
  expect(pictures).toHaveLength(2);
  expect(pictures[0]).toBe(first);
  expect(pictures.map((picture) => picture.hidden)).toEqual([true, false]);
  early()!.close();
  links()[0]!.click();
  expect([...early()!.querySelectorAll("picture")].map((picture) => picture.hidden)).toEqual([false, true]);
});

test("a shared link to a screenshot opens it as the page is read, with no history entry", () => {
  const length = window.history.length;
  page("?screenshot=3");
  expect(early()!.open).toBe(true);
  expect(early()!.querySelector("img")!.alt).toBe("Screenshot 3");
  expect(window.history.length).toBe(length);
});

test("a shared link to no screenshot opens nothing", () => {
  page("?screenshot=9");
  expect(early()).toBeNull();
});
