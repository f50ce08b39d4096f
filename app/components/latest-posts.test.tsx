import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { contentAt, pageAt } from "~/test-support/page-at";
import { renderAt } from "~/test-support/render-at";
import { LatestPosts } from "./latest-posts";
import { SiteHeader } from "./site-header";

const posts = ["Fourth", "Third", "Second", "First"].map((title, index) => ({
  slug: title.toLowerCase(),
  title,
  description: `The ${title.toLowerCase()} post.`,
  date: `2026-0${4 - index}-01`,
  tags: ["notes"],
}));

test("the home page shows the newest three posts, with their dates, and a link to all of them", () => {
  renderAt(<LatestPosts posts={posts} />);
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
  renderAt(<LatestPosts posts={[]} />);
  expect(screen.queryByRole("region", { name: "Writing" })).toBeNull();
  expect(screen.queryByText(/Writing/)).toBeNull();
});

test("on a French page the dates, the count and the link are French", () => {
  renderAt(<LatestPosts posts={posts} />, "/fr");
  const section = screen.getByRole("region", { name: "Articles" });
  expect(section.querySelector('time[datetime="2026-04-01"]')).toHaveTextContent("1 avril 2026");
  expect(within(section).getByRole("link", { name: "Les 4 articles" })).toHaveAttribute("href", "/fr/writing");
});

test("the header offers a way to the writing of the page's language, which has posts", () => {
  expect(pageAt("/").posts.length).toBeGreaterThan(0);
  expect(pageAt("/fr").posts.length).toBeGreaterThan(0);
  const { unmount } = renderAt(<SiteHeader />);
  const site = within(screen.getByRole("banner")).getByRole("navigation", { name: "Site" });
  expect(within(site).getByRole("link", { name: "Writing" })).toHaveAttribute("href", "/writing");
  unmount();
  renderAt(<SiteHeader />, "/fr");
  const french = within(screen.getByRole("banner")).getByRole("navigation", { name: "Site" });
  expect(within(french).getByRole("link", { name: "Articles" })).toHaveAttribute("href", "/fr/writing");
});

test("a language with no posts of its own links its writing page when it lists others' posts, and not otherwise", () => {
  const english = contentAt("/");
  const elsewhere = english.posts.slice(0, 1).map((post) => ({ ...post, language: english.language }));
  expect(elsewhere).toHaveLength(1);
  const { unmount } = renderAt(<SiteHeader />, "/fr", (content) => ({
    ...content,
    posts: [],
    postsElsewhere: elsewhere,
  }));
  const site = within(screen.getByRole("banner")).getByRole("navigation", { name: "Site" });
  expect(within(site).getByRole("link", { name: "Articles" })).toHaveAttribute("href", "/fr/writing");
  unmount();
  // Nothing to list (settings.ts's postsAcrossLanguages: false, or no posts at all): no writing.
  renderAt(<SiteHeader />, "/fr", (content) => ({ ...content, posts: [], postsElsewhere: [] }));
  const none = within(screen.getByRole("banner")).getByRole("navigation", { name: "Site" });
  expect(within(none).queryByRole("link", { name: "Articles" })).toBeNull();
});
