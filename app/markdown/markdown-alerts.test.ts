// @vitest-environment node
import { expect, test } from "vitest";
import { renderMarkdown } from "./markdown";
import { ALERT_KINDS } from "./markdown-alerts";
import { messagesIn } from "~/i18n/catalogues";
import { describeLanguage } from "~/languages/language-tags";

const english = messagesIn(describeLanguage("en-GB", true));
const french = messagesIn(describeLanguage("fr", false));

const LABELS = {
  en: { note: "Note", tip: "Tip", important: "Important", warning: "Warning", caution: "Caution" },
  fr: { note: "Remarque", tip: "Astuce", important: "Important", warning: "Avertissement", caution: "Attention" },
} as const;

for (const [code, words] of [
  ["en", english],
  ["fr", french],
] as const) {
  for (const kind of ALERT_KINDS) {
    test(`> [!${kind.toUpperCase()}] is a labelled callout, its label in the page's language (${code})`, () => {
      const html = renderMarkdown(`> [!${kind.toUpperCase()}]\n> Mind the **gap**.\n>\n> A second paragraph.`, {
        words,
      });
      expect(html).toBe(
        `<div class="alert" data-alert="${kind}" role="note">\n<p class="alert-label">${LABELS[code][kind]}</p>\n` +
          "<p>Mind the <strong>gap</strong>.</p>\n<p>A second paragraph.</p>\n</div>",
      );
    });
  }
}

test("the marker may be any case, and a marker alone in its paragraph leaves no empty paragraph", () => {
  const html = renderMarkdown("> [!warning]\n>\n> Text.", { words: english });
  expect(html).toBe(
    '<div class="alert" data-alert="warning" role="note">\n<p class="alert-label">Warning</p>\n<p>Text.</p>\n</div>',
  );
});

test("an unknown [!WORD], a marker with text after it on its line, or one later in the quote stays a block quote", () => {
  for (const markdown of ["> [!FOO]\n> Text.", "> [!NOTE] Text on the same line.", "> First.\n>\n> [!NOTE]\n> Text."]) {
    const html = renderMarkdown(markdown, { words: english });
    expect(html, markdown).toMatch(/^<blockquote>/);
    expect(html, markdown).not.toContain("alert");
  }
});
