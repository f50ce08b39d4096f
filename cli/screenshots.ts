// The README's pictures, taken from the built site so they always show the
// current look: the home page in the light and the dark theme, on a desktop
// and on a phone, written to docs/screenshots/. Run after `npm run build`:
//   npm run screenshots            (PORT=4330 by default; SCREENSHOT_DIR to write elsewhere)
// Also handy to look at a change at other widths: SCREENSHOT_WIDTHS=320,390,1366 SCREENSHOT_PATHS=/,/fr
// With --looks it builds the site once in every look (SITE_LOOK, app/schemas/looks.ts) and photographs each into
// docs/screenshots/looks/, for docs/looks.md; build/ is then the last look's, so build again before serving it:
//   npm run screenshots -- --looks
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "./chromium.ts";
import { LOOK_NAMES } from "../app/schemas/looks.ts";

const PORT = Number(process.env.PORT ?? 4330);
const OUT = process.env.SCREENSHOT_DIR ?? "docs/screenshots";
const ORIGIN = `http://127.0.0.1:${PORT}`;

/** The README's four: a laptop's width and a phone's, each in both themes. */
const DEVICES = [
  { name: "desktop", width: 1366, height: 900, scale: 1, mobile: false },
  { name: "phone", width: 390, height: 844, scale: 2, mobile: true },
];

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(ORIGIN)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The site did not answer at ${ORIGIN}`);
}

/** Photographs the build in build/ into `out`, each file's name starting with `prefix`; returns the files. */
async function photograph(out: string, prefix = ""): Promise<string[]> {
  if (!existsSync("build/client/index.html")) throw new Error("No build: run `npm run build` first.");
  const server = spawn(process.execPath, ["cli/serve.ts"], { env: { ...process.env, PORT: String(PORT) } });
  try {
    await waitForServer();
    await mkdir(out, { recursive: true });
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
    const widths = process.env.SCREENSHOT_WIDTHS?.split(",").map(Number);
    const devices = widths
      ? widths.map((width) => ({ name: `${width}`, width, height: 900, scale: 1, mobile: width < 600 }))
      : DEVICES;
    const paths = process.env.SCREENSHOT_PATHS?.split(",") ?? ["/"];
    const written: string[] = [];
    for (const device of devices) {
      for (const theme of ["light", "dark"] as const) {
        const context = await browser.newContext({
          viewport: { width: device.width, height: device.height },
          deviceScaleFactor: device.scale,
          isMobile: device.mobile,
          colorScheme: theme,
          reducedMotion: "reduce",
        });
        const page = await context.newPage();
        for (const path of paths) {
          await page.goto(`${ORIGIN}${path}`, { waitUntil: "networkidle" });
          await page.evaluate(() => document.fonts.ready);
          const slug = path === "/" ? "home" : path.replace(/^\/|\/$/g, "").replace(/\//g, "-");
          const file = join(out, `${prefix}${slug}-${device.name}-${theme}.png`);
          await page.screenshot({ path: file, fullPage: Boolean(widths) });
          written.push(file);
        }
        await context.close();
      }
    }
    await browser.close();
    return written;
  } finally {
    server.kill();
  }
}

/** Builds the site in each look and photographs it: `<look>-home-<device>-<theme>.png` in docs/screenshots/looks/. */
async function photographLooks(): Promise<string[]> {
  const written: string[] = [];
  for (const look of LOOK_NAMES) {
    console.log(`Building the site in the ${look} look…`);
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, SITE_LOOK: look } });
    if (build.status !== 0) throw new Error(`The build in the ${look} look failed.`);
    written.push(...(await photograph(join(OUT, "looks"), `${look}-`)));
  }
  return written;
}

if (import.meta.main) {
  const written = process.argv.includes("--looks") ? await photographLooks() : await photograph(OUT);
  console.log(`Screenshots: ${written.join(", ")}`);
}
