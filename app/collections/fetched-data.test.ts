// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test, vi } from "vitest";
import { fetchedData, fetchedDataProblems, pinnedShown, repliesShown, repositoryShown } from "./fetched-data.ts";

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A content folder whose fetched/ holds these files. */
function contentWith(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), "fetched-"));
  folders.push(folder);
  mkdirSync(join(folder, "fetched"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, "fetched", name), text);
  vi.stubEnv("CONTENT_DIR", folder);
  return folder;
}

const FACTS = {
  url: "https://github.com/a/b",
  stars: 3,
  forks: 1,
  languages: ["Go"],
  archived: false,
};

test("a site without a snapshot has nothing fetched, and no problem", () => {
  vi.stubEnv("CONTENT_DIR", mkdtempSync(join(tmpdir(), "fetched-none-")));
  expect(fetchedData()).toEqual({ github: {}, replies: {}, webmentions: {}, pinned: {} });
  expect(fetchedDataProblems()).toEqual([]);
});

test("a snapshot the schema does not allow is one line per problem, naming the file and the field", () => {
  const folder = contentWith({
    "github.json": JSON.stringify({ "a/b": { ...FACTS, stars: -1, avatar: "https://x.example/a.png" } }),
    "replies.json": "{ not json",
  });
  const file = (name: string) => join(folder, "fetched", name);
  expect(fetchedDataProblems()).toEqual([
    `${file("github.json")}: ["a/b"].stars: Too small: expected number to be >=0`,
    `${file("github.json")}: ["a/b"]: Unrecognized key: "avatar"`,
    expect.stringMatching(new RegExp(`^${file("replies.json")}: is not JSON \\(.*\\): run npm run refresh again$`)),
  ]);
  expect(() => fetchedData()).toThrow(/The content has 3 problems/);
});

test("a reply's text that is too long or carries a control character is refused", () => {
  const reply = {
    url: "https://bsky.app/profile/a.example/post/1",
    author: { name: "A", handle: "@a.example", url: "https://bsky.app/profile/a.example" },
    text: "x".repeat(1001),
    date: "2026-03-03T09:15:00.000Z",
    likes: 0,
    reposts: 0,
    depth: 1,
  };
  const address = "https://bsky.app/profile/me.example/post/1";
  contentWith({
    "replies.json": JSON.stringify({
      [address]: { service: "bluesky", replies: [reply, { ...reply, text: "bell\u0007" }] },
    }),
  });
  expect(fetchedDataProblems().map((line) => line.replace(/^.*?replies\.json: /, ""))).toEqual([
    `["${address}"].replies[0].text: must be at most 1000 characters: run npm run refresh again`,
    `["${address}"].replies[1].text: contains a control character: run npm run refresh again`,
  ]);
});

test("a project's repository shows its facts unless the settings hide them; the archived mark shows either way", () => {
  const data = { github: { "a/b": { ...FACTS, archived: true } }, replies: {} };
  const project = { git_url: "https://github.com/A/B" };
  expect(repositoryShown(project, data, { facts: true })).toEqual({
    url: FACTS.url,
    archived: true,
    facts: { stars: 3, forks: 1, languages: ["Go"] },
  });
  expect(repositoryShown(project, data, { facts: false })).toEqual({ url: FACTS.url, archived: true });
  expect(repositoryShown({ git_url: "https://github.com/a/other" }, data, { facts: true })).toBeUndefined();
});

test("a post's announcements are listed in its order, with no replies until refresh has kept some", () => {
  const bluesky = "https://bsky.app/profile/me.example/post/1";
  const mastodon = "https://mastodon.example/@me/2";
  expect(repliesShown([mastodon, bluesky], { github: {}, replies: {} })).toEqual([
    { service: "mastodon", url: mastodon, replies: [] },
    { service: "bluesky", url: bluesky, replies: [] },
  ]);
  expect(repliesShown(undefined, { github: {}, replies: {} })).toEqual([]);
});

const PIN = { repository: "Me/tool", url: "https://github.com/Me/tool", stars: 5, archived: false };

test("a pinned repository the schema does not allow is refused, naming the file and the field", () => {
  const folder = contentWith({
    "pinned.json": JSON.stringify({
      me: [
        { ...PIN, description: "x".repeat(351) },
        { ...PIN, url: "javascript:alert(1)", forks: 2 },
      ],
    }),
  });
  const file = join(folder, "fetched", "pinned.json");
  expect(fetchedDataProblems()).toEqual([
    `${file}: me[0].description: must be at most 350 characters: run npm run refresh again`,
    `${file}: me[1].url: expected an https:// address`,
    `${file}: me[1]: Unrecognized key: "forks"`,
  ]);
});

test("the pinned repositories shown are the account's, in its order, but those that are already projects", () => {
  const data = {
    github: {},
    replies: {},
    pinned: {
      me: [
        { ...PIN, description: "<b>not</b> markup", language: "Go" },
        { ...PIN, repository: "me/Project", url: "https://github.com/me/Project" },
        { ...PIN, repository: "an-org/lib", url: "https://github.com/an-org/lib", archived: true },
      ],
      someone: [{ ...PIN, repository: "someone/else", url: "https://github.com/someone/else" }],
    },
  };
  // A project's links name its repository, in any case: that pin is the project's, not listed again.
  const projects = [{ git_url: "https://github.com/ME/project.git" }, { web_url: "https://me.example" }];
  expect(pinnedShown("Me", data, projects, { facts: true })).toEqual([
    {
      repository: "Me/tool",
      name: "tool",
      url: PIN.url,
      description: "<b>not</b> markup",
      archived: false,
      facts: { stars: 5, languages: ["Go"] },
    },
    {
      repository: "an-org/lib",
      name: "an-org/lib",
      url: "https://github.com/an-org/lib",
      archived: true,
      facts: { stars: 5, languages: [] },
    },
  ]);
  // repositoryFacts: false hides the stars and the language, not the archived mark.
  expect(pinnedShown("me", data, projects, { facts: false }).map((pin) => pin.facts)).toEqual([undefined, undefined]);
  expect(pinnedShown(undefined, data, projects, { facts: true })).toEqual([]);
  expect(pinnedShown("nobody", data, projects, { facts: true })).toEqual([]);
});
