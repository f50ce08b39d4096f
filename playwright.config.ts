import { existsSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { chromium, defineConfig, devices } from "@playwright/test";
import { basePath } from "./scripts/base-path.ts";

const PORT = Number(process.env.E2E_PORT ?? 4319);

/**
 * The system's Chromium where there is one (Playwright cannot download its own
 * browsers everywhere), else the browser Playwright installed.
 */
function chromiumPath(): string {
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
    "No Chromium for the end-to-end tests. Install one with 'sudo apt-get install chromium' (Debian/Ubuntu), " +
      "or 'npx playwright install chromium' where downloads are allowed, or point CHROMIUM_PATH at a Chromium binary.",
  );
}

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}${basePath()}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // The production server, serving the built output as a static host would.
    command: "node scripts/serve.ts",
    env: { PORT: String(PORT) },
    url: `http://127.0.0.1:${PORT}${basePath()}`,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
  },
});
