// The byte budgets, measured as a phone loads each page: compressed bytes on
// the wire, from the production server. Deterministic for a given build, so
// they are a test; the timing budgets live in `npm run bench`.
import { devices, type Page } from "@playwright/test";
import { loadPortfolio } from "../app/content/portfolio-source.ts";
import { loadPosts } from "../app/content/writing.ts";
import { postPath, projectPath, WRITING_PATH } from "../app/paths.ts";
import { BYTE_BUDGETS } from "../scripts/budgets.ts";
import { expect, test, waitForViewer } from "./fixtures.ts";

// What the built site was made from: the tests derive what they expect from it.
const site = loadPortfolio();

test.use({ ...devices["Pixel 7"], defaultBrowserType: undefined });

async function transferred(page: Page, load: () => Promise<void>) {
  const sizes: { url: string; type: string; bytes: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on("requestfinished", (request) => {
    pending.push(
      request.sizes().then(({ responseBodySize, responseHeadersSize }) => {
        sizes.push({ url: request.url(), type: request.resourceType(), bytes: responseBodySize + responseHeadersSize });
      }),
    );
  });
  await load();
  await page.waitForLoadState("networkidle");
  await Promise.all(pending);
  const sum = (type?: string) => sizes.filter((s) => !type || s.type === type).reduce((total, s) => total + s.bytes, 0);
  return { js: sum("script"), total: sum(), sizes };
}

test("the home page ships no JavaScript and weighs at most 150 KB", async ({ page }) => {
  const { js, total, sizes } = await transferred(page, async () => {
    await page.goto("./");
  });
  test.info().annotations.push({ type: "bytes", description: `home: JS ${js} B, total ${total} B` });
  expect(js).toBe(BYTE_BUDGETS.home.js);
  expect(total, JSON.stringify(sizes, null, 1)).toBeLessThanOrEqual(BYTE_BUDGETS.home.total);
});

for (const project of site.projects) {
  test(`${projectPath(project.slug)} ships at most 115 KB of JavaScript and 250 KB in all before the viewer opens`, async ({
    page,
  }) => {
    const { js, total, sizes } = await transferred(page, async () => {
      await page.goto(`.${projectPath(project.slug)}`);
      await waitForViewer(page);
    });
    test.info().annotations.push({ type: "bytes", description: `${project.slug}: JS ${js} B, total ${total} B` });
    expect(js).toBeGreaterThan(0);
    expect(js).toBeLessThanOrEqual(BYTE_BUDGETS.project.js);
    expect(total, JSON.stringify(sizes, null, 1)).toBeLessThanOrEqual(BYTE_BUDGETS.project.total);
  });
}

const posts = loadPosts();
for (const path of posts.length > 0 ? [WRITING_PATH, ...posts.map((post) => postPath(post.slug))] : []) {
  test(`${path} ships no JavaScript and weighs at most 150 KB`, async ({ page }) => {
    const { js, total, sizes } = await transferred(page, async () => {
      await page.goto(`.${path}`);
    });
    test.info().annotations.push({ type: "bytes", description: `${path}: JS ${js} B, total ${total} B` });
    expect(js).toBe(BYTE_BUDGETS.writing.js);
    expect(total, JSON.stringify(sizes, null, 1)).toBeLessThanOrEqual(BYTE_BUDGETS.writing.total);
  });
}
