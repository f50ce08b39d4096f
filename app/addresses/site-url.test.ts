import { expect, test } from "vitest";
import { site, siteUrl } from "../collections/owner-modules";
import { absoluteUrl, siteRoot } from "./site-url";

test("without SITE_URL the site is published at the content's address", () => {
  expect(siteRoot(siteUrl({}), "/")).toBe(`${site.url}/`);
  expect(siteRoot(siteUrl({ SITE_URL: "  " }), "/")).toBe(`${site.url}/`);
  expect(siteUrl({ SITE_URL: "https://preview.example.com" })).toBe("https://preview.example.com");
});

test("SITE_URL replaces the address and BASE_PATH adds the sub-path", () => {
  expect(siteRoot("https://preview.example.com", "/")).toBe("https://preview.example.com/");
  expect(siteRoot("https://jane.github.io/", "/portfolio/")).toBe("https://jane.github.io/portfolio/");
  expect(siteRoot("http://localhost:3000", "/")).toBe("http://localhost:3000/");
});

test("a SITE_URL with a path, or that is not a web address, stops with a message naming the setting", () => {
  for (const bad of ["https://jane.github.io/portfolio", "jane.github.io", "ftp://example.com", "https://x.dev/?a=1"]) {
    expect(() => siteRoot(bad, "/")).toThrow(/^SITE_URL must be the site's origin/);
  }
});

test("page paths become absolute URLs under the root, with or without a sub-path", () => {
  expect(absoluteUrl("/", "https://jane.example/")).toBe("https://jane.example/");
  expect(absoluteUrl("/weather-app", "https://jane.example/")).toBe("https://jane.example/weather-app");
  expect(absoluteUrl("/", "https://jane.github.io/portfolio/")).toBe("https://jane.github.io/portfolio/");
  expect(absoluteUrl("/og/index.png", "https://jane.github.io/portfolio/")).toBe(
    "https://jane.github.io/portfolio/og/index.png",
  );
});
