import { expect, test } from "vitest";
import { initials } from "./initials";

test.each([
  ["Ledger Lite", "LL"],
  ["Tram Times Live Map", "TM"],
  ["wayfinder", "W"],
  ["  Éclair  ", "É"],
  ["self-hosted CI", "SC"],
  ["Zażółć — gęślą", "ZG"],
  ["نظام الحجز", "نا"],
  ["e\u0301tude rapide", "E\u0301R"],
  ["Project 2", "P2"],
  ["Ada Lovelace", "AL"],
  ["渡辺 健二", "渡健"],
  ["C++ / Rust bridge", "CB"],
])("%j → %j", (name, expected) => {
  expect(initials(name)).toBe(expected);
});
