import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { relative } from "node:path";
import { afterAll, afterEach, expect, vi } from "vitest";
import { isOwnerTest, watchOwnersFolder } from "./e2e/harness/owner-tests.ts";

// Shiki loads its regular-expression engine with Response#bytes(), which happy-dom's Response lacks; the
// tests that render pages read the posts, code and all, as the build does (app/test-support/page-at.ts).
if (!("bytes" in Response.prototype)) {
  Object.defineProperty(Response.prototype, "bytes", {
    async value(this: Response) {
      return new Uint8Array(await this.arrayBuffer());
    },
  });
}

// After each test, even a failing one. The environment first: a stub left behind points the file's later tests, and
// the commands they start, at another test's content.
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  cleanup();
});

// A fork shape runs only the unit tests that read the owner's files (e2e/harness/owner-tests.ts): one that reads them
// and is not listed there would never run on an owner's kind of content, so it fails here.
const testFile = relative(import.meta.dirname, expect.getState().testPath ?? "");
const touched: string[] = [];
watchOwnersFolder(import.meta.dirname, (what) => {
  if (touched.length < 3) touched.push(what);
});
afterAll(() => {
  if (touched.length > 0 && !isOwnerTest(testFile))
    throw new Error(
      `${testFile} reads the owner's folder (${touched.join("; ")}), and OWNER_TESTS in e2e/harness/owner-tests.ts does not list it: list it there, so the fork shapes run it on an owner's content`,
    );
});
