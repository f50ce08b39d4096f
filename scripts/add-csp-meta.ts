// The last build step that touches HTML: gives every pre-rendered page a
// Content-Security-Policy <meta> that allows its own inline scripts by their
// sha256 hash and nothing else inline, and the owner's analytics script, if
// any (settings.ts), with its origins. Anything that edits a page's HTML must
// run before this, or the hashes no longer match and the browser blocks it.
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { Parser } from "htmlparser2";
import type { Analytics } from "../app/content/settings-schema.ts";
import { analyticsTag, withAnalytics } from "./analytics.ts";
import { metaPolicy, settings } from "./security-headers.ts";

/**
 * Script types the browser runs, and so checks against script-src: classic
 * (no type, or a JavaScript MIME type), modules, import maps and speculation
 * rules. Anything else, such as application/ld+json, is an inert data block
 * that the HTML standard never hands to CSP.
 */
const JAVASCRIPT_TYPES = new Set([
  "",
  "module",
  "importmap",
  "speculationrules",
  ...[
    "application/ecmascript",
    "application/javascript",
    "application/x-ecmascript",
    "application/x-javascript",
    "text/ecmascript",
    "text/javascript",
    "text/javascript1.0",
    "text/javascript1.1",
    "text/javascript1.2",
    "text/javascript1.3",
    "text/javascript1.4",
    "text/javascript1.5",
    "text/jscript",
    "text/livescript",
    "text/x-ecmascript",
    "text/x-javascript",
  ],
]);

export function runsAsScript(type: string | undefined): boolean {
  // The standard matches the MIME type's essence, ignoring parameters and case.
  const essence = (type ?? "").split(";")[0] ?? "";
  return JAVASCRIPT_TYPES.has(essence.trim().toLowerCase());
}

type PageParts = {
  /** The inline scripts' text exactly as written between the tags. */
  inlineScripts: string[];
  /** Where the <meta charset> tag ends: the policy must come before any script. */
  charsetEnd: number;
  /** An existing policy <meta>, replaced when a page is processed again. */
  existingPolicy?: { start: number; end: number };
};

function parsePage(html: string): PageParts {
  const inlineScripts: string[] = [];
  let charsetEnd = -1;
  let existingPolicy: PageParts["existingPolicy"];
  let openScript: { start: number; counts: boolean } | undefined;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === "meta" && "charset" in attributes && charsetEnd < 0) charsetEnd = parser.endIndex + 1;
      if (name === "meta" && attributes["http-equiv"]?.toLowerCase() === "content-security-policy")
        existingPolicy = { start: parser.startIndex, end: parser.endIndex + 1 };
      if (name === "script")
        openScript = { start: parser.endIndex + 1, counts: !("src" in attributes) && runsAsScript(attributes.type) };
    },
    onclosetag(name) {
      if (name !== "script" || !openScript) return;
      // The raw source between the tags: script content is never entity-decoded.
      if (openScript.counts) inlineScripts.push(html.slice(openScript.start, parser.startIndex));
      openScript = undefined;
    },
  });
  parser.end(html);
  if (charsetEnd < 0) throw new Error("no <meta charset> to put the policy after");
  return { inlineScripts, charsetEnd, existingPolicy };
}

/** The CSP hash source of a script's text, as the browser computes it (UTF-8, newlines normalised). */
export function scriptHash(text: string): string {
  const normalised = text.replace(/\r\n?/g, "\n");
  return `sha256-${createHash("sha256").update(normalised, "utf8").digest("base64")}`;
}

export function inlineScriptHashes(html: string): string[] {
  return [...new Set(parsePage(html).inlineScripts.map(scriptHash))];
}

/**
 * The page with its policy <meta> right after <meta charset>, and with the
 * owner's analytics script, whose origins the policy then allows.
 */
export function withCspMeta(source: string, analytics?: Analytics): string {
  const html = withAnalytics(source, analytics);
  const { existingPolicy } = parsePage(html);
  const page = existingPolicy ? html.slice(0, existingPolicy.start) + html.slice(existingPolicy.end) : html;
  const { charsetEnd } = parsePage(page);
  const policy = metaPolicy(inlineScriptHashes(page), analytics && analyticsTag(analytics).sources);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  return page.slice(0, charsetEnd) + meta + page.slice(charsetEnd);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith(".html")).map((e) => join(e.parentPath, e.name));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = resolve(process.env.BUILD_DIR ?? "build/client");
  const files = await htmlFiles(root);
  const { analytics } = settings;
  for (const file of files) await writeFile(file, withCspMeta(await readFile(file, "utf8"), analytics));
  console.log(`Content-Security-Policy <meta> with script hashes added to ${files.length} pages.`);
  if (analytics) console.log(`Analytics: ${analytics.provider}, ${analyticsTag(analytics).src}, on every page.`);
}
