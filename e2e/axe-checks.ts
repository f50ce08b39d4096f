// axe-core's checks of a page in both themes, shared by the accessibility spec (every page of a site) and the looks
// spec (every page kind in every look).
import type { Page } from "@playwright/test";
import axe from "axe-core";

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
/**
 * The rules whose outcome depends on the colours: in the second theme only
 * these can find anything new, since the markup is the same. (The others run
 * in the light theme; together that is every rule in both themes, in three
 * quarters of the time of running all of them twice: decision 0023.)
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * axe-core in every page the tab loads from now on, evaluated as the page starts. AxeBuilder instead evaluated its
 * 500 KB source into the page three times a check (twice in the page, once in a blank tab it opens to merge the
 * frames' results), which cost more than the rules themselves (decision 0023). The pages have no frames (raw HTML
 * in Markdown is dropped, and the policy's frame-src is 'none'), so one axe.run in the page sees all of it.
 */
export async function withAxe(page: Page) {
  await page.addInitScript({ content: axe.source });
}

async function violations(page: Page, rules?: string[]) {
  const runOnly = rules ? { type: "rule" as const, values: rules } : { type: "tag" as const, values: WCAG };
  const results = await page.evaluate(
    // Only the violations are reported in full: axe spends a quarter less on a page (decision 0023).
    (only) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: only, resultTypes: ["violations"] }),
    runOnly,
  );
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/**
 * Every rule in the light theme, then, once the page has turned dark, the colour rules: what axe found, each named by
 * its theme and `label` (the page), so a walk of several pages reports them all. The colours follow the system's
 * scheme as it changes (`light-dark()`), so the page turns dark where it stands, without loading it again: a third
 * of the time a page took (decision 0023). Its colour transitions run to their end before axe reads the colours.
 */
export async function inBothThemes(page: Page, open: () => Promise<unknown>, label: string): Promise<string[]> {
  await page.emulateMedia({ colorScheme: "light" });
  await open();
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  const found = (await violations(page)).map((violation) => `${label}, light theme: ${violation}`);
  await page.emulateMedia({ colorScheme: "dark" });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished),
    ),
  );
  // The page did change theme: the colour rules see the dark colours.
  if ((await background()) === light) found.push(`${label}: the dark theme did not apply`);
  found.push(...(await violations(page, COLOUR_RULES)).map((violation) => `${label}, dark theme: ${violation}`));
  return found;
}
