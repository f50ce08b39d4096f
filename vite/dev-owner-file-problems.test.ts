// @vitest-environment node
// `npm run dev` started on a site.ts that does not parse: it starts, every page shows the file's one line with its
// line and column, and the page is back once the file is fixed and saved, without a restart by hand.
import { readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { expect, test, vi } from "vitest";
import { fixtureSiteCopy } from "../e2e/harness/content-copy.ts";
import { startDevServer } from "../e2e/harness/dev-server.ts";

test("a site.ts that does not parse shows as its one line on the development server's page, and goes on save", async () => {
  const content = fixtureSiteCopy("dev-owner-file");
  const file = join(content, "site.ts");
  const good = await readFile(file, "utf8");
  // The comma after the first field taken out.
  const broken = good.replace(/^(\s+\w+: [^\n]*),$/m, "$1");
  expect(broken).not.toBe(good);
  const line = good.slice(0, good.search(/^(\s+\w+: [^\n]*),$/m)).split("\n").length;
  await writeFile(file, broken);

  const { page, stop, output } = await startDevServer(content);
  try {
    await vi.waitFor(async () => expect((await page()).html).toContain("<h1>The content has 1 problem</h1>"), {
      timeout: 90_000,
      interval: 500,
    });
    const shown = await page();
    expect(shown.html).toMatch(new RegExp(`<li><code>[^<]*site\\.ts:${line}:\\d+: &#x27;,&#x27; expected`));
    expect(shown.html).not.toContain("Unexpected Server Error");
    // The terminal says the same one line, and no stack trace.
    expect(output()).toMatch(new RegExp(`site\\.ts:${line}:\\d+: ',' expected`));
    expect(output()).not.toMatch(/^\s+at /m);

    await writeFile(file, good);
    // The server restarts in place and the page renders in full: the person's name as its heading.
    await vi.waitFor(
      async () => {
        const fixed = await page();
        expect(fixed.status).toBe(200);
        expect(fixed.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
        expect(fixed.html).not.toContain("The content has");
      },
      { timeout: 60_000, interval: 500 },
    );
  } finally {
    stop();
    await rm(dirname(content), { recursive: true, force: true });
  }
}, 180_000);
