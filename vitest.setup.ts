import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

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
