// Mermaid draws in a browser: it lays text out by measuring it, which only a
// browser can do. So a build with diagrams not yet in the build cache opens
// one headless Chromium, loads the mermaid package's own bundle from
// node_modules into a blank page (nothing is fetched), draws each diagram and
// rewrites it for the site's policy: Mermaid's <style> and `style` attributes
// go, what they did stays as SVG presentation attributes (read from the
// computed style), and every colour becomes one of a few classes that
// app/styles/diagrams.css paints with the site's tokens, in both themes.
// Mermaid sizes each shape by measuring its label, so the page draws with the
// site's own web fonts (the build's fonts.css and its cuts, local files) in
// the language of the page the diagram is on: the text face, then the script
// faces in that language's order, as the page will show the label.
// Which Chromium: CHROMIUM_PATH, else the headless shell the tests run (an npm
// package, unpacked once into node_modules/.cache), else the system's.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { headlessShellPath } from "./headless-shell.ts";

/** A diagram as drawn: the SVG as a tree (tag, attributes, children), and what its accessible name is made from. */
export type SvgNode = string | [tag: string, attributes: Record<string, string>, children: SvgNode[]];
export type DrawnDiagram = { svg: SvgNode; title: string; description: string; labels: string[] };
export type DrawResult = { ok: true; diagram: DrawnDiagram } | { ok: false; message: string };

/** The packages' files, from the project's root: the build and the tests run there. */
const fromRoot = createRequire(join(process.cwd(), "package.json"));

export function mermaidVersion(): string {
  return (JSON.parse(readFileSync(fromRoot.resolve("mermaid/package.json"), "utf8")) as { version: string }).version;
}

/** The Chromium headless shell the tests run (./headless-shell.ts), on Linux, where its package has one. */
function headlessShell(): string | undefined {
  if (process.platform !== "linux") return undefined;
  try {
    return headlessShellPath();
  } catch {
    return undefined;
  }
}

const SYSTEM_BROWSERS = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
];

/** The one line a build without a Chromium stops with. */
export const NO_CHROMIUM =
  "Mermaid diagrams are drawn at build time in Chromium, and none was found: install Chromium (or Chrome), or point CHROMIUM_PATH at one.";

/** The page's made-up address: `.invalid` is reserved, so it can never be a real host. */
const ORIGIN = "http://diagrams.invalid";

/** The page a diagram is drawn for: its `lang` (which picks the fonts' order) and direction. */
export type DiagramPage = { lang: string; dir: "ltr" | "rtl" };

export type DiagramBrowser = {
  draw: (id: string, source: string, page: DiagramPage) => Promise<DrawResult>;
  close: () => Promise<void>;
};

/** The one line a build whose web fonts were not made stops with: a diagram measured without them would spill. */
export const noWebFonts = (fontsDir: string) =>
  `Mermaid diagrams are measured with the site's web fonts, and ${join(fontsDir, "fonts.css")} is missing: build the fonts first (node vite/font-subsets.ts).`;

/**
 * A headless Chromium with Mermaid and the site's web fonts (`fontsDir`: fonts.css and its files, as the build's
 * font step writes them) loaded, drawing one diagram at a time.
 */
export async function openDiagramBrowser({ fontsDir }: { fontsDir: string }): Promise<DiagramBrowser> {
  const fontsCss = join(fontsDir, "fonts.css");
  if (!existsSync(fontsCss)) throw new Error(noWebFonts(fontsDir));
  const { chromium } = await import("playwright-core");
  const candidates = process.env.CHROMIUM_PATH
    ? [process.env.CHROMIUM_PATH]
    : [headlessShell(), ...SYSTEM_BROWSERS.filter((path) => existsSync(path))];
  let browser: Browser | undefined;
  for (const executablePath of candidates) {
    if (!executablePath) continue;
    try {
      browser = await chromium.launch({
        executablePath,
        args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
      });
      break;
    } catch {
      // The next one: the headless shell is a Linux x64 build, which another system cannot run.
    }
  }
  if (!browser) throw new Error(NO_CHROMIUM);
  const page: Page = await browser.newPage();
  // Nothing leaves the machine: a made-up origin answered here, with Mermaid's bundle from node_modules (given to
  // Chromium as a file: 2.7 s against 6.6 s sent as a script's text, on a busy machine), the site's fonts from
  // fontsDir, and nothing else.
  await page.route("**/*", (route) => {
    const url = route.request().url();
    if (url === `${ORIGIN}/`) {
      return route.fulfill({
        contentType: "text/html",
        body: '<!doctype html><link rel="stylesheet" href="/fonts/fonts.css"><script src="/mermaid.js"></script>',
      });
    }
    if (url === `${ORIGIN}/mermaid.js`) {
      return route.fulfill({ contentType: "text/javascript", path: fromRoot.resolve("mermaid/dist/mermaid.min.js") });
    }
    if (url === `${ORIGIN}/fonts/fonts.css`) {
      // `block`, not the pages' `optional`: a face that took longer than a tenth of a second to arrive would not be
      // used at all, and the label measured in a fallback.
      const css = readFileSync(fontsCss, "utf8").replaceAll("font-display: optional", "font-display: block");
      return route.fulfill({ contentType: "text/css", body: css });
    }
    const file = /^\/fonts\/([\w.-]+\.woff2)$/.exec(new URL(url).pathname)?.[1];
    if (file && file === basename(file) && existsSync(join(fontsDir, file))) {
      return route.fulfill({ contentType: "font/woff2", path: join(fontsDir, file) });
    }
    return route.abort();
  });
  await page.goto(`${ORIGIN}/`);
  let queue: Promise<unknown> = Promise.resolve();
  return {
    draw(id, source, { lang, dir }) {
      const drawing = queue.then(() => page.evaluate(drawInPage, { id, source, lang, dir }));
      queue = drawing.catch(() => undefined);
      return drawing;
    },
    close: () => browser.close(),
  };
}

/**
 * Runs in the page: draws one diagram and rewrites it without any style. Self-contained (it is serialised into
 * the page), so its helpers are inside it.
 */
async function drawInPage({
  id,
  source,
  lang,
  dir,
}: { id: string; source: string } & DiagramPage): Promise<DrawResult> {
  type Mermaid = {
    initialize: (config: object) => void;
    render: (id: string, text: string) => Promise<{ svg: string }>;
  };
  const mermaid = (globalThis as unknown as { mermaid: Mermaid }).mermaid;
  // The page's language picks the stack fonts.css gives the diagram's text (app/styles/diagrams.css: --font-sans),
  // and each face the source's letters need is loaded before Mermaid measures a label.
  document.documentElement.lang = lang;
  document.documentElement.dir = dir;
  const fontFamily = getComputedStyle(document.documentElement).getPropertyValue("--font-sans").trim();
  if (!fontFamily) return { ok: false, message: "the site's fonts.css sets no --font-sans" };
  // Mermaid reads `#9829;` and `#quot;` as HTML's `&#9829;` and `&quot;`, but draws text labels with its stand-ins
  // for them (ﬂ°°9829¶ß, ﬂ°quot¶ß) left in, and measures them so. While it draws, the text it sets has them read:
  // each label is measured as it reads. A name HTML does not know stays as written.
  const character = (name: string) => {
    const reader = document.createElement("textarea");
    reader.innerHTML = /^\d+$/.test(name) ? `&#${name};` : `&${name};`;
    return reader.value === `&${name};` ? `#${name};` : reader.value;
  };
  const readStandIns = (text: string) =>
    text.replace(/\uFB02\u00B0\u00B0?(\w+)\u00B6\u00DF/g, (_, name: string) => character(name));
  // The fonts for the characters the references name too.
  const written = source.replace(/#(\w+);/g, (_, name: string) => character(name));
  await Promise.all(
    ["400", "700"].map((weight) => document.fonts.load(`${weight} 16px ${fontFamily}`, written).catch(() => [])),
  );
  await document.fonts.ready;
  mermaid.initialize({
    startOnLoad: false,
    theme: "default",
    securityLevel: "strict",
    // Text as SVG <text>, not HTML in a foreignObject: it takes the site's colours and needs no styles.
    htmlLabels: false,
    flowchart: { htmlLabels: false },
    fontFamily,
    themeVariables: { fontFamily },
  });
  let svgText: string;
  const textContent = Object.getOwnPropertyDescriptor(Node.prototype, "textContent");
  Object.defineProperty(Node.prototype, "textContent", {
    ...textContent,
    set(this: Node, value: unknown) {
      textContent?.set?.call(this, typeof value === "string" ? readStandIns(value) : value);
    },
  });
  try {
    svgText = (await mermaid.render(id, source)).svg;
  } catch (error) {
    document.getElementById(id)?.remove();
    document.getElementById(`d${id}`)?.remove();
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  } finally {
    if (textContent) Object.defineProperty(Node.prototype, "textContent", textContent);
  }
  const host = document.createElement("div");
  host.innerHTML = svgText;
  document.body.append(host);
  const svg = host.querySelector("svg");
  if (!svg) return { ok: false, message: "Mermaid drew nothing" };

  // What each colour becomes: a role, by its lightness, colourfulness and hue in Mermaid's light theme.
  const roleOf = (value: string, text: boolean, stroke: boolean): string | undefined => {
    const match = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(value);
    if (!match) return undefined;
    if (match[4] !== undefined && Number(match[4]) === 0) return "none";
    const [r, g, b] = [match[1], match[2], match[3]].map((part) => Number(part) / 255) as [number, number, number];
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    const lightness = (max + min) / 2;
    const chroma = max - min;
    let hue = 0;
    if (chroma > 0) {
      if (max === r) hue = (((g - b) / chroma + 6) % 6) * 60;
      else if (max === g) hue = ((b - r) / chroma + 2) * 60;
      else hue = ((r - g) / chroma + 4) * 60;
    }
    const colourful = chroma > 0.12;
    const red = colourful && (hue < 20 || hue > 330);
    const yellow = colourful && hue >= 40 && hue <= 75;
    if (text) {
      if (red) return "critical";
      if (lightness > 0.85) return "on-accent";
      if (colourful && lightness > 0.3) return "accent";
      return lightness < 0.3 ? "text" : "muted";
    }
    // A red shape holds text: its fill is the soft red, its outline the strong one.
    if (red) return stroke ? "critical" : "critical-soft";
    if (yellow && lightness > 0.6) return "note";
    // Mermaid's node fill (#ececff) is a faint tint: the site's soft accent.
    if (lightness > 0.85 && chroma > 0.04) return "soft";
    if (lightness > 0.97) return "surface";
    if (colourful) return lightness > 0.8 ? "soft" : "accent";
    if (lightness > 0.75) return "subtle";
    return lightness < 0.3 ? "text" : "muted";
  };
  const hex = (value: string): string => {
    const match = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)/.exec(value);
    if (!match) return value;
    return `#${[match[1], match[2], match[3]].map((part) => Math.round(Number(part)).toString(16).padStart(2, "0")).join("")}`;
  };

  // Properties Mermaid sets by its stylesheet or style attributes, kept as presentation attributes where they differ
  // from the parent's (they inherit) or from their initial value (they do not).
  const INHERITED = [
    "font-size",
    "font-weight",
    "font-style",
    "text-anchor",
    "dominant-baseline",
    "stroke-width",
    "stroke-dasharray",
    "stroke-linecap",
    "stroke-linejoin",
    "fill-opacity",
    "stroke-opacity",
    "fill-rule",
    "visibility",
  ];
  const OWN: Record<string, string> = { opacity: "1", "alignment-baseline": "auto" };
  const TEXT_SETTING = ["font-size", "font-weight", "font-style", "letter-spacing", "word-spacing"];
  const baseline = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  document.body.append(baseline);
  const initial = getComputedStyle(baseline);
  const rootInherited = Object.fromEntries(INHERITED.map((name) => [name, initial.getPropertyValue(name)]));
  baseline.remove();

  type Computed = { inherited: Record<string, string>; fill?: string; stroke?: string };
  const computed = new Map<Element, Computed>();
  const rewrites: { element: Element; attributes: Record<string, string>; classes: string[] }[] = [];
  const title = svg.querySelector(":scope > title")?.textContent?.trim() ?? "";
  const description = svg.querySelector(":scope > desc")?.textContent?.trim() ?? "";
  for (const element of [svg, ...svg.querySelectorAll("*")]) {
    if (element.localName === "style" || element.localName === "title" || element.localName === "desc") continue;
    const style = getComputedStyle(element);
    const parent = element === svg ? undefined : computed.get(element.parentElement as Element);
    const inherited = parent?.inherited ?? rootInherited;
    const attributes: Record<string, string> = {};
    const own: Record<string, string> = {};
    for (const name of INHERITED) {
      const value = style.getPropertyValue(name);
      own[name] = value;
      if (value !== inherited[name]) attributes[name] = value;
    }
    for (const [name, value] of Object.entries(OWN)) {
      const actual = style.getPropertyValue(name);
      if (actual !== value) attributes[name] = actual;
    }
    if (style.display === "none") attributes.display = "none";
    // The root says how its text is set: a page around it sets its own size and spacing (an article's 21 px, a
    // theme's letter-spacing), and the labels were measured at these.
    if (element === svg) {
      for (const name of TEXT_SETTING) attributes[name] = style.getPropertyValue(name);
    }
    const classes: string[] = [];
    const text = element.localName === "text" || element.localName === "tspan";
    const roles: Pick<Computed, "fill" | "stroke"> = {};
    for (const paint of ["fill", "stroke"] as const) {
      const value = style.getPropertyValue(paint);
      // The root always says its colours: nothing around it in the page is the diagram's.
      const inheritedRole = parent ? parent[paint] : "";
      if (value.startsWith("url(")) {
        attributes[paint] = value.replace(/^url\("?(.*?)"?\)$/, "url($1)");
        roles[paint] = value;
        continue;
      }
      const role = value === "none" ? "none" : roleOf(value, text && paint === "fill", paint === "stroke");
      roles[paint] = role;
      if (role === inheritedRole) continue;
      if (role === "none" || role === undefined) attributes[paint] = "none";
      else {
        classes.push(`diagram-${paint}-${role}`);
        // What a reader without the site's stylesheet (a feed reader) sees: Mermaid's own light colour.
        attributes[paint] = hex(value);
      }
    }
    computed.set(element, { inherited: own, ...roles });
    rewrites.push({ element, attributes, classes });
  }

  // Only the ids something points at stay (markers, clip paths, gradients), under the diagram's own prefix.
  const referenced = new Set<string>();
  for (const element of svg.querySelectorAll("*")) {
    for (const attribute of element.attributes) {
      for (const [, name] of attribute.value.matchAll(/url\(["']?#([^)"']+)["']?\)/g)) if (name) referenced.add(name);
      if ((attribute.name === "href" || attribute.name === "xlink:href") && attribute.value.startsWith("#")) {
        referenced.add(attribute.value.slice(1));
      }
    }
  }

  const KEEP = new Set([
    "d",
    "x",
    "y",
    "x1",
    "x2",
    "y1",
    "y2",
    "cx",
    "cy",
    "r",
    "rx",
    "ry",
    "width",
    "height",
    "points",
    "transform",
    "viewBox",
    "refX",
    "refY",
    "markerWidth",
    "markerHeight",
    "markerUnits",
    "orient",
    "marker-start",
    "marker-mid",
    "marker-end",
    "clip-path",
    "dx",
    "dy",
    "offset",
    "gradientUnits",
    "gradientTransform",
    "patternUnits",
    "preserveAspectRatio",
    "textLength",
    "lengthAdjust",
    "href",
    "xlink:href",
  ]);
  const labels: string[] = [];
  const seen = new Set<string>();
  const attributesOf = new Map(rewrites.map((rewrite) => [rewrite.element, rewrite]));
  const tree = (element: Element): SvgNode => {
    const rewrite = attributesOf.get(element);
    const attributes: Record<string, string> = {};
    for (const attribute of element.attributes) {
      if (KEEP.has(attribute.name)) attributes[attribute.name] = attribute.value;
      else if (attribute.name === "id" && referenced.has(attribute.value)) attributes.id = attribute.value;
    }
    if (element.localName === "a") delete attributes.href;
    Object.assign(attributes, rewrite?.attributes ?? {});
    if (rewrite && rewrite.classes.length > 0) attributes.class = rewrite.classes.join(" ");
    if (element.localName === "text") {
      const label = (element.textContent ?? "").replace(/\s+/g, " ").trim();
      if (label && !seen.has(label)) {
        seen.add(label);
        labels.push(label);
      }
    }
    const children: SvgNode[] = [];
    for (const child of element.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) {
        if (child.textContent && (element.localName === "text" || element.localName === "tspan")) {
          children.push(child.textContent);
        }
      } else if (child instanceof Element && !["style", "title", "desc", "script"].includes(child.localName)) {
        children.push(tree(child));
      }
    }
    // A link (Mermaid's `click` directive) becomes its content: the page has no script and the diagram is an image.
    return [element.localName === "a" ? "g" : element.localName, attributes, children];
  };
  const drawn = tree(svg);
  const box = svg.viewBox.baseVal;
  const root = drawn as [string, Record<string, string>, SvgNode[]];
  const maxWidth = /max-width:\s*([\d.]+)px/.exec(svg.getAttribute("style") ?? "")?.[1];
  const width = maxWidth ? Number(maxWidth) : box.width;
  root[1] = {
    ...root[1],
    viewBox: `${box.x} ${box.y} ${box.width} ${box.height}`,
    width: String(Math.round(width)),
    height: String(Math.round((box.height * width) / (box.width || 1))),
  };
  host.remove();
  return { ok: true, diagram: { svg: drawn, title, description, labels } };
}
