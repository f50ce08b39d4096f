// A page whose HTML arrives slowly, a piece at a time, as on a poor mobile
// connection or a busy phone: nothing on it may move as the rest lands. The
// browser paints what it has parsed between pieces, so without the pages'
// render-blocking `<link rel="expect">` the header's items arrive one by one
// and shift each other, and the home page's hero re-centres its columns.
// Content-agnostic: every home page of the built site, at three widths.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sitePages } from "../app/addresses/site-pages.ts";
import { expect, layoutShifts, recordLayoutShifts, test, walkTimeout } from "./fixtures.ts";

/** One kilobyte every 50 ms: many frames' worth of pauses inside a page of 15 to 40 KB. */
const PIECE = 1024;
const PAUSE = 50;

/**
 * A proxy in front of the test server that passes everything through as it is,
 * except that it sends HTML in pieces with pauses between them.
 */
async function slowHtmlProxy(upstream: string): Promise<Server> {
  const server = createServer(async (request, response) => {
    const answer = await fetch(new URL(request.url!, upstream), { headers: { "accept-encoding": "identity" } });
    const body = Buffer.from(await answer.arrayBuffer());
    const headers = Object.fromEntries(
      [...answer.headers].filter(([name]) => !/^(content-length|content-encoding|transfer-encoding)$/.test(name)),
    );
    response.writeHead(answer.status, headers);
    if (!answer.headers.get("content-type")?.includes("text/html")) return void response.end(body);
    for (let start = 0; start < body.length; start += PIECE) {
      response.write(body.subarray(start, start + PIECE));
      await new Promise((resolve) => setTimeout(resolve, PAUSE));
    }
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

const homes = sitePages().filter((entry) => entry.page === "/");

for (const width of [320, 390, 1366]) {
  test(`a home page arriving a kilobyte at a time moves nothing as it lands, at ${width} px`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(walkTimeout(homes.length, 5_000));
    const proxy = await slowHtmlProxy(baseURL!);
    const { port } = proxy.address() as AddressInfo;
    const base = new URL(baseURL!);
    base.port = String(port);
    await page.setViewportSize({ width, height: 800 });
    await recordLayoutShifts(page);
    try {
      for (const { path } of homes) {
        await page.goto(new URL(`.${path}`, base).href, { waitUntil: "load" });
        await page.evaluate(() => document.fonts.ready);
        const shifts = await layoutShifts(page);
        expect(
          shifts.map(({ moved }) => moved),
          path,
        ).toEqual([]);
      }
    } finally {
      proxy.close();
    }
  });
}
