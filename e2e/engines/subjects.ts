// What the walk visits, found in the built site itself, never by name: any
// owner's content, any languages, any base path.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { DomUtils, parseDocument } from "htmlparser2";

export type Subjects = {
  /** Paths relative to the base, without a leading slash: "" is the home page. */
  home: string;
  /** A project page whose gallery has two or more screenshots, and how many. */
  gallery: { path: string; count: number } | null;
  /** A page with a highlighted code block (a post). */
  codePost: string | null;
  /** A page with display maths (MathML from app/markdown/markdown-maths.ts). */
  mathsPage: string | null;
  /** A page with a Mermaid diagram (an SVG drawn at build time by app/markdown/mermaid-diagrams.ts). */
  diagramPage: string | null;
  /** Every page, for the load-time console sweep. */
  pages: string[];
};

/** A built page's path: "fr/writing/a.html" → "fr/writing/a", "fr/index.html" → "fr/". */
export function pagePath(file: string): string {
  const path = file
    .split(sep)
    .join("/")
    .replace(/\.html$/, "");
  return path === "index" ? "" : path.replace(/(^|\/)index$/, "$1");
}

/** The number of screenshots in a page's gallery island, from the props it carries; 0 without one. */
export function galleryCount(html: string): number {
  const island =
    /data-island="gallery"[^>]*data-props="([^"]+)"/.exec(html) ??
    /data-props="([^"]+)"[^>]*data-island="gallery"/.exec(html);
  if (!island) return 0;
  const props = new RegExp(`<script[^>]*id="${island[1]}"[^>]*>([\\s\\S]*?)</script>`).exec(html);
  if (!props) return 0;
  const data = JSON.parse(props[1] ?? "{}") as { images?: unknown[] };
  return data.images?.length ?? 0;
}

/** Shiki's output: a <pre class="shiki …"> with coloured tokens. */
export function hasHighlightedCode(html: string): boolean {
  return /<pre[^>]*class="[^"]*\bshiki\b/.test(html);
}

/** A display formula, as Temml writes it. */
export function hasDisplayMaths(html: string): boolean {
  return /<math display="block"/.test(html);
}

/** A diagram, as the build draws it. */
export function hasDiagram(html: string): boolean {
  return /<figure class="diagram"/.test(html);
}

export function findSubjects(buildDir: string): Subjects {
  const files = readdirSync(buildDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html") && entry.name !== "404.html")
    .map((entry) => relative(buildDir, join(entry.parentPath, entry.name)))
    // The default language first (fewest folders), then by name, so a run is repeatable.
    .sort((a, b) => a.split(sep).length - b.split(sep).length || a.localeCompare(b));
  let gallery: Subjects["gallery"] = null;
  let codePost: string | null = null;
  let mathsPage: string | null = null;
  let diagramPage: string | null = null;
  for (const file of files) {
    const html = readFileSync(join(buildDir, file), "utf8");
    const count = galleryCount(html);
    if (count >= 2 && !gallery) gallery = { path: pagePath(file), count };
    if (!codePost && hasHighlightedCode(html)) codePost = pagePath(file);
    if (!mathsPage && hasDisplayMaths(html)) mathsPage = pagePath(file);
    if (!diagramPage && hasDiagram(html)) diagramPage = pagePath(file);
  }
  return { home: "", gallery, codePost, mathsPage, diagramPage, pages: files.map(pagePath) };
}

/** A page in the search index: its path (as pagePath gives it), its title (the h1) and its kind. */
export type IndexedSubject = { path: string; title: string; kind: string };

/** A language's search page and what its index holds, and a word only one of its pages holds (with that page). */
export type SearchSubjects = {
  /** The <html lang> of the language. */
  lang: string;
  /** "search", "fr/search". */
  searchPath: string;
  indexed: IndexedSubject[];
  /** A word of one indexed page that no other indexed page of the language shares (nor a word that starts alike). */
  unique: (IndexedSubject & { word: string }) | null;
};

/** What Pagefind indexes of a page: the text of its marked element, less what is marked to be left out. */
function indexedText(html: string): { text: string; title: string; kind: string } | null {
  const document = parseDocument(html);
  const body = DomUtils.findOne((el) => "data-pagefind-body" in el.attribs, document.children);
  if (!body) return null;
  // Pagefind reads no script (an island's props) and nothing marked to be left out.
  const ignored = DomUtils.findAll(
    (el) => "data-pagefind-ignore" in el.attribs || ["script", "style", "template"].includes(el.name),
    [body],
  );
  for (const element of ignored) DomUtils.removeElement(element);
  const h1 = DomUtils.findOne((el) => el.name === "h1", [body]);
  const kind = /^kind:(.+)$/.exec(body.attribs["data-pagefind-filter"] ?? "")?.[1] ?? "";
  // Each text node apart: two elements' texts are two words, as Pagefind reads them.
  const texts = DomUtils.filter((node) => node.type === "text", [body]).map((node) => (node as { data: string }).data);
  return { text: texts.join(" "), title: DomUtils.textContent(h1 ?? body).trim(), kind };
}

/**
 * The text nodes of a page that Pagefind indexes, outside the owner's Markdown (a post's or project's body): the
 * template's own words and the content's fields. Empty for a page that is not indexed.
 */
export function indexedFrameTexts(html: string): string[] {
  const document = parseDocument(html);
  const body = DomUtils.findOne((el) => "data-pagefind-body" in el.attribs, document.children);
  if (!body) return [];
  const left = DomUtils.findAll(
    (el) =>
      "data-pagefind-ignore" in el.attribs ||
      ["script", "style", "template", "nav", "footer"].includes(el.name) ||
      /\b(?:prose|e-content)\b/.test(el.attribs.class ?? ""),
    [body],
  );
  for (const element of left) DomUtils.removeElement(element);
  return DomUtils.filter((node) => node.type === "text", [body])
    .map((node) => (node as { data: string }).data.trim())
    .filter((text) => text !== "");
}

/** Words as a visitor would type them: a run of six or more letters of an alphabet (not a script written unspaced). */
const words = (text: string) => {
  const letters = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]{6,}/gu;
  // Pagefind also indexes "Node.js" and "real-time" as one word ("nodejs", "realtime").
  const joined = text.replace(/(\p{L})[.\-_'’](?=\p{L})/gu, "$1");
  return new Set([...(text.match(letters) ?? []), ...(joined.match(letters) ?? [])].map((w) => w.toLowerCase()));
};

/** Each language's search page and indexed pages, found in the built site. */
export function findSearchSubjects(buildDir: string): SearchSubjects[] {
  const files = readdirSync(buildDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => relative(buildDir, join(entry.parentPath, entry.name)))
    .sort();
  const languages = new Map<string, { searchPath?: string; pages: (IndexedSubject & { words: Set<string> })[] }>();
  for (const file of files) {
    const html = readFileSync(join(buildDir, file), "utf8");
    const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? "";
    const language = languages.get(lang) ?? { pages: [] };
    languages.set(lang, language);
    if (html.includes('id="search-box"')) language.searchPath = pagePath(file);
    const indexed = indexedText(html);
    if (!indexed) continue;
    const entry = { path: pagePath(file), title: indexed.title, kind: indexed.kind, words: words(indexed.text) };
    language.pages.push(entry);
    // A post not written in other languages is in their indexes too (app/page/search-marks.ts, ALSO_INDEXED_IN).
    for (const tag of /\sdata-search-also="([^"]*)"/.exec(html)?.[1]?.split(" ").filter(Boolean) ?? []) {
      const other = languages.get(tag) ?? { pages: [] };
      languages.set(tag, other);
      other.pages.push(entry);
    }
  }
  return [...languages]
    .filter(([, language]) => language.searchPath !== undefined)
    .map(([lang, { searchPath, pages }]) => {
      let unique: SearchSubjects["unique"] = null;
      for (const page of pages) {
        const others = pages.filter((other) => other !== page).flatMap((other) => [...other.words]);
        const word = [...page.words].sort().find((w) => !others.some((o) => o.startsWith(w.slice(0, 5))));
        if (word) {
          unique = { path: page.path, title: page.title, kind: page.kind, word };
          break;
        }
      }
      return {
        lang,
        searchPath: searchPath!,
        indexed: pages.map(({ path, title, kind }) => ({ path, title, kind })),
        unique,
      };
    });
}
