import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import type { CommentsShown } from "~/page/giscus-comments.server";
import { renderAt } from "~/test-support/render-at";
import { PostComments } from "./post-comments";

const COMMENTS: CommentsShown = {
  repo: "me/site",
  repoId: "R_1",
  category: "Comments",
  categoryId: "DIC_1",
  term: "writing/a-post",
  lang: "en",
  discussions: "https://github.com/me/site/discussions?discussions_q=x",
};

test("as sent, the comments are a link to the post's discussion, carrying what the button needs, and no frame", () => {
  const { container } = renderAt(<PostComments comments={COMMENTS} />);
  const link = screen.getByRole("link", { name: "Read the comments on GitHub" });
  expect(screen.getByRole("region", { name: "Comments" })).toContainElement(link);
  expect(link).toHaveAttribute("href", COMMENTS.discussions);
  expect(link).toHaveAttribute("data-show", "Show comments");
  expect(link).toHaveAttribute("data-term", "writing/a-post");
  expect(link).toHaveAttribute("data-repo-id", "R_1");
  expect(container.querySelector("iframe")).toBeNull();
});

test("without comments in settings.ts a post has no comments section", () => {
  const { container } = renderAt(<PostComments comments={undefined} />);
  expect(container).toBeEmptyDOMElement();
});
