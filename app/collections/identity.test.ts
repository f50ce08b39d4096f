import { expect, test } from "vitest";
import { fediverseCreator, fediverseHandleOf, rootFilesOf, securityContact } from "./identity";

const person = (profiles: string[], email?: string) => ({
  profiles: profiles.map((url) => ({ url })),
  ...(email ? { email } : {}),
});

test.each([
  ["https://mastodon.social/@jane", "@jane@mastodon.social"],
  ["https://fosstodon.org/@jane.doe/", "@jane.doe@fosstodon.org"],
  ["https://Social.Example.COM/@j_d", "@j_d@social.example.com"],
])("a profile in Mastodon's form, %s, is the account %s", (url, handle) => {
  expect(fediverseHandleOf(url)).toBe(handle);
});

test.each([
  "https://github.com/jane",
  "https://www.youtube.com/@jane",
  "https://medium.com/@jane",
  "https://www.tiktok.com/@jane",
  "https://mastodon.social/@jane/112233",
  "https://mastodon.social/users/jane",
  "not a url",
])("%s is no fediverse account", (url) => {
  expect(fediverseHandleOf(url)).toBeUndefined();
});

test("the creator is the setting, else the first profile in Mastodon's form, else none", () => {
  const links = person(["https://github.com/jane", "https://social.example/@jane", "https://other.example/@j"]);
  expect(fediverseCreator({ person: links })).toBe("@jane@social.example");
  expect(fediverseCreator({ person: links, identity: { fediverse: "@j@own.example" } })).toBe("@j@own.example");
  expect(fediverseCreator({ person: person(["https://github.com/jane"]) })).toBeUndefined();
});

test("security.txt's contact is the setting, else the email as mailto:, else none: then no file", () => {
  expect(securityContact({ person: person([], "jane@example.com") })).toBe("mailto:jane@example.com");
  const both = { person: person([], "jane@example.com"), identity: { securityContact: "https://example.com/report" } };
  expect(securityContact(both)).toBe("https://example.com/report");
  expect(securityContact({ person: person([]) })).toBeUndefined();
  expect(rootFilesOf({ person: person([]) })).toEqual({ securityTxt: false, atprotoDid: false });
  expect(rootFilesOf({ person: person([], "a@b.example"), identity: { atprotoDid: "did:web:b.example" } })).toEqual({
    securityTxt: true,
    atprotoDid: true,
  });
});
