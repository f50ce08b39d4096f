// The search page (app/routes/search.tsx) on the built site, whatever its content: its subjects, a word only one
// indexed page holds and each language's indexed pages, are found in the built pages (e2e/engines/subjects.ts).
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Page, Request } from "@playwright/test";
import { siteLanguages } from "../app/languages/languages-setting.ts";
import { messagesFor } from "../app/i18n/site-catalogues.ts";
import { resultCountText } from "../app/islands/search-view.ts";
import { SEARCH_KINDS, type SearchKind } from "../app/page/search-marks.ts";
import { basePath } from "../vite/base-path.ts";
import { findSearchSubjects, indexedFrameTexts, type SearchSubjects } from "./engines/subjects.ts";
import { expect, recordViolations, test, violations } from "./fixtures.ts";

const buildDir = resolve(process.env.BUILD_DIR ?? "build/client");
const base = basePath();
const subjects = findSearchSubjects(buildDir);
const languages = siteLanguages();
/** The default language's search, the first the walk found (the fewest folders). */
const main = subjects.find((subject) => subject.lang === languages[0]?.tag);
const wordsOf = (lang: string) => {
  const t = messagesFor({ tag: lang });
  return {
    t,
    count: (n: number) => resultCountText({ tag: lang, count: t.searchResultCount, none: t.searchNoResults }, n),
  };
};
const kindWord = (lang: string, kind: string) =>
  SEARCH_KINDS.includes(kind as SearchKind) ? messagesFor({ tag: lang }).searchKinds[kind as SearchKind] : kind;

/** A request for the search's files: Pagefind's script, index or WebAssembly, or the search page's own script. */
const searchFile = (request: Request) => /\/pagefind\/|search\.client/.test(new URL(request.url()).pathname);

function recordSearchFiles(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (searchFile(request)) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

test("the index reads none of the interface's labels, so an excerpt shows a page's own words", () => {
  const files = readdirSync(buildDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
  const seen: string[] = [];
  let indexed = 0;
  for (const file of files) {
    const html = readFileSync(join(buildDir, file), "utf8");
    const texts = indexedFrameTexts(html);
    if (texts.length === 0) continue;
    indexed += 1;
    const t = messagesFor({ tag: /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? "" });
    // The words the template puts around the content: section titles, the case study's terms, a post's facts.
    const labels = new Set<string>([
      t.atAGlance,
      t.caseContext,
      t.caseRole,
      t.caseTeam,
      t.caseDecisions,
      t.caseOutcomes,
      t.aboutProject,
      t.technologiesUsed,
      t.screenshots,
      t.published,
      t.updated,
      t.writing,
      t.technologies,
      t.liveDemo,
      t.sourceCode,
    ]);
    for (const text of texts) if (labels.has(text)) seen.push(`${file}: "${text}"`);
  }
  expect(indexed, "indexed pages").toBeGreaterThan(0);
  expect(seen).toEqual([]);
});

test("every language has a search page, linked as Search in its language from every page's header", async ({
  page,
}) => {
  expect(subjects.map((subject) => subject.lang).sort()).toEqual(languages.map((language) => language.tag).sort());
  for (const subject of subjects) {
    const { t } = wordsOf(subject.lang);
    const home = subject.searchPath.replace(/search$/, "");
    await page.goto(home);
    const link = page.getByRole("navigation", { name: t.siteNavigation }).getByRole("link", { name: t.search });
    await expect(link).toHaveAttribute("href", `${base}${subject.searchPath}`);
  }
});

test("no page but the search pages names the search's files; only their policy allows WebAssembly", () => {
  const files = readdirSync(buildDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
  const searchPages = new Set(subjects.map((subject) => `${subject.searchPath}.html`));
  for (const file of files) {
    const html = readFileSync(join(buildDir, file), "utf8");
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? "";
    const isSearch = searchPages.has(file);
    expect(policy.includes("wasm-unsafe-eval"), `${file}'s policy`).toBe(isSearch);
    expect(/pagefind\/|search\.client/.test(html), `${file} names the search's files`).toBe(isSearch);
  }
  // No host config adds it, nor loosens script-src for every page.
  for (const config of ["_headers", "../nginx.conf"]) {
    expect(readFileSync(join(buildDir, config), "utf8")).not.toMatch(/wasm-unsafe-eval|script-src/);
  }
  expect(readFileSync("vercel.json", "utf8")).not.toMatch(/wasm-unsafe-eval|script-src/);
});

test("other pages fetch none of the search's files, even when used", async ({ page }) => {
  const fetched = recordSearchFiles(page);
  const indexed = main?.indexed[0];
  for (const path of ["", ...(indexed ? [indexed.path] : [])]) {
    await page.goto(path);
    await page.mouse.move(10, 10);
    for (let i = 0; i < 6; i++) await page.keyboard.press("Tab");
    await page.mouse.wheel(0, 2000);
    await page.waitForLoadState("networkidle");
  }
  expect(fetched).toEqual([]);
});

test.describe("in the default language", () => {
  test.skip(!main?.unique, "no indexed page holds a word of its own");
  const subject = main!;
  const unique = subject.unique!;
  const { t, count } = wordsOf(subject.lang);

  test("nothing is fetched until the box is used; a word finds its page, marked, with its kind and count", async ({
    page,
  }) => {
    const fetched = recordSearchFiles(page);
    await recordViolations(page);
    await page.goto(subject.searchPath);
    await page.waitForLoadState("networkidle");
    expect(fetched).toEqual([]);
    const box = page.getByRole("searchbox", { name: t.searchLabel });
    await box.focus();
    await expect.poll(() => fetched.some((path) => path.includes("search.client"))).toBe(true);
    await box.fill(unique.word);
    await expect(page.getByRole("status")).toHaveText(count(1));
    const results = page.getByRole("list", { name: t.search });
    const link = results.getByRole("link");
    await expect(link).toHaveCount(1);
    await expect(link).toHaveText(unique.title);
    await expect(link).toHaveAttribute("href", `${base}${unique.path}`);
    await expect(results.locator("mark").first()).toHaveText(new RegExp(unique.word.slice(0, 5), "i"));
    await expect(results.getByText(kindWord(subject.lang, unique.kind), { exact: true })).toBeVisible();
    // Pagefind's script, this language's index and WebAssembly, and nothing of its interfaces.
    expect(fetched.some((path) => path.endsWith(`/pagefind/pagefind.js`))).toBe(true);
    expect(fetched.some((path) => /\/pagefind\/wasm\./.test(path))).toBe(true);
    expect(fetched.filter((path) => /pagefind-(?:ui|worker|highlight)/.test(path))).toEqual([]);
    // The list of every page gives way to the results, and comes back with none.
    await expect(page.locator("#search-everything")).toBeHidden();
    await box.fill("qjzxqjzx");
    await expect(page.getByRole("status")).toHaveText(t.searchNoResults);
    await expect(page.locator("#search-everything")).toBeVisible();
    // Pagefind's WebAssembly, fetches and results, all within the page's policy.
    expect(await violations(page)).toEqual([]);
  });

  test("the arrow keys reach a result, Enter opens it, and Back comes back to the query and its results", async ({
    page,
  }) => {
    await page.goto(subject.searchPath);
    const box = page.getByRole("searchbox", { name: t.searchLabel });
    await box.fill(unique.word);
    const link = page.getByRole("list", { name: t.search }).getByRole("link");
    await expect(link).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${unique.word}`));
    await box.press("ArrowDown");
    await expect(link).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(box).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${base}${unique.path}$`));
    // Back once the page-to-page transition has ended: Back during it is e2e/view-transitions.spec.ts's subject.
    await page.waitForFunction(() => !document.documentElement.matches(":active-view-transition"));
    await page.goBack();
    await expect(page.getByRole("searchbox", { name: t.searchLabel })).toHaveValue(unique.word);
    await expect(page.getByRole("list", { name: t.search }).getByRole("link")).toHaveText(unique.title);
  });
});

// Also on nginx, and on a fork built under a base path (e2e/harness/check-forks.ts): the index is served and found.
test("a linked query (?q=) searches at once, in each language's own index", { tag: "@smoke" }, async ({ page }) => {
  const searchable = subjects.filter((subject): subject is SearchSubjects & { unique: object } => !!subject.unique);
  test.skip(searchable.length === 0, "no indexed page holds a word of its own");
  for (const subject of searchable) {
    const { t, count } = wordsOf(subject.lang);
    await page.goto(`${subject.searchPath}?q=${encodeURIComponent(subject.unique!.word)}`);
    await expect(page.getByRole("status")).toHaveText(count(1));
    const results = page.getByRole("list", { name: t.search });
    await expect(results.getByRole("link")).toHaveAttribute("href", `${base}${subject.unique!.path}`);
    await expect(results.getByText(kindWord(subject.lang, subject.unique!.kind), { exact: true })).toBeVisible();
  }
});

test.describe("when the index cannot be fetched", () => {
  test.use({ expectFailedRequests: /\/pagefind\// });
  test("the page says search is not available and keeps every page listed", async ({ page }) => {
    test.skip(!main?.unique, "no indexed page holds a word of its own");
    const { t } = wordsOf(main!.lang);
    await page.route(/\/pagefind\//, (route) => route.abort());
    await page.goto(`${main!.searchPath}?q=${encodeURIComponent(main!.unique!.word)}`);
    await expect(page.getByRole("status")).toHaveText(t.searchUnavailable);
    await expect(page.locator("#search-everything")).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("each search page lists every project, post and technology page of its language, and no box", async ({
    page,
  }) => {
    for (const subject of subjects) {
      const { t } = wordsOf(subject.lang);
      await page.goto(subject.searchPath);
      await expect(page.getByRole("searchbox")).toBeHidden();
      const listed = page.locator("#search-everything").getByRole("link");
      await expect(listed).toHaveCount(subject.indexed.length);
      const hrefs = await listed.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs.sort()).toEqual(subject.indexed.map((indexed) => `${base}${indexed.path}`).sort());
      await expect(page.getByRole("heading", { name: t.searchEverything })).toBeVisible();
    }
  });
});
