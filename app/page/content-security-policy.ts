// Every built page's Content-Security-Policy, which the root renders in a
// <meta> right after <meta charset>, before any script: nothing but what the
// site uses, from its own origin; of inline scripts and styles only those the
// page carries, by their sha256 hashes; and the analytics provider's origins
// when the owner names one. What a <meta> cannot say (frame-ancestors, upgrade-insecure-requests)
// the hosts send as a header (vite/security-headers.ts).
import type { CspSources } from "./analytics";

/**
 * Fetch directives the site has no use for: each is 'none'. They are listed
 * one by one instead of `default-src 'none'`, for the manifest's sake (decision
 * 0012): with any default-src, Chromium blocks the web app manifest unless
 * `manifest-src` allows it, and WebKitGTK, which has no manifest support,
 * logs "Unrecognized Content-Security-Policy directive 'manifest-src'" as a
 * console error on every page, from a <meta> and from a header alike. Without
 * default-src no engine restricts the manifest, which only the page's own
 * <link rel="manifest"> can ask for. Only directives all three engines know.
 */
export const UNUSED_FETCH_DIRECTIVES = ["media-src", "frame-src", "child-src", "worker-src", "object-src"] as const;

/** The origin of giscus's frame: the only one a page may frame, a post with comments on request (settings.ts). */
export const GISCUS_ORIGIN = "https://giscus.app";

/**
 * A route module's `handle` when its page compiles WebAssembly (the search page, for Pagefind): only that page's
 * policy gets 'wasm-unsafe-eval', which allows WebAssembly.instantiate and nothing of eval() or new Function().
 */
export type WasmHandle = { compilesWasm: true };

/**
 * The page's policy: its inline scripts' hashes ("sha256-…"), the analytics
 * provider's origins when the owner has named one (`extra`), its inline
 * styles' hashes, whether it compiles WebAssembly (`wasm`, the search page only), and the origins it may frame
 * (`frames`, a post with comments on request only).
 */
export function metaPolicy(
  scriptHashes: readonly string[],
  extra: CspSources = {},
  styleHashes: readonly string[] = [],
  { wasm = false, frames = [] }: { wasm?: boolean; frames?: readonly string[] } = {},
): string {
  const allow = (directive: string, origins: readonly string[] = []) => [directive, ...origins].join(" ");
  const quoted = (hashes: readonly string[]) => hashes.map((hash) => `'${hash}'`);
  return [
    allow("script-src 'self'", [
      ...(wasm ? ["'wasm-unsafe-eval'"] : []),
      ...quoted(scriptHashes),
      ...(extra.script ?? []),
    ]),
    allow("style-src 'self'", quoted(styleHashes)),
    allow("img-src 'self'", extra.img),
    "font-src 'self'",
    allow("connect-src 'self'", extra.connect),
    // A frame only where the page opens one on request (a post's comments, app/components/post-comments.tsx).
    ...UNUSED_FETCH_DIRECTIVES.map((name) =>
      name === "frame-src" && frames.length > 0 ? allow(name, frames) : `${name} 'none'`,
    ),
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");
}
