// @vitest-environment node
import { expect, test } from "vitest";
import { loadRouteContent } from "../app/addresses/route-params.ts";
import { sitePages } from "../app/addresses/site-pages.ts";
import { indexedPaths } from "./search-dev.ts";

test("the development server indexes every project, post and technology page of every language, and nothing else", () => {
  const content = loadRouteContent();
  const paths = indexedPaths(content);
  const published = new Set(sitePages(content).map((page) => page.path));
  expect(paths.length).toBeGreaterThan(0);
  for (const path of paths) expect(published.has(path), path).toBe(true);
  // Each project in each language; no home, list, tag or search page.
  for (const language of content.languages) {
    for (const project of content.projects) {
      expect(paths).toContain(language.isDefault ? `/${project.slug}` : `/${language.code}/${project.slug}`);
    }
  }
  expect(paths.filter((path) => /(^|\/)(search|writing|technologies)$|\/tags\//.test(path))).toEqual([]);
});
