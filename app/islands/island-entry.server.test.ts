// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, onTestFinished, test, vi } from "vitest";
import { islandEntry } from "./island-entry.server";

test("in development an island's entry is its source, which Vite serves, with nothing to fetch ahead", () => {
  expect(islandEntry("app/islands/gallery.client.tsx", "/no/such/manifest.json")).toEqual({
    url: `${import.meta.env.BASE_URL}app/islands/gallery.client.tsx`,
    preload: [],
  });
});

test("in a build it is the client build's chunk, with every chunk that one imports, each once", () => {
  const dir = mkdtempSync(join(tmpdir(), "island-entry-"));
  onTestFinished(() => rmSync(dir, { recursive: true }));
  const manifest = join(dir, "manifest.json");
  writeFileSync(
    manifest,
    JSON.stringify({
      "app/islands/gallery.client.tsx": { file: "assets/gallery.client-a1.js", imports: ["_react.js", "_viewer.js"] },
      "_react.js": { file: "assets/react-b2.js" },
      "_viewer.js": { file: "assets/viewer-c3.js", imports: ["_react.js"] },
      "app/root.tsx": { file: "assets/root-d4.js", imports: ["_react.js"] },
    }),
  );
  vi.stubEnv("DEV", false);
  vi.stubEnv("BASE_URL", "/portfolio/");
  expect(islandEntry("app/islands/gallery.client.tsx", manifest)).toEqual({
    url: "/portfolio/assets/gallery.client-a1.js",
    preload: [
      "/portfolio/assets/gallery.client-a1.js",
      "/portfolio/assets/react-b2.js",
      "/portfolio/assets/viewer-c3.js",
    ],
  });
  expect(() => islandEntry("app/islands/missing.client.tsx", manifest)).toThrow(
    /no chunk of app\/islands\/missing\.client\.tsx/,
  );
});
