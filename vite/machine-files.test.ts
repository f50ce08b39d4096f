// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { expect, test } from "vitest";
import { machineFilesSummary } from "./machine-files.ts";

function folderWith(files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), "machine-files-"));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), "x");
  }
  return dir;
}

test("the build's line counts the files for programs", () => {
  const dir = folderWith([
    "index.md",
    "fr/index.md",
    "llms.txt",
    "fr/llms.txt",
    "feed.json",
    ".well-known/security.txt",
    ".well-known/atproto-did",
  ]);
  try {
    expect(machineFilesSummary(dir).said).toBe(
      "2 Markdown copies, llms.txt in 2 languages, JSON Feed in 1 language, security.txt, atproto-did.",
    );
  } finally {
    rmSync(dir, { recursive: true });
  }
});

test("without a contact, the line says once why there is no security.txt", () => {
  const dir = folderWith(["index.md", "llms.txt"]);
  try {
    expect(machineFilesSummary(dir).said).toBe(
      "1 Markdown copy, llms.txt in 1 language, JSON Feed in 0 languages. No security.txt: site.ts has no person.email or identity.securityContact to name as its contact.",
    );
  } finally {
    rmSync(dir, { recursive: true });
  }
});
