// npm run bench: builds the site, serves it with the production server and runs
// Lighthouse (mobile, simulated throttling) ten times on every page, and on a
// copy of each page with every script removed, interleaved: the no-JavaScript
// floor for the same HTML, CSS and images. Then measures tap-to-open on a
// project page (bench-tap.ts), click and tap to the next page and what the
// speculation rules fetch ahead (bench-navigation.ts), and what the screenshot viewer downloads in
// Chromium, Firefox and WebKit (e2e/engines/viewer-bytes.ts). Prints the medians, writes them as JSON and
// Markdown (and into docs/performance.md), and exits non-zero when a budget is broken.
//
// `--against <ref>` times the tap and navigation cases on this build and on another commit's (or checkout's), in
// turn, side by side (bench-against.ts).
//
// BENCH_RUNS (10) and BENCH_TAP_RUNS (5) set the runs, BENCH_PAGES a subset of
// pages (the README's table is then left alone); BENCH_SITE_PORT,
// BENCH_FLOOR_PORT, BENCH_DEBUG_PORT and BENCH_WEBDRIVER_PORT the ports (by default free ones, so that two
// benches can share a machine). `--no-build` reuses the last build, `--tap-only`
// measures only tap-to-open.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import lighthouse from "lighthouse";
import * as prettier from "prettier";
import { loadProjects } from "../app/collections/project-collection.ts";
import { sitePages } from "../app/addresses/site-pages.ts";
import { HOME_PATH, pagePaths, TECHNOLOGIES_PATH, WRITING_PATH } from "../app/addresses/paths.ts";
import { basePath } from "../vite/base-path.ts";
import { benchTapToOpen, TAP_CASE_LABELS, TAP_CASES, type TapCase, type TapResult } from "./bench-tap.ts";
import {
  benchNavigation,
  HOVER_MS,
  PRESS_MS,
  NAVIGATION_CASE_LABELS,
  NAVIGATION_CASES,
  type NavigationCase,
  type NavigationResult,
} from "./bench-navigation.ts";
import {
  BYTE_BUDGETS,
  FONT_BUDGET,
  LIGHTHOUSE_BUDGETS,
  NAVIGATION_BUDGETS,
  TAP_BUDGETS,
} from "../e2e/harness/budgets.ts";
import { CHROMIUM_FLAGS, chromiumPath } from "../cli/chromium.ts";
import { median } from "./median.ts";
import { buildOther, comparedMarkdown, otherCheckout } from "./bench-against.ts";
import { namedPorts } from "../e2e/harness/free-port.ts";
import { viewerBytes, viewerBytesMarkdown } from "../e2e/engines/viewer-bytes.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const TAP_RUNS = Number(process.env.BENCH_TAP_RUNS ?? 5);
const [SITE_PORT, FLOOR_PORT, DEBUG_PORT, WEBDRIVER_PORT, AGAINST_PORT] = await namedPorts([
  "BENCH_SITE_PORT",
  "BENCH_FLOOR_PORT",
  "BENCH_DEBUG_PORT",
  "BENCH_WEBDRIVER_PORT",
  "BENCH_AGAINST_PORT",
]);
const againstIndex = process.argv.indexOf("--against");
/** `--against <ref>`: the tap and navigation cases here and in another build, side by side (bench-against.ts). */
const AGAINST = againstIndex > 0 ? process.argv[againstIndex + 1] : undefined;
const TAP_ONLY = process.argv.includes("--tap-only");
/** How long the tap and navigation cases leave a page alone after load (bench-tap.ts, bench-navigation.ts). */
const TAP_SETTLE_S = 3;
/** BENCH_PAGES=/weather-app,/ measures only those pages (the default is every page). */
const ONLY_PAGES = process.env.BENCH_PAGES?.split(",");
const OUT = "bench-results";
const CLIENT = "build/client";
const FLOOR = join(OUT, "floor");

type Run = {
  scores: Record<"performance" | "accessibility" | "best-practices" | "seo", number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  /** Web-font bytes (WOFF2), against FONT_BUDGET. */
  fontBytes: number;
  totalBytes: number;
  /** Lighthouse's measure of this machine's speed during the run. */
  benchmarkIndex: number;
};

type PageResult = {
  path: string;
  /** Medians of the runs. */
  site: Run;
  floor: Run;
  fcpRatio: number;
  lcpRatio: number;
  failures: string[];
  /** Every run, for the record. */
  runs: { site: Run[]; floor: Run[] };
};

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited ${code}`)),
    );
  });
}

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(url);
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error(`Nothing answered at ${url}`);
}

function serve(dir: string, port: number): ChildProcess {
  return spawn(process.execPath, ["cli/serve.ts"], {
    stdio: "ignore",
    env: { ...process.env, BUILD_DIR: dir, PORT: String(port) },
  });
}

/** A copy of the build whose pages carry no script at all, compressed as the build's are. */
async function makeFloor() {
  rmSync(FLOOR, { recursive: true, force: true });
  cpSync(CLIENT, FLOOR, { recursive: true });
  for (const file of readdirSync(FLOOR).filter((name) => name.endsWith(".html"))) {
    const html = readFileSync(join(FLOOR, file), "utf8")
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
      .replace(/<link rel="modulepreload"[^>]*>/g, "");
    writeFileSync(join(FLOOR, file), html);
  }
  // The build's compressed copies still carry the scripts: compress the floor's own pages.
  await run(process.execPath, ["vite/precompress.ts"], { BUILD_DIR: FLOOR });
}

async function lighthouseRun(url: string): Promise<Run> {
  const result = await lighthouse(url, { port: DEBUG_PORT, output: "json", logLevel: "error" });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] })
      ?.items ?? [];
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    },
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    jsBytes: requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    fontBytes: requests.filter((r) => r.resourceType === "Font").reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    totalBytes: requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function medianRun(runs: Run[]): Run {
  const pick = (get: (run: Run) => number) => median(runs.map(get));
  return {
    scores: {
      performance: pick((r) => r.scores.performance),
      accessibility: pick((r) => r.scores.accessibility),
      "best-practices": pick((r) => r.scores["best-practices"]),
      seo: pick((r) => r.scores.seo),
    },
    fcp: pick((r) => r.fcp),
    lcp: pick((r) => r.lcp),
    tbt: pick((r) => r.tbt),
    cls: pick((r) => r.cls),
    jsBytes: pick((r) => r.jsBytes),
    fontBytes: pick((r) => r.fontBytes),
    totalBytes: pick((r) => r.totalBytes),
    benchmarkIndex: pick((r) => r.benchmarkIndex),
  };
}

/** `page` is the page in any language ("/" for /fr too), which says which byte budget it has. */
function failuresFor(page: string, result: Omit<PageResult, "failures" | "runs">): string[] {
  const failures: string[] = [];
  const { site: run } = result;
  for (const [category, value] of Object.entries(run.scores)) {
    if (value < LIGHTHOUSE_BUDGETS.score) failures.push(`${category} ${value} < ${LIGHTHOUSE_BUDGETS.score}`);
  }
  if (result.fcpRatio > LIGHTHOUSE_BUDGETS.floorRatio) failures.push(`FCP ${result.fcpRatio.toFixed(2)}x the floor`);
  if (result.lcpRatio > LIGHTHOUSE_BUDGETS.floorRatio) failures.push(`LCP ${result.lcpRatio.toFixed(2)}x the floor`);
  if (run.cls > LIGHTHOUSE_BUDGETS.cls) failures.push(`CLS ${run.cls.toFixed(3)}`);
  const tbtBudget = result.floor.tbt + LIGHTHOUSE_BUDGETS.tbtOverFloorMs;
  if (run.tbt > tbtBudget) failures.push(`TBT ${Math.round(run.tbt)} ms > ${Math.round(tbtBudget)} ms`);
  const isHome = page === HOME_PATH;
  const isWriting = page === WRITING_PATH || page.startsWith(`${WRITING_PATH}/`);
  const isTechnology = page === TECHNOLOGIES_PATH || page.startsWith(`${TECHNOLOGIES_PATH}/`);
  const { js: jsBudget, total: totalBudget } = isHome
    ? BYTE_BUDGETS.home
    : isWriting
      ? BYTE_BUDGETS.writing
      : isTechnology
        ? BYTE_BUDGETS.technology
        : BYTE_BUDGETS.project;
  if (run.jsBytes > jsBudget) failures.push(`JS ${kb(run.jsBytes)} > ${kb(jsBudget)}`);
  if (run.fontBytes > FONT_BUDGET) failures.push(`fonts ${kb(run.fontBytes)} > ${kb(FONT_BUDGET)}`);
  const withoutFonts = run.totalBytes - run.fontBytes;
  if (withoutFonts > totalBudget) failures.push(`total besides fonts ${kb(withoutFonts)} > ${kb(totalBudget)}`);
  return failures;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function markdown(results: PageResult[]): string {
  const header =
    "| page | perf | a11y | best pr. | SEO | FCP | LCP | TBT (floor) | CLS | JS (gzip) | fonts | total | FCP / floor | LCP / floor | budgets |\n" +
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n";
  const rows = results.map(({ path, site: r, floor, fcpRatio, lcpRatio, failures }) =>
    [
      `\`${path}\``,
      r.scores.performance,
      r.scores.accessibility,
      r.scores["best-practices"],
      r.scores.seo,
      seconds(r.fcp),
      seconds(r.lcp),
      `${Math.round(r.tbt)} ms (${Math.round(floor.tbt)} ms)`,
      r.cls.toFixed(3),
      kb(r.jsBytes),
      kb(r.fontBytes),
      kb(r.totalBytes),
      fcpRatio.toFixed(2),
      lcpRatio.toFixed(2),
      failures.length === 0 ? "pass" : failures.join("; "),
    ].join(" | "),
  );
  return `${header}${rows.map((row) => `| ${row} |`).join("\n")}\n\nLighthouse ${RUNS}× per page, interleaved with the floor, median; mobile emulation, simulated throttling. The floor is the same page with every script removed. TBT budget: the floor's median + ${LIGHTHOUSE_BUDGETS.tbtOverFloorMs} ms.\n`;
}

/** The tap as the screenshots scroll into view, and once live, as issue 42 measured them (ms, a quiet machine). */
const TAP_SCROLLED_BEFORE = { scrolled: 316, live: 103 };

const ms = (value: number) => (Number.isNaN(value) ? "–" : `${Math.round(value)} ms`);

function tapMarkdown(tap: TapResult): string {
  const rows = TAP_CASES.map((tapCase) => {
    const ratio = tapCase === "live" ? "1.00" : tap.ratios[tapCase].toFixed(2);
    const budget = tapCase === "live" ? "–" : `${TAP_BUDGETS.overLive}`;
    return `| ${TAP_CASE_LABELS[tapCase]} | ${ms(tap.medians[tapCase])} | ${tap.runs[tapCase].map(ms).join(", ")} | ${ratio} | ${budget} |`;
  });
  return (
    `Tap-to-open on \`${tap.path}\`, from the touch to the first frame with the viewer open, median of ${TAP_RUNS}; Lighthouse's mobile screen, 4x CPU, 562.5 ms round trip and 1.47 Mbps, real touch input. A jump or a scroll starts from the page left alone at its top ${TAP_SETTLE_S} s after load:\n\n` +
    "| tap | median | runs | / live | budget |\n|---|---|---|---|---|\n" +
    `${rows.join("\n")}\n\nBefore the gallery ran as a scroll neared it (issue 42, 2026-11-27), a tap as the screenshots scrolled into view took ${TAP_SCROLLED_BEFORE.scrolled} ms against ${TAP_SCROLLED_BEFORE.live} ms once live (${(TAP_SCROLLED_BEFORE.scrolled / TAP_SCROLLED_BEFORE.live).toFixed(1)}x) on a quiet machine, 2.3x on a busy one.\n`
  );
}

function tapFailures(tap: TapResult): string[] {
  return TAP_CASES.filter((tapCase) => tapCase !== "live" && tap.ratios[tapCase] > TAP_BUDGETS.overLive).map(
    (tapCase) =>
      `${TAP_CASE_LABELS[tapCase]}: ${tap.ratios[tapCase as Exclude<TapCase, "live">].toFixed(2)}x a live tap > ${TAP_BUDGETS.overLive}x`,
  );
}

/** The medians the issue measured before speculation rules (2026-11-27, a quiet machine), to show beside today's. */
const NAVIGATION_BEFORE: Partial<Record<NavigationCase, number>> = {
  cardClick: 756,
  cardTap: 732,
  postClick: 701,
};

function navigationMarkdown(navigation: NavigationResult): string {
  const rows = NAVIGATION_CASES.map(
    (name) =>
      `| ${NAVIGATION_CASE_LABELS[name]} | ${ms(navigation.medians[name])} | ${navigation.runs[name].map(ms).join(", ")} | ${NAVIGATION_BUDGETS.showMs} ms | ${ms(NAVIGATION_BEFORE[name] ?? Number.NaN)} |`,
  );
  const ahead = (which: "alone" | "read") =>
    Object.entries(navigation.aheadBytes)
      .map(([path, bytes]) => `\`${path}\` ${kb(bytes[which])}`)
      .join(", ");
  return (
    `Page to page, from the click or the tap (the button or finger lifting) to the next page's first frame, median of ${TAP_RUNS}, same throttling; the page is left alone at its top ${TAP_SETTLE_S} s after load, then the link is brought into view and pressed 1 s or 3 s later (a list of posts is in view from the start on a phone); the pointer rests on the link for ${HOVER_MS} ms of that, and a button or a finger stays down ${PRESS_MS} ms:\n\n` +
    "| navigation | median | runs | budget | before speculation rules (3 s) |\n|---|---|---|---|---|\n" +
    `${rows.join("\n")}\n\nFetched ahead by the speculation rules while the page is left alone after load: ${ahead("alone")} (budget ${kb(NAVIGATION_BUDGETS.aheadBytes)}); while it is read to its end, a screen a second: ${ahead("read")} (budget ${kb(NAVIGATION_BUDGETS.aheadPerViewBytes)}).\n`
  );
}

function navigationFailures(navigation: NavigationResult): string[] {
  const failures = NAVIGATION_CASES.filter((name) => navigation.medians[name] > NAVIGATION_BUDGETS.showMs).map(
    (name) =>
      `${NAVIGATION_CASE_LABELS[name]} ${Math.round(navigation.medians[name])} ms > ${NAVIGATION_BUDGETS.showMs} ms`,
  );
  for (const [path, { alone, read }] of Object.entries(navigation.aheadBytes)) {
    if (alone > NAVIGATION_BUDGETS.aheadBytes)
      failures.push(`${path} left alone fetches ${kb(alone)} ahead > ${kb(NAVIGATION_BUDGETS.aheadBytes)}`);
    if (read > NAVIGATION_BUDGETS.aheadPerViewBytes)
      failures.push(`${path} read to its end fetches ${kb(read)} ahead > ${kb(NAVIGATION_BUDGETS.aheadPerViewBytes)}`);
  }
  return failures;
}

/** Where the latest tables are published, between two markers. */
const TABLES_PAGE = "docs/performance.md";

/** Puts the tables between the page's markers, laid out as `npm run lint` wants them. */
async function updateTablesPage(table: string) {
  const page = readFileSync(TABLES_PAGE, "utf8");
  const start = "<!-- bench:start -->";
  const end = "<!-- bench:end -->";
  if (!page.includes(start) || !page.includes(end)) return;
  const before = page.slice(0, page.indexOf(start) + start.length);
  const after = page.slice(page.indexOf(end));
  const options = { ...(await prettier.resolveConfig(TABLES_PAGE)), filepath: TABLES_PAGE };
  writeFileSync(TABLES_PAGE, await prettier.format(`${before}\n\n${table}\n${after}`, options));
}

/** The project page the tap cases use: the first, as every project page has the same gallery. */
function tapPagePath(): string {
  const path = pagePaths({ projects: loadProjects() }).find((candidate) => candidate !== HOME_PATH);
  if (!path) throw new Error("No project page to tap a screenshot on");
  return path;
}

/** The writing index's path from the site's root ("writing"), or null when the site has no posts. */
function writingPath(): string | null {
  return sitePages().some((page) => page.page === WRITING_PATH) ? WRITING_PATH.slice(1) : null;
}

/**
 * `--against <ref>`: the tap and navigation cases on this build and on `ref`'s, one run of each in turn, and the
 * medians side by side (bench-results/against.md and .json). Lighthouse and the viewer's bytes are not compared.
 */
async function against(ref: string) {
  const other = otherCheckout(ref);
  const servers: ChildProcess[] = [];
  try {
    if (!process.argv.includes("--no-build")) await run("npm", ["run", "build"]);
    buildOther(other);
    servers.push(serve(CLIENT, SITE_PORT), serve(join(other.checkout, CLIENT), AGAINST_PORT));
    const base = basePath();
    const sites = [SITE_PORT, AGAINST_PORT].map((port) => `http://127.0.0.1:${port}${base}`);
    for (const site of sites) await waitFor(site);
    const tapPath = tapPagePath();
    const writing = writingPath();
    const empty = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, [] as number[]]));
    const runs = sites.map(() => ({ tap: empty(TAP_CASES), navigation: empty(NAVIGATION_CASES) }));
    for (let i = 0; i < TAP_RUNS; i++) {
      for (const [at, site] of sites.entries()) {
        const into = runs[at];
        if (!into) continue;
        const tap = await benchTapToOpen(`${site}${tapPath.slice(1)}`, tapPath, 1);
        for (const name of TAP_CASES) into.tap[name]?.push(...tap.runs[name]);
        const navigation = await benchNavigation(site, writing, 1, { ahead: false });
        for (const name of NAVIGATION_CASES) into.navigation[name]?.push(...navigation.runs[name]);
        console.log(`run ${i + 1} of ${TAP_RUNS}, ${at === 0 ? "here" : other.label}: done`);
      }
    }
    const [here, there] = runs as [(typeof runs)[number], (typeof runs)[number]];
    const table =
      `Here against ${other.label}, one run of every case here, then there, ${TAP_RUNS} times; throttled as \`npm run bench\` throttles (${new Date().toISOString().slice(0, 10)}).\n\n` +
      `${comparedMarkdown("tap-to-open", TAP_CASE_LABELS, here.tap, there.tap, other.label)}\n` +
      comparedMarkdown("page to page", NAVIGATION_CASE_LABELS, here.navigation, there.navigation, other.label);
    mkdirSync(OUT, { recursive: true });
    writeFileSync(join(OUT, "against.md"), table);
    writeFileSync(
      join(OUT, "against.json"),
      `${JSON.stringify({ date: new Date().toISOString(), against: other.label, here, there }, null, 2)}\n`,
    );
    console.log(`\n${table}`);
  } finally {
    for (const server of servers) server.kill();
    other.dispose();
  }
}

async function main() {
  if (AGAINST) return against(AGAINST);
  if (!process.argv.includes("--no-build")) await run("npm", ["run", "build"]);
  mkdirSync(OUT, { recursive: true });
  await makeFloor();

  const servers = [serve(CLIENT, SITE_PORT), serve(FLOOR, FLOOR_PORT)];
  const chrome = spawn(
    chromiumPath(),
    [
      "--headless=new",
      ...CHROMIUM_FLAGS,
      `--remote-debugging-port=${DEBUG_PORT}`,
      "--user-data-dir=" + join(OUT, ".chrome"),
      "about:blank",
    ],
    {
      stdio: "ignore",
    },
  );
  try {
    const base = basePath();
    await waitFor(`http://127.0.0.1:${SITE_PORT}${base}`);
    await waitFor(`http://127.0.0.1:${FLOOR_PORT}${base}`);
    await waitFor(`http://127.0.0.1:${DEBUG_PORT}/json/version`);

    const results: PageResult[] = [];
    // Every page in every language, but the tag pages: they are the list of posts' layout again.
    const pages = sitePages().filter(
      (page) => !page.page.startsWith(`${WRITING_PATH}/tags/`) && (!ONLY_PAGES || ONLY_PAGES.includes(page.path)),
    );
    for (const { path, page } of TAP_ONLY ? [] : pages) {
      const url = (port: number) => `http://127.0.0.1:${port}${base}${path.slice(1)}`;
      const siteRuns: Run[] = [];
      const floorRuns: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        siteRuns.push(await lighthouseRun(url(SITE_PORT)));
        floorRuns.push(await lighthouseRun(url(FLOOR_PORT)));
      }
      const siteMedian = medianRun(siteRuns);
      const floorMedian = medianRun(floorRuns);
      const partial = {
        path,
        site: siteMedian,
        floor: floorMedian,
        fcpRatio: siteMedian.fcp / floorMedian.fcp,
        lcpRatio: siteMedian.lcp / floorMedian.lcp,
      };
      const result = { ...partial, failures: failuresFor(page, partial), runs: { site: siteRuns, floor: floorRuns } };
      results.push(result);
      console.log(
        `${path}: perf ${siteMedian.scores.performance}, TBT ${Math.round(siteMedian.tbt)} ms (floor ${Math.round(floorMedian.tbt)} ms), FCP ${seconds(siteMedian.fcp)} (floor ${seconds(floorMedian.fcp)}), ` +
          `LCP ${seconds(siteMedian.lcp)} (floor ${seconds(floorMedian.lcp)}), JS ${kb(siteMedian.jsBytes)}, ` +
          `total ${kb(siteMedian.totalBytes)} ${result.failures.length ? `FAIL: ${result.failures.join("; ")}` : "ok"}`,
      );
    }

    const tapPath = tapPagePath();
    const tap = await benchTapToOpen(`http://127.0.0.1:${SITE_PORT}${base}${tapPath.slice(1)}`, tapPath, TAP_RUNS);
    const tapFailed = tapFailures(tap);
    // What the viewer downloads in each engine: one format, one file per screenshot shown or ready.
    const viewer = await viewerBytes(
      `http://127.0.0.1:${SITE_PORT}${base}${tapPath.slice(1)}`,
      ["chromium", "firefox", "webkit"],
      WEBDRIVER_PORT,
    );
    // Page to page: a home card, and a post in the writing index when there are posts.
    const navigation = await benchNavigation(`http://127.0.0.1:${SITE_PORT}${base}`, writingPath(), TAP_RUNS);
    const navigationFailed = navigationFailures(navigation);
    const tapTable = `${tapMarkdown(tap)}\n${navigationMarkdown(navigation)}\nThe viewer's images, opened on the first screenshot, stepped twice and closed, in a fresh browser each:\n\n${viewerBytesMarkdown(viewer)}\n`;
    console.log(`\n${tapTable}`);

    if (!TAP_ONLY) {
      const table = `${markdown(results)}\n${tapTable}`;
      writeFileSync(
        join(OUT, "latest.json"),
        `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, budgets: { ...LIGHTHOUSE_BUDGETS, bytes: BYTE_BUDGETS, fonts: FONT_BUDGET, tap: TAP_BUDGETS, navigation: NAVIGATION_BUDGETS }, results, tap, navigation, viewer }, null, 2)}
`,
      );
      writeFileSync(join(OUT, "latest.md"), table);
      if (!ONLY_PAGES) await updateTablesPage(table);
      console.log(`\n${table}`);
    }

    const failed = results.filter((result) => result.failures.length > 0);
    if (failed.length > 0 || tapFailed.length > 0 || navigationFailed.length > 0) {
      if (failed.length > 0) console.error(`Budgets broken on ${failed.map((result) => result.path).join(", ")}`);
      for (const failure of [...tapFailed, ...navigationFailed]) console.error(`Budget broken: ${failure}`);
      process.exitCode = 1;
    } else {
      console.log("Every budget holds.");
    }
  } finally {
    chrome.kill();
    for (const server of servers) server.kill();
  }
}

await main();
