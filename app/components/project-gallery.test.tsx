import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, expect, test } from "vitest";
import { fullContentAt, pageAt } from "~/test-support/page-at";
import { viewerLabels } from "~/islands/viewer-labels";
import { ProjectGallery } from "./project-gallery";
import type { GalleryImage } from "./screenshot-picture";
import type { ViewerLabels } from "./screenshot-viewer";

const { t, language } = pageAt("/");
const { projects } = fullContentAt("/");
// Any project's real, encoded pictures; the tests show four of them, whatever the content holds.
const project = projects.find((candidate) => candidate.images.length > 0)!;

/**
 * The viewer's words for `shown`, from the English catalogue, as the island
 * (gallery-island.tsx, which needs a build's script module) makes them.
 */
function labelsFor(shown: readonly GalleryImage[]): ViewerLabels {
  return viewerLabels({ name: project.name, images: shown }, t, language);
}

function renderGallery(search = "", shown: readonly GalleryImage[] = images) {
  window.history.replaceState(null, "", `/gallery${search}`);
  return render(<ProjectGallery labels={labelsFor(shown)} images={shown} />);
}

/** Any number of screenshots, each with its own description, from the real pictures. */
function manyImages(count: number): GalleryImage[] {
  return Array.from({ length: count }, (_, index) => ({
    alt: `Screenshot number ${index + 1}`,
    picture: project.images[index % project.images.length]!.picture,
  }));
}

const images = manyImages(4);

const dialog = () => document.querySelector("dialog")!;
const search = () => window.location.search;

beforeEach(() => {
  window.history.replaceState(null, "", "/gallery");
});

test("each thumbnail is a real link to the full-size image", () => {
  renderGallery();
  const links = screen.getAllByRole("link");
  expect(links).toHaveLength(4);
  for (const link of links) {
    const thumbnail = within(link).getByRole("img");
    // The largest rendition of the same screenshot, in the universally supported format.
    const largest = thumbnail.getAttribute("srcset")!.split(", ").at(-1)!.split(" ");
    expect(largest[1]).toBe("1600w");
    expect(link).toHaveAttribute("href", largest[0]);
  }
});

test("the viewer is closed by default", () => {
  renderGallery();
  expect(dialog().open).toBe(false);
  expect(dialog()).toHaveAttribute("data-state", "closed");
});

test("clicking a thumbnail opens that screenshot and adds it to the URL as a new history entry", async () => {
  const user = userEvent.setup();
  renderGallery();
  const before = window.history.length;
  await user.click(screen.getAllByRole("link")[2]!);
  await waitFor(() => expect(dialog().open).toBe(true));
  expect(search()).toBe("?screenshot=3");
  expect(window.history.length).toBe(before + 1);
  expect(screen.getByText("3 of 4")).toBeInTheDocument();
  expect(within(dialog()).getByRole("img", { name: images[2]!.alt })).toBeInTheDocument();
});

test("next and previous wrap around, replacing the URL's screenshot", async () => {
  const user = userEvent.setup();
  renderGallery("?screenshot=4");
  await waitFor(() => expect(dialog().open).toBe(true));
  const before = window.history.length;
  await user.click(screen.getByRole("button", { name: "Next screenshot" }));
  expect(screen.getByText("1 of 4")).toBeInTheDocument();
  expect(search()).toBe("?screenshot=1");
  await user.click(screen.getByRole("button", { name: "Previous screenshot" }));
  expect(screen.getByText("4 of 4")).toBeInTheDocument();
  expect(window.history.length).toBe(before);
});

test("the arrow keys step through the screenshots, and quick presses add up", async () => {
  const user = userEvent.setup();
  renderGallery("?screenshot=2");
  await waitFor(() => expect(dialog().open).toBe(true));
  screen.getByRole("button", { name: "Close screenshot viewer" }).focus();
  await user.keyboard("{ArrowRight}");
  expect(search()).toBe("?screenshot=3");
  await user.keyboard("{ArrowLeft}{ArrowLeft}");
  expect(search()).toBe("?screenshot=1");
  act(() => {
    for (let i = 0; i < 3; i++) {
      dialog().dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
    }
  });
  expect(search()).toBe("?screenshot=4");
});

test("the close control closes a viewer opened from a shared link and clears the URL", async () => {
  const user = userEvent.setup();
  renderGallery("?screenshot=2");
  await waitFor(() => expect(dialog().open).toBe(true));
  await user.click(screen.getByRole("button", { name: "Close screenshot viewer" }));
  await waitFor(() => expect(search()).toBe(""));
  await waitFor(() => expect(dialog().open).toBe(false));
});

test("a click on the backdrop (the dialog itself) closes the viewer", async () => {
  renderGallery("?screenshot=1");
  await waitFor(() => expect(dialog().open).toBe(true));
  act(() => dialog().dispatchEvent(new MouseEvent("click", { bubbles: true })));
  await waitFor(() => expect(search()).toBe(""));
});

test("Back (a popstate to the entry without the screenshot) closes the viewer", async () => {
  renderGallery("?screenshot=3");
  await waitFor(() => expect(dialog().open).toBe(true));
  act(() => {
    window.history.replaceState(null, "", "/gallery");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await waitFor(() => expect(dialog().open).toBe(false));
});

test.each(["0", "5", "abc", "-2", "1.5"])("?screenshot=%s leaves the viewer closed", (value) => {
  renderGallery(`?screenshot=${value}`);
  expect(dialog().open).toBe(false);
  expect(screen.queryByText(/of 4/)).not.toBeInTheDocument();
});

test("the dialog announces the position and the description, and takes the caption as its description", async () => {
  const user = userEvent.setup();
  renderGallery();
  await user.click(screen.getAllByRole("link")[1]!);
  await waitFor(() => expect(dialog().open).toBe(true));
  const live = dialog().querySelector("[aria-live='polite']")!;
  await waitFor(() => expect(live).toHaveTextContent(`2 of 4: ${images[1]!.alt}`));
  expect(screen.getByRole("dialog", { hidden: true })).toHaveAccessibleDescription(images[1]!.alt);
  await user.click(screen.getByRole("button", { name: "Next screenshot" }));
  await waitFor(() => expect(live).toHaveTextContent(`3 of 4: ${images[2]!.alt}`));
  expect(screen.getByRole("dialog", { hidden: true })).toHaveAccessibleDescription(images[2]!.alt);
});

test("with one screenshot there is no previous, next or counter, and the announcement is its description", async () => {
  const user = userEvent.setup();
  const [only] = manyImages(1);
  renderGallery("", [only!]);
  expect(screen.getAllByRole("link")).toHaveLength(1);
  await user.click(screen.getByRole("link"));
  await waitFor(() => expect(dialog().open).toBe(true));
  expect(search()).toBe("?screenshot=1");
  expect(screen.queryByRole("button", { name: "Next screenshot" })).not.toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Previous screenshot" })).not.toBeInTheDocument();
  expect(screen.queryByText(/ of 1/)).not.toBeInTheDocument();
  await waitFor(() => expect(dialog().querySelector("[aria-live='polite']")).toHaveTextContent(only!.alt));
  expect(dialog().querySelector("[aria-live='polite']")!.textContent).toBe(only!.alt);
  // The arrow keys and a swipe have nowhere to go.
  await user.keyboard("{ArrowRight}");
  swipe(300, 60);
  expect(search()).toBe("?screenshot=1");
});

function swipe(fromX: number, toX: number) {
  const figure = dialog().querySelector("figure")!;
  act(() => {
    fireEvent.touchStart(figure, { touches: [{ clientX: fromX, clientY: 200 }] });
    fireEvent.touchEnd(figure, { touches: [], changedTouches: [{ clientX: toX, clientY: 205 }] });
  });
}

test("with twelve screenshots the counter, the keys and a swipe reach all of them", async () => {
  const user = userEvent.setup();
  const twelve = manyImages(12);
  renderGallery("", twelve);
  expect(screen.getAllByRole("link")).toHaveLength(12);
  await user.click(screen.getAllByRole("link")[10]!);
  await waitFor(() => expect(dialog().open).toBe(true));
  expect(screen.getByText("11 of 12")).toBeInTheDocument();
  screen.getByRole("button", { name: "Close screenshot viewer" }).focus();
  await user.keyboard("{ArrowRight}");
  expect(screen.getByText("12 of 12")).toBeInTheDocument();
  await user.keyboard("{ArrowRight}");
  expect(search()).toBe("?screenshot=1");
  swipe(60, 300);
  expect(search()).toBe("?screenshot=12");
  expect(within(dialog()).getByRole("img", { name: "Screenshot number 12" })).toBeInTheDocument();
  await waitFor(() =>
    expect(dialog().querySelector("[aria-live='polite']")).toHaveTextContent("12 of 12: Screenshot number 12"),
  );
  swipe(300, 60);
  expect(search()).toBe("?screenshot=1");
  // A two-finger gesture is a pinch, not a swipe.
  const figure = dialog().querySelector("figure")!;
  act(() => {
    fireEvent.touchStart(figure, {
      touches: [
        { clientX: 300, clientY: 200 },
        { clientX: 320, clientY: 260 },
      ],
    });
    fireEvent.touchEnd(figure, { touches: [], changedTouches: [{ clientX: 60, clientY: 200 }] });
  });
  expect(search()).toBe("?screenshot=1");
});
