import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import { LatestPosts } from "./latest-posts";
import { SiteHeader } from "./site-header";

const posts = ["Fourth", "Third", "Second", "First"].map((title, index) => ({
  slug: title.toLowerCase(),
  title,
  description: `The ${title.toLowerCase()} post.`,
  date: `2026-0${4 - index}-01`,
  tags: ["notes"],
}));

function renderIn(element: React.ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  return render(<Stub />);
}

test("the home page shows the newest three posts, with their dates, and a link to all of them", () => {
  renderIn(<LatestPosts posts={posts} />);
  const section = screen.getByRole("region", { name: "Writing" });
  expect(
    within(section)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(["Fourth", "Third", "Second"]);
  expect(section.querySelector('time[datetime="2026-04-01"]')).toHaveTextContent("1 April 2026");
  expect(within(section).getByRole("link", { name: "All 4 posts" })).toHaveAttribute("href", "/writing");
});

test("with no posts there is no writing section at all", () => {
  renderIn(<LatestPosts posts={[]} />);
  expect(screen.queryByRole("region", { name: "Writing" })).toBeNull();
  expect(screen.queryByText(/Writing/)).toBeNull();
});

test("the header offers a way to the writing only when there are posts", () => {
  const { unmount } = renderIn(<SiteHeader name="Jane Doe" hasWriting />);
  expect(screen.getByRole("banner").querySelector('a[href="/writing"]')).toHaveTextContent("Writing");
  unmount();
  renderIn(<SiteHeader name="Jane Doe" hasWriting={false} />);
  expect(within(screen.getByRole("banner")).queryByRole("link", { name: "Writing" })).toBeNull();
});
