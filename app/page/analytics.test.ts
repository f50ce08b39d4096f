import { expect, test } from "vitest";
import { analyticsTag } from "./analytics";

test("each provider's script comes from one place, and the policy names exactly its origins", () => {
  expect(analyticsTag({ provider: "plausible", domain: "a.dev", host: "https://plausible.io" })).toEqual({
    src: "https://plausible.io/js/script.js",
    attributes: { defer: true, "data-domain": "a.dev" },
    sources: { script: ["https://plausible.io"], connect: ["https://plausible.io"] },
  });
  expect(analyticsTag({ provider: "goatcounter", host: "https://jane.goatcounter.com" }).sources).toEqual({
    script: ["https://jane.goatcounter.com"],
    connect: ["https://jane.goatcounter.com"],
    img: ["https://jane.goatcounter.com"],
  });
  const umami = analyticsTag({ provider: "umami", websiteId: "id", host: "https://umami.example.org" });
  expect(umami.attributes["data-host-url"]).toBe("https://umami.example.org");
  expect(umami.sources).toEqual({ script: ["https://umami.example.org"], connect: ["https://umami.example.org"] });
  expect(analyticsTag({ provider: "cloudflare", token: "t0k" }).sources).toEqual({
    script: ["https://static.cloudflareinsights.com"],
    connect: ["https://cloudflareinsights.com"],
  });
});
