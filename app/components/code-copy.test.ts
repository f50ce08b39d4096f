import { afterEach, expect, test, vi } from "vitest";
import copyCodeScript from "./copy-code-script.js?raw";
import { hasCodeBlock } from "./code-copy";

/** A page as the post renderer writes it (app/markdown/code-blocks.ts), and the script run on it. */
function pageWithCode(clipboard: { writeText: (text: string) => Promise<void> } | undefined) {
  document.body.innerHTML = `<main><figure class="code" data-copy="Copier le code" data-copied="Code copié">
    <figcaption>TypeScript</figcaption><pre class="line-numbers"><code><span class="line">const a = 1;</span>
<span class="line diff-add"><span class="visually-hidden code-change">Ligne ajoutée : </span>const b = 2;</span></code></pre>
  </figure><figure class="code"><pre><code>no words, no button</code></pre></figure></main>`;
  new Function("document", "navigator", "window", copyCodeScript)(document, { clipboard }, window);
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

test("each code block gets a button, in the page's words, that copies the code without the hidden words", async () => {
  vi.useFakeTimers();
  const writeText = vi.fn(() => Promise.resolve());
  pageWithCode({ writeText });
  const buttons = document.querySelectorAll("button");
  expect(buttons).toHaveLength(1);
  const button = buttons[0]!;
  expect(button.type).toBe("button");
  expect(button.textContent).toBe("Copier le code");
  button.click();
  expect(writeText).toHaveBeenCalledWith("const a = 1;\nconst b = 2;");
  await vi.runAllTimersAsync();
  // Said once by the page's one live region, inside its main landmark.
  const status = document.querySelectorAll('main [role="status"]');
  expect(status).toHaveLength(1);
  expect(status[0]!.textContent).toBe("Code copié");
});

test("without a clipboard to write to, no block gets a button that would do nothing", () => {
  pageWithCode(undefined);
  expect(document.querySelector("button")).toBeNull();
});

test("a page has the script only when its body has a block the script gives a button", () => {
  expect(
    hasCodeBlock(['<p>Text</p><figure class="code" data-copy="Copy code" data-copied="Copied">', { alt: "" } as never]),
  ).toBe(true);
  expect(hasCodeBlock(["<p>No code, only words about data-copy.</p>"])).toBe(false);
  expect(hasCodeBlock("<pre><code>plain</code></pre>")).toBe(false);
});
