import { test as base, expect, type Page } from "@playwright/test";
import type { ProjectEntry } from "../app/collections/project-collection.ts";
import { projectPath } from "../app/addresses/paths.ts";
import { defaultLanguage, siteLanguages } from "../app/languages/languages-setting.ts";
import { messagesFor } from "../app/i18n/site-catalogues.ts";
import { analyticsTag } from "../app/page/analytics.ts";
import { checkedSettings } from "../app/collections/owner-modules.ts";
import type { Language } from "../app/languages/language-tags.ts";
import { alsoListedIn, loadPostsByLanguage, type PostEntry } from "../app/collections/writing.ts";

const settings = checkedSettings();

/**
 * The posts a language's writing page lists and its search finds though they are not written in it, each with the
 * language it is shown in (settings.ts's postsAcrossLanguages).
 */
export function postsElsewhere(language: Language): { post: PostEntry; language: Language }[] {
  const languages = siteLanguages();
  const byLanguage = loadPostsByLanguage({ languages });
  return languages.flatMap((other) =>
    (byLanguage[other.code] ?? [])
      .filter((post) =>
        alsoListedIn(post.languages, other, languages, settings.postsAcrossLanguages).includes(language.tag),
      )
      .map((post) => ({ post, language: other })),
  );
}

/** The interface's words in the site's default language, as its pages say them. */
export const t = messagesFor(defaultLanguage(siteLanguages()));

/**
 * The pages of one language. By code: sitePages() and siteLanguages() each make
 * their own Language objects, so comparing the objects themselves matches none.
 */
export const pagesIn = <Entry extends { language: { code: string } }>(
  pages: readonly Entry[],
  language: { code: string },
) => pages.filter((page) => page.language.code === language.code);

/**
 * The pages in groups of at most `size`, each walked by one test in one tab: a page in a fresh tab costs 3.5 times
 * as much (decision 0023), and groups keep both workers busy to the end.
 */
export function inGroups<Entry>(pages: readonly Entry[], size = 8): Entry[][] {
  return Array.from({ length: Math.ceil(pages.length / size) }, (_, index) =>
    pages.slice(index * size, (index + 1) * size),
  );
}

/** Every page the tab loads from now on comes from the network, as on a first visit: the browser's cache is off. */
export async function firstVisitsOnly(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send("Network.enable");
  await session.send("Network.setCacheDisabled", { cacheDisabled: true });
}

/**
 * The time a test that walks `pages` pages in one tab may take: the time any test has (playwright.config.ts: 30 s,
 * 60 s in CI), and `each` more per page. Called in the test, before it changes its own time.
 */
export const walkTimeout = (pages: number, each = 2_000) => test.info().timeout + pages * each;

/**
 * Checks each item in turn in the test's one tab, each in a step named by `nameOf`, and gives the test `each` more
 * time per item (walkTimeout). One test walks them all, rather than a test each, because a page in a fresh tab costs
 * about 3.5 times as much as one more page in the same tab (decision 0023); the step names say which item failed.
 */
export async function stepThrough<Item>(
  items: Iterable<Item>,
  nameOf: (item: Item) => string,
  check: (item: Item) => Promise<void>,
  each?: number,
) {
  const walked = [...items];
  test.setTimeout(walkTimeout(walked.length, each));
  for (const item of walked) await test.step(nameOf(item), () => check(item));
}

/** A pattern that matches `text` as written, anywhere, or at the end with `end` "$". */
export const literally = (text: string, end: "" | "$" = "") =>
  new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}${end}`);

type Options = {
  /** The test visits a page that is meant to answer 404. */
  expectNotFound: boolean;
  /** Requests the test makes fail on purpose (a blocked module): their failures and errors are expected. */
  expectFailedRequests: RegExp | null;
};

/**
 * The origins of the owner's analytics provider, if one is set. The built pages
 * load its script, which fails offline; that failure, and only that one, is
 * expected here. (Answering it with page.route instead would turn on request
 * interception, under which Chromium aborts the cross-document view
 * transitions.) e2e/analytics.spec.ts checks each provider against its real
 * endpoints, answered offline.
 */
const analyticsOrigins = settings.analytics
  ? [...new Set(Object.values(analyticsTag(settings.analytics).sources).flat())]
  : [];
export const fromAnalytics = (url: string) => analyticsOrigins.some((origin) => url.startsWith(`${origin}/`));

/**
 * Every test fails on a console error or warning, an uncaught exception, a
 * failed request or an error status, on any page it visits.
 */
export const test = base.extend<Options>({
  expectNotFound: [false, { option: true }],
  expectFailedRequests: [null, { option: true }],
  page: async ({ page, expectNotFound, expectFailedRequests, javaScriptEnabled }, use) => {
    const problems: string[] = [];
    const expectedFailure = (url: string) => expectFailedRequests?.test(url) ?? false;
    page.on("console", (message) => {
      if (message.type() !== "error" && message.type() !== "warning") return;
      if (expectNotFound && /status of 404/.test(message.text())) return;
      if (fromAnalytics(message.location().url)) return;
      if (expectedFailure(message.location().url)) return;
      problems.push(`console ${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
    page.on("requestfailed", (request) => {
      // With JavaScript off, Chromium refuses the project pages' module scripts.
      if (!javaScriptEnabled && request.resourceType() === "script") return;
      // A navigation away aborts what the old page was still loading.
      if (request.failure()?.errorText === "net::ERR_ABORTED") return;
      if (fromAnalytics(request.url())) return;
      if (expectedFailure(request.url())) return;
      problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ""}`);
    });
    page.on("response", (response) => {
      const status = response.status();
      if (status < 400) return;
      if (expectNotFound && status === 404 && response.request().isNavigationRequest()) return;
      if (expectedFailure(response.url())) return;
      problems.push(`HTTP ${status}: ${response.url()}`);
    });
    await use(page);
    expect(problems, "console errors, failed requests or error statuses").toEqual([]);
  },
});

export { expect };

/** Records every violation of the page's policy, from before its first script runs. */
export async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI} ${event.sample}`),
    );
  });
}

/** The violations recordViolations has seen on the current page. */
export const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

/** A layout shift: how much, and what moved, so that a failure says which element to look at. */
export type LayoutShift = { value: number; moved: string };

/** Records every layout shift of each page the tab loads from now on, from its first paint. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const seen: { value: number; moved: string }[] = [];
    Object.assign(window, { __layoutShifts: seen });
    type Shift = PerformanceEntry & { value: number; sources: { node?: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const nodes = entry.sources.map(({ node }) =>
          node instanceof Element ? `${node.localName}.${[...node.classList].join(".")}` : String(node?.nodeName),
        );
        seen.push({
          value: entry.value,
          moved: `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${nodes.join(", ")}`,
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shifts recordLayoutShifts has seen on the current page. */
export const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __layoutShifts: LayoutShift[] }).__layoutShifts);

/**
 * Reaches for the gallery, as a visitor's pointer would, and resolves once
 * React has hydrated it: its thumbnails then open the viewer. The reach waits
 * for the inline loader to mark the island as watched: after a click that
 * navigates, the island's markup can be parsed before the script that follows
 * it has run, and a pointer that passes over it then loads nothing.
 */
export async function waitForViewer(page: Page) {
  const island = page.locator("[data-island]");
  await expect(island).toHaveAttribute("data-loader", "");
  await island.dispatchEvent("pointerover");
  await expect(island).toHaveAttribute("data-hydrated", "");
  // Every thumbnail, however many the project has, now opens the viewer.
  await expect(island.locator("a:not([aria-haspopup='dialog'])")).toHaveCount(0);
}

/**
 * Opens one project page, lets its gallery hydrate (when it has one), then follows
 * the link to another project under "More projects" and waits for that page's heading.
 */
export async function followMoreProjectsLink(
  page: Page,
  from: Pick<ProjectEntry, "slug">,
  to: Pick<ProjectEntry, "name">,
) {
  await page.goto(`.${projectPath(from.slug)}`);
  if ((await page.locator("[data-island]").count()) > 0) await waitForViewer(page);
  await page
    .getByRole("navigation", { name: t.moreProjects })
    .getByRole("link", { name: new RegExp(to.name) })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(to.name);
}
