// Every character a page writes is drawn by one of the site's own web fonts, whatever scripts its content is in:
// nothing on any page falls back to the reader's system fonts (./font-coverage.ts). A check every site must pass,
// so it runs on the owner's site and on every fork shape (SITE_SPECS in playwright.config.ts), as on the fixture.
import { sitePages } from "../app/addresses/site-pages.ts";
import { uncoveredCharacters } from "./font-coverage.ts";
import { expect, test, walkTimeout } from "./fixtures.ts";

test("every character a page writes is in a web-font file of its own element's font stack: nothing falls back to a system font", async ({
  page,
}) => {
  const pages = sitePages();
  test.setTimeout(walkTimeout(pages.length));
  // Every page, so that one run names each page and character that falls back.
  for (const { path } of pages) {
    await page.goto(`.${path}`);
    expect.soft(await uncoveredCharacters(page), path).toEqual([]);
  }
});
