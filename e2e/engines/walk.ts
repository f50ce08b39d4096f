// A visitor's walk through the built site in Firefox and WebKit (Chromium has
// the Playwright suite): home → project, the viewer with keys, close, Back and
// ?screenshot=n, the theme toggle and a reload, the language switch, the
// writing and a post with highlighted code, a search (a word, ArrowDown and Enter
// to its page, Back to the query), the not-found page; on every page
// a clean console, no CSP violation, styles and images loaded, nothing wider
// than the screen; and the viewer fetching one format. At a desktop, a phone and
// a narrow phone's size, against the production server (plain HTTP) and nginx,
// each size on one of the servers (./sizes.ts).
//
//   npm run test:engines                   both engines, both servers, every size once
//   ENGINES=webkit SERVERS=serve npm run test:engines
//
// BUILD_DIR (build/client), BASE_PATH, ENGINES (firefox,webkit), SERVERS
// (serve,nginx), SIZES (desktop,phone,narrow: 1366, 390, 320 px), MATRIX=full (every size on every server),
// ENGINES_PORT (the server; +1 nginx, +2 WebKitWebDriver; by default three free ports). Ends with "N passed,
// N failed"; exits 1 on any failure.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { connect } from "node:net";
import { resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { basePath } from "../../vite/base-path.ts";
import { portsFrom } from "../harness/free-port.ts";
import {
  enginesAvailable,
  firefox,
  RECORDER,
  startXvfb,
  webkit,
  webkitLoadConsole,
  type Driver,
  type EngineName,
} from "./drivers.ts";
import { findSearchSubjects, findSubjects, type SearchSubjects, type Subjects } from "./subjects.ts";
import { formatOf, imageEntries } from "./viewer-bytes.ts";
import { SIZES, sizesOn, type Size } from "./sizes.ts";

const buildDir = resolve(process.env.BUILD_DIR ?? "build/client");
const base = basePath();
const [servePort, nginxPort, webdriverPort] = await portsFrom("ENGINES_PORT", ["server", "nginx", "webdriver"]);
const list = (name: string, fallback: string) =>
  (process.env[name] ?? fallback)
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
const engines = list("ENGINES", "firefox,webkit") as EngineName[];
const servers = list("SERVERS", "serve,nginx");
const sizes = list("SIZES", "desktop,phone,narrow").filter((size): size is Size => size in SIZES);
const walkedSizes = sizesOn(servers, sizes, process.env.MATRIX === "full");

let passed = 0;
let failed = 0;
const notes: string[] = [];

class CheckFailure extends Error {}
function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new CheckFailure(message);
}

async function waitFor<T>(driver: Driver, expression: string, what: string, timeout = 8000): Promise<T> {
  const start = Date.now();
  let last: unknown;
  for (;;) {
    try {
      last = await driver.evaluate<T>(expression);
      if (last) return last as T;
    } catch (error) {
      last = error;
    }
    if (Date.now() - start > timeout) throw new CheckFailure(`timed out waiting for ${what} (last: ${String(last)})`);
    await sleep(100);
  }
}

const UNKNOWN_PATH = "engine-walk-no-such-page";
/** The search's subject: the first language (the default, in the fewest folders) with a word one page holds. */
const searchSubject = findSearchSubjects(buildDir).find((found) => found.unique);

/** Checks every page gets: styled, its eager images loaded, nothing wider than the screen, the header on one row. */
/** The origin of the server being walked: every page must stay on it (no upgrade to https). */
let currentOrigin = "";
const pageHealth = () => `(() => {
  const problems = [];
  for (const link of document.querySelectorAll('link[rel="stylesheet"]')) if (!link.sheet) problems.push("stylesheet not applied: " + link.href);
  if (location.origin !== ${JSON.stringify(currentOrigin)}) problems.push("page on " + location.origin);
  for (const img of document.querySelectorAll("img")) {
    if (img.loading === "lazy" || img.closest("[hidden], dialog")) continue;
    if (!img.complete || img.naturalWidth === 0) problems.push("image not loaded: " + (img.currentSrc || img.src));
  }
  if (document.documentElement.scrollWidth > innerWidth + 1) problems.push("page wider than the screen: " + document.documentElement.scrollWidth + " > " + innerWidth);
  const header = document.querySelector("body header");
  if (header) {
    const boxes = [...header.querySelectorAll("a, button")].map((e) => e.getBoundingClientRect()).filter((r) => r.width > 4 && r.height > 4 && r.bottom > header.getBoundingClientRect().top);
    const middles = boxes.map((r) => r.top + r.height / 2);
    if (middles.length && Math.max(...middles) - Math.min(...middles) > 12) problems.push("header on more than one row: " + boxes.map((r) => Math.round(r.left) + "," + Math.round(r.top) + " " + Math.round(r.width) + "x" + Math.round(r.height)).join(" | "));
  }
  return problems;
})()`;

async function pageIsHealthy(driver: Driver, what: string) {
  await waitFor(driver, `document.readyState === "complete"`, `${what} to load`);
  // Eager images may still be decoding a moment after load: give them a few seconds.
  let health: string[] = [];
  for (let i = 0; i < 30; i++) {
    health = await driver.evaluate<string[]>(pageHealth());
    if (health.length === 0) return;
    await sleep(100);
  }
  expect(false, `${what}: ${health.join("; ")}`);
}

async function at(driver: Driver, origin: string, path: string) {
  await driver.goto(`${origin}${base}${path}`);
}

type Step = { name: string; run: () => Promise<void> };

/** Any animation of the cross-document view transition's pseudo-elements still running. */
const TRANSITION_RUNNING = `document.documentElement.getAnimations({ subtree: true }).some((a) => String(a.effect?.pseudoElement ?? "").startsWith("::view-transition") && a.playState === "running")`;

/**
 * How long a click waits for its element to be clickable: WebKit's driver answers "element not interactable" while
 * the page is still being laid out, on a busy machine for more than 3 s. A wait, as Playwright's actions wait for
 * their element, not a budget.
 */
const CLICKABLE_WITHIN = 10_000;

/**
 * Clicks once the page-to-page transition has ended: WebDriver (WebKit) will
 * not click what the transition's snapshot covers ("element not interactable").
 * A tap during the transition is e2e/view-transitions.spec.ts's subject.
 */
async function click(driver: Driver, selector: string) {
  const start = Date.now();
  for (;;) {
    const running = await driver.evaluate<boolean>(TRANSITION_RUNNING).catch(() => false);
    if (!running) {
      try {
        return await driver.click(selector);
      } catch (error) {
        if (!/not interactable/.test(String(error)) || Date.now() - start > CLICKABLE_WITHIN) throw error;
      }
    }
    if (Date.now() - start > CLICKABLE_WITHIN) return await driver.click(selector);
    await sleep(50);
  }
}

/**
 * Waits for the page at `path` (from the origin) to have loaded, and records its console from there on (WebKit's
 * driver installs the recorder only after its own navigations; Firefox's is in every page already).
 */
async function arrived(driver: Driver, path: string, what: string) {
  await waitFor(driver, `location.pathname === ${JSON.stringify(path)} && document.readyState === "complete"`, what);
  await driver.evaluate(`(${RECORDER}, 0)`);
}

async function walk(
  driver: Driver,
  origin: string,
  subjects: Subjects,
  label: string,
  firstSize: boolean,
  search: SearchSubjects | undefined = searchSubject,
): Promise<Step[]> {
  const steps: Step[] = [];
  const step = (name: string, run: () => Promise<void>) => steps.push({ name, run });
  const dirKey = async (delta: 1 | -1) => {
    const rtl = (await driver.evaluate<string>("document.documentElement.dir")) === "rtl";
    return (delta === 1) !== rtl ? "ArrowRight" : "ArrowLeft";
  };

  step("home page", async () => {
    await at(driver, origin, subjects.home);
    await pageIsHealthy(driver, "home");
  });

  if (subjects.gallery) {
    const { path, count } = subjects.gallery;
    const projectPath = `${base}${path}`;
    step("home → project (its card's link)", async () => {
      const linked = await driver.evaluate<boolean>(`!!document.querySelector('main a[href="${projectPath}"]')`);
      if (linked) {
        await click(driver, `main a[href="${projectPath}"]`);
        await waitFor(
          driver,
          `location.pathname === ${JSON.stringify(projectPath)} && document.readyState === "complete"`,
          "the project page",
        );
      } else {
        notes.push(`${label}: the home page links no project with a gallery; opened ${projectPath} directly`);
        await at(driver, origin, path);
      }
      await pageIsHealthy(driver, "project");
    });
    step(`the viewer: open, ${count > 2 ? "step with the keys" : "step"}, one image format`, async () => {
      const before = await driver.evaluate<number>(`performance.getEntriesByType("resource").length`);
      // Clicked before the island is live, as a quick visitor would: the page's own viewer opens, and the island's
      // (the first dialog in the page) takes over once live (decision 0067).
      await click(driver, `[data-island="gallery"] li:first-child a`);
      await waitFor(
        driver,
        `document.querySelector("dialog")?.open && location.search === "?screenshot=1"`,
        "the viewer to open on 1",
      );
      await driver.press(await dirKey(1));
      await waitFor(driver, `location.search === "?screenshot=2"`, "the key to step to 2");
      const shown = await waitFor<{ alt: string; src: string }>(
        driver,
        `(() => { const img = document.querySelector("dialog picture:not([hidden]) img"); return img && img.complete && img.naturalWidth > 0 && { alt: img.alt, src: img.currentSrc }; })()`,
        "the second screenshot to show",
      );
      const expected = await driver.evaluate<string>(
        `document.querySelectorAll('[data-island="gallery"] li img')[1].alt`,
      );
      expect(shown.alt === expected, `the viewer shows "${shown.alt}", expected "${expected}"`);
      await driver.press(await dirKey(-1));
      await waitFor(driver, `location.search === "?screenshot=1"`, "the key to step back to 1");
      // Give a dropped picture's late fetch (Firefox, on collection) time to show.
      await sleep(1500);
      const images = await driver.evaluate<{ name: string; bytes: number }[]>(imageEntries());
      const formats = new Set(images.map((image) => formatOf(image.name)));
      expect(
        formats.size <= 1, // none: all from memory (Firefox makes no entry for those)
        `the gallery and viewer fetched ${[...formats].join(" and ")}: ${images.map((i) => i.name.split("/").pop()).join(", ")}`,
      );
      const viewer = await driver.evaluate<{ name: string; bytes: number }[]>(imageEntries(before));
      const kb = viewer.reduce((sum, image) => sum + image.bytes, 0) / 1024;
      notes.push(
        `${label}: the viewer (opened, stepped twice) fetched ${viewer.length} ${[...formats][0] ?? "image"} files, ${kb.toFixed(0)} KB (what the browser had cached counts 0)`,
      );
    });
    step("close with Escape, then Back to the home page, then ?screenshot=2", async () => {
      await driver.press("Escape");
      await waitFor(driver, `!document.querySelector("dialog").open && location.search === ""`, "the viewer to close");
      await driver.back();
      await waitFor(
        driver,
        `location.pathname === ${JSON.stringify(`${base}${subjects.home}`)} && document.readyState === "complete"`,
        "Back to the home page",
      );
      await pageIsHealthy(driver, "home after Back");
      await at(driver, origin, `${path}?screenshot=2`);
      await waitFor(
        driver,
        `document.querySelector("dialog")?.open && !!document.querySelector("dialog picture:not([hidden]) img")`,
        "the viewer opened by ?screenshot=2",
      );
      const alt = await driver.evaluate<string>(`document.querySelector("dialog picture:not([hidden]) img").alt`);
      const expected = await driver.evaluate<string>(
        `document.querySelectorAll('[data-island="gallery"] li img')[1].alt`,
      );
      expect(alt === expected, `?screenshot=2 shows "${alt}"`);
      await driver.press("Escape");
      await waitFor(driver, `!document.querySelector("dialog").open && location.search === ""`, "the viewer to close");
    });
  } else notes.push(`${label}: no project has a gallery of two or more screenshots: the viewer steps are skipped`);

  // Once per engine and server, at its first size: the moves that can interrupt a page-to-page transition
  // (Chromium's are e2e/view-transitions.spec.ts's). Made from the page, as fast as a script can.
  const card = subjects.gallery ? `main a[href="${base}${subjects.gallery.path}"]` : "main article a[href]";
  if (firstSize)
    step("Back and Forward, a quick second click, a link followed as the next page shows", async () => {
      const started = Date.now();
      await at(driver, origin, subjects.home);
      const home = await driver.evaluate<string>("location.pathname");
      const next = await driver.evaluate<string | null>(
        `document.querySelector(${JSON.stringify(card)})?.pathname ?? null`,
      );
      if (!next) {
        notes.push(`${label}: the home page links no project: no quick moves between pages`);
        return;
      }
      const follow = (selector: string, times = 1) =>
        driver.evaluate(
          `(${JSON.stringify(selector)}, [...Array(${times})].forEach(() => document.querySelector(${JSON.stringify(selector)}).click()), 0)`,
        );
      await follow(card);
      await arrived(driver, next, "the project page");
      await driver.evaluate("(history.back(), 0)");
      await arrived(driver, home, "Back to the home page");
      await driver.evaluate("(history.forward(), 0)");
      await arrived(driver, next, "Forward to the project page");
      await pageIsHealthy(driver, "project after Forward");
      await at(driver, origin, subjects.home);
      await follow(card, 2);
      await arrived(driver, next, "the project page after two clicks");
      await at(driver, origin, subjects.home);
      await follow(card);
      // The header's first link that leaves the page, as soon as the new page is there.
      await waitFor(driver, `location.pathname === ${JSON.stringify(next)}`, "the project page to show", 8000);
      await follow("header a:not([href^='#'])");
      await waitFor(
        driver,
        `location.pathname !== ${JSON.stringify(next)} && document.readyState === "complete"`,
        "the page the header links",
      );
      await driver.evaluate(`(${RECORDER}, 0)`);
      await pageIsHealthy(driver, "the header's page");
      notes.push(`${label}: the quick moves between pages took ${((Date.now() - started) / 1000).toFixed(1)} s`);
    });

  step("theme toggle, kept across a reload", async () => {
    await at(driver, origin, subjects.home);
    const pressed = await driver.evaluate<string>(
      `document.querySelector("[data-theme-toggle]").getAttribute("aria-pressed")`,
    );
    const background = await driver.evaluate<string>(`getComputedStyle(document.body).backgroundColor`);
    await click(driver, "[data-theme-toggle]");
    await waitFor(
      driver,
      `document.querySelector("[data-theme-toggle]").getAttribute("aria-pressed") !== ${JSON.stringify(pressed)}`,
      "the toggle to switch",
    );
    const after = await waitFor<string>(
      driver,
      `(() => { const c = getComputedStyle(document.body).backgroundColor; return c !== ${JSON.stringify(background)} && c; })()`,
      "the page's colours to change",
    );
    await driver.reload();
    const kept = await driver.evaluate<string>(`getComputedStyle(document.body).backgroundColor`);
    expect(kept === after, `after a reload the background is ${kept}, not the chosen ${after}`);
    await driver.evaluate(`(localStorage.removeItem("theme"), 0)`);
  });

  step("language switch", async () => {
    await at(driver, origin, subjects.home);
    const other = await driver.evaluate<{ href: string; lang: string } | null>(
      `(() => { const a = document.querySelector("header a[hreflang]"); return a && { href: a.getAttribute("href"), lang: a.hreflang }; })()`,
    );
    if (!other) {
      notes.push(`${label}: the site has one language: no language switch`);
      return;
    }
    await click(driver, "header a[hreflang]");
    await waitFor(
      driver,
      `document.documentElement.lang === ${JSON.stringify(other.lang)} && document.readyState === "complete"`,
      `the ${other.lang} page`,
    );
    await pageIsHealthy(driver, `${other.lang} home`);
  });

  step("writing and a post with highlighted code", async () => {
    await at(driver, origin, subjects.home);
    const writing = await driver.evaluate<string | null>(
      `document.querySelector('header nav a[href$="/writing"]')?.getAttribute("href") ?? null`,
    );
    if (writing) {
      await click(driver, 'header nav a[href$="/writing"]');
      await waitFor(
        driver,
        `location.pathname === ${JSON.stringify(writing)} && document.readyState === "complete"`,
        "the writing page",
      );
      await pageIsHealthy(driver, "writing");
    } else notes.push(`${label}: no writing link in the header`);
    if (!subjects.codePost) {
      notes.push(`${label}: no post has a highlighted code block`);
      return;
    }
    const postPath = `${base}${subjects.codePost}`;
    if (await driver.evaluate<boolean>(`!!document.querySelector('main a[href="${postPath}"]')`)) {
      await click(driver, `main a[href="${postPath}"]`);
      await waitFor(
        driver,
        `location.pathname === ${JSON.stringify(postPath)} && document.readyState === "complete"`,
        "the post",
      );
    } else await at(driver, origin, subjects.codePost);
    await pageIsHealthy(driver, "post");
    const colours = await driver.evaluate<number>(
      `new Set([...document.querySelectorAll("pre.shiki span")].map((s) => getComputedStyle(s).color)).size`,
    );
    expect(colours >= 2, `the code block has ${colours} colour(s): not highlighted`);
  });

  // MathML Core in every engine: each formula laid out as maths (a box with a size), display formulas on their own line.
  if (subjects.mathsPage) {
    const mathsPage = subjects.mathsPage;
    step("a page with maths: every formula drawn", async () => {
      await at(driver, origin, mathsPage);
      await pageIsHealthy(driver, "the page with maths");
      const sizes = await driver.evaluate<{ width: number; height: number; display: boolean; line: boolean }[]>(
        `[...document.querySelectorAll("main math")].map((math) => {
          const box = math.getBoundingClientRect();
          const block = math.getAttribute("display") === "block";
          return { width: box.width, height: box.height, display: block, line: !block || box.width >= math.parentElement.getBoundingClientRect().width * 0.9 };
        })`,
      );
      expect(sizes.length > 0, "no <math> on the page with maths");
      const empty = sizes.filter((size) => size.width < 1 || size.height < 1);
      expect(empty.length === 0, `${empty.length} of ${sizes.length} formulas have no size: ${JSON.stringify(empty)}`);
      // A display formula is tall: a fraction and a sum stand higher than a line of text.
      const display = sizes.filter((size) => size.display);
      expect(
        display.every((size) => size.line),
        "a display formula is not on a line of its own",
      );
      expect(
        display.some((size) => size.height > 30),
        `no display formula is taller than a line: ${JSON.stringify(display)}`,
      );
    });
  } else notes.push(`${label}: no page has display maths`);

  // A diagram's SVG has a size in every engine, and its classes paint it in the theme's colours: its text as the
  // page's text, in the light theme and in the dark one.
  if (subjects.diagramPage) {
    const diagramPage = subjects.diagramPage;
    step("a page with a diagram: drawn, in the theme's colours", async () => {
      await at(driver, origin, diagramPage);
      await pageIsHealthy(driver, "the page with a diagram");
      const painted = (theme: string) =>
        driver.evaluate<{ width: number; text: string; page: string }>(
          `(() => {
            document.documentElement.dataset.theme = ${JSON.stringify(theme)};
            const svg = document.querySelector("main figure.diagram > svg");
            const text = svg && (svg.matches(".diagram-fill-text") ? svg : svg.querySelector(".diagram-fill-text"));
            return {
              width: svg ? svg.getBoundingClientRect().width : 0,
              text: text ? getComputedStyle(text).fill : "",
              page: getComputedStyle(document.body).color,
            };
          })()`,
        );
      const light = await painted("light");
      const dark = await painted("dark");
      expect(light.width > 50, `the diagram is ${light.width} px wide`);
      expect(light.text === light.page, `its text is ${light.text} on a page whose text is ${light.page}`);
      expect(dark.text === dark.page, `in the dark theme its text is ${dark.text}, the page's ${dark.page}`);
      expect(light.text !== dark.text, "its text is the same colour in both themes");
    });
  } else notes.push(`${label}: no page has a diagram`);
  if (search?.unique) {
    const { searchPath, unique } = search;
    const result = `${base}${unique.path}`;
    const searchFiles = `performance.getEntriesByType("resource").filter((e) => /\\/pagefind\\/|search\\.client/.test(e.name)).length`;
    step(
      "search: nothing fetched before the box, a word, ArrowDown and Enter to its page, Back to the query",
      async () => {
        await at(driver, origin, searchPath);
        await pageIsHealthy(driver, "search");
        expect(
          (await driver.evaluate<number>(searchFiles)) === 0,
          "the search page fetched the search's files at load",
        );
        await click(driver, "#search-box");
        // Typed as one input event: the walk's drivers press single keys.
        await driver.evaluate(
          `(() => { const box = document.getElementById("search-box"); box.value = ${JSON.stringify(unique.word)}; box.dispatchEvent(new Event("input", { bubbles: true })); return 0; })()`,
        );
        await waitFor(
          driver,
          `document.querySelectorAll("#search-results a").length === 1 && !!document.querySelector("#search-results mark")`,
          `one result for "${unique.word}", with the word marked`,
        );
        await driver.press("ArrowDown");
        await waitFor(
          driver,
          `document.activeElement === document.querySelector("#search-results a")`,
          "the result focused",
        );
        await driver.press("Enter");
        await waitFor(
          driver,
          `location.pathname === ${JSON.stringify(result)} && document.readyState === "complete"`,
          "Enter to open the result",
        );
        await driver.back();
        await waitFor(
          driver,
          `new URLSearchParams(location.search).get("q") === ${JSON.stringify(unique.word)} && document.querySelectorAll("#search-results a").length === 1`,
          "Back to the query and its result",
        );
        await pageIsHealthy(driver, "search after Back");
      },
    );
  } else notes.push(`${label}: no indexed page holds a word of its own: the search step is skipped`);

  step("the not-found page", async () => {
    await at(driver, origin, UNKNOWN_PATH);
    await pageIsHealthy(driver, "not found");
    const links = await driver.evaluate<number>(`document.querySelectorAll("main a[href]").length`);
    expect(links > 0, "the not-found page offers no way back");
  });
  return steps;
}

function startServer(kind: string): { process: ChildProcess; origin: string } {
  const serverPort = kind === "nginx" ? nginxPort : servePort;
  const script = kind === "nginx" ? "e2e/harness/nginx-server.ts" : "cli/serve.ts";
  const child = spawn(process.execPath, [script], {
    // nginx serves the host config as deployed, over https (its policy upgrades every request).
    env: {
      ...process.env,
      PORT: String(serverPort),
      BUILD_DIR: buildDir,
      HOST: "127.0.0.1",
      NGINX_TLS: kind === "nginx" ? "1" : "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return { process: child, origin: `${kind === "nginx" ? "https" : "http"}://127.0.0.1:${serverPort}` };
}

async function serverReady(origin: string) {
  const { port: serverPort } = new URL(origin);
  for (let i = 0; i < 100; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(Number(serverPort), "127.0.0.1", () => (socket.end(), resolve(true)));
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    await sleep(100);
  }
  throw new Error(`no server at ${origin}${base}`);
}

/** One engine's walk of one server at every size, then (WebKit) its console while pages load. */
async function walkIn(engine: EngineName, serverKind: string, origin: string, subjects: Subjects, display: string) {
  const reason = enginesAvailable()[engine];
  if (reason) {
    failed++;
    console.log(`✗ ${engine}: ${reason}`);
    return;
  }
  const started = Date.now();
  const expectedFailure = (url: string) => url.includes(UNKNOWN_PATH);
  let driver: Driver;
  try {
    driver =
      engine === "webkit"
        ? await webkit(display, webdriverPort)
        : await firefox(expectedFailure, engine === "chromium");
  } catch (error) {
    failed++;
    console.log(`✗ ${engine} ${serverKind}: the browser did not start\n    ${String(error)}`);
    return;
  }
  try {
    const here = walkedSizes.get(serverKind) ?? [];
    for (const size of here) {
      const { width, height } = SIZES[size];
      const label = `${engine} ${size} ${serverKind}`;
      await driver.resize(width, height);
      const viewport = await driver.evaluate<number>("innerWidth");
      if (viewport !== width) {
        failed++;
        console.log(`✗ ${label}: the page is ${viewport} px wide, not ${width}`);
      }
      const sizeStart = Date.now();
      for (const { name, run } of await walk(
        driver,
        origin,
        subjects,
        label,
        size === here[0] && serverKind === servers[0],
      )) {
        try {
          await run();
          const problems = await driver.drainProblems();
          expect(problems.length === 0, problems.join("\n    "));
          passed++;
          console.log(`✓ ${label}: ${name}`);
        } catch (error) {
          failed++;
          await driver.drainProblems().catch(() => []);
          console.log(`✗ ${label}: ${name}\n    ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      notes.push(`${label}: ${((Date.now() - sizeStart) / 1000).toFixed(1)} s`);
    }
  } finally {
    await driver.close();
  }
  if (engine === "webkit") {
    // What WebKit logs while a page loads, which no WebDriver command can read.
    const urls = [subjects.home, subjects.gallery?.path, subjects.codePost, subjects.mathsPage, UNKNOWN_PATH]
      .filter((path): path is string => path !== undefined && path !== null)
      .concat(subjects.pages.filter((page) => /^[a-z-]+\/$/i.test(page)).slice(0, 1))
      .map((path) => `${origin}${base}${path}`);
    const problems = await webkitLoadConsole(display, urls);
    const name = `webkit ${serverKind}: a clean console while ${urls.length} pages load`;
    if (problems.length === 0) {
      passed++;
      console.log(`✓ ${name}`);
    } else {
      failed++;
      console.log(`✗ ${name}\n    ${problems.join("\n    ")}`);
    }
  }
  notes.push(`${engine} ${serverKind}: ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
}

async function main() {
  if (!existsSync(resolve(buildDir, "index.html"))) {
    console.error(`No build in ${buildDir}: run 'npm run build' first.`);
    process.exit(1);
  }
  const subjects = findSubjects(buildDir);
  console.log(
    `Subjects in ${buildDir}: gallery ${subjects.gallery ? `${subjects.gallery.path} (${subjects.gallery.count})` : "none"}, ` +
      `code ${subjects.codePost ?? "none"}, maths ${subjects.mathsPage ?? "none"}, ${subjects.pages.length} pages`,
  );
  const xvfb = engines.includes("webkit") && !enginesAvailable().webkit ? await startXvfb() : null;
  const display = xvfb?.display ?? "";
  try {
    for (const serverKind of servers) {
      const server = startServer(serverKind);
      try {
        await serverReady(server.origin);
        currentOrigin = server.origin;
        // Both engines walk the server at once: a walk waits on its browser more than it computes (decision 0023).
        await Promise.all(engines.map((engine) => walkIn(engine, serverKind, server.origin, subjects, display)));
      } finally {
        server.process.kill();
      }
    }
  } finally {
    xvfb?.process.kill();
  }
  for (const note of notes.sort()) console.log(`  ${note}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

await main();
