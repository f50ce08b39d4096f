import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { expect, test } from "vitest";
import { site } from "~/content/site";
import { ProjectGallery } from "./project-gallery";

const project = site.projects[1]!;

function Page() {
  const location = useLocation();
  return (
    <>
      <p data-testid="search">{location.search}</p>
      <ProjectGallery projectName={project.name} images={project.images} />
    </>
  );
}

function renderGallery(url = "/gallery") {
  const Stub = createRoutesStub([{ path: "/gallery", Component: Page }]);
  return render(<Stub initialEntries={[url]} />);
}

const dialog = () => document.querySelector("dialog")!;
const search = () => screen.getByTestId("search").textContent;

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

test("clicking a thumbnail opens that screenshot and puts it in the URL", async () => {
  const user = userEvent.setup();
  renderGallery();
  await user.click(screen.getAllByRole("link")[2]!);
  await waitFor(() => expect(dialog().open).toBe(true));
  expect(search()).toBe("?screenshot=3");
  expect(screen.getByText("3 of 4")).toBeInTheDocument();
  expect(within(dialog()).getByRole("img", { name: project.images[2]!.alt })).toBeInTheDocument();
});

test("next and previous wrap around, replacing the URL's screenshot", async () => {
  const user = userEvent.setup();
  renderGallery("/gallery?screenshot=4");
  await waitFor(() => expect(dialog().open).toBe(true));
  await user.click(screen.getByRole("button", { name: "Next screenshot" }));
  expect(screen.getByText("1 of 4")).toBeInTheDocument();
  expect(search()).toBe("?screenshot=1");
  await user.click(screen.getByRole("button", { name: "Previous screenshot" }));
  expect(screen.getByText("4 of 4")).toBeInTheDocument();
});

test("the arrow keys step through the screenshots", async () => {
  const user = userEvent.setup();
  renderGallery("/gallery?screenshot=2");
  await waitFor(() => expect(dialog().open).toBe(true));
  screen.getByRole("button", { name: "Close screenshot viewer" }).focus();
  await user.keyboard("{ArrowRight}");
  expect(search()).toBe("?screenshot=3");
  await user.keyboard("{ArrowLeft}{ArrowLeft}");
  expect(search()).toBe("?screenshot=1");
});

test("the close control closes the viewer and clears the URL", async () => {
  const user = userEvent.setup();
  renderGallery("/gallery?screenshot=2");
  await waitFor(() => expect(dialog().open).toBe(true));
  await user.click(screen.getByRole("button", { name: "Close screenshot viewer" }));
  await waitFor(() => expect(search()).toBe(""));
  expect(dialog().open).toBe(false);
});

test("a click on the backdrop (the dialog itself) closes the viewer", async () => {
  renderGallery("/gallery?screenshot=1");
  await waitFor(() => expect(dialog().open).toBe(true));
  act(() => dialog().dispatchEvent(new MouseEvent("click", { bubbles: true })));
  await waitFor(() => expect(search()).toBe(""));
});

test.each(["0", "5", "abc", "-2", "1.5"])("?screenshot=%s leaves the viewer closed", (value) => {
  renderGallery(`/gallery?screenshot=${value}`);
  expect(dialog().open).toBe(false);
  expect(screen.queryByText(/of 4/)).not.toBeInTheDocument();
});
