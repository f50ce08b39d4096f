// The byte budgets, measured as a phone loads each page: compressed bytes on
// the wire, from the production server. Deterministic for a given build, so
// they are a test; the timing budgets live in `npm run bench`.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { devices, type Page, type Request } from "@playwright/test";
import { DomUtils, parseDocument } from "htmlparser2";
import { loadPortfolio } from "../app/collections/portfolio-source.ts";
import { sitePages } from "../app/addresses/site-pages.ts";
import { HOME_PATH, projectPath, SEARCH_PATH, TECHNOLOGIES_PATH } from "../app/addresses/paths.ts";
import { BYTE_BUDGETS, NAVIGATION_BUDGETS, SEARCH_QUERY_BUDGET, STYLESHEETS_PER_PAGE } from "./harness/budgets.ts";
import { LIKELY_PAGES, PRERENDER_ATTRIBUTE } from "../app/page/speculation-rules.ts";
import { basePath } from "../vite/base-path.ts";
import { findSearchSubjects } from "./engines/subjects.ts";
import { expect, firstVisitsOnly, inGroups, test, waitForViewer, walkTimeout } from "./fixtures.ts";

// What the built site was made from: the tests derive what they expect from it.
const site = loadPortfolio();

test.use({ ...devices["Pixel 7"], defaultBrowserType: undefined });

// Web fonts are left out here: e2e/fonts.spec.ts holds them to FONT_BUDGET, counted as the files' own bytes.
async function transferred(page: Page, load: () => Promise<void>) {
  const sizes: { url: string; type: string; bytes: number }[] = [];
  const pending: Promise<void>[] = [];
  const inFlight = new Set<Request>();
  const started = (request: Request) => inFlight.add(request);
  const failed = (request: Request) => inFlight.delete(request);
  const count = (request: Request) => {
    inFlight.delete(request);
    // The browser's own fetch of the page's icon: fetchIcon() counts the icon instead.
    if (request.resourceType() === "other") return;
    pending.push(
      request.sizes().then(({ responseBodySize, responseHeadersSize }) => {
        sizes.push({ url: request.url(), type: request.resourceType(), bytes: responseBodySize + responseHeadersSize });
      }),
    );
  };
  page.on("request", started);
  page.on("requestfinished", count);
  page.on("requestfailed", failed);
  await load();
  await fetchIcon(page);
  await everyRequestDone(page, inFlight);
  // Stop counting before waiting for the sizes: a request that finishes as the page
  // closes at the end of the test could no longer report its size.
  page.off("request", started);
  page.off("requestfinished", count);
  page.off("requestfailed", failed);
  await Promise.all(pending);
  const sum = (type?: string) => sizes.filter((s) => !type || s.type === type).reduce((total, s) => total + s.bytes, 0);
  return { js: sum("script"), fonts: sum("font"), total: sum() - sum("font"), sizes };
}

/**
 * The page's icon, fetched as an image from the page. A browser fetches it once the page has loaded, whenever it gets
 * to it (under load, after the next page had started), and Chromium's headless shell never does; so the walk fetches
 * it itself, counted with the page, and leaves the browser's own fetch out. The same bytes as the browser's own.
 */
async function fetchIcon(page: Page) {
  await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    if (!link) return;
    const image = new Image();
    image.src = link.href;
    await image.decode();
  });
}

/**
 * Once the page has loaded: every request it started has finished, including those it starts as it lays itself out
 * after the load event (a lazy image in view). Instead of Playwright's "networkidle", which waits for half a second
 * of quiet on every page: two thirds of this spec's time (decision 0023).
 */
async function everyRequestDone(page: Page, inFlight: ReadonlySet<Request>) {
  for (;;) {
    // Two frames: the first lays the loaded page out, which is when lazy images in view start to load.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    if (inFlight.size === 0) return;
    while (inFlight.size > 0) await new Promise((done) => setTimeout(done, 20));
  }
}

/** Which budget a page has: the home page, a project's page, a technology's, or a page of the writing. */
function kindOf(page: string): keyof typeof BYTE_BUDGETS {
  if (page === HOME_PATH) return "home";
  if (page === SEARCH_PATH) return "search";
  if (page === TECHNOLOGIES_PATH || page.startsWith(`${TECHNOLOGIES_PATH}/`)) return "technology";
  return site.projects.some((project) => projectPath(project.slug) === page) ? "project" : "writing";
}

/** Whether the page is a project's with a gallery: the one kind of page that ships JavaScript. */
const hasGallery = (page: string) =>
  site.projects.some((project) => projectPath(project.slug) === page && project.images.length > 0);

// Every page in every language: a translation must not cost a byte of script. The pages are walked in groups, one
// tab each, with the cache off so that each loads as on a first visit; each check names its page.
for (const group of inGroups(sitePages())) {
  const first = group[0]!.path;
  const last = group.at(-1)!.path;
  test(`${first} to ${last}: ${group.length} pages, each within its byte budget besides its fonts, and JavaScript only with a gallery`, async ({
    page,
  }) => {
    test.setTimeout(walkTimeout(group.length, 4_000));
    await firstVisitsOnly(page);
    for (const { path, page: same } of group) {
      const kind = kindOf(same);
      const budget = BYTE_BUDGETS[kind];
      const gallery = hasGallery(same);
      const { js, fonts, total, sizes } = await transferred(page, async () => {
        await page.goto(`.${path}`);
        if (gallery) await waitForViewer(page);
      });
      test.info().annotations.push({
        type: "bytes",
        description: `${path}: JS ${js} B, fonts ${fonts} B, total besides fonts ${total} B`,
      });
      if (gallery) {
        expect.soft(js, `${path}: JavaScript, with a gallery`).toBeGreaterThan(0);
        expect.soft(js, `${path}: JavaScript, at most ${budget.js / 1024} KB`).toBeLessThanOrEqual(budget.js);
      } else {
        // A project without screenshots has no gallery, so no script: none, like the other pages.
        expect.soft(js, `${path}: JavaScript, with no gallery`).toBe(kind === "project" ? 0 : budget.js);
      }
      expect
        .soft(total, `${path}: at most ${budget.total / 1024} KB besides fonts: ${JSON.stringify(sizes, null, 1)}`)
        .toBeLessThanOrEqual(budget.total);
    }
  });
}

test("the search page's first query fetches its script, Pagefind and the index within budget", async ({ page }) => {
  const search = findSearchSubjects(process.env.BUILD_DIR ?? "build/client").find((found) => found.unique);
  test.skip(!search, "no indexed page holds a word of its own");
  await firstVisitsOnly(page);
  await page.goto(`./${search!.searchPath}`);
  const box = page.locator("#search-box");
  const { js, total, sizes } = await transferred(page, async () => {
    await box.fill(search!.unique!.word);
    await expect(page.locator("#search-results a")).toHaveCount(1);
  });
  test.info().annotations.push({
    type: "bytes",
    description: `first query: JS ${js} B, total ${total} B: ${sizes.map((s) => `${s.url.split("/").pop()} ${s.bytes}`).join(", ")}`,
  });
  expect
    .soft(js, `the search's JavaScript: ${JSON.stringify(sizes, null, 1)}`)
    .toBeLessThanOrEqual(SEARCH_QUERY_BUDGET.js);
  expect
    .soft(total, `the first query's bytes: ${JSON.stringify(sizes, null, 1)}`)
    .toBeLessThanOrEqual(SEARCH_QUERY_BUDGET.total);
});

// What the speculation rules may fetch ahead of a click, from the build: the rules a page is sent with wait for intent
// (a pointer resting on a link, or pressed), and its script prerenders at most LIKELY_PAGES.atOnce of its likely links
// at a time and LIKELY_PAGES.perView in a page view. A prerender fetches its page's HTML, the stylesheets this page has
// not loaded, and the images it shows at once (no script: the island waits until the page is shown). The HTML and the
// stylesheets of each page's heaviest likely pages must fit the budgets fetched ahead (NAVIGATION_BUDGETS); the images,
// which depend on the phone's screen and the picture's sizes, are measured with the rest by `npm run bench` in a
// Chromium that prerenders, as Playwright's does not (decision 0074).
const CLIENT = process.env.BUILD_DIR ?? "build/client";
const base = basePath();

/** A built file's bytes on the wire: its Brotli copy's where the build wrote one. */
function wireBytes(file: string): number {
  return statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size;
}

/** The built file of a page or an asset at a root-relative URL ("/a-project" is a-project.html). */
function builtFile(url: string): string {
  const path = decodeURIComponent(new URL(url, "http://site").pathname).slice(base.length).replace(/\/$/, "");
  const asset = join(CLIENT, path);
  return /\.\w+$/.test(path) ? asset : `${path === "" ? join(CLIENT, "index") : asset}.html`;
}

const htmlOf = (file: string) => parseDocument(readFileSync(file, "utf8"));
const elements = (
  document: ReturnType<typeof parseDocument>,
  test: (element: { name: string; attribs: Record<string, string> }) => boolean,
) => DomUtils.findAll((element) => test(element), document.children);
const stylesheets = (document: ReturnType<typeof parseDocument>) =>
  elements(document, (element) => element.name === "link" && element.attribs.rel === "stylesheet").map(
    (link) => link.attribs.href!,
  );

/** What a prerender of the page at `url` fetches besides images, from a page that has loaded `loaded` (its stylesheets). */
function prerenderBytes(url: string, loaded: ReadonlySet<string>): number {
  const file = builtFile(url);
  const document = htmlOf(file);
  const css = stylesheets(document)
    .filter((href) => !loaded.has(href))
    .reduce((total, href) => total + wireBytes(builtFile(href)), 0);
  return wireBytes(file) + css;
}

test("the speculation rules sent with a page wait for intent, and its likely pages' HTML and stylesheets fit the budgets fetched ahead", () => {
  const rows: string[] = [];
  for (const { path } of sitePages()) {
    const file = builtFile(`${base}${path.slice(1)}`);
    const document = htmlOf(file);
    // The rules a page is sent with fetch nothing before the visitor shows intent.
    for (const script of elements(
      document,
      (element) => element.name === "script" && element.attribs.type === "speculationrules",
    )) {
      const rules = JSON.parse(DomUtils.textContent(script)) as Record<string, { eagerness?: string }[]>;
      for (const rule of Object.values(rules).flat())
        expect
          .soft(rule.eagerness, `${path}: a rule sent with the page waits for intent`)
          .toMatch(/^(moderate|conservative)$/);
    }
    const loaded = new Set(stylesheets(document));
    const likely = [
      ...new Set(
        elements(document, (element) => element.name === "a" && PRERENDER_ATTRIBUTE in element.attribs).map(
          (link) => new URL(link.attribs.href!, `http://site${base}${path.slice(1)}`).pathname,
        ),
      ),
    ];
    const heaviest = likely.map((url) => prerenderBytes(url, loaded)).sort((a, b) => b - a);
    const sum = (count: number) => heaviest.slice(0, count).reduce((total, bytes) => total + bytes, 0);
    rows.push(
      `${path}: ${likely.length} likely, at most ${sum(LIKELY_PAGES.atOnce)} B at once, ${sum(LIKELY_PAGES.perView)} B in a view`,
    );
    expect
      .soft(sum(LIKELY_PAGES.atOnce), `${path}: its ${LIKELY_PAGES.atOnce} heaviest likely pages, left alone`)
      .toBeLessThanOrEqual(NAVIGATION_BUDGETS.aheadBytes);
    expect
      .soft(sum(LIKELY_PAGES.perView), `${path}: its ${LIKELY_PAGES.perView} heaviest likely pages, read to its end`)
      .toBeLessThanOrEqual(NAVIGATION_BUDGETS.aheadPerViewBytes);
  }
  test.info().annotations.push({ type: "bytes ahead", description: rows.join("\n") });
});

test(`every page links at most ${STYLESHEETS_PER_PAGE} stylesheets, and every one it links is built`, () => {
  for (const { path } of sitePages()) {
    const links = stylesheets(htmlOf(builtFile(`${base}${path.slice(1)}`)));
    expect.soft(links.length, `${path}: ${links.join(", ")}`).toBeLessThanOrEqual(STYLESHEETS_PER_PAGE);
    for (const href of links) expect.soft(existsSync(builtFile(href)), `${path}: ${href}`).toBe(true);
  }
});
