// The Chromiums the end-to-end tests and the benchmark run, with flags that
// keep them off the network. The tests run Chromium's headless shell, from an
// npm package (testChromiumPath); the byte budgets, the benchmark, Lighthouse
// and the docs' screenshots the system's Chromium, the browser a visitor has
// (chromiumPath).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import { headlessShellPath } from "../tools/headless-shell.ts";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    return execFileSync("sh", ["-c", "command -v chromium || command -v chromium-browser"], {
      encoding: "utf8",
    }).trim();
  } catch {
    const bundled = chromium.executablePath();
    if (existsSync(bundled)) return bundled;
  }
  throw new Error(
    "No Chromium for the browser tests. Install one with 'sudo apt-get install chromium' (Debian/Ubuntu), " +
      "or 'npx playwright install chromium' where downloads are allowed, or point CHROMIUM_PATH at a Chromium binary.",
  );
}

/**
 * The browser the end-to-end tests drive: `CHROMIUM_PATH` when set, else Chromium's headless shell, the build of
 * Chromium without a browser's window and tabs that Playwright itself runs headless tests in. Playwright cannot
 * download its own here; `@sparticuz/chromium` carries one, compressed, which is unpacked once per version into
 * node_modules/.cache. The same engine; a fresh tab and its first page cost a third to two fifths of the system
 * Chromium's CPU (decision 0023).
 */
export function testChromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? headlessShellPath();
}
