// @vitest-environment node
// Mermaid diagrams drawn for real, in the headless Chromium the build uses, into a build cache of the test's own.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { Window } from "happy-dom";
import { afterAll, beforeAll, expect, test } from "vitest";
import { messagesIn } from "~/i18n/catalogues";
import { describeLanguage } from "../languages/language-tags";
import { ContentError } from "../schemas/content-problems";
import { renderWithContents } from "./heading-outline";
import {
  drawDiagrams,
  mermaidBlocks,
  oneLine,
  rehypeMermaid,
  type DrawnDiagrams,
  type MarkdownFile,
} from "./mermaid-diagrams";
import { NO_CHROMIUM } from "../../tools/mermaid-browser";
import { createPostRenderer } from "./post-markdown";

const TYPES = {
  flowchart: "flowchart LR\n  A[Browser] -->|GET| B{Cached?}\n  B -- no --> C[(Database)]",
  sequence: "sequenceDiagram\n  Alice->>Bob: Hello\n  Bob-->>Alice: Hi\n  Note right of Bob: thinks",
  class: "classDiagram\n  Animal <|-- Duck\n  Duck : +swim()",
  state: "stateDiagram-v2\n  [*] --> Still\n  Still --> Moving\n  Moving --> [*]",
  er: "erDiagram\n  CUSTOMER ||--o{ ORDER : places",
  gantt:
    "gantt\n  dateFormat YYYY-MM-DD\n  section Build\n  Design :done, a1, 2026-01-01, 3d\n  Ship :crit, after a1, 2d",
};

/** Launching Chromium and drawing, on a busy machine. */
const DRAWING_TIME = 120_000;

const fence = (source: string) => ["```mermaid", source, "```"].join("\n");
const english = messagesIn(describeLanguage("en-GB", true));
const french = messagesIn(describeLanguage("fr", false));

const TITLED = "flowchart LR\n  accTitle: How a request flows\n  accDescr: The page asks the cache first\n  A --> B";
const AFTER_A_PARAGRAPH = "flowchart LR\n  Ask --> Answer";
const BARE = "flowchart LR\n  Requête --> Réponse";
const EVERY_TYPE = Object.values(TYPES).map(fence).join("\n\n");
const NAMED = [fence(TITLED), "The cache comes first.", fence(AFTER_A_PARAGRAPH), "## Alone", fence(BARE)].join("\n\n");

let cacheDir: string;
/** Every diagram below but the broken one, drawn once, in one browser: the cold build. */
let cold: DrawnDiagrams;
beforeAll(async () => {
  cacheDir = mkdtempSync(join(tmpdir(), "mermaid-cache-"));
  process.env.BUILD_CACHE_DIR = cacheDir;
  cold = await drawDiagrams(files({ types: EVERY_TYPE, names: NAMED }));
}, DRAWING_TIME);
afterAll(() => {
  delete process.env.BUILD_CACHE_DIR;
  rmSync(cacheDir, { recursive: true, force: true });
});

function bodyOf(html: string) {
  const body = new Window().document.createElement("div");
  body.innerHTML = html;
  return body;
}

const files = (markdown: Record<string, string>): MarkdownFile[] =>
  Object.entries(markdown).map(([name, text]) => ({ file: `${name}.md`, markdown: text }));

test(
  "every required diagram type draws an SVG with no style of its own, its colours the site's classes",
  async () => {
    expect(cold.drawn).toBe(Object.keys(TYPES).length + 3);
    const renderer = await createPostRenderer();
    const { html } = await renderer.render(EVERY_TYPE, {
      url: "https://example.com/post",
      words: english,
      diagrams: cold.diagrams,
    });
    const body = bodyOf(html);
    const figures = [...body.querySelectorAll("figure.diagram")];
    expect(figures).toHaveLength(Object.keys(TYPES).length);
    for (const figure of figures) {
      const svg = figure.querySelector(":scope > svg");
      expect(svg).not.toBeNull();
      expect(svg!.querySelectorAll("style, script, foreignObject, [style]")).toHaveLength(0);
      expect(svg!.querySelectorAll("text").length).toBeGreaterThan(0);
      // Painted by the site's stylesheet, the root included, so nothing falls back to black in the dark theme.
      expect(svg!.getAttribute("class")).toMatch(/\bdiagram-fill-text\b/);
      expect(svg!.querySelectorAll("[class*='diagram-fill-'], [class*='diagram-stroke-']").length).toBeGreaterThan(2);
      // Shiki left the diagram alone: no highlighted copy of its source.
      expect(figure.querySelector("figure.code")).toBeNull();
    }
    expect(html).not.toMatch(/\sstyle=/);
  },
  DRAWING_TIME,
);

test(
  "a warm build reads every diagram from the build cache; a changed one alone is drawn",
  async () => {
    const warm = await drawDiagrams(files({ types: EVERY_TYPE, names: NAMED }));
    expect(warm.drawn).toBe(0);
    expect(warm.diagrams).toEqual(cold.diagrams);
    const edited = files({ a: fence(TYPES.flowchart.replace("Browser", "Phone")), b: fence(TYPES.sequence) });
    expect((await drawDiagrams(edited)).drawn).toBe(1);
  },
  DRAWING_TIME,
);

test(
  "a diagram's name: its accTitle, else the paragraph before it, else its labels in the page's language",
  async () => {
    const { diagrams } = cold;
    const renderer = await createPostRenderer();
    const post = bodyOf(
      (await renderer.render(NAMED, { url: "https://example.com/p", words: english, diagrams })).html,
    );
    const names = [...post.querySelectorAll("figure.diagram > svg")].map((svg) => svg.getAttribute("aria-label"));
    expect(names).toEqual(["How a request flows", "The cache comes first.", "Diagram: Requête, Réponse"]);
    expect(post.querySelector("figure.diagram > svg")?.getAttribute("role")).toBe("img");
    expect(post.querySelector("figure.diagram > svg > desc")?.textContent).toBe("The page asks the cache first");

    // A project's description (no Shiki there) in French: the generated name and the disclosure in French.
    const { html } = renderWithContents(fence(BARE), {
      words: french,
      rehypePlugins: [[rehypeMermaid, { diagrams, words: french }]],
    });
    const project = bodyOf(html);
    expect(project.querySelector("figure.diagram > svg")?.getAttribute("aria-label")).toBe(
      french.diagramLabel(["Requête", "Réponse"]),
    );
    // Read from the HTML itself: happy-dom's parser mixes the SVG's text into the <pre> after it.
    const disclosure =
      /<details class="diagram-source"><summary>(.*?)<\/summary><pre><code>([\s\S]*?)<\/code><\/pre><\/details>/.exec(
        html,
      );
    expect(disclosure?.[1]).toBe(french.diagramSource);
    expect(disclosure?.[2]).toBe(BARE);
  },
  DRAWING_TIME,
);

test(
  "a diagram that does not parse stops with one line: the file, the fence's line and Mermaid's message",
  async () => {
    const dir = mkdtempSync(join(tmpdir(), "mermaid-post-"));
    try {
      const file = join(dir, "index.md");
      const text = ["---", "title: Broken", "---", "", "Intro.", "", fence("flowchart LR\n  A -->"), ""].join("\n");
      writeFileSync(file, text);
      const markdown = text.slice(text.indexOf("Intro"));
      // The fence is on the file's seventh line.
      expect(mermaidBlocks(markdown)[0]?.line).toBe(3);
      const name = relative(process.cwd(), file);
      const failure = await drawDiagrams([{ file: name, markdown }]).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ContentError);
      const problems = (failure as ContentError).problems;
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(
        new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: line 7: Mermaid: Parse error`),
      );
      expect(problems[0]).not.toContain("\n");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
  DRAWING_TIME,
);

test("Mermaid's parse error is told on one line, without its excerpt and caret", () => {
  const message = "Parse error on line 2:\n...flowchart LR  A -->\n---------------------^\nExpecting 'AMP', got 'EOF'";
  expect(oneLine(message)).toBe("Parse error on line 2: Expecting 'AMP', got 'EOF'");
});

test("with no Chromium to draw with, the build stops with one line that says what to do", async () => {
  const before = process.env.CHROMIUM_PATH;
  process.env.CHROMIUM_PATH = join(cacheDir, "no-such-chromium");
  try {
    const failure = await drawDiagrams(files({ fork: fence("flowchart LR\n  Nowhere --> Drawn") })).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ContentError);
    expect((failure as ContentError).problems).toEqual([NO_CHROMIUM]);
  } finally {
    if (before === undefined) delete process.env.CHROMIUM_PATH;
    else process.env.CHROMIUM_PATH = before;
  }
});
