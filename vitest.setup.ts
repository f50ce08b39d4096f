import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Shiki loads its regular-expression engine with Response#bytes(), which happy-dom's Response lacks; the
// tests that render pages read the posts, code and all, as the build does (app/test-support/page-at.ts).
if (!("bytes" in Response.prototype)) {
  Object.defineProperty(Response.prototype, "bytes", {
    async value(this: Response) {
      return new Uint8Array(await this.arrayBuffer());
    },
  });
}

afterEach(() => {
  cleanup();
});
