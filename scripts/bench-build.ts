// npm run bench:build: how long `npm run build` takes with many screenshots.
// Builds the scale fixture (60 projects, 6 screenshots each) cold, with empty
// image and build caches, then warm, with nothing changed; then a one-project,
// one-screenshot fixture warm, as the baseline that does not grow with the
// content. Writes bench-results/build.json and prints the table.
// Timings move with whatever else runs on the machine: compare within one run.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { writeFixtureProjects } from "./fixture-projects.ts";
import { SCALE } from "./scale-fixture.ts";

/** The warm rebuild's budget, whatever the number of screenshots. */
const WARM_BUDGET_S = 10;

function build(env: NodeJS.ProcessEnv): number {
  const start = performance.now();
  const result = spawnSync("npm", ["run", "--silent", "build"], { env: { ...process.env, ...env }, stdio: "ignore" });
  if (result.status !== 0) throw new Error(`npm run build failed (${result.status}) with ${JSON.stringify(env)}`);
  return (performance.now() - start) / 1000;
}

const root = mkdtempSync(join(tmpdir(), "bench-build-"));
const scaleDir = join(root, "scale");
const smallDir = join(root, "small");
// The fixtures' projects are written in one language: the default one, built alone.
const caches = {
  IMAGE_CACHE_DIR: join(root, "image-cache"),
  BUILD_CACHE_DIR: join(root, "build-cache"),
  SITE_LANGUAGES: "en-GB",
};
const screenshots = SCALE.projects * SCALE.screenshots;

try {
  await writeFixtureProjects(scaleDir, { projects: SCALE.projects, screenshots: SCALE.screenshots });
  await writeFixtureProjects(smallDir, { projects: 1, screenshots: 1 });

  console.log(`Cold build: ${SCALE.projects} projects, ${screenshots} screenshots, empty caches…`);
  const cold = build({ ...caches, CONTENT_PROJECTS_DIR: scaleDir });
  console.log("Warm rebuild, nothing changed…");
  const warm = build({ ...caches, CONTENT_PROJECTS_DIR: scaleDir });
  console.log("Warm sub-path rebuild (BASE_PATH=/portfolio/), sharing the caches…");
  const subpath = build({ ...caches, CONTENT_PROJECTS_DIR: scaleDir, BASE_PATH: "/portfolio/" });
  console.log("Baseline: one project, one screenshot, cold then warm…");
  build({ ...caches, CONTENT_PROJECTS_DIR: smallDir });
  const baseline = build({ ...caches, CONTENT_PROJECTS_DIR: smallDir });

  const result = {
    date: new Date().toISOString(),
    projects: SCALE.projects,
    screenshots,
    coldSeconds: cold,
    warmSeconds: warm,
    warmSubpathSeconds: subpath,
    baselineWarmSeconds: baseline,
    // Encoding: what a cold build spends beyond a warm one, per screenshot.
    coldPerScreenshotSeconds: (cold - warm) / screenshots,
    // What a screenshot still costs once everything is cached.
    warmPerScreenshotSeconds: (warm - baseline) / (screenshots - 1),
    warmBudgetSeconds: WARM_BUDGET_S,
  };
  mkdirSync(resolve("bench-results"), { recursive: true });
  writeFileSync(resolve("bench-results/build.json"), `${JSON.stringify(result, null, 2)}\n`);

  const s = (seconds: number) => `${seconds.toFixed(1)} s`;
  const ms = (seconds: number) => `${(seconds * 1000).toFixed(0)} ms`;
  console.log(`
| build                                        | time       |
| -------------------------------------------- | ---------- |
| cold, ${screenshots} screenshots                       | ${s(cold)} |
| warm, nothing changed                        | ${s(warm)} |
| warm, sub-path (shares the caches)           | ${s(subpath)} |
| warm, 1 project with 1 screenshot (baseline) | ${s(baseline)} |
| cold cost per screenshot                     | ${ms(result.coldPerScreenshotSeconds)} |
| warm cost per screenshot                     | ${ms(result.warmPerScreenshotSeconds)} |

Written to bench-results/build.json.`);
  if (warm > WARM_BUDGET_S) {
    console.error(`Warm rebuild took ${s(warm)}, over the ${WARM_BUDGET_S} s budget.`);
    process.exitCode = 1;
  }
} finally {
  rmSync(root, { recursive: true, force: true });
  // Leave public/ and build/ as the real content makes them.
  build({});
}
