// What the screenshot viewer downloads in each engine: a fresh browser per
// engine and size opens the viewer on the first screenshot of a project page,
// steps forward twice and closes it, and adds up the image files fetched from
// the moment it opened (Resource Timing's encoded sizes). `npm run bench`
// reports it; alone: node e2e/engines/viewer-bytes.ts <project page URL>.
import { setTimeout as sleep } from "node:timers/promises";
import { portsFrom } from "../harness/free-port.ts";
import { firefox, startXvfb, webkit, type Driver, type EngineName } from "./drivers.ts";

export type ViewerBytes = { engine: EngineName; size: string; files: string[]; formats: string[]; bytes: number };

export const IMAGE_FILE = /\.(avif|webp|jpe?g)(\?|$)/;

/** The image files fetched since resource entry `from`, with their encoded sizes. */
export const imageEntries = (from = 0) =>
  `performance.getEntriesByType("resource").slice(${from}).filter((e) => ${IMAGE_FILE}.test(e.name)).map((e) => ({ name: e.name, bytes: e.encodedBodySize || e.transferSize || 0 }))`;

export const formatOf = (name: string) => (IMAGE_FILE.exec(name)?.[1] ?? "?").replace("jpeg", "jpg");

const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };

async function until(driver: Driver, expression: string) {
  for (let i = 0; i < 100; i++) {
    if (await driver.evaluate<boolean>(expression).catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${expression}`);
}

async function measure(driver: Driver, url: string, size: keyof typeof SIZES): Promise<ViewerBytes> {
  await driver.resize(SIZES[size].width, SIZES[size].height);
  await driver.goto(url);
  const before = await driver.evaluate<number>(`performance.getEntriesByType("resource").length`);
  await driver.click(`[data-island="gallery"] li:first-child a`);
  await until(driver, `document.querySelector("dialog")?.open === true`);
  const next = (await driver.evaluate<string>("document.documentElement.dir")) === "rtl" ? "ArrowLeft" : "ArrowRight";
  for (const n of [2, 3]) {
    await driver.press(next);
    await until(
      driver,
      `new URLSearchParams(location.search).get("screenshot") === "${n}" || document.querySelectorAll('[data-island="gallery"] li').length < ${n}`,
    );
  }
  await driver.press("Escape");
  await until(driver, `!document.querySelector("dialog").open`);
  // A dropped picture fetched its fallback late, when collected: leave it the time.
  await sleep(2000);
  const images = await driver.evaluate<{ name: string; bytes: number }[]>(imageEntries(before));
  return {
    engine: driver.engine,
    size,
    files: images.map((image) => image.name.split("/").pop() ?? image.name),
    formats: [...new Set(images.map((image) => formatOf(image.name)))],
    bytes: images.reduce((sum, image) => sum + image.bytes, 0),
  };
}

export async function viewerBytes(
  url: string,
  engines: readonly EngineName[],
  webdriverPort: number,
): Promise<ViewerBytes[]> {
  const results: ViewerBytes[] = [];
  const xvfb = engines.includes("webkit") ? await startXvfb() : null;
  const display = xvfb?.display ?? "";
  try {
    for (const engine of engines)
      for (const size of Object.keys(SIZES) as (keyof typeof SIZES)[]) {
        // A fresh browser each time: nothing cached from the last run.
        const driver =
          engine === "webkit"
            ? await webkit(display, webdriverPort)
            : await firefox(() => false, engine === "chromium");
        try {
          results.push(await measure(driver, url, size));
        } finally {
          await driver.close();
        }
      }
  } finally {
    xvfb?.process.kill();
  }
  return results;
}

export function viewerBytesMarkdown(rows: readonly ViewerBytes[]): string {
  return [
    "| engine | size | files | formats | bytes |",
    "| ------ | ---- | ----- | ------- | ----- |",
    ...rows.map(
      (r) =>
        `| ${r.engine} | ${r.size} | ${r.files.length} | ${r.formats.join(", ")} | ${(r.bytes / 1024).toFixed(1)} KB |`,
    ),
  ].join("\n");
}

if (import.meta.main) {
  const url = process.argv[2];
  if (!url) throw new Error("Usage: node e2e/engines/viewer-bytes.ts <project page URL>");
  const rows = await viewerBytes(
    url,
    ["chromium", "firefox", "webkit"],
    (await portsFrom("ENGINES_PORT", ["server", "nginx", "webdriver"]))[2],
  );
  console.log(viewerBytesMarkdown(rows));
  for (const row of rows) console.log(`${row.engine} ${row.size}: ${row.files.join(", ")}`);
}
