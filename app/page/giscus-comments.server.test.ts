// @vitest-environment node
import { expect, test, vi } from "vitest";
import * as owner from "~/collections/owner-modules";
import { describeLanguage } from "~/languages/language-tags";
import { postComments } from "./giscus-comments.server";

const GISCUS = {
  provider: "giscus",
  repo: "me/site",
  repoId: "R_1",
  category: "Comments",
  categoryId: "DIC_1",
} as const;

function withComments(comments: typeof GISCUS | undefined) {
  const settings = owner.checkedSettings();
  vi.spyOn(owner, "checkedSettings").mockReturnValue({
    ...settings,
    ...(comments ? { comments } : { comments: undefined }),
  });
}

test("without comments in settings.ts a post has none", () => {
  withComments(undefined);
  expect(postComments("a-post", describeLanguage("en-GB", true))).toBeUndefined();
});

test("one discussion per post whatever the language, giscus's language where it has it, and a link without JavaScript", () => {
  withComments(GISCUS);
  const french = postComments("a-post", describeLanguage("fr", false));
  expect(french).toEqual({
    repo: "me/site",
    repoId: "R_1",
    category: "Comments",
    categoryId: "DIC_1",
    term: "writing/a-post",
    lang: "fr",
    discussions: "https://github.com/me/site/discussions?discussions_q=in%3Atitle+%22writing%2Fa-post%22",
  });
  expect(postComments("a-post", describeLanguage("sv", false))?.lang).toBe("en");
  expect(postComments("a-post", describeLanguage("zh-Hans", false))?.lang).toBe("zh-CN");
  expect(postComments("a-post", describeLanguage("pt-PT", false))?.term).toBe("writing/a-post");
});
