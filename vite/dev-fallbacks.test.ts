// @vitest-environment node
import { expect, test } from "vitest";
import { placeholderPaths } from "./dev-fallbacks.ts";

test("each route's path with its params and splat filled, a param's suffix kept", () => {
  expect(
    placeholderPaths([
      { path: "" },
      { path: ":project" },
      { path: ":project.md" },
      { path: "fr", children: [{ path: "writing/:post.md" }] },
      { path: "share/*" },
    ]),
  ).toEqual([
    "/",
    "/content-problem",
    "/content-problem.md",
    "/fr",
    "/fr/writing/content-problem.md",
    "/share/content-problem/content-problem/content-problem/content-problem",
  ]);
});
