import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import type { PinnedShown } from "~/collections/fetched-data";
import { renderAt } from "~/test-support/render-at";
import { PinnedRepositories } from "./pinned-repositories";

const PINNED: PinnedShown[] = [
  {
    repository: "me/tool",
    name: "tool",
    url: "https://github.com/me/tool",
    description: "Parses <b>feeds</b> <script>alert(1)</script><img src=x onerror=alert(2)>",
    archived: false,
    facts: { stars: 1287, languages: ["Rust"] },
  },
  { repository: "an-org/lib", name: "an-org/lib", url: "https://github.com/an-org/lib", archived: true },
];

test("the pinned repositories: each a link to GitHub, its description, stars, language and archived mark", () => {
  renderAt(<PinnedRepositories repositories={PINNED} />);
  const section = screen.getByRole("region", { name: "Also on GitHub" });
  const items = within(section).getAllByRole("listitem");
  expect(items).toHaveLength(2);
  expect(within(items[0]!).getByRole("link", { name: "tool (opens in a new tab)" })).toHaveAttribute(
    "href",
    "https://github.com/me/tool",
  );
  expect(items[0]).toHaveTextContent("1,287 stars");
  expect(items[0]).toHaveTextContent("Rust");
  expect(within(items[0]!).queryByText("Archived")).toBeNull();
  expect(within(items[1]!).getByRole("link", { name: "an-org/lib (opens in a new tab)" })).toBeInTheDocument();
  expect(within(items[1]!).getByText("Archived")).toBeInTheDocument();
  // A description's markup is its text: no element comes of it, and no image is loaded from anyone.
  expect(within(items[0]!).getByText(PINNED[0]!.description!, { exact: true })).toBeInTheDocument();
  expect(section.querySelector("script, img, b")).toBeNull();
});

test("in the page's language; nothing at all without pinned repositories", () => {
  const { unmount } = renderAt(<PinnedRepositories repositories={PINNED} />, "/fr");
  expect(screen.getByRole("region", { name: "Aussi sur GitHub" })).toHaveTextContent(/1\s287 étoiles/);
  unmount();
  const { container } = renderAt(<PinnedRepositories repositories={[]} />);
  expect(container).toBeEmptyDOMElement();
});
