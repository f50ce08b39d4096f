// @vitest-environment node
// Mermaid diagrams drawn for real, in the headless Chromium the build uses, into a build cache of the test's own,
// with web fonts the build's font step made for the test's own text.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { Window } from "happy-dom";
import { chromium } from "playwright-core";
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
import { NO_CHROMIUM, type DrawnDiagram } from "../../tools/mermaid-browser";
import { headlessShellPath } from "../../tools/headless-shell";
import { buildFonts } from "../../vite/font-subsets";
import { labelFits } from "../test-support/diagram-label-fit";
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
/** Labels in three scripts, in shapes of each kind a flowchart has, and on an edge. */
const SCRIPTS = [
  "flowchart LR",
  "  app[アプリ] --> gateway[API ゲートウェイ]",
  "  gateway --> ask{هل البيانات محفوظة؟}",
  "  ask -- نعم --> stock[(駅の在庫データベース)]",
  "  ask -- no, fetch it --> board([Departure board service])",
  "  board --> done((تم))",
  "  stock --> wide[Well-known and rather wide English label]",
].join("\n");
/** The languages of the pages the diagram is drawn for: each picks its own order of the script faces. */
const PAGES = [describeLanguage("ja", false), describeLanguage("ar", false), describeLanguage("en-GB", true)];

const TITLED = "flowchart LR\n  accTitle: How a request flows\n  accDescr: The page asks the cache first\n  A --> B";
const AFTER_A_PARAGRAPH = "flowchart LR\n  Ask --> Answer";
const BARE = "flowchart LR\n  Requête --> Réponse";
const EVERY_TYPE = Object.values(TYPES).map(fence).join("\n\n");
const NAMED = [fence(TITLED), "The cache comes first.", fence(AFTER_A_PARAGRAPH), "## Alone", fence(BARE)].join("\n\n");

let cacheDir: string;
/** The web fonts the build's font step makes for the test's text, in each of PAGES's languages. */
let fontsDir: string;
/** Every diagram below but the broken one, drawn once, in one browser: the cold build. */
let cold: DrawnDiagrams;
beforeAll(async () => {
  cacheDir = mkdtempSync(join(tmpdir(), "mermaid-cache-"));
  process.env.BUILD_CACHE_DIR = cacheDir;
  fontsDir = mkdtempSync(join(tmpdir(), "mermaid-fonts-"));
  const text = [EVERY_TYPE, NAMED, SCRIPTS].join("\n");
  await buildFonts("editorial", Object.fromEntries(PAGES.map((language) => [language.code, text])), fontsDir);
  cold = await drawDiagrams(files({ types: EVERY_TYPE, names: NAMED }), { fontsDir });
}, DRAWING_TIME);
afterAll(() => {
  delete process.env.BUILD_CACHE_DIR;
  rmSync(cacheDir, { recursive: true, force: true });
  rmSync(fontsDir, { recursive: true, force: true });
});

function bodyOf(html: string) {
  const body = new Window().document.createElement("div");
  body.innerHTML = html;
  return body;
}

const files = (markdown: Record<string, string>, language = describeLanguage("en-GB", true)): MarkdownFile[] =>
  Object.entries(markdown).map(([name, text]) => ({ file: `${name}.md`, markdown: text, language }));

test(
  "every required diagram type draws an SVG with no style of its own, its colours the site's classes",
  async () => {
    expect(cold.drawn).toBe(Object.keys(TYPES).length + 3);
    const renderer = await createPostRenderer();
    const { html } = await renderer.render(EVERY_TYPE, {
      url: "https://example.com/post",
      words: english,
      diagrams: cold.diagrams.get("en-gb"),
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
    const warm = await drawDiagrams(files({ types: EVERY_TYPE, names: NAMED }), { fontsDir });
    expect(warm.drawn).toBe(0);
    expect(warm.diagrams).toEqual(cold.diagrams);
    const edited = files({ a: fence(TYPES.flowchart.replace("Browser", "Phone")), b: fence(TYPES.sequence) });
    expect((await drawDiagrams(edited, { fontsDir })).drawn).toBe(1);
    // The same diagram on a page in another language is drawn again, in that language's fonts.
    expect((await drawDiagrams(files({ a: fence(TYPES.sequence) }, PAGES[0]), { fontsDir })).drawn).toBe(1);
  },
  DRAWING_TIME,
);

test(
  "a diagram's name: its accTitle, else the paragraph before it, else its labels in the page's language",
  async () => {
    const diagrams = cold.diagrams.get("en-gb")!;
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
      const failure = await drawDiagrams([{ file: name, markdown, language: PAGES[2]! }], { fontsDir }).catch(
        (error: unknown) => error,
      );
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

/** Characters written as Mermaid's references (`#` for HTML's `&`): by number, by name, in a node, a shape and on an edge. */
const REFERENCES = 'flowchart LR\n  A["#9829; #quot;fast#quot;"] -- in 40 #956;s --> B([#8594; done #amp; #35;1])';
/** The same, each character written as itself where Mermaid's syntax allows it. */
const LITERAL = 'flowchart LR\n  A["♥ #quot;fast#quot;"] -- in 40 μs --> B([→ done & #35;1])';

test(
  "a label's character references, as Mermaid writes them, are drawn as their characters and measured as them",
  async () => {
    const { diagrams } = await drawDiagrams(files({ references: fence(REFERENCES) }), { fontsDir });
    const diagram = [...(diagrams.get("en-gb")?.values() ?? [])][0];
    expect(diagram?.labels.toSorted()).toEqual(['♥ "fast"', "in 40 μs", "→ done & #1"].toSorted());
    // Neither Mermaid's stand-ins for a reference (ﬂ°°…¶ß) nor the reference itself is left in the drawing's text.
    expect(JSON.stringify(diagram?.svg)).not.toMatch(/[ﬂ¶]|[&#]#?\w+;/);
    // Measured as its characters, not as its references: laid out as the same diagram written with the characters.
    const { diagrams: literal } = await drawDiagrams(files({ literal: fence(LITERAL) }), { fontsDir });
    const size = (drawn?: DrawnDiagram) => {
      const root = drawn?.svg;
      return typeof root === "string" || !root ? root : `${root[1].width} × ${root[1].height}`;
    };
    expect(size(diagram)).toBe(size([...(literal.get("en-gb")?.values() ?? [])][0]));
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
    const failure = await drawDiagrams(files({ fork: fence("flowchart LR\n  Nowhere --> Drawn") }), {
      fontsDir,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContentError);
    expect((failure as ContentError).problems).toEqual([NO_CHROMIUM]);
  } finally {
    if (before === undefined) delete process.env.CHROMIUM_PATH;
    else process.env.CHROMIUM_PATH = before;
  }
});

test("without the site's web fonts the build stops with one line that says how to make them", async () => {
  const failure = await drawDiagrams(files({ a: fence("flowchart LR\n  No --> Fonts") }), {
    fontsDir: join(cacheDir, "no-fonts"),
  }).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(ContentError);
  expect((failure as ContentError).problems).toEqual([expect.stringMatching(/web fonts.*fonts\.css is missing/)]);
});

test(
  "every label, Japanese, Arabic or English, fits its shape in the page's fonts, whatever fonts the build machine has",
  async () => {
    // A build machine with no fonts at all (a slim container): before the diagrams were drawn in the site's fonts,
    // every label here was measured at next to nothing and spilled from its shape, by up to 40 px.
    const noFonts = mkdtempSync(join(tmpdir(), "no-fonts-"));
    writeFileSync(
      join(noFonts, "fonts.conf"),
      `<?xml version="1.0"?><fontconfig><dir>${noFonts}</dir><cachedir>${noFonts}</cachedir></fontconfig>`,
    );
    const before = process.env.FONTCONFIG_FILE;
    process.env.FONTCONFIG_FILE = join(noFonts, "fonts.conf");
    let drawn: Awaited<ReturnType<typeof drawDiagrams>>;
    try {
      drawn = await drawDiagrams(
        PAGES.map((language) => ({ file: `${language.code}.md`, markdown: fence(SCRIPTS), language })),
        { fontsDir },
      );
    } finally {
      if (before === undefined) delete process.env.FONTCONFIG_FILE;
      else process.env.FONTCONFIG_FILE = before;
      rmSync(noFonts, { recursive: true, force: true });
    }

    // Shown as a page shows it: in the fonts.css the build made, under the page's lang and dir, in --font-sans
    // (app/styles/diagrams.css). `block`, so that the faces are used however long they take to load here.
    const browser = await chromium.launch({ executablePath: headlessShellPath(), args: ["--no-sandbox"] });
    try {
      const page = await browser.newPage();
      await page.route("**/*", async (route) => {
        const { pathname } = new URL(route.request().url());
        if (pathname === "/")
          return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>-</title>" });
        if (pathname === "/fonts.css") {
          const css = readFileSync(join(fontsDir, "fonts.css"), "utf8");
          return route.fulfill({ contentType: "text/css", body: css.replaceAll("optional", "block") });
        }
        if (pathname === "/diagrams.css")
          return route.fulfill({ path: join(import.meta.dirname, "../styles/diagrams.css") });
        return route.fulfill({ path: join(fontsDir, pathname.slice(1)) });
      });
      await page.goto("http://diagram-page.invalid/");
      expect(drawn.drawn).toBe(PAGES.length);
      for (const language of PAGES) {
        const words = messagesIn(language);
        const diagrams = drawn.diagrams.get(language.code) ?? new Map();
        const { html } = renderWithContents(fence(SCRIPTS), {
          words,
          rehypePlugins: [[rehypeMermaid, { diagrams, words }]],
        });
        expect(html, language.tag).toContain("<svg");
        await page.setContent(
          `<!doctype html><html lang="${language.tag}" dir="${language.dir}"><head>` +
            `<link rel="stylesheet" href="/fonts.css"><link rel="stylesheet" href="/diagrams.css">` +
            // Text around the figure set as an article's is, larger and spaced: the diagram's labels keep their own.
            `<style>body { font-size: 21px; letter-spacing: 0.02em; word-spacing: 0.1em; }</style></head>` +
            `<body>${html}</body></html>`,
        );
        const families = await page.evaluate(async (text) => {
          const stack = getComputedStyle(document.querySelector("figure.diagram svg")!).fontFamily;
          await document.fonts.load(`16px ${stack}`, text).catch(() => []);
          await document.fonts.ready;
          return [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family);
        }, SCRIPTS);
        // The page's own faces drew the labels: the text face and both script faces.
        for (const family of ["Inter", "Noto Sans JP", "Noto Sans Arabic"])
          expect(families, language.tag).toContain(family);
        const fits = await page.locator("figure.diagram > svg").evaluate(labelFits);
        // Every node and edge label was found in its shape: seven nodes, two edge labels.
        expect(fits.map(({ label }) => label).sort(), language.tag).toHaveLength(9);
        expect(
          fits.filter(({ overflow }) => overflow > 0),
          language.tag,
        ).toEqual([]);
      }
    } finally {
      await browser.close();
    }
  },
  DRAWING_TIME,
);
