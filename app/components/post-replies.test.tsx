import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import type { Reply } from "~/schemas/fetched-schema";
import { renderAt } from "~/test-support/render-at";
import { PostReplies } from "./post-replies";

const BLUESKY = "https://bsky.app/profile/me.example/post/3lb";
const MASTODON = "https://mastodon.example/@me/1";

const reply = (overrides: Partial<Reply> = {}): Reply => ({
  url: "https://bsky.app/profile/them.example/post/3lc",
  author: { name: "Them", handle: "@them.example", url: "https://bsky.app/profile/them.example" },
  text: "Nice post.",
  date: "2026-03-03T09:15:00.000Z",
  likes: 2,
  reposts: 0,
  depth: 1,
  ...overrides,
});

test("the replies are listed under their heading, each with its author, text, date and counts", () => {
  renderAt(<PostReplies threads={[{ service: "bluesky", url: BLUESKY, replies: [reply()] }]} />);
  const section = screen.getByRole("region", { name: "Replies" });
  const [item] = within(section).getAllByRole("listitem");
  expect(item).toHaveTextContent("Them (opens in a new tab) @them.example");
  expect(item).toHaveTextContent("Nice post.");
  expect(item).toHaveTextContent("2 likes");
  expect(item).not.toHaveTextContent("reposts");
  const author = within(item!).getByRole("link", { name: "Them (opens in a new tab)" });
  // Someone else's link: not followed by search engines, not told where it came from.
  expect(author).toHaveAttribute("rel", "nofollow ugc noopener noreferrer");
  expect(within(item!).getByRole("link", { name: /^3 March 2026/ })).toHaveAttribute("href", reply().url);
});

test("a reply carrying markup shows it as text, and no element of it is made", () => {
  const { container } = renderAt(
    <PostReplies
      threads={[
        {
          service: "bluesky",
          url: BLUESKY,
          replies: [
            reply({
              text: "<script>alert(1)</script><img src=x onerror=alert(2)>",
              author: { ...reply().author, name: "<b>M</b>" },
            }),
          ],
        },
      ]}
    />,
  );
  expect(screen.getByText("<script>alert(1)</script><img src=x onerror=alert(2)>")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "<b>M</b> (opens in a new tab)" })).toBeInTheDocument();
  expect(container.querySelector("script, img, b")).toBeNull();
});

test("each announcement gets its link to reply there; with no reply yet the section says so", () => {
  renderAt(
    <PostReplies
      threads={[
        { service: "bluesky", url: BLUESKY, replies: [] },
        { service: "mastodon", url: MASTODON, replies: [] },
      ]}
    />,
  );
  expect(screen.getByText("No replies yet.")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Reply on Bluesky (opens in a new tab)" })).toHaveAttribute("href", BLUESKY);
  expect(screen.getByRole("link", { name: "Reply on Mastodon (opens in a new tab)" })).toHaveAttribute(
    "href",
    MASTODON,
  );
});

test("a reply to a reply is drawn deeper, to the third level at most", () => {
  renderAt(
    <PostReplies
      threads={[
        {
          service: "mastodon",
          url: MASTODON,
          replies: [
            reply({ url: "https://a.example/1" }),
            reply({ url: "https://a.example/2", depth: 2 }),
            reply({ url: "https://a.example/3", depth: 7 }),
          ],
        },
      ]}
    />,
  );
  const depths = within(screen.getAllByRole("list")[0]!)
    .getAllByRole("listitem")
    .map((item) => item.dataset.depth);
  expect(depths).toEqual(["1", "2", "3"]);
});

test("a post that lists no announcement has no replies section", () => {
  const { container } = renderAt(<PostReplies threads={[]} />);
  expect(container).toBeEmptyDOMElement();
});

test("on a French page the section is in French", () => {
  renderAt(
    <PostReplies threads={[{ service: "mastodon", url: MASTODON, replies: [reply({ likes: 1, reposts: 3 })] }]} />,
    "/fr",
  );
  expect(screen.getByRole("region", { name: "Réponses" })).toHaveTextContent("1 j’aime");
  expect(screen.getByRole("region", { name: "Réponses" })).toHaveTextContent("3 republications");
  expect(screen.getByRole("link", { name: /^Répondre sur Mastodon/ })).toBeInTheDocument();
});
