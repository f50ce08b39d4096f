// @vitest-environment node
import { expect, test } from "vitest";
import {
  gitHubAccount,
  gitHubRepository,
  pinnedAccount,
  projectRepository,
  repositoryKey,
  socialPost,
} from "./account-addresses.ts";
import { postSchema } from "../schemas/post-schema.ts";

test("a GitHub address names its repository, however it is written; anything else names none", () => {
  for (const address of [
    "https://github.com/Someone/my-repo",
    "https://github.com/Someone/my-repo/",
    "https://github.com/Someone/my-repo.git",
    "https://www.github.com/Someone/my-repo/tree/main/src",
  ]) {
    expect(gitHubRepository(address), address).toEqual({ owner: "Someone", name: "my-repo" });
  }
  for (const address of [
    "http://github.com/someone/repo",
    "https://gitlab.com/someone/repo",
    "https://github.com/someone",
    "https://github.com/-bad-/repo",
    "https://github.com/someone/..",
    "https://github.com.evil.example/someone/repo",
  ]) {
    expect(gitHubRepository(address), address).toBeUndefined();
  }
  expect(repositoryKey({ owner: "Someone", name: "My.Repo" })).toBe("someone/my.repo");
});

test("a project's repository is its code's, else its demo's when that is on GitHub", () => {
  expect(projectRepository({ web_url: "https://github.com/a/demo", git_url: "https://github.com/a/code" })?.name).toBe(
    "code",
  );
  expect(projectRepository({ web_url: "https://github.com/a/demo" })?.name).toBe("demo");
  expect(projectRepository({ web_url: "https://demo.example", git_url: "https://codeberg.org/a/b" })).toBeUndefined();
});

test("Bluesky and Mastodon post addresses are read; other addresses are not posts", () => {
  expect(socialPost("https://bsky.app/profile/someone.bsky.social/post/3lbabc2xyz")).toEqual({
    service: "bluesky",
    url: "https://bsky.app/profile/someone.bsky.social/post/3lbabc2xyz",
    actor: "someone.bsky.social",
    rkey: "3lbabc2xyz",
  });
  expect(socialPost("https://bsky.app/profile/did:plc:abc123/post/3lb")?.service).toBe("bluesky");
  expect(socialPost("https://mastodon.social/@someone/113456789012345678")).toEqual({
    service: "mastodon",
    url: "https://mastodon.social/@someone/113456789012345678",
    origin: "https://mastodon.social",
    user: "someone",
    id: "113456789012345678",
  });
  for (const address of [
    "https://bsky.app/profile/someone.bsky.social",
    "https://bsky.app/profile/not a handle/post/3lb",
    "http://mastodon.social/@someone/1",
    "https://mastodon.social/@someone",
    "https://mastodon.social/@someone/1?x=1",
    "https://mastodon.social:8443/@someone/1",
    "https://localhost/@someone/1",
  ]) {
    expect(socialPost(address), address).toBeUndefined();
  }
});

test("a post's replies: lists post addresses, each once; a wrong one is named", () => {
  const post = { title: "T", description: "D", date: "2026-01-01" };
  const ok = postSchema.safeParse({ ...post, replies: ["https://bsky.app/profile/a.example/post/3lb"] });
  expect(ok.success).toBe(true);
  const wrong = postSchema.safeParse({ ...post, replies: ["https://example.com/my-post"] });
  expect(wrong.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
    [
      "replies.0",
      "expected the address of a Bluesky post (https://bsky.app/profile/<handle>/post/<id>) or a Mastodon post (https://<instance>/@<user>/<id>)",
    ],
  ]);
  const twice = postSchema.safeParse({
    ...post,
    replies: ["https://mastodon.social/@a/1", "https://mastodon.social/@a/1"],
  });
  expect(twice.error?.issues[0]?.message).toBe("lists the same address twice");
});

test("the pinned repositories' account: the one named, or for true the first GitHub profile's, or a problem", () => {
  const profiles = [
    { url: "https://mastodon.example/@me" },
    { url: "https://github.com/me/a-repository" },
    { url: "https://github.com/Me-Too/" },
  ];
  expect(gitHubAccount("https://github.com/Me-Too/")).toBe("Me-Too");
  expect(gitHubAccount("https://github.com/me/a-repository")).toBeUndefined();
  expect(gitHubAccount("https://gitlab.com/me")).toBeUndefined();
  expect(pinnedAccount(false, profiles)).toEqual({});
  expect(pinnedAccount("someone", profiles)).toEqual({ account: "someone" });
  expect(pinnedAccount(true, profiles)).toEqual({ account: "Me-Too" });
  expect(pinnedAccount(true, profiles.slice(0, 2)).problem).toMatch(
    /^settings\.pinnedRepositories: true shows .* has no https:\/\/github\.com\/<account>: .* pinnedRepositories: "<account>"$/,
  );
});
