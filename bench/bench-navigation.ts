// Page-to-page for `npm run bench`: how long a visitor on a phone waits between
// clicking or tapping a link and seeing the next page, under the throttling of
// bench-tap.ts (Lighthouse's mobile screen, 4x CPU, its DevTools network
// throttling), and what the speculation rules fetch ahead of any click.
//
// Driven through Puppeteer: Chromium turns prerendering off while a DevTools
// client that cannot follow a prerendering page is attached
// ("PrerenderingDisabledByDevTools"), as Playwright's is; Puppeteer's own
// session, which throttles here, can. The site is reached through a counting
// proxy, which tells the requests made ahead (`Sec-Purpose: prefetch`, with or
// without `;prerender`) from the others.
import { createServer, request as forward, type Server } from "node:http";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { screenEmulationMetrics, throttling, userAgents } from "lighthouse/core/config/constants.js";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { CHROMIUM_FLAGS, chromiumPath } from "../cli/chromium.ts";
import { median } from "./median.ts";

/**
 * How long the link is in view before the press: one second (a visitor who found it and acts), or three (one who
 * read around it first).
 */
export const IN_VIEW_MS = { quick: 1000, rested: 3000 } as const;

/** What is opened (a home card, a post in the writing index), how (pointer or touch), after how long in view. */
const CASES = {
  cardClickQuick: { link: "card", touch: false, inView: "quick" },
  cardTapQuick: { link: "card", touch: true, inView: "quick" },
  postClickQuick: { link: "post", touch: false, inView: "quick" },
  postTapQuick: { link: "post", touch: true, inView: "quick" },
  cardClick: { link: "card", touch: false, inView: "rested" },
  cardTap: { link: "card", touch: true, inView: "rested" },
  postClick: { link: "post", touch: false, inView: "rested" },
  postTap: { link: "post", touch: true, inView: "rested" },
} as const satisfies Record<string, { link: "card" | "post"; touch: boolean; inView: keyof typeof IN_VIEW_MS }>;

export type NavigationCase = keyof typeof CASES;
export const NAVIGATION_CASES = Object.keys(CASES) as NavigationCase[];

export const NAVIGATION_CASE_LABELS = Object.fromEntries(
  NAVIGATION_CASES.map((name) => {
    const { link, touch, inView } = CASES[name];
    const what = link === "card" ? "a home card" : "a post in the writing index";
    return [name, `${touch ? "tap" : "click"} on ${what}, in view ${IN_VIEW_MS[inView] / 1000} s`];
  }),
) as Record<NavigationCase, string>;

export type NavigationResult = {
  /**
   * Milliseconds from the click or the tap (the button or finger lifting, which opens the link, as INP counts a
   * tap) to the next page's first frame, every run.
   */
  runs: Record<NavigationCase, number[]>;
  medians: Record<NavigationCase, number>;
  /**
   * Bytes on the wire fetched ahead (prefetch and prerender) by page: while it is left alone after load, and in a
   * page view read to its end (a screen at a time, resting on each).
   */
  aheadBytes: Record<string, { alone: number; read: number }>;
};

/** How long the pointer rests on a link before the click, as a visitor's does once it has found it. */
export const HOVER_MS = 300;
/** How long a button or a finger stays down, as a visitor's does: the page opens when it lifts. */
export const PRESS_MS = 100;
/** How long a reader rests on each screen of a page read to its end. */
const READ_MS = 1000;
/**
 * How long a page is left alone after load, at its top, before the visitor brings the link into view; and while
 * counting what it fetches ahead.
 */
const SETTLE_MS = 3000;

type Proxy = { server: Server; origin: string; ahead: () => number; reset: () => void; beacons: string[] };

/**
 * The site through a proxy that counts the bytes of each request made ahead of a click, and takes the pages' own
 * reports (BEACON): Puppeteer does not follow a prerendered page into its activation, so the page says when it showed.
 */
function countingProxy(target: URL): Promise<Proxy> {
  let ahead = 0;
  const beacons: string[] = [];
  const server = createServer((incoming, outgoing) => {
    if (incoming.url === RECORDER) {
      outgoing.writeHead(200, { "Content-Type": "text/javascript" }).end(RECORD);
      return;
    }
    if (incoming.url?.startsWith(BEACON)) {
      beacons.push(incoming.url.slice(BEACON.length));
      outgoing.writeHead(204).end();
      return;
    }
    const purpose = String(incoming.headers["sec-purpose"] ?? "");
    const upstream = forward(
      {
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          let body: Buffer = Buffer.concat(chunks);
          if (purpose.startsWith("prefetch")) ahead += body.length;
          const headers = { ...response.headers };
          if (String(headers["content-type"]).startsWith("text/html")) {
            body = withRecorder(body, headers["content-encoding"]);
            headers["content-length"] = String(body.length);
          }
          outgoing.writeHead(response.statusCode ?? 502, headers).end(body);
        });
      },
    );
    upstream.on("error", () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      resolve({ server, origin: `http://127.0.0.1:${port}`, ahead: () => ahead, reset: () => (ahead = 0), beacons });
    }),
  );
}

/** Where the pages report, on the proxy: "up?<time>", "shown?<path>&<time>"; and the script that reports. */
const BEACON = "/__bench/";
const RECORDER = `${BEACON}record.js`;
/** The first home card's link, and the first post's in the writing index. */
const CARD = "main article a[href]";
const POST = "main li h2 a[href]";

// The script the proxy adds to every page (async, from the page's own origin, so its policy allows it): the time
// the pointer or touch lifted, and the page's first frame once shown (its first paint, or for a prerendered page
// its activation when that came later), both on the wall clock, sent to the proxy.
const RECORD = `(${String(() => {
  const send = (what: string) => navigator.sendBeacon(`/__bench/${what}`);
  for (const type of ["pointerup", "touchend"])
    window.addEventListener(type, (event) => send(`up?${performance.timeOrigin + event.timeStamp}`), {
      capture: true,
      passive: true,
    });
  new PerformanceObserver((list, observer) => {
    const paint = list.getEntriesByName("first-paint")[0];
    if (!paint) return;
    observer.disconnect();
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceEntry & { activationStart?: number };
    const shown = Math.max(paint.startTime, navigation?.activationStart ?? 0);
    send(`shown?${location.pathname}&${performance.timeOrigin + shown}`);
  }).observe({ type: "paint", buffered: true });
})})();`;

/** A page's HTML with the recorder added, in the encoding it came in. */
function withRecorder(body: Buffer, encoding: string | undefined): Buffer {
  const decode = { br: brotliDecompressSync, gzip: gunzipSync }[encoding ?? ""] ?? ((data: Buffer) => data);
  const encode = { br: brotliCompressSync, gzip: gzipSync }[encoding ?? ""] ?? ((data: Buffer) => data);
  const html = decode(body).toString("utf8").replace("</body>", `<script async src="${RECORDER}"></script></body>`);
  return encode(Buffer.from(html));
}

async function throttledPage(browser: Browser, touch: boolean): Promise<Page> {
  const { mobile: screen } = screenEmulationMetrics as Record<
    "mobile",
    { width: number; height: number; deviceScaleFactor: number }
  >;
  const network = throttling.mobileSlow4G;
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setUserAgent({ userAgent: userAgents.mobile });
  await page.setViewport({
    width: screen.width,
    height: screen.height,
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: true,
    hasTouch: touch,
  });
  await page.emulateCPUThrottling(network.cpuSlowdownMultiplier);
  await page.emulateNetworkConditions({
    latency: network.requestLatencyMs,
    download: (network.downloadThroughputKbps * 1024) / 8,
    upload: (network.uploadThroughputKbps * 1024) / 8,
  });
  return page;
}

/** The first link that `selector` finds (a home card's, a post's), scrolled to the middle of the screen. */
async function linkBox(page: Page, selector: string) {
  const link = await page.waitForSelector(selector);
  if (!link) throw new Error(`No ${selector} on ${page.url()}`);
  await link.evaluate((element) => element.scrollIntoView({ block: "center" }));
  const box = await link.boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  const href = await link.evaluate((element) => (element as HTMLAnchorElement).href);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, href };
}

async function measure(browser: Browser, proxy: Proxy, from: string, name: NavigationCase) {
  const { link, touch, inView } = CASES[name];
  const selector = link === "card" ? CARD : POST;
  const page = await throttledPage(browser, touch);
  try {
    await page.goto(from, { waitUntil: "load" });
    // Left alone at its top, as it loaded; then the link brought into view, and in view IN_VIEW_MS before the press
    // (a pointer resting HOVER_MS on it at the end of that).
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const { x, y, href } = await linkBox(page, selector);
    const inViewMs = IN_VIEW_MS[inView];
    await new Promise((resolve) => setTimeout(resolve, inViewMs - (touch ? 0 : HOVER_MS)));
    proxy.beacons.length = 0;
    if (!touch) {
      await page.mouse.move(x, y);
      await new Promise((resolve) => setTimeout(resolve, HOVER_MS));
    }
    await (touch ? page.touchscreen.touchStart(x, y) : page.mouse.down());
    await new Promise((resolve) => setTimeout(resolve, PRESS_MS));
    // The page that shows can be the prerendered one, which takes the tab's place before the release is answered.
    await (touch ? page.touchscreen.touchEnd() : page.mouse.up()).catch((error: unknown) => {
      if (!/Target closed/.test(String(error))) throw error;
    });
    const path = new URL(href).pathname;
    for (let waited = 0; ; waited += 50) {
      const up = proxy.beacons.find((beacon) => beacon.startsWith("up?"));
      const shown = proxy.beacons.find((beacon) => beacon.startsWith(`shown?${path}&`));
      if (up && shown) return Number(shown.split("&").at(-1)) - Number(up.slice("up?".length));
      if (waited > 30_000) throw new Error(`No report of ${path} shown after a click on ${selector}: ${proxy.beacons}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await page.browserContext().close();
  }
}

/**
 * What a page fetches ahead, nothing clicked, nothing hovered: while it is left alone after load, and then once read
 * to its end by touch, a screen at a time, resting READ_MS on each, and SETTLE_MS at the end.
 */
async function fetchedAhead(browser: Browser, url: string, proxy: Proxy) {
  const page = await throttledPage(browser, true);
  try {
    proxy.reset();
    await page.goto(url, { waitUntil: "load" });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const alone = proxy.ahead();
    for (;;) {
      const moved = await page.evaluate(() => {
        const before = scrollY;
        scrollBy(0, innerHeight * 0.8);
        return scrollY !== before;
      });
      if (!moved) break;
      await new Promise((resolve) => setTimeout(resolve, READ_MS));
    }
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    return { alone, read: proxy.ahead() - alone };
  } finally {
    await page.browserContext().close();
  }
}

/** The medians of `runs` (NaN for a case with none: no posts). */
function navigationMedians(runs: Record<NavigationCase, number[]>): Record<NavigationCase, number> {
  return Object.fromEntries(
    NAVIGATION_CASES.map((name) => [name, runs[name].length > 0 ? median(runs[name]) : Number.NaN]),
  ) as Record<NavigationCase, number>;
}

/**
 * Every case `runs` times, interleaved. `site` is the site's root URL (with its base path); `writing` the writing
 * index's path from there ("writing"), or null when the site has no posts. `ahead: false` leaves out what the pages
 * fetch ahead (`aheadBytes` is then empty).
 */
export async function benchNavigation(
  site: string,
  writing: string | null,
  runs: number,
  { ahead = true }: { ahead?: boolean } = {},
): Promise<NavigationResult> {
  const proxy = await countingProxy(new URL(site));
  const root = `${proxy.origin}${new URL(site).pathname}`;
  const browser = await puppeteer.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const results = Object.fromEntries(NAVIGATION_CASES.map((name) => [name, [] as number[]])) as Record<
      NavigationCase,
      number[]
    >;
    for (let i = 0; i < runs; i++) {
      for (const name of NAVIGATION_CASES) {
        if (CASES[name].link === "card") results[name].push(await measure(browser, proxy, root, name));
        else if (writing !== null) results[name].push(await measure(browser, proxy, `${root}${writing}`, name));
      }
    }
    const aheadBytes: NavigationResult["aheadBytes"] = {};
    if (ahead) {
      aheadBytes["/"] = await fetchedAhead(browser, root, proxy);
      if (writing !== null) aheadBytes[`/${writing}`] = await fetchedAhead(browser, `${root}${writing}`, proxy);
    }
    return { runs: results, medians: navigationMedians(results), aheadBytes };
  } finally {
    await browser.close();
    proxy.server.close();
  }
}
