// @vitest-environment node
// No module of the engine, the build's plugins, its tools or the owner's commands keeps state on globalThis for its
// other copies to find: the content is read once through the build cache (app/collections/read-once.ts), the owner's
// files are imported by version (app/collections/owner-modules.ts). The one registry left is the build's report, a
// process's terminal output, which the copies of vite/ that Vite and React Router load each write to: why no module
// can hold it, docs/decisions/0072-the-content-read-once-through-the-build-cache.md.
import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";

const FOLDERS = ["app", "tools", "vite", "cli"];
const SOURCE = /\.(?:tsx?|js)$/;
const NOT_A_MODULE = /\.(?:test|spec)\.tsx?$|\.d\.ts$/;
/** A process-wide key, or a value put on globalThis: what a registry shared by a module's copies looks like. */
const REGISTRY = /Symbol\.for\(|globalThis\b[^;\n]*(?:\?\?=|\]\s*=[^=])/;

function registries(): string[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: "utf8" })
      .map((name) => `${folder}/${name}`)
      .filter((file) => SOURCE.test(file) && !NOT_A_MODULE.test(file))
      .flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .flatMap((line, index) => (REGISTRY.test(line) ? [`${file}:${index + 1}`] : [])),
      ),
  );
}

test("no module keeps a registry on globalThis but the build's report", () => {
  expect([...new Set(registries().map((found) => found.replace(/:\d+$/, "")))]).toEqual(["vite/build-report.ts"]);
});

test("the check finds a registry as the content's reader once kept one", () => {
  expect(REGISTRY.test("const kept = ((globalThis as Record<symbol, unknown>)[KEPT] ??= new Map());")).toBe(true);
  expect(REGISTRY.test('const KEPT = Symbol.for("portfolio.content.read-once");')).toBe(true);
  expect(REGISTRY.test("(globalThis as Shared)[FELL_BACK] = true;")).toBe(true);
  // Reading a page's own global in a browser (tools/mermaid-browser.ts) is no registry.
  expect(REGISTRY.test("const mermaid = (globalThis as unknown as { mermaid: Mermaid }).mermaid;")).toBe(false);
});
