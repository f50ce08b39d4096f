// The browser for the end-to-end tests and the benchmark: the system's Chromium
// where there is one (Playwright cannot download its own browsers everywhere),
// else the one Playwright installed, with flags that keep it off the network.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

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
