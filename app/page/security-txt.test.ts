import { expect, test } from "vitest";
import { securityTxt } from "./security-txt";

const now = new Date("2026-11-27T10:00:00.123Z");

test("security.txt has RFC 9116's fields: contact, an expiry a year on, the languages and its own address", () => {
  const text = securityTxt({
    contact: "mailto:jane@example.com",
    canonical: "https://jane.example/.well-known/security.txt",
    languages: ["en-GB", "fr", "en-GB"],
    now,
  });
  expect(text).toBe(
    [
      "Contact: mailto:jane@example.com",
      "Expires: 2027-11-27T10:00:00Z",
      "Preferred-Languages: en-GB, fr",
      "Canonical: https://jane.example/.well-known/security.txt",
      "",
    ].join("\n"),
  );
});

test("a line break in a value cannot add a field", () => {
  const text = securityTxt({
    contact: "https://jane.example/report\nExpires: 2099-01-01T00:00:00Z",
    canonical: "https://jane.example/.well-known/security.txt",
    languages: ["en"],
    now,
  });
  expect(text.split("\n").filter((line) => line.startsWith("Expires:"))).toEqual(["Expires: 2027-11-27T10:00:00Z"]);
});
