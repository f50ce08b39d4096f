// @vitest-environment node
// (Shiki's WASM engine needs Node's own Response; the HTML is read with a happy-dom window.)
import { Window } from "happy-dom";
import { expect, test, vi } from "vitest";
import { createHighlighter } from "shiki";
import { CODE_THEMES, themeColourRules } from "./code-colour-classes";
import { createPostRenderer, IMAGE_MARKER } from "./post-markdown";
import { messagesIn } from "~/i18n/catalogues";
import { describeLanguage } from "~/languages/language-tags";

const URL_OF_POST = "https://example.com/portfolio/writing/a-post";

async function render(markdown: string) {
  const renderer = await createPostRenderer();
  const result = await renderer.render(markdown, {
    url: URL_OF_POST,
    words: messagesIn(describeLanguage("en-GB", true)),
  });
  const body = new Window().document.createElement("div");
  body.innerHTML = result.html;
  return { ...result, body };
}

test("GFM: tables, task lists, strikethrough, autolinks and footnotes whose links lead somewhere", async () => {
  const { body } = await render(
    [
      "| Step | KB |",
      "| --- | ---: |",
      "| Start | 94 |",
      "",
      "- [x] measured",
      "- [ ] shipped",
      "",
      "It was ~~guessing~~ measuring, see https://example.org for more.[^note]",
      "",
      "[^note]: On real pages.",
    ].join("\n"),
  );
  expect(body.querySelector("table th")?.textContent).toBe("Step");
  // A wide table scrolls in its own focusable, named box.
  const region = body.querySelector(".table-scroll");
  expect(region?.getAttribute("tabindex")).toBe("0");
  expect(region?.tagName).toBe("SECTION");
  expect(region?.getAttribute("aria-label")).toBe("Table: Step, KB");
  // Column alignment as a class, not the obsolete align attribute.
  expect(body.querySelector("[align]")).toBeNull();
  expect(body.querySelector("td.align-end")?.textContent).toBe("94");
  expect(
    [...body.querySelectorAll("li input[type=checkbox]")].map(
      (box) => (box as unknown as { checked: boolean }).checked,
    ),
  ).toEqual([true, false]);
  // Each box is named by its item's text.
  expect([...body.querySelectorAll("li label")].map((label) => label.textContent?.trim())).toEqual([
    "measured",
    "shipped",
  ]);
  expect(body.querySelector("del")?.textContent).toBe("guessing");
  expect(body.querySelector('a[href="https://example.org"]')).not.toBeNull();
  const reference = body.querySelector("a[data-footnote-ref]");
  const target = reference?.getAttribute("href")?.slice(1) ?? "";
  expect(body.querySelector(`[id="${target}"]`)?.textContent).toContain("On real pages.");
  const back = body.querySelector("a[data-footnote-backref]")?.getAttribute("href")?.slice(1) ?? "";
  expect(body.querySelector(`[id="${back}"]`)).toBe(reference);
});

test("headings rank below the post's title, get ids, and link to themselves", async () => {
  const { body } = await render("# Why it matters\n\n## The numbers\n");
  const [first, second] = body.querySelectorAll("h2, h3");
  expect(first?.tagName).toBe("H2");
  expect(first?.id).toBe("why-it-matters");
  expect(first?.querySelector("a")?.getAttribute("href")).toBe("#why-it-matters");
  expect(first?.textContent).toBe("Why it matters");
  expect(second?.tagName).toBe("H3");
  expect(second?.id).toBe("the-numbers");
  expect(body.querySelectorAll("h1")).toHaveLength(0);
});

/** Every colour of the code themes, as Shiki has them. */
async function themeColours() {
  return themeColourRules(await createHighlighter({ themes: Object.values(CODE_THEMES), langs: [] }));
}

test("code is highlighted at build time in a light and a dark theme, as classes, with its language named", async () => {
  const { body, html } = await render(
    "```ts\nconst answer: number = 42;\n```\n\n```sh\nnpm test\n```\n\n```\nplain\n```\n",
  );
  expect(html).not.toMatch(/\sstyle=/);
  const figures = body.querySelectorAll("figure.code");
  expect([...figures].map((figure) => figure.querySelector("figcaption")?.textContent)).toEqual([
    "TypeScript",
    "Shell",
  ]);
  const tokens = [...figures[0]!.querySelectorAll("pre.shiki code span span")];
  expect(tokens.length).toBeGreaterThan(3);
  // Every token has a light and a dark colour, each a class the stylesheet defines; the block its own text and
  // background in both themes. Not all tokens alike: the code is highlighted.
  const defined = new Set((await themeColours()).map((rule) => rule.className));
  const colours = (element: { className: string }, prefixes: string[]) => {
    const classes = element.className.split(/\s+/).filter((name) => /^code-(l|d|lb|db)-/.test(name));
    expect(classes.map((name) => name.replace(/[0-9a-f]+$/, "")).sort()).toEqual([...prefixes].sort());
    for (const name of classes) expect(defined).toContain(name);
    return classes.join(" ");
  };
  const tokenColours = tokens.map((token) => colours(token, ["code-l-", "code-d-"]));
  expect(new Set(tokenColours).size).toBeGreaterThan(1);
  colours(figures[0]!.querySelector("pre")!, ["code-l-", "code-d-", "code-lb-", "code-db-"]);
  // A block that scrolls can be reached from the keyboard.
  expect(figures[0]!.querySelector("pre")?.getAttribute("tabindex")).toBe("0");
  // Plain text is left plain, without a label.
  expect(body.querySelectorAll("pre")).toHaveLength(3);
});

test("raw HTML never reaches the page as markup", async () => {
  const { body, html } = await render(
    '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\nText with <b style="color:red">inline</b> HTML and [a link](javascript:alert(1)).\n',
  );
  expect(body.querySelector("script, b, img[onerror]")).toBeNull();
  expect(html).not.toMatch(/<script|onerror|style=|javascript:/i);
});

test("images beside the post become markers for the image pipeline, in order, with their alt text", async () => {
  const { html, images } = await render("![A map](store-map.png)\n\nText.\n\n![A chart](charts/bytes%20saved.png)\n");
  expect(images).toEqual([
    { src: "store-map.png", alt: "A map" },
    { src: "charts/bytes saved.png", alt: "A chart" },
  ]);
  expect(html.split(new RegExp(IMAGE_MARKER.source))).toHaveLength(5);
  expect(html).not.toContain("<img");
});

test("the feed's copy of a post has absolute link addresses and no visually hidden notes", async () => {
  const { feedHtml } = await render(
    "## Notes\n\n[Another post](/writing/other) and [a note](#notes).[^1]\n\n[^1]: Footnote.\n",
  );
  const hrefs = [...feedHtml.matchAll(/href="([^"]+)"/g)].map(([, href]) => href);
  expect(hrefs.length).toBeGreaterThan(3);
  for (const href of hrefs) expect(href).toMatch(/^https:\/\//);
  expect(hrefs).toContain("https://example.com/writing/other");
  expect(hrefs).toContain(`${URL_OF_POST}#notes`);
  // A reader has no stylesheet to hide the site's screen-reader notes.
  const { feedHtml: external } = await render("[Elsewhere](https://example.org)\n");
  expect(external).toContain(">Elsewhere</a>");
  expect(external).not.toContain("opens in a new tab");
});

test("the content read again and again (the development server reads it for each request) keeps one highlighter", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  try {
    // Shiki warns at each tenth highlighter made.
    for (let read = 0; read < 12; read++) await render("```ts\nconst read = 1;\n```");
    expect(warn.mock.calls.flat().join("\n")).not.toContain("[Shiki]");
  } finally {
    warn.mockRestore();
  }
});
