// The smoke, header, JSON Resume and machine-readable files' tests, and the search's linked query, again, against real
// nginx (Debian's nginx-light)
// serving build/client with the generated build/nginx.conf, so the host config
// is proven on the server it is written for. `npm run test:nginx`.
import { defineConfig } from "@playwright/test";
import { basePath } from "./vite/base-path.ts";
import config from "./playwright.config.ts";
import { portFrom } from "./e2e/harness/free-port.ts";

const PORT = await portFrom("E2E_NGINX_PORT");

export default defineConfig({
  ...config,
  testMatch: [
    "smoke.spec.ts",
    "security-headers.spec.ts",
    "resume.spec.ts",
    "machine-readable.spec.ts",
    "search.spec.ts",
  ],
  use: { ...config.use, baseURL: `http://127.0.0.1:${PORT}${basePath()}` },
  projects: (config.projects ?? [])
    .filter((project) => project.name === "chromium")
    .flatMap((project) => [
      { ...project, name: "nginx", testIgnore: "search.spec.ts" },
      // Of the search's tests, the one that proves nginx serves the index (the rest test the page, not the host).
      { ...project, name: "nginx-search", testMatch: "search.spec.ts", grep: /@smoke/ },
    ]),
  webServer: {
    command: "node e2e/harness/nginx-server.ts",
    env: { PORT: String(PORT) },
    url: `http://127.0.0.1:${PORT}${basePath()}`,
    // Never someone else's server on this port: these tests are about this nginx.
    reuseExistingServer: false,
    stdout: "ignore",
    // Stopped as a person would stop it, so that it stops nginx and removes its temporary folder (by default
    // Playwright kills it outright, and each run left one behind).
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
  },
});
