// Code blocks' copy button and post images' dark-theme variants, on the built site. Each subject is found by
// what the posts hold (the fixture's have both), never by name.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { darkVariantPath } from "../app/markdown/image-figures.ts";
import { parseMarkdown } from "../app/markdown/markdown.ts";
import { loadPosts } from "../app/collections/writing.ts";
import { loadProjects } from "../app/collections/project-collection.ts";
import { postPath, projectPath, WRITING_PATH } from "../app/addresses/paths.ts";
import { expect, t, test } from "./fixtures.ts";

const posts = loadPosts();
/** A post with a fenced block in a language (the script gives those a button), one with changed lines if any. */
const withCode =
  posts.find((post) => /\[!code (?:\+\+|--)\]|^ {0,3}```diff/m.test(post.body)) ??
  posts.find((post) => /^ {0,3}```[\w+#-]+/m.test(post.body));
/** A project whose description has a fenced block in a language. */
const projectWithCode = loadProjects().find((project) => /^ {0,3}```[\w+#-]+/m.test(project.description));
/** A post with an image whose folder holds its dark-theme variant. */
const withDarkImage = posts.find((post) => {
  const urls: string[] = [];
  const walk = (node: { type: string; url?: string; children?: unknown[] }) => {
    if (node.type === "image" && node.url) urls.push(decodeURI(node.url));
    for (const child of (node.children ?? []) as (typeof node)[]) walk(child);
  };
  walk(parseMarkdown(post.body));
  return urls.some((url) => existsSync(join(post.folder, darkVariantPath(url))));
});

test.describe("with JavaScript", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("each code block gets a copy button that copies its code and says so", async ({ page }) => {
    test.skip(!withCode, "no post has a code block");
    await page.goto(`.${postPath(withCode!.slug)}`);
    const figures = page.getByRole("main").locator("figure.code");
    const buttons = page.getByRole("button", { name: t.copyCode, exact: true });
    await expect(buttons).toHaveCount(await figures.count());
    // A block with added or removed lines if there is one: their hidden words are not copied.
    const changed = figures.filter({ has: page.locator(".code-change") });
    const figure = (await changed.count()) > 0 ? changed.first() : figures.first();
    const expected = await figure.locator("pre code").evaluate((code) => {
      const copy = code.cloneNode(true) as HTMLElement;
      for (const word of copy.querySelectorAll(".code-change")) word.remove();
      return copy.textContent;
    });
    const button = figure.getByRole("button", { name: t.copyCode });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status")).toHaveText(t.codeCopied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    expect(expected).not.toMatch(new RegExp(`${t.codeLineAdded}|${t.codeLineRemoved}`));
    expect(expected?.trim()).not.toBe("");
  });

  test("a project's description has the same copy button on its code", async ({ page }) => {
    test.skip(!projectWithCode, "no project's description has a code block");
    await page.goto(`.${projectPath(projectWithCode!.slug)}`);
    const figure = page.getByRole("main").locator("figure.code").first();
    await figure.getByRole("button", { name: t.copyCode }).click();
    await expect(page.getByRole("status")).toHaveText(t.codeCopied);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(
      await figure.locator("pre code").evaluate((code) => {
        const copy = code.cloneNode(true) as HTMLElement;
        for (const word of copy.querySelectorAll(".code-change")) word.remove();
        return copy.textContent;
      }),
    );
  });
});

test("the copy button's script comes only with a page that has a code block", async ({ page }) => {
  test.skip(!withCode, "no post has a code block");
  // The script's selector, which nothing else in a page says.
  const scriptOf = async (path: string) =>
    (await (await page.request.get(path)).text()).includes("figure.code[data-copy]");
  expect(await scriptOf(`.${postPath(withCode!.slug)}`)).toBe(true);
  expect(await scriptOf(`.${WRITING_PATH}`)).toBe(false);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("code blocks have no copy button that could not work", async ({ page }) => {
    test.skip(!withCode, "no post has a code block");
    await page.goto(`.${postPath(withCode!.slug)}`);
    await expect(page.getByRole("article").locator("figure.code").first()).toBeVisible();
    await expect(page.getByRole("button", { name: t.copyCode })).toHaveCount(0);
  });
});

test("an image's dark variant takes its place with the theme toggle, and is not fetched until then", async ({
  page,
}) => {
  test.skip(!withDarkImage, "no post has an image with a dark-theme variant");
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(request.url()));
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto(`.${postPath(withDarkImage!.slug)}`);
  const light = page.getByRole("article").locator('picture[data-theme-variant="light"]').first();
  const dark = page.getByRole("article").locator('picture[data-theme-variant="dark"]').first();
  await light.scrollIntoViewIfNeeded();
  await expect(light.locator("img")).toBeVisible();
  await expect(dark.locator("img")).toBeHidden();
  await expect
    .poll(() => light.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const darkFile = await dark.locator("img").getAttribute("src");
  const stem = (url: string) => url.replace(/^.*\//, "").replace(/-[\w-]{8}\.\w+$/, "");
  expect(fetched.some((url) => stem(url) === stem(darkFile!))).toBe(false);

  await page.getByRole("button", { name: t.darkTheme }).click();
  await expect(dark.locator("img")).toBeVisible();
  await expect(light.locator("img")).toBeHidden();
  await expect.poll(() => dark.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Same description: one image, two looks.
  expect(await dark.locator("img").getAttribute("alt")).toBe(await light.locator("img").getAttribute("alt"));
});
