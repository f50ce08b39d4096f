// @vitest-environment node
// (Shiki's WASM engine needs Node's own Response; the HTML is read with a happy-dom window.)
import { Window } from "happy-dom";
import { beforeAll, expect, test } from "vitest";
import { describeLanguage } from "~/languages/language-tags";
import { messagesIn } from "~/i18n/catalogues";
import { asksForLineNumbers, CODE_CLASSES, COPY_ATTRIBUTES, metaTitle } from "./code-blocks";
import { createPostRenderer } from "./post-markdown";
import { renderWithContents } from "./heading-outline";

// The process's highlighter and its WASM engine, made once before the tests rather than inside the first one's time.
beforeAll(() => createPostRenderer(), 30_000);

async function render(markdown: string, tag = "en-GB") {
  const renderer = await createPostRenderer();
  const words = messagesIn(describeLanguage(tag, true));
  const { html } = await renderer.render(markdown, { url: "https://example.com/writing/a", words });
  const body = new Window().document.createElement("div");
  body.innerHTML = html;
  return { html, body, words };
}

const fence = (meta: string, ...lines: string[]) => ["```" + meta, ...lines, "```", ""].join("\n");
const lineTexts = (
  body: { querySelectorAll: (selector: string) => Iterable<{ textContent: string }> },
  selector = ".line",
) => [...body.querySelectorAll(selector)].map((line) => line.textContent);

test("a title in the fence's meta heads the block, before its language", async () => {
  const { body } = await render(fence('ts title="retry.ts"', "retry();") + fence("sh title='install'", "npm ci"));
  const captions = [...body.querySelectorAll("figure.code figcaption")];
  expect(captions.map((caption) => caption.querySelector(".code-title")?.textContent)).toEqual(["retry.ts", "install"]);
  expect(captions[0]!.querySelector(".code-language")?.textContent).toBe("TypeScript");
  // Plain text has no language to name: its title alone is the caption.
  const { body: plain } = await render(fence('text title="output.txt"', "done"));
  expect(plain.querySelector("figure.code figcaption")?.textContent).toBe("output.txt");
  expect(metaTitle('{1} title="a b.ts" showLineNumbers')).toBe("a b.ts");
  expect(metaTitle("title=unquoted")).toBeUndefined();
});

test("lines named in the meta are highlighted, and braces inside a title are not read as lines", async () => {
  const { body } = await render(fence('ts {2-3,5} title="{1}.ts"', "a();", "b();", "c();", "d();", "e();"));
  expect(lineTexts(body, `.line.${CODE_CLASSES.highlighted}`)).toEqual(["b();", "c();", "e();"]);
  expect(body.querySelector("pre")?.classList.contains(CODE_CLASSES.hasHighlighted)).toBe(true);
  const { body: none } = await render(fence("ts", "a();"));
  expect(none.querySelector(`.${CODE_CLASSES.highlighted}, .${CODE_CLASSES.hasHighlighted}`)).toBeNull();
});

test("Shiki's notation comments mark lines added, removed and highlighted, and leave the code", async () => {
  const { body, html } = await render(
    fence(
      "ts",
      "const kept = 1;",
      "const added = 2; // [!code ++]",
      "const removed = 3; // [!code --]",
      "const noted = 4; // [!code highlight]",
    ),
  );
  expect(html).not.toContain("[!code");
  expect(lineTexts(body, `.line.${CODE_CLASSES.added}`)).toEqual(["Added line: const added = 2;"]);
  expect(lineTexts(body, `.line.${CODE_CLASSES.removed}`)).toEqual(["Removed line: const removed = 3;"]);
  expect(lineTexts(body, `.line.${CODE_CLASSES.highlighted}`)).toEqual(["const noted = 4;"]);
  expect(body.querySelector("pre")?.classList.contains(CODE_CLASSES.hasDiff)).toBe(true);
  // The words are for screen readers, and hidden from sight.
  for (const word of body.querySelectorAll(`.${CODE_CLASSES.changeWord}`))
    expect(word.classList.contains("visually-hidden")).toBe(true);
});

test("a diff's added and removed lines are marked as such, in the page's language, not its file names", async () => {
  const { body } = await render(
    fence("diff", "--- a/retry.ts", "+++ b/retry.ts", "-const tries = 3;", "+const tries = 5;", " retry();"),
    "fr",
  );
  expect(lineTexts(body, `.line.${CODE_CLASSES.added}`)).toEqual(["Ligne ajoutée\u00a0: +const tries = 5;"]);
  expect(lineTexts(body, `.line.${CODE_CLASSES.removed}`)).toEqual(["Ligne supprimée\u00a0: -const tries = 3;"]);
  expect(body.querySelectorAll(`.${CODE_CLASSES.changeWord}`)).toHaveLength(2);
});

test("showLineNumbers numbers a block by a class, so the numbers are not in its text", async () => {
  const { body } = await render(fence("ts showLineNumbers", "a();", "b();") + fence("ts", "c();"));
  const [numbered, plain] = [...body.querySelectorAll("pre")];
  expect(numbered?.classList.contains(CODE_CLASSES.lineNumbers)).toBe(true);
  expect(plain?.classList.contains(CODE_CLASSES.lineNumbers)).toBe(false);
  expect(numbered?.textContent).toBe("a();\nb();");
  expect(asksForLineNumbers("showLineNumbersPlease")).toBe(false);
  // Left to right, whatever the page's direction: a right-to-left page's code keeps its line numbers on the left.
  for (const pre of [numbered, plain]) expect(pre?.getAttribute("dir")).toBe("ltr");
});

test("every block carries the copy button's words in the page's language, and no inline style", async () => {
  const { body, html, words } = await render(
    fence('ts title="a.ts" {1} showLineNumbers', "a(); // [!code ++]") + fence("text", "plain"),
    "ar",
  );
  const figures = [...body.querySelectorAll("figure.code")];
  expect(figures).toHaveLength(2);
  for (const figure of figures) {
    expect(figure.getAttribute(COPY_ATTRIBUTES.label)).toBe(words.copyCode);
    expect(figure.getAttribute(COPY_ATTRIBUTES.copied)).toBe(words.codeCopied);
  }
  expect(words.copyCode).not.toBe(messagesIn(describeLanguage("en-GB", true)).copyCode);
  expect(html).not.toMatch(/\sstyle=/);
});

test("a project's description, rendered synchronously, highlights its code as a post does once its languages are loaded", async () => {
  const renderer = await createPostRenderer();
  const words = messagesIn(describeLanguage("en-GB", true));
  const description = fence('sql title="predict.sql" {1}', "select 1;", "select 2; -- [!code ++]");
  await renderer.prepare([description]);
  const { html } = renderWithContents(description, {
    topHeading: 3,
    words,
    rehypePlugins: renderer.codePlugins(words),
  });
  const body = new Window().document.createElement("div");
  body.innerHTML = html;
  expect(body.querySelector("figure.code .code-title")?.textContent).toBe("predict.sql");
  expect(body.querySelector("figure.code .code-language")?.textContent).toBe("SQL");
  expect(lineTexts(body, `.line.${CODE_CLASSES.highlighted}`)).toEqual(["select 1;"]);
  expect(lineTexts(body, `.line.${CODE_CLASSES.added}`)).toEqual(["Added line: select 2;"]);
  expect(body.querySelector("figure.code")?.getAttribute(COPY_ATTRIBUTES.label)).toBe(words.copyCode);
  expect(html).not.toMatch(/\sstyle=/);
});
