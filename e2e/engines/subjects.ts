// What the walk visits, found in the built site itself, never by name: any
// owner's content, any languages, any base path.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

export type Subjects = {
  /** Paths relative to the base, without a leading slash: "" is the home page. */
  home: string;
  /** A project page whose gallery has two or more screenshots, and how many. */
  gallery: { path: string; count: number } | null;
  /** A page with a highlighted code block (a post). */
  codePost: string | null;
  /** A page with display maths (MathML from app/content/markdown-maths.ts). */
  mathsPage: string | null;
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

export function findSubjects(buildDir: string): Subjects {
  const files = readdirSync(buildDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html") && entry.name !== "404.html")
    .map((entry) => relative(buildDir, join(entry.parentPath, entry.name)))
    // The default language first (fewest folders), then by name, so a run is repeatable.
    .sort((a, b) => a.split(sep).length - b.split(sep).length || a.localeCompare(b));
  let gallery: Subjects["gallery"] = null;
  let codePost: string | null = null;
  let mathsPage: string | null = null;
  for (const file of files) {
    const html = readFileSync(join(buildDir, file), "utf8");
    const count = galleryCount(html);
    if (count >= 2 && !gallery) gallery = { path: pagePath(file), count };
    if (!codePost && hasHighlightedCode(html)) codePost = pagePath(file);
    if (!mathsPage && hasDisplayMaths(html)) mathsPage = pagePath(file);
  }
  return { home: "", gallery, codePost, mathsPage, pages: files.map(pagePath) };
}
