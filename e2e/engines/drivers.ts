// The two engines the walk drives besides Chromium, behind one small interface:
// Firefox ESR through puppeteer-core over WebDriver BiDi (no geckodriver), and
// WebKitGTK's MiniBrowser through WebKitWebDriver under Xvfb (W3C WebDriver).
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { CHROMIUM_FLAGS, chromiumPath } from "../../cli/chromium.ts";
import { findElement, newSession, pressKey, type Session } from "./webdriver.ts";

export type EngineName = "firefox" | "webkit" | "chromium";

export interface Driver {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  /** Evaluates a JavaScript expression in the page and returns its (JSON) value. */
  evaluate<T>(expression: string): Promise<T>;
  click(selector: string): Promise<void>;
  press(key: "ArrowLeft" | "ArrowRight" | "ArrowDown" | "Enter" | "Escape"): Promise<void>;
  back(): Promise<void>;
  reload(): Promise<void>;
  resize(width: number, height: number): Promise<void>;
  /** Console errors and warnings, uncaught errors, CSP violations and failed requests since the last call. */
  drainProblems(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Installed in every page: records what the console would show as an error,
 * an uncaught error or rejection, and every CSP violation, in window.__walk.
 * Firefox runs it before the page's own scripts; WebKit after each load.
 */
export const RECORDER = `(() => {
  if (window.__walk) return;
  const problems = (window.__walk = []);
  addEventListener("error", (e) => problems.push("uncaught: " + (e.error?.stack ?? e.message)));
  addEventListener("unhandledrejection", (e) => problems.push("unhandled rejection: " + (e.reason?.stack ?? e.reason)));
  document.addEventListener("securitypolicyviolation", (e) => problems.push("CSP violation: " + e.violatedDirective + " " + e.blockedURI));
  for (const level of ["error", "warn"]) {
    const original = console[level];
    console[level] = (...args) => { problems.push("console." + level + ": " + args.join(" ")); original.apply(console, args); };
  }
})()`;

const DRAIN = `(() => { const p = window.__walk ?? []; const copy = p.slice(); p.length = 0; return copy; })()`;

export const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

/**
 * Firefox through puppeteer-core over WebDriver BiDi; with `chromium`, the
 * same driver over the DevTools protocol (the bench compares all three).
 */
export async function firefox(expectedFailure: (url: string) => boolean, chromium = false): Promise<Driver> {
  const browser: Browser = chromium
    ? await puppeteer.launch({
        executablePath: chromiumPath(),
        headless: true,
        args: CHROMIUM_FLAGS,
        acceptInsecureCerts: true,
      })
    : await puppeteer.launch({
        browser: "firefox",
        executablePath: FIREFOX,
        headless: true,
        acceptInsecureCerts: true,
      });
  const page: Page = (await browser.pages())[0] ?? (await browser.newPage());
  const problems: string[] = [];
  await page.evaluateOnNewDocument(RECORDER);
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warn")
      problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) =>
    problems.push(`page error: ${error instanceof Error ? error.message : String(error)}`),
  );
  // The browser's own favicon requests are no page's: a navigation aborts them
  // (NS_BINDING_ABORTED), and Firefox then asks for /favicon.ico, which the
  // pages never link (they link their icons).
  const browsersOwn = (url: string) => new URL(url).pathname.endsWith("/favicon.ico");
  page.on("requestfailed", (request) => {
    if (request.failure()?.errorText === "NS_BINDING_ABORTED" || browsersOwn(request.url())) return;
    if (!expectedFailure(request.url()))
      problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400 && !expectedFailure(response.url()) && !browsersOwn(response.url()))
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  // Navigates from inside the page and waits for the new document to load.
  // puppeteer's goto and reload wait forever for a load once a page has come
  // back from the back/forward cache (puppeteer-core 25.16, Firefox 153).
  const navigate = async (how: string, url: string | null) => {
    await page.evaluate(`(window.__leaving = true, ${how}, 0)`);
    const start = Date.now();
    for (;;) {
      const done = await page
        .evaluate(
          `!window.__leaving && document.readyState === "complete"${url ? ` && location.href === ${JSON.stringify(url)}` : ""}`,
        )
        .catch(() => false);
      if (done) return;
      if (Date.now() - start > 30_000) throw new Error(`${url ?? "the reload"} did not load in 30 s`);
      await sleep(50);
    }
  };
  await page.goto("about:blank");
  return {
    engine: chromium ? "chromium" : "firefox",
    goto: (url) => navigate(`location.href = ${JSON.stringify(url)}`, new URL(url).href),
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    click: (selector) => page.click(selector),
    press: (key) => page.keyboard.press(key),
    // As the Back button: the walk then waits for the page it expects (a page
    // restored from the back/forward cache fires no load event to wait for).
    back: async () => void (await page.evaluate("history.back()")),
    reload: () => navigate("location.reload()", null),
    resize: (width, height) => page.setViewport({ width, height }),
    drainProblems: async () => {
      const recorded = await page.evaluate(DRAIN).catch(() => [] as string[]);
      return [...problems.splice(0), ...(recorded as string[])];
    },
    close: () => browser.close(),
  };
}

export const MINIBROWSER = process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/** Starts Xvfb on a display it picks itself (-displayfd), so parallel runs never collide. */
export async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1600x1200x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "ignore", "pipe"],
  });
  const display = await new Promise<string>((resolve, reject) => {
    let text = "";
    (xvfb.stdio[3] as NodeJS.ReadableStream).on("data", (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes("\n")) resolve(`:${text.trim()}`);
    });
    xvfb.on("exit", (code) => reject(new Error(`Xvfb exited with ${code}`)));
  });
  return { display, process: xvfb };
}

async function waitForPort(url: string, process: ChildProcess): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (process.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${process.exitCode}`);
    if (
      await fetch(`${url}/status`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(100);
  }
  throw new Error(`WebKitWebDriver did not answer at ${url}`);
}

/**
 * MiniBrowser's toolbar keeps its window at least 447 px wide, wider than a
 * phone. A GTK style sheet of the walk's own (in a fresh XDG_CONFIG_HOME)
 * shrinks the browser's toolbar to nothing, so the page can be 320 px wide.
 * It styles only GTK's widgets, never the page.
 */
async function narrowWindowConfig(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "engine-walk-gtk-"));
  await mkdir(join(dir, "gtk-3.0"));
  await writeFile(
    join(dir, "gtk-3.0", "gtk.css"),
    "* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; }\n",
  );
  return dir;
}

export async function webkit(display: string, port: number): Promise<Driver> {
  const config = await narrowWindowConfig();
  const driverProcess = spawn("WebKitWebDriver", [`--port=${port}`], {
    // Its own config, cache and data folders: no file cached by an earlier session.
    env: {
      ...process.env,
      DISPLAY: display,
      XDG_CONFIG_HOME: config,
      XDG_CACHE_HOME: join(config, "cache"),
      XDG_DATA_HOME: join(config, "data"),
    },
    stdio: "ignore",
  });
  const driverUrl = `http://127.0.0.1:${port}`;
  let session: Session;
  try {
    await waitForPort(driverUrl, driverProcess);
    session = await newSession(driverUrl, {
      browserName: "MiniBrowser",
      // nginx is walked over https with a throwaway self-signed certificate.
      acceptInsecureCerts: true,
      "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] },
    });
  } catch (error) {
    driverProcess.kill();
    throw error;
  }
  const execute = <T>(expression: string) =>
    session.call<T>("POST", "/execute/sync", { script: `return ${expression};`, args: [] });
  const afterLoad = () => execute(RECORDER);
  return {
    engine: "webkit",
    goto: async (url) => {
      await session.call("POST", "/url", { url });
      await afterLoad();
    },
    evaluate: execute,
    click: async (selector) => {
      const element = await findElement(session, selector);
      await session.call("POST", `/element/${element}/click`);
    },
    press: (key) => pressKey(session, key),
    back: async () => {
      await session.call("POST", "/back");
      await afterLoad();
    },
    reload: async () => {
      await session.call("POST", "/refresh");
      await afterLoad();
    },
    resize: async (width, height) => {
      // The window's outer size: adjust it until the page's viewport is the size asked for.
      // The window may not have taken its new size when the page is asked (seen under load): the viewport then
      // reads the old size, and the outer size is never less than the viewport asked for.
      let outer = { width, height };
      for (let attempt = 0; attempt < 8; attempt++) {
        await session.call("POST", "/window/rect", outer);
        await new Promise((settle) => setTimeout(settle, 100));
        const inner = await execute<{ w: number; h: number }>("({ w: innerWidth, h: innerHeight })");
        if (inner.w === width && inner.h === height) return;
        outer = {
          width: Math.max(width, outer.width + width - inner.w),
          height: Math.max(height, outer.height + height - inner.h),
        };
      }
    },
    drainProblems: () => execute<string[]>(DRAIN).catch(() => []),
    close: async () => {
      await session.call("DELETE", "").catch(() => undefined);
      driverProcess.kill();
      // The browser may still be writing its shader cache as it exits: retry rather than fail on ENOTEMPTY.
      await rm(config, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

/**
 * What WebKit logs while a page loads, before any script of the walk can
 * listen (a policy it rejects, a refused resource): classic WebDriver has no
 * console, so each page is opened once in a plain MiniBrowser that writes its
 * console to stdout, and every "CONSOLE … ERROR" line is a problem.
 */
export async function webkitLoadConsole(display: string, urls: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const url of urls) {
    const browser = spawn(
      MINIBROWSER,
      ["--enable-write-console-messages-to-stdout=true", "--ignore-tls-errors", "--exit-after-load", url],
      {
        env: { ...process.env, DISPLAY: display },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    browser.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    browser.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    // It quits once the page has loaded; a page that never finishes loading is a problem too.
    const exited = await Promise.race([
      new Promise<boolean>((resolve) => browser.on("exit", () => resolve(true))),
      sleep(20_000).then(() => false),
    ]);
    if (!exited) {
      browser.kill();
      problems.push(`${url}: did not finish loading in 20 s`);
    }
    for (const line of output.split("\n"))
      if (/CONSOLE .*(ERROR|WARN)/.test(line)) problems.push(`${url}: ${line.trim()}`);
  }
  return problems;
}

export function enginesAvailable(): Record<EngineName, string | null> {
  return {
    firefox: existsSync(FIREFOX) ? null : `no Firefox at ${FIREFOX} (apt-get install firefox-esr)`,
    webkit: existsSync(MINIBROWSER) ? null : `no MiniBrowser at ${MINIBROWSER} (apt-get install webkit2gtk-driver)`,
    chromium: null,
  };
}
