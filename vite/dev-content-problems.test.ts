// @vitest-environment node
// `npm run dev` as an owner runs it (react-router dev, with every plugin): started on content with a mistake, or
// with one made while it runs, every page shows the build's line, never React Router's "Unexpected Server Error",
// and the pages are back, a project's too, once the file is fixed and saved.
import { readdirSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { expect, test, vi } from "vitest";
import { fixtureSiteCopy } from "../e2e/harness/content-copy.ts";
import { startDevServer } from "../e2e/harness/dev-server.ts";

test("a content mistake shows on the development server's page as the build's line, and goes on save", async () => {
  // The template's own fixture site, copied so a project can be broken.
  const content = fixtureSiteCopy("dev-page");
  const [slug = ""] = readdirSync(join(content, "projects"));
  const file = join(content, "projects", slug, "index.md");
  const good = await readFile(file, "utf8");
  await writeFile(file, good.replace(/^summary: .*$/m, "summary: Fast: really"));

  const { page, stop } = await startDevServer(content);
  const problem = "<h1>The content has 1 problem</h1>";
  try {
    // Started on the mistake: the server starts, and a page with params shows the problem as the home page does.
    await vi.waitFor(async () => expect((await page()).html).toContain(problem), { timeout: 90_000, interval: 500 });
    expect((await page(`/${slug}`)).html).toContain(problem);
    await writeFile(file, good);
    await vi.waitFor(async () => expect((await page()).status).toBe(200), { timeout: 15_000, interval: 300 });
    // The project's page in full, from the pre-render list made again once the content reads.
    await vi.waitFor(async () => expect((await page(`/${slug}`)).html).toMatch(/<h1[^>]*>[^<]+<\/h1>/), {
      timeout: 15_000,
      interval: 300,
    });

    // A mistake made while it runs.
    await writeFile(file, good.replace(/^summary: .*$/m, "summary: Fast: really"));
    await vi.waitFor(async () => expect((await page()).html).toContain(problem), {
      timeout: 15_000,
      interval: 300,
    });
    const broken = await page();
    expect(broken.html).toMatch(
      new RegExp(`<li><code>[^<]*${slug}/index\\.md: line \\d+: YAML syntax error: a value with &quot;: &quot; in it`),
    );
    expect(broken.html).not.toContain("Unexpected Server Error");
    expect(broken.html).not.toContain("usePage()");
    // Vite's client, which reloads the page when the fix is saved.
    expect(broken.html).toContain("/@vite/client");

    await writeFile(file, good);
    await vi.waitFor(async () => expect((await page()).status).toBe(200), { timeout: 15_000, interval: 300 });
  } finally {
    stop();
    await rm(dirname(content), { recursive: true, force: true });
  }
}, 150_000);
