import { defineConfig, devices } from "@playwright/test";
import { basePath } from "./scripts/base-path.ts";
import { CHROMIUM_FLAGS, chromiumPath } from "./scripts/chromium.ts";

const PORT = Number(process.env.E2E_PORT ?? 4319);

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
      args: CHROMIUM_FLAGS,
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
