import { expect, test } from "vitest";
import { referencedCharacters } from "./character-references.ts";

test("HTML's references by name, by number and in hexadecimal, and Mermaid's by number and by name, each once", () => {
  expect(referencedCharacters("Bie&nacute;czyce, &#955;, &#x3BC; and &#x3bc; again")).toBe("ńλμ");
  expect(referencedCharacters('A["#9829; #quot;fast#quot;"] --> B')).toBe('♥"');
});

test("text with no reference, or a name neither knows, adds nothing of its own", () => {
  expect(referencedCharacters("Fish & chips, issue #12, colour #fff")).toBe("");
  expect(referencedCharacters("&nosuchname; #nosuchname;")).toBe("");
});
