// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, vi } from "vitest";
import { nearestPart, partProblems } from "./owner-part-files.ts";

function contentWith(files: string[]): string {
  const folder = mkdtempSync(join(tmpdir(), "parts-"));
  for (const file of files) {
    mkdirSync(join(folder, "components", file, ".."), { recursive: true });
    writeFileSync(join(folder, "components", file), "export default function Part() { return null; }\n");
  }
  vi.stubEnv("CONTENT_DIR", folder);
  return folder;
}

test("a file named after a part, its CSS and its helpers in a sub-folder are no problem", () => {
  contentWith(["site-footer.tsx", "project-card.tsx", "site-footer.module.css", "shared/badge.tsx"]);
  expect(partProblems()).toEqual([]);
});

test("no content/components/ folder is no problem", () => {
  vi.stubEnv("CONTENT_DIR", mkdtempSync(join(tmpdir(), "parts-")));
  expect(partProblems()).toEqual([]);
});

test("a file that is not a part is refused in one line that names it and the part it was probably meant to be", () => {
  contentWith(["site-foter.tsx", "footer.tsx", "HomeIntro.tsx", "sidebar.tsx", "post-header.jsx"]);
  const lines = partProblems().sort();
  expect(lines).toHaveLength(5);
  expect(lines).toEqual([
    expect.stringMatching(
      /components\/HomeIntro\.tsx: not one of the template's parts: did you mean home-intro\.tsx\?/,
    ),
    expect.stringMatching(/components\/footer\.tsx: not one of the template's parts: did you mean site-footer\.tsx\?/),
    expect.stringMatching(/components\/post-header\.jsx: a part is a \.tsx file: rename it post-header\.tsx$/),
    expect.stringMatching(/components\/sidebar\.tsx: not one of the template's parts \(parts: site-header, /),
    expect.stringMatching(
      /components\/site-foter\.tsx: not one of the template's parts: did you mean site-footer\.tsx\?/,
    ),
  ]);
});

test("the nearest part: by spelling, or the part whose name holds the word", () => {
  expect(nearestPart("projectcard")).toBe("project-card");
  expect(nearestPart("header")).toBe("site-header");
  expect(nearestPart("gallery")).toBeUndefined();
});
