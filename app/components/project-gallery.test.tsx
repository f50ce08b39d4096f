import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, expect, test } from "vitest";
import { projects } from "virtual:content/projects";
import { ProjectGallery } from "./project-gallery";

const project = projects[1]!;

function renderGallery(search = "") {
  window.history.replaceState(null, "", `/gallery${search}`);
  return render(<ProjectGallery projectName={project.name} images={project.images} />);
}

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
  expect(within(dialog()).getByRole("img", { name: project.images[2]!.alt })).toBeInTheDocument();
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
