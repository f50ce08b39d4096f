// Tap-to-open for `npm run bench`: how long a visitor on a phone waits between
// tapping a screenshot and seeing the viewer, under the same throttling as
// Lighthouse's mobile run (its emulated screen, 4x CPU, and the round trip and
// bandwidth its DevTools throttling applies), with real touch input.
import { chromium, type Browser, type Page } from "@playwright/test";
import { screenEmulationMetrics, throttling, userAgents } from "lighthouse/core/config/constants.js";
import { CHROMIUM_FLAGS, chromiumPath } from "../cli/chromium.ts";
import { median } from "./median.ts";

/**
 * How long after a jump to the screenshots (a fling, the End key, a link to the gallery) a visitor taps one: the
 * quickest human reaction to what came into view.
 */
export const JUMP_TAP_MS = 250;

export const TAP_CASES = ["jumpThenTap", "jumpAndTap", "scrolled", "settled", "domContentLoaded", "live"] as const;
export type TapCase = (typeof TAP_CASES)[number];

export const TAP_CASE_LABELS: Record<TapCase, string> = {
  jumpThenTap: `tap ${JUMP_TAP_MS} ms after a jump to the screenshots`,
  jumpAndTap: "tap at the moment of a jump to the screenshots",
  scrolled: "tap as a smooth scroll to the screenshots ends",
  settled: "first tap after the page settles, scrolled to the screenshots",
  domContentLoaded: "tap at DOMContentLoaded",
  live: "tap once the gallery is live",
};

export type TapResult = {
  path: string;
  /** Milliseconds from the touch to the first frame with the viewer open, every run. */
  runs: Record<TapCase, number[]>;
  medians: Record<TapCase, number>;
  /** Each case's median over the live tap's. */
  ratios: Record<Exclude<TapCase, "live">, number>;
};

/** How long a page is left alone before a jump or a scroll to its screenshots, or scrolled to them before a tap. */
const SETTLE_MS = 3000;

// Runs in the page before anything else: the touch's time, and the first
// frame after a dialog opens.
function recordTapToOpen() {
  const tap = { start: Number.NaN, open: Number.NaN };
  Object.assign(window, { __tap: tap });
  window.addEventListener(
    "touchstart",
    (event) => {
      if (Number.isNaN(tap.start)) tap.start = event.timeStamp;
    },
    { capture: true, passive: true },
  );
  new MutationObserver(() => {
    if (Number.isNaN(tap.open) && document.querySelector("dialog[open]")) {
      tap.open = 0;
      requestAnimationFrame(() => (tap.open = performance.now()));
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["open"] });
}

async function throttledPage(browser: Browser): Promise<Page> {
  const { mobile: screen } = screenEmulationMetrics as Record<
    "mobile",
    { width: number; height: number; deviceScaleFactor: number }
  >;
  const network = throttling.mobileSlow4G;
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: network.requestLatencyMs,
    downloadThroughput: (network.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (network.uploadThroughputKbps * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: network.cpuSlowdownMultiplier });
  await page.addInitScript(recordTapToOpen);
  return page;
}

const firstThumbnail = (page: Page) => page.locator("[data-island] a").first();

/** Scrolls the first screenshot to the middle of the screen, as a visitor would before tapping it. */
async function scrollToGallery(page: Page) {
  await firstThumbnail(page).evaluate((element) => element.scrollIntoView({ block: "center" }));
}

/**
 * The same, as a visitor's flick brings it: a smooth scroll from wherever the
 * page is, over the frames in between, ending when the scroll does. Throws when
 * the screenshot was already on screen, where there is no scrolling to it.
 */
async function flickToGallery(page: Page) {
  await firstThumbnail(page).evaluate(
    (element) =>
      new Promise<void>((resolve, reject) => {
        if (element.getBoundingClientRect().top < window.innerHeight)
          reject(new Error("The first screenshot is on screen at load: there is no scrolling to it"));
        window.addEventListener("scrollend", () => resolve(), { once: true });
        element.scrollIntoView({ block: "center", behavior: "smooth" });
      }),
  );
}

async function tapFirstScreenshot(page: Page) {
  const box = await firstThumbnail(page).boundingBox();
  if (!box) throw new Error("The first screenshot has no box to tap");
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

async function measure(browser: Browser, url: string, tapCase: TapCase): Promise<number> {
  const page = await throttledPage(browser);
  try {
    if (tapCase === "domContentLoaded") {
      await page.goto(url, { waitUntil: "domcontentloaded" });
      await scrollToGallery(page);
    } else if (tapCase === "jumpThenTap" || tapCase === "jumpAndTap") {
      // Loaded and left alone at the top, then the screenshots brought into view in one step, and a tap.
      await page.goto(url, { waitUntil: "load" });
      await page.waitForTimeout(SETTLE_MS);
      await scrollToGallery(page);
      if (tapCase === "jumpThenTap") await page.waitForTimeout(JUMP_TAP_MS);
    } else if (tapCase === "scrolled") {
      // Loaded and left alone at the top, then a flick to the screenshots and a tap as soon as they stop.
      await page.goto(url, { waitUntil: "load" });
      await page.waitForTimeout(SETTLE_MS);
      await flickToGallery(page);
    } else {
      // Loaded, scrolled to the screenshots, and left alone for a moment.
      await page.goto(url, { waitUntil: "load" });
      await scrollToGallery(page);
      if (tapCase === "live") {
        // A pointer over the gallery loads it; wait until React has it.
        await page.locator("[data-island]").dispatchEvent("pointerover");
        await page.locator("[data-island][data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
      }
      await page.waitForTimeout(SETTLE_MS);
    }
    await tapFirstScreenshot(page);
    await page.waitForFunction(() => (window as unknown as { __tap: { open: number } }).__tap.open > 0, null, {
      timeout: 30_000,
    });
    return await page.evaluate(() => {
      const { start, open } = (window as unknown as { __tap: { start: number; open: number } }).__tap;
      return open - start;
    });
  } finally {
    await page.context().close();
  }
}

/** The medians of `runs`, and each case's over the live tap's. */
function tapResult(path: string, runs: Record<TapCase, number[]>): TapResult {
  const medians = Object.fromEntries(TAP_CASES.map((tapCase) => [tapCase, median(runs[tapCase])])) as Record<
    TapCase,
    number
  >;
  const ratios = Object.fromEntries(
    TAP_CASES.filter((tapCase) => tapCase !== "live").map((tapCase) => [tapCase, medians[tapCase] / medians.live]),
  ) as TapResult["ratios"];
  return { path, runs, medians, ratios };
}

/** Every case `runs` times, interleaved, so a busy moment on the machine spreads over all of them. */
export async function benchTapToOpen(url: string, path: string, runs: number): Promise<TapResult> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const results = Object.fromEntries(TAP_CASES.map((tapCase) => [tapCase, [] as number[]])) as Record<
      TapCase,
      number[]
    >;
    for (let i = 0; i < runs; i++) {
      for (const tapCase of TAP_CASES) results[tapCase].push(await measure(browser, url, tapCase));
    }
    return tapResult(path, results);
  } finally {
    await browser.close();
  }
}
