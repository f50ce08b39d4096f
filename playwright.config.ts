import { defineConfig, devices } from "@playwright/test";
import { basePath } from "./vite/base-path.ts";
import { CHROMIUM_FLAGS, chromiumPath, testChromiumPath } from "./cli/chromium.ts";
import { namedPorts, portFrom } from "./e2e/harness/free-port.ts";
import { LOOKS_BUILD_DIR } from "./e2e/harness/check-looks.ts";
import { LOOK_NAMES, type LookName } from "./app/schemas/looks.ts";

// Picked once, in the main process, and inherited through E2E_PORT by the workers, which load this file again.
const PORT = await portFrom("E2E_PORT");

/**
 * The checks every site must pass, whatever its content: run on the owner's
 * own build by `npm run test:site` (E2E_SUITE=site) and on every fork shape.
 * The other specs test the template's behaviour and run on the fixture site
 * (fixtures/site), where `npm run test:fixture` also fails on any skipped
 * test: the fixture has a subject for every one.
 */
export const SITE_SPECS = [
  "accessibility.spec.ts",
  "budgets.spec.ts",
  "build-output.spec.ts",
  "characters.spec.ts",
  "content-security-policy.spec.ts",
  "machine-readable.spec.ts",
  "pages.spec.ts",
  "resume.spec.ts",
  "search.spec.ts",
  "seo.spec.ts",
  "smoke.spec.ts",
  "writing.spec.ts",
];
const suite = process.env.E2E_SUITE;
const BYTE_BUDGET_SPEC = "budgets.spec.ts";
/**
 * Run alone on the looks' fixture built in each look (E2E_SUITE=looks, `npm run test:looks`), and in no other
 * suite: a project per look that E2E_LOOKS names, each against its own server of that look's build in
 * .cache/looks/<look>/ (e2e/harness/check-looks.ts), so one Playwright run checks every look.
 */
const LOOKS_SPEC = "looks.spec.ts";
const looks: LookName[] =
  suite === "looks"
    ? (process.env.E2E_LOOKS ?? LOOK_NAMES.join(","))
        .split(",")
        .map((look) => look.trim())
        .filter((look): look is LookName => (LOOK_NAMES as readonly string[]).includes(look))
    : [];
// One port per look, picked once in the main process and inherited by the workers, as E2E_PORT is.
const lookPort = (look: LookName) => `E2E_LOOK_PORT_${look.toUpperCase()}`;
await namedPorts(looks.map(lookPort));
const lookSites = looks.map((look) => ({ look, port: Number(process.env[lookPort(look)]) }));
const server = (port: number, buildDir?: string) => ({
  // The production server, serving the built output as a static host would.
  command: "node cli/serve.ts",
  env: { PORT: String(port), ...(buildDir ? { BUILD_DIR: buildDir } : {}) },
  url: `http://127.0.0.1:${port}${basePath()}`,
  reuseExistingServer: !process.env.CI,
  stdout: "ignore" as const,
});
/** A desktop Chrome's settings, run in the Chromium at `executablePath`. */
const desktopChromium = (executablePath: string) => ({
  ...devices["Desktop Chrome"],
  channel: undefined,
  launchOptions: { executablePath, args: CHROMIUM_FLAGS },
});

export default defineConfig({
  testDir: "e2e",
  // The specs; e2e/harness/ holds Vitest's tests of the harness itself.
  testMatch: suite === "site" ? SITE_SPECS : suite === "looks" ? [LOOKS_SPEC] : "*.spec.ts",
  fullyParallel: true,
  // One worker per core, in CI and out, as the unit tests have (vitest.config.ts): Playwright's default, half the
  // cores, runs the specs one at a time on a 2-core machine (decision 0081).
  workers: "100%",
  forbidOnly: Boolean(process.env.CI),
  // In CI a test that fails is run once more, and passes only if it passes then: the machine is shared and two
  // cores, and a test that waits on the browser (a layout shift, a view transition, a timeout) can lose to another
  // process. The list reporter names every test that needed it ("flaky"); one that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  // A test's time limit guards against a hang, not a slow page (timings are the bench's): twice Playwright's in CI,
  // for the test and for each expectation's wait (a viewer opening once its module arrives, say).
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  reporter: [
    ["list"],
    ...(process.env.CI ? [] : [["html", { open: "never" }] as const]),
    ...(suite === "fixture" ? [["./e2e/harness/no-skips-reporter.ts"] as const] : []),
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}${basePath()}`,
    // A trace snapshots the page around every action and expectation, for every test: a quarter of a walk's time
    // (the fixture's language checks, one worker: 39 s with, 30 s without; decision 0023). CI keeps only a
    // retry's; locally, a failure's, to debug it.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
  },
  projects: [
    // The looks' run: the one spec, once per look, against that look's own server.
    ...lookSites.map(({ look, port }) => ({
      name: look,
      testMatch: LOOKS_SPEC,
      metadata: { look },
      use: { ...desktopChromium(testChromiumPath()), baseURL: `http://127.0.0.1:${port}${basePath()}` },
    })),
    // Chromium's headless shell (cli/chromium.ts): Chromium's engine, at a third to two fifths of the CPU that the
    // system's Chromium spends on a test's fresh tab (decision 0023).
    ...(suite === "looks"
      ? []
      : [
          {
            name: "chromium",
            testIgnore: [BYTE_BUDGET_SPEC, LOOKS_SPEC],
            use: desktopChromium(testChromiumPath()),
          },
        ]),
    // The byte budgets count what a phone's browser fetches, and the headless shell starts lazy images farther from
    // the screen than Chrome does (on the sample's home page it fetched all four cards' images, 223 KB, where Chrome
    // fetches two): so they run in the system's Chromium, the browser a visitor has.
    // Not in the looks' suite: a look changes no byte a page fetches but its fonts and stylesheet, and the
    // fixture's own run keeps the budgets (decision 0071).
    ...(suite === "looks"
      ? []
      : [{ name: "chromium-budgets", testMatch: BYTE_BUDGET_SPEC, use: desktopChromium(chromiumPath()) }]),
  ],
  webServer:
    suite === "looks" ? lookSites.map(({ look, port }) => server(port, `${LOOKS_BUILD_DIR}/${look}`)) : server(PORT),
});
