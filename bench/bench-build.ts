// npm run bench:build: how long `npm run build` takes. First the site's own
// content (the sample, or yours) cold, with empty image and build caches, as
// a fresh clone's first `./run start` builds it, then warm, nothing changed.
// Then the scale fixture (60 projects, 6 screenshots each) cold, and warm in
// three pairs alternated with a one-project, one-screenshot fixture, the
// baseline that does not grow with the content: in the median pair the warm
// scale build must stay within 1.5× of the baseline.
// Writes bench-results/build.json and prints the table.
// `npm run bench:build -- --content-only` times the site's own content alone.
// Each build's wall time and CPU time (user + system, of every process it ran)
// are shown with the load average: wall time moves with whatever else runs on
// the machine, CPU time much less; compare within one run.
// `npm run bench:build -- --against <checkout>` times another checkout of the
// template (an earlier commit, with its own node_modules) side by side: each
// build runs here, then there, in turn, with caches of its own, so a busy
// moment moves both; the table gives both and their ratio.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { writeFixtureProjects } from "../app/test-support/fixture-projects.ts";
import { SCALE } from "../e2e/harness/scale-fixture.ts";

/** The warm rebuild's budget, whatever the number of screenshots. */
const WARM_BUDGET_S = 10;
/**
 * The warm rebuild of the scale fixture against the one-screenshot baseline's, timed in the same run: a ratio,
 * which a busy machine moves far less than either time (docs/decisions/0022-warm-build-images-beside-rollup.md).
 */
const WARM_RATIO_BUDGET = 1.5;
/** How many times the warm scale build and the baseline are timed, in turn. */
const WARM_PAIRS = 3;
/** The site's own first build, on a quiet 2-core machine (docs/decisions/0017-fast-cold-build.md). */
const SAMPLE_COLD_BUDGET_S = 30;

/** CPU seconds used so far by the finished child processes of this one, and theirs (Linux; 0 elsewhere). */
function childrenCpuSeconds(): number {
  try {
    const fields = (readFileSync("/proc/self/stat", "utf8").split(") ")[1] ?? "").split(" ");
    // After the command's name: cutime and cstime are fields 16 and 17 of stat(5), in clock ticks.
    const ticks = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout) || 100;
    return (Number(fields[13]) + Number(fields[14])) / ticks;
  } catch {
    return 0;
  }
}

const load = () => (loadavg()[0] ?? 0).toFixed(1);

type Timing = { seconds: number; cpuSeconds: number; load: string };

function timedBuildIn(cwd: string, env: NodeJS.ProcessEnv): Timing {
  const loadBefore = load();
  const cpuStart = childrenCpuSeconds();
  const start = performance.now();
  const result = spawnSync("npm", ["run", "--silent", "build"], {
    cwd,
    env: { ...process.env, ...env },
    stdio: "ignore",
  });
  if (result.status !== 0)
    throw new Error(`npm run build failed (${result.status}) in ${cwd} with ${JSON.stringify(env)}`);
  const seconds = (performance.now() - start) / 1000;
  return { seconds, cpuSeconds: childrenCpuSeconds() - cpuStart, load: `${loadBefore}–${load()}` };
}

const againstIndex = process.argv.indexOf("--against");
const against = againstIndex > 0 ? resolve(process.argv[againstIndex + 1] ?? "") : undefined;
const root = mkdtempSync(join(tmpdir(), "bench-build-"));
/** The other checkout's caches: a folder beside this run's, so neither warms the other's. */
const otherCaches = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(
    Object.entries(env).map(([key, value]) => [
      key,
      key.endsWith("CACHE_DIR") && value ? value.replace(root, join(root, "against")) : value,
    ]),
  );
/** Each build timed in both checkouts, in the order they ran, by what was built. */
const pairs: { label: string; ours: Timing; theirs: Timing }[] = [];

/** Times a build here, then the same build in the other checkout if there is one. */
function timedBuild(env: NodeJS.ProcessEnv, label = "build"): Timing {
  const ours = timedBuildIn(process.cwd(), env);
  if (against) {
    const timing = timedBuildIn(against, otherCaches(env));
    pairs.push({ label, ours, theirs: timing });
    console.log(
      `  ${label}: ${ours.seconds.toFixed(1)} s here, ${timing.seconds.toFixed(1)} s in ${basename(against)}`,
    );
  }
  return ours;
}

function build(env: NodeJS.ProcessEnv, label?: string): number {
  return timedBuild(env, label).seconds;
}
const scaleDir = join(root, "scale");
const smallDir = join(root, "small");
// The fixtures' projects are written in one language: the default one, built alone.
const caches = {
  IMAGE_CACHE_DIR: join(root, "image-cache"),
  BUILD_CACHE_DIR: join(root, "build-cache"),
  SITE_LANGUAGES: "en-GB",
};
const screenshots = SCALE.projects * SCALE.screenshots;

const sampleCaches = {
  IMAGE_CACHE_DIR: join(root, "sample-image-cache"),
  BUILD_CACHE_DIR: join(root, "sample-build-cache"),
};

/** The other checkout's figures, as this run's: the sample's builds, and the warm scale ratio's median pair. */
function theirResults() {
  const of = (label: string) => pairs.filter((entry) => entry.label === label).map((entry) => entry.theirs);
  const warm = of("scale warm").map((timing) => timing.seconds);
  const baseline = of("baseline warm").map((timing) => timing.seconds);
  const ratios = warm.map((seconds, pair) => seconds / (baseline[pair] ?? Number.NaN));
  const sorted = [...ratios].sort((a, b) => a - b);
  return {
    sampleCold: of("sample cold")[0],
    sampleWarm: of("sample warm")[0],
    coldSeconds: of("scale cold")[0]?.seconds,
    warmRatio: sorted[Math.floor(sorted.length / 2)],
    warmRatios: ratios,
  };
}

/** Each build here against the same build there, in the order they ran. */
function compared(): string {
  const time = ({ seconds, cpuSeconds }: Timing) => `${seconds.toFixed(1)} s (CPU ${cpuSeconds.toFixed(1)} s)`;
  return [
    `\nEach build here, then just after it in ${against}:`,
    "| build | here | there | here ÷ there |",
    "| --- | --- | --- | --- |",
    ...pairs.map(
      ({ label, ours, theirs }) =>
        `| ${label} | ${time(ours)} | ${time(theirs)} | ${(ours.seconds / theirs.seconds).toFixed(2)} |`,
    ),
  ].join("\n");
}

try {
  console.log("The site's own content: cold build, empty caches…");
  const sampleCold = timedBuild(sampleCaches, "sample cold");
  console.log("The site's own content: warm rebuild, nothing changed…");
  const sampleWarm = timedBuild(sampleCaches, "sample warm");
  if (process.argv.includes("--content-only")) {
    const s = (seconds: number) => `${seconds.toFixed(1)} s`;
    for (const [label, { seconds, cpuSeconds, load }] of [
      ["cold (empty caches)", sampleCold],
      ["warm, nothing changed", sampleWarm],
    ] as const) {
      console.log(`The site's content, ${label}: ${s(seconds)} (CPU ${s(cpuSeconds)}, load average ${load})`);
    }
    if (against) console.log(compared());
    if (sampleCold.seconds > SAMPLE_COLD_BUDGET_S) {
      console.error(`Over the ${SAMPLE_COLD_BUDGET_S} s budget for a cold build on a quiet 2-core machine.`);
      process.exitCode = 1;
    }
    // Built from the real content already: build/ is as it makes it.
    rmSync(root, { recursive: true, force: true });
    process.exit();
  }

  await writeFixtureProjects(scaleDir, { projects: SCALE.projects, screenshots: SCALE.screenshots });
  await writeFixtureProjects(smallDir, { projects: 1, screenshots: 1 });

  console.log(`Cold build: ${SCALE.projects} projects, ${screenshots} screenshots, empty caches…`);
  const cold = build({ ...caches, CONTENT_PROJECTS_DIR: scaleDir }, "scale cold");
  console.log("Warm sub-path rebuild (BASE_PATH=/portfolio/), sharing the caches…");
  const subpath = build({ ...caches, CONTENT_PROJECTS_DIR: scaleDir, BASE_PATH: "/portfolio/" }, "scale sub-path");
  console.log("Baseline: one project, one screenshot, cold…");
  build({ ...caches, CONTENT_PROJECTS_DIR: smallDir }, "baseline cold");
  // Warm, nothing changed: the scale fixture and the baseline in turn, WARM_PAIRS times, so that a moment when the
  // machine is busy moves one pair, not the result. Each pair's ratio; the median pair is the result.
  const pairs: { warm: number; baseline: number }[] = [];
  for (let pair = 1; pair <= WARM_PAIRS; pair++) {
    console.log(`Warm rebuilds, nothing changed, pair ${pair} of ${WARM_PAIRS}: ${screenshots} screenshots, then one…`);
    pairs.push({
      warm: build({ ...caches, CONTENT_PROJECTS_DIR: scaleDir }, "scale warm"),
      baseline: build({ ...caches, CONTENT_PROJECTS_DIR: smallDir }, "baseline warm"),
    });
  }
  const ratios = pairs.map((pair) => pair.warm / pair.baseline);
  const median = [...pairs].sort((a, b) => a.warm / a.baseline - b.warm / b.baseline)[Math.floor(WARM_PAIRS / 2)];
  if (!median) throw new Error("no warm pair was timed");
  const { warm, baseline } = median;

  const result = {
    date: new Date().toISOString(),
    sampleCold,
    sampleWarm,
    sampleColdBudgetSeconds: SAMPLE_COLD_BUDGET_S,
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
    // A warm build that does not grow with the content: the scale fixture's against one screenshot's, the median pair.
    warmRatio: warm / baseline,
    warmRatios: ratios,
    warmRatioBudget: WARM_RATIO_BUDGET,
    against: against ? { checkout: against, ...theirResults() } : undefined,
  };
  mkdirSync(resolve("bench-results"), { recursive: true });
  writeFileSync(resolve("bench-results/build.json"), `${JSON.stringify(result, null, 2)}\n`);

  const s = (seconds: number) => `${seconds.toFixed(1)} s`;
  const ms = (seconds: number) => `${(seconds * 1000).toFixed(0)} ms`;
  const timing = ({ seconds, cpuSeconds, load }: Timing) => `${s(seconds)} (CPU ${s(cpuSeconds)}, load ${load})`;
  console.log(`
| build                                        | time       |
| -------------------------------------------- | ---------- |
| the site's content, cold (empty caches)      | ${timing(sampleCold)} |
| the site's content, warm                     | ${timing(sampleWarm)} |
| cold, ${screenshots} screenshots                       | ${s(cold)} |
| warm, nothing changed                        | ${s(warm)} |
| warm, sub-path (shares the caches)           | ${s(subpath)} |
| warm, 1 project with 1 screenshot (baseline) | ${s(baseline)} |
| cold cost per screenshot                     | ${ms(result.coldPerScreenshotSeconds)} |
| warm cost per screenshot                     | ${ms(result.warmPerScreenshotSeconds)} |
| warm, ${screenshots} screenshots ÷ baseline            | ${result.warmRatio.toFixed(2)}× (budget ${WARM_RATIO_BUDGET}×; pairs ${ratios.map((ratio) => `${ratio.toFixed(2)}×`).join(", ")}) |

Written to bench-results/build.json.`);
  if (against) console.log(compared());
  if (sampleCold.seconds > SAMPLE_COLD_BUDGET_S) {
    console.error(
      `The site's cold build took ${s(sampleCold.seconds)}, over the ${SAMPLE_COLD_BUDGET_S} s budget (load average ${sampleCold.load}: on a busy machine, compare its CPU time, ${s(sampleCold.cpuSeconds)}, with two cores' worth).`,
    );
    process.exitCode = 1;
  }
  if (result.warmRatio > WARM_RATIO_BUDGET) {
    console.error(
      `The warm rebuild of ${screenshots} screenshots took ${result.warmRatio.toFixed(2)}× the one-screenshot baseline's, over the ${WARM_RATIO_BUDGET}× budget.`,
    );
    process.exitCode = 1;
  }
  if (warm > WARM_BUDGET_S) {
    console.error(`Warm rebuild took ${s(warm)}, over the ${WARM_BUDGET_S} s budget.`);
    process.exitCode = 1;
  }
} finally {
  rmSync(root, { recursive: true, force: true });
  // Leave build/ as the real content makes it.
  build({});
}
