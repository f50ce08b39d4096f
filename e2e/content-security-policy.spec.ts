import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { test as plainTest } from "@playwright/test";
import { DomUtils, parseDocument } from "htmlparser2";
import { loadPortfolio } from "../app/collections/portfolio-source.ts";
import { projectPath } from "../app/addresses/paths.ts";
import { basePath } from "../vite/base-path.ts";
import { analyticsTag } from "../app/page/analytics.ts";
import { likelyPagesRules } from "../app/page/speculation-rules.ts";
import { GISCUS_ORIGIN } from "../app/page/content-security-policy.ts";
import { checkedSettings } from "../app/collections/owner-modules.ts";
import { expect, recordViolations, t, test, violations, waitForViewer, walkTimeout } from "./fixtures.ts";

const settings = checkedSettings();

// What the built site was made from: the tests derive what they expect from it.
const site = loadPortfolio();

const buildDir = resolve(process.env.BUILD_DIR ?? "build/client");
/** Every built page, in every folder: each language's, the writing's, the technologies'. */
const builtPages = readdirSync(buildDir, { recursive: true, encoding: "utf8" }).filter((name) =>
  name.endsWith(".html"),
);
const projectPaths = site.projects.map((project) => `.${projectPath(project.slug)}`);
/** The project pages with a gallery, which hydrates: the one script a page runs besides the inline ones. */
const galleryPaths = new Set(
  site.projects.filter((project) => project.images.length > 0).map((project) => `.${projectPath(project.slug)}`),
);
/** The owner's analytics provider, if any, is the one other origin scripts may come from. */
const analyticsScripts = settings.analytics ? (analyticsTag(settings.analytics).sources.script ?? []) : [];

/** The speculation rules a page's script adds, hashed here. */
const addedRules = `'sha256-${createHash("sha256").update(likelyPagesRules(basePath())).digest("base64")}'`;

/** The page's policy <meta>, and its inline scripts hashed here, independently of the build step. */
function inspect(html: string) {
  const document = parseDocument(html);
  const head = DomUtils.findOne((el) => el.name === "head", document.children)!;
  // The head holds elements only, so its descendants are its children, in order.
  const headElements = DomUtils.findAll(() => true, head.children);
  // Data blocks such as JSON-LD are never run, so script-src does not cover them; speculation rules are never run
  // either, but Chromium reads them only when script-src allows them.
  const runs = (type = "") =>
    ["", "module", "text/javascript", "application/javascript", "speculationrules"].includes(type.trim().toLowerCase());
  const scripts = DomUtils.findAll(
    (el) => el.name === "script" && !("src" in el.attribs) && runs(el.attribs.type),
    document.children,
  );
  const hashes = scripts.map(
    (script) => `'sha256-${createHash("sha256").update(DomUtils.textContent(script)).digest("base64")}'`,
  );
  const policy = headElements.find((el) => el.attribs["http-equiv"] === "Content-Security-Policy");
  const styles = DomUtils.findAll((el) => el.name === "style", document.children);
  return {
    headElements,
    policy,
    hashes,
    styleHashes: styles.map(
      (style) => `'sha256-${createHash("sha256").update(DomUtils.textContent(style)).digest("base64")}'`,
    ),
    styledElements: DomUtils.findAll((el) => "style" in el.attribs, document.children),
  };
}

for (const file of builtPages) {
  test(`${file}: the policy comes before anything that runs or loads, and allows exactly its inline scripts`, () => {
    const html = readFileSync(join(buildDir, file), "utf8");
    const { headElements, policy, hashes, styleHashes, styledElements } = inspect(html);
    // The search page alone compiles WebAssembly (Pagefind's): e2e/search.spec.ts checks that no other page allows it.
    const wasm = html.includes('id="search-box"') ? ["'wasm-unsafe-eval'"] : [];
    expect(headElements[0]?.attribs.charset).toBe("utf-8");
    // A policy in a <meta> governs only what comes after it; React puts the viewport's <meta> straight after the charset.
    const first = headElements.findIndex((el) => el.name !== "meta");
    expect(headElements.indexOf(policy!)).toBeGreaterThan(0);
    expect(headElements.indexOf(policy!)).toBeLessThan(first);
    const directives = new Map(
      policy!.attribs.content!.split(";").map((directive) => {
        const [name, ...values] = directive.trim().split(/\s+/);
        return [name!, values] as const;
      }),
    );
    expect(hashes.length).toBeGreaterThan(0);
    // And the likely pages' speculation rules, which an inline script adds once the visitor starts to use the page.
    expect(new Set(directives.get("script-src"))).toEqual(
      new Set(["'self'", ...wasm, ...hashes, addedRules, ...analyticsScripts]),
    );
    // Every fetch the site does not use is 'none', one by one rather than by default-src (decision 0012); a frame
    // only on a post with comments on request, and only giscus's (e2e/accounts.spec.ts presses the button).
    const frames = html.includes("data-comments") ? [GISCUS_ORIGIN] : ["'none'"];
    for (const name of ["media-src", "frame-src", "child-src", "worker-src", "object-src"])
      expect(directives.get(name), name).toEqual(name === "frame-src" ? frames : ["'none'"]);
    expect(directives.has("manifest-src")).toBe(false);
    expect(policy!.attribs.content!.replace(wasm[0] ?? "", "")).not.toMatch(/unsafe-/);
    // Of inline styles, exactly the <style> elements the page carries (the view transitions' opt-in), and no style
    // attribute, which a hash cannot allow.
    expect(new Set(directives.get("style-src"))).toEqual(new Set(["'self'", ...styleHashes]));
    expect(styledElements).toEqual([]);
  });
}

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test("no page breaks its policy, nor does the theme toggle", async ({ page }) => {
      await recordViolations(page);
      test.setTimeout(walkTimeout(projectPaths.length + 1, 4_000));
      for (const path of ["./", ...projectPaths]) {
        await page.goto(path);
        if (galleryPaths.has(path)) await waitForViewer(page);
        await page.getByRole("button", { name: t.darkTheme }).click();
        expect(await violations(page), path).toEqual([]);
      }
    });

    test("client-side navigation and the screenshot viewer break no policy", async ({ page }) => {
      // From one project to another with two screenshots or more, by its link under "More projects".
      const target = site.projects.find((project) => project.images.length >= 2);
      const source = site.projects.find((project) => project !== target);
      test.skip(!target || !source, "needs two projects, one with two screenshots");
      await recordViolations(page);
      await page.goto(`.${projectPath(source!.slug)}`);
      await waitForViewer(page);
      await page
        .getByRole("navigation", { name: t.moreProjects })
        .getByRole("link", { name: new RegExp(target!.name) })
        .click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(target!.name);
      await waitForViewer(page);
      await page.getByRole("region", { name: t.screenshots }).getByRole("link").first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.getByRole("button", { name: t.nextScreenshot }).click();
      await page.keyboard.press("Escape");
      await page.getByRole("banner").getByRole("link", { name: site.person.name }).click();
      await expect(page.getByRole("article")).toHaveCount(site.projects.length);
      expect(await violations(page)).toEqual([]);
    });

    test.describe("not found", () => {
      test.use({ expectNotFound: true });
      test("the not-found page breaks no policy", async ({ page }) => {
        await recordViolations(page);
        await page.goto("./no-such-page");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.notFoundHeading);
        expect(await violations(page)).toEqual([]);
      });
    });
  });
}

// The plain Playwright test: this page is meant to log the browser's refusal as a console error.
plainTest("an inline script changed by one character is refused", async ({ page }) => {
  await recordViolations(page);
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
  // The untouched page applies the saved theme before the first paint...
  await page.goto("./");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");

  // ...a copy whose theme script differs only in a comment does not run it.
  await page.route(
    (url) => url.pathname === basePath(),
    async (route) => {
      const response = await route.fetch();
      const original = await response.text();
      const tampered = original.replace("follow the system.", "follow the systen.");
      expect(tampered).not.toBe(original);
      const headers = { ...response.headers() };
      delete headers["content-encoding"];
      delete headers["content-length"];
      await route.fulfill({ response, headers, body: tampered });
    },
  );
  await page.goto("./");
  await expect(page.locator("html")).not.toHaveAttribute("data-theme");
  expect(await violations(page)).toEqual([expect.stringMatching(/^script-src-elem blocked inline /)]);
});
