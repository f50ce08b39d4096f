// The owner's analytics provider, with a fixture setting for each provider:
// the home page as the root renders it with that setting (the provider's tag
// at the end of the head, its origins in the policy: app/root.tsx, unit-tested
// in root.test.tsx), made here from the built page, in Chromium. The
// provider's hosts are answered here, as the test runs offline: its script
// sends one event to the endpoint the real script uses, and the policy must
// let both through with no violation. The sample content names no provider;
// without one the built pages carry no analytics
// (content-security-policy.spec.ts).
import { createHash } from "node:crypto";
import { createServer } from "node:http";
import { test as plainTest, type Page, type Route } from "@playwright/test";
import puppeteer from "puppeteer-core";
import type { Analytics } from "../app/schemas/settings-schema.ts";
import { analyticsLoader, analyticsTag, type AnalyticsTag } from "../app/page/analytics.ts";
import { metaPolicy } from "../app/page/content-security-policy.ts";
import { basePath } from "../vite/base-path.ts";
import { CHROMIUM_FLAGS, testChromiumPath } from "../cli/chromium.ts";
import { checkedSettings } from "../app/collections/owner-modules.ts";
import { expect, recordViolations, test, violations } from "./fixtures.ts";

const settings = checkedSettings();

type Fixture = { analytics: Analytics; script: string; endpoint: string; pixel?: string };

const UMAMI_ID = "5f4b2c8e-1d3a-4e6f-9b7c-0a1d2e3f4a5b";
const fixtures: Fixture[] = [
  {
    analytics: { provider: "plausible", domain: "jane-example.dev", host: "https://plausible.io" },
    script: "https://plausible.io/js/script.js",
    endpoint: "https://plausible.io/api/event",
  },
  {
    analytics: { provider: "plausible", domain: "jane-example.dev", host: "https://stats.jane-example.dev" },
    script: "https://stats.jane-example.dev/js/script.js",
    endpoint: "https://stats.jane-example.dev/api/event",
  },
  {
    analytics: { provider: "goatcounter", host: "https://jane.goatcounter.com" },
    script: "https://jane.goatcounter.com/count.js",
    endpoint: "https://jane.goatcounter.com/count?p=/",
    pixel: "https://jane.goatcounter.com/count?p=/&b=1",
  },
  {
    analytics: { provider: "umami", websiteId: UMAMI_ID, host: "https://cloud.umami.is" },
    script: "https://cloud.umami.is/script.js",
    endpoint: "https://cloud.umami.is/api/send",
  },
  {
    analytics: { provider: "cloudflare", token: "0123456789abcdef0123456789abcdef" },
    script: "https://static.cloudflareinsights.com/beacon.min.js",
    endpoint: "https://cloudflareinsights.com/cdn-cgi/rum",
  },
];

const POLICY = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/;

/** The inline script that adds a provider's tag, as the root renders it, and its hash. */
const loaderOf = (tag: AnalyticsTag) => {
  const loader = analyticsLoader(tag);
  return {
    element: `<script>${loader}</script>`,
    hash: `sha256-${createHash("sha256").update(loader).digest("base64")}`,
  };
};

/**
 * The built home page as the root renders it with `analytics`, in place of the
 * owner's own provider, if any; with `allowed: false`, a policy that does not
 * name the provider's origins.
 */
function withAnalytics(built: string, analytics: Analytics, { allowed = true } = {}): string {
  const own = settings.analytics && loaderOf(analyticsTag(settings.analytics)).element;
  const html = own ? built.replace(own, "") : built;
  const policy = POLICY.exec(html)?.[1]?.replace(/&#x27;/g, "'");
  if (!policy) throw new Error("the built home page has no policy <meta>");
  const hashes = (directive: string) =>
    [...(new RegExp(`${directive} ([^;]*)`).exec(policy)?.[1] ?? "").matchAll(/'(sha256-[^']+)'/g)].map(
      (match) => match[1]!,
    );
  const tag = analyticsTag(analytics);
  const loader = loaderOf(tag);
  const scripts = [...hashes("script-src"), loader.hash];
  const changed = metaPolicy(scripts, allowed ? tag.sources : {}, hashes("style-src"));
  return html
    .replace(POLICY, `<meta http-equiv="Content-Security-Policy" content="${changed}"/>`)
    .replace("</head>", `${loader.element}</head>`);
}

/** Serves the home page as the build writes it, with `transform` applied. */
async function serveHomeAs(page: Page, transform: (html: string) => string) {
  await page.route(
    (url) => url.pathname === basePath(),
    async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers["content-encoding"];
      delete headers["content-length"];
      await route.fulfill({ response, headers, body: transform(await response.text()) });
    },
  );
}

/** Stands in for the provider: its script sends one event (and a pixel, where it has one). */
async function fakeProvider(page: Page, { script, endpoint, pixel }: Fixture) {
  const received: string[] = [];
  const answer = async (route: Route) => {
    const url = route.request().url();
    received.push(`${route.request().method()} ${url}`);
    if (url === script) {
      const send = `fetch(${JSON.stringify(endpoint)}, { method: "POST", mode: "no-cors", body: "{}" })`;
      const image = pixel ? `; new Image().src = ${JSON.stringify(pixel)}` : "";
      return route.fulfill({ contentType: "text/javascript", body: `${send}${image};` });
    }
    if (url === pixel)
      return route.fulfill({ contentType: "image/gif", body: Buffer.from("R0lGODlhAQABAAAAACw=", "base64") });
    return route.fulfill({ status: 202, headers: { "Access-Control-Allow-Origin": "*" }, body: "" });
  };
  const origins = new Set([script, endpoint, pixel].filter(Boolean).map((url) => new URL(url!).origin));
  for (const origin of origins) await page.route(`${origin}/**`, answer);
  return received;
}

for (const fixture of fixtures) {
  const { analytics } = fixture;
  const name = `${analytics.provider} (${new URL(fixture.script).host})`;

  test(`${name}: the script loads and reports, and the policy allows exactly its origins`, async ({ page }) => {
    await recordViolations(page);
    const received = await fakeProvider(page, fixture);
    await serveHomeAs(page, (html) => withAnalytics(html, analytics));
    await page.goto("./");

    const element = page.locator(`head script[src="${fixture.script}"]`);
    await expect(element).toHaveCount(1);
    await expect.poll(() => received).toContain(`POST ${fixture.endpoint}`);
    if (fixture.pixel) await expect.poll(() => received).toContain(`GET ${fixture.pixel}`);
    expect(received[0]).toBe(`GET ${fixture.script}`);
    expect(await violations(page)).toEqual([]);

    const policy = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content"))!;
    const directive = (name: string) =>
      policy
        .split("; ")
        .find((entry) => entry.startsWith(`${name} `))!
        .split(" ");
    const outside = (name: string) => directive(name).filter((source) => source.startsWith("https://"));
    const { script, connect = [], img = [] } = analyticsTag(analytics).sources;
    expect(outside("script-src")).toEqual(script);
    expect(outside("connect-src")).toEqual(connect);
    expect(outside("img-src")).toEqual(img);
    expect(policy).not.toMatch(/default-src/);
  });
}

// The plain test: the browser's refusal is logged as a console error, which is the point here.
plainTest("the same script on a page whose policy does not name its origin is refused", async ({ page }) => {
  await recordViolations(page);
  const [fixture] = fixtures;
  await fakeProvider(page, fixture!);
  // The provider's tag under a policy without its origins: what forgetting them would give.
  await serveHomeAs(page, (html) => withAnalytics(html, fixture!.analytics, { allowed: false }));
  await page.goto("./");
  await expect
    .poll(() => violations(page))
    .toContainEqual(expect.stringMatching(/^script-src(-elem)? blocked https:\/\/plausible\.io/));
});

// A page Chromium prerenders (the speculation rules) and the visitor never sees must not be counted; one that is
// shown, once. Chromium prerenders nothing while a DevTools client that cannot follow a prerendering page is
// attached ("PrerenderingDisabledByDevTools"), as Playwright's is: this test drives the same Chromium with
// Puppeteer, which can. The pages are served here, and the provider stands in on the same origin.
plainTest("a prerendered page is counted only once it is shown", async () => {
  const tag = { src: "/provider.js", attributes: { defer: true as const, "data-domain": "jane-example.dev" } };
  const requests: string[] = [];
  const pages: Record<string, string> = {
    "/": `<!doctype html><title>From</title><script type="speculationrules">{"prerender":[{"urls":["/next"],"eagerness":"immediate"}]}</script><a href="/next">Next</a>`,
    "/next": `<!doctype html><title>Next</title><script>${analyticsLoader(tag)}</script><h1>Next</h1>`,
    "/provider.js": `fetch("/event", { method: "POST", body: document.currentScript.dataset.domain });`,
  };
  const server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    const body = pages[request.url ?? ""];
    const type = request.url?.endsWith(".js") ? "text/javascript" : "text/html";
    response.writeHead(body === undefined ? 204 : 200, body === undefined ? {} : { "Content-Type": type });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const browser = await puppeteer.launch({ executablePath: testChromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    await page.goto(`http://127.0.0.1:${(server.address() as { port: number }).port}/`);
    // Prerendered, its loader run, and nothing reported.
    await expect.poll(() => requests).toContain("GET /next");
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(requests).not.toContain("GET /provider.js");
    expect(requests).not.toContain("POST /event");
    await Promise.all([page.waitForNavigation(), page.click("a")]);
    expect(await page.title()).toBe("Next");
    // It was the prerendered page that was shown, and it is counted once.
    const activationStart = await page.evaluate(
      () =>
        (performance.getEntriesByType("navigation")[0] as PerformanceEntry & { activationStart: number })
          .activationStart,
    );
    expect(activationStart).toBeGreaterThan(0);
    await expect.poll(() => requests.filter((request) => request === "POST /event")).toHaveLength(1);
    expect(requests.filter((request) => request === "GET /next")).toHaveLength(1);
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
    server.close();
  }
});
