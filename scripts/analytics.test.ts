import { expect, test } from "vitest";
import { withCspMeta } from "./add-csp-meta.ts";
import { analyticsTag, scriptElement, withAnalytics } from "./analytics.ts";

const page =
  '<!doctype html><html><head><meta charset="utf-8"/><title>t</title><script>go()</script></head><body></body></html>';

test("each provider's script comes from one place, and the policy names exactly its origins", () => {
  expect(analyticsTag({ provider: "plausible", domain: "a.dev", host: "https://plausible.io" })).toEqual({
    src: "https://plausible.io/js/script.js",
    attributes: { defer: true, "data-domain": "a.dev" },
    sources: { script: ["https://plausible.io"], connect: ["https://plausible.io"] },
  });
  expect(analyticsTag({ provider: "goatcounter", host: "https://nadia.goatcounter.com" }).sources).toEqual({
    script: ["https://nadia.goatcounter.com"],
    connect: ["https://nadia.goatcounter.com"],
    img: ["https://nadia.goatcounter.com"],
  });
  const umami = analyticsTag({ provider: "umami", websiteId: "id", host: "https://umami.example.org" });
  expect(umami.attributes["data-host-url"]).toBe("https://umami.example.org");
  expect(umami.sources).toEqual({ script: ["https://umami.example.org"], connect: ["https://umami.example.org"] });
  expect(analyticsTag({ provider: "cloudflare", token: "t0k" }).sources).toEqual({
    script: ["https://static.cloudflareinsights.com"],
    connect: ["https://cloudflareinsights.com"],
  });
});

test("attribute values are escaped", () => {
  expect(scriptElement(analyticsTag({ provider: "cloudflare", token: 'a"b&c' }))).toBe(
    `<script defer data-cf-beacon="{&quot;token&quot;:&quot;a\\&quot;b&amp;c&quot;}" src="https://static.cloudflareinsights.com/beacon.min.js"></script>`,
  );
});

test("without a provider the page is unchanged, byte for byte", () => {
  expect(withAnalytics(page, undefined)).toBe(page);
  expect(withCspMeta(page, undefined)).toBe(withCspMeta(page));
  expect(withCspMeta(page)).not.toMatch(/https:/);
});

test("with a provider the page gets its script at the end of the head and its origins in the policy", () => {
  const html = withCspMeta(page, { provider: "plausible", domain: "a.dev", host: "https://stats.a.dev" });
  expect(html).toContain('<script defer data-domain="a.dev" src="https://stats.a.dev/js/script.js"></script></head>');
  expect(html).toMatch(/script-src 'self' 'sha256-[^']+' https:\/\/stats\.a\.dev;/);
  expect(html).toContain("connect-src 'self' https://stats.a.dev;");
  expect(html).toContain("img-src 'self';");
  // Processing a page twice does not add a second script.
  expect(withCspMeta(html, { provider: "plausible", domain: "a.dev", host: "https://stats.a.dev" })).toBe(html);
});
