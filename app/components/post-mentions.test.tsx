import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import type { WebMention } from "~/schemas/fetched-schema";
import { renderAt } from "~/test-support/render-at";
import { PostMentions } from "./post-mentions";

const REPLY: WebMention = {
  url: "https://them.example/notes/1",
  kind: "reply",
  author: { name: "Them", url: "https://them.example/" },
  text: "<script>alert(1)</script> agreed",
  date: "2026-03-04T06:30:00.000Z",
};
const LIKE: WebMention = {
  url: "https://fan.example/likes/2",
  kind: "like",
  author: { name: "Fan" },
  date: "2026-03-05T10:00:00.000Z",
};

test("each webmention says who, what kind, its text as text, and links to where it was made", () => {
  const { container } = renderAt(<PostMentions mentions={[REPLY, LIKE]} />);
  const section = screen.getByRole("region", { name: "Mentions" });
  const [reply, like] = within(section).getAllByRole("listitem");
  expect(reply).toHaveTextContent("Them (opens in a new tab) Reply");
  expect(within(reply!).getByText("<script>alert(1)</script> agreed")).toBeInTheDocument();
  expect(within(reply!).getByRole("link", { name: /^4 March 2026/ })).toHaveAttribute("href", REPLY.url);
  // An author without an address is named, not linked.
  expect(like).toHaveTextContent("Fan Like");
  expect(within(like!).getAllByRole("link")).toHaveLength(1);
  expect(container.querySelector("script, img")).toBeNull();
});

test("a post without webmentions has no section; in French the kinds are French", () => {
  const { container } = renderAt(<PostMentions mentions={[]} />);
  expect(container).toBeEmptyDOMElement();
  renderAt(<PostMentions mentions={[LIKE]} />, "/fr");
  expect(screen.getByRole("region", { name: "Mentions" })).toHaveTextContent("Fan J’aime");
});
