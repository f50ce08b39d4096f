/**
 * The one source of every security and caching header the site is served
 * with. The local server (serve.ts) sends these, and the build writes the
 * host configs (_headers, vercel.json, nginx) from them, so no host can drift.
 */
import { checkedSettings } from "../app/collections/owner-modules.ts";
import type { Settings } from "../app/schemas/settings-schema.ts";

/**
 * What a header can enforce and a <meta> cannot: frame-ancestors, and the
 * upgrade of any stray http:// request. Scripts, styles and images are limited
 * per page by the <meta> policy with script hashes, which the root renders
 * (app/page/content-security-policy.ts), and which also protects hosts that
 * cannot send headers, such as GitHub Pages.
 */
const HEADER_POLICY = [
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
  "upgrade-insecure-requests",
].join("; ");

/**
 * Only features Chromium, Firefox and Safari all recognise: an unknown name is
 * logged as a console error on every page. The site needs none of them.
 */
const DISABLED_FEATURES = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "usb",
  "xr-spatial-tracking",
];

/**
 * Two years, the preload list's minimum. includeSubDomains and preload reach
 * beyond this site (every subdomain; every browser's built-in list), so they
 * are the owner's choice in settings.ts, never a default.
 */
export function strictTransportSecurity({ includeSubDomains, preload }: Settings["hsts"]): string {
  return ["max-age=63072000", includeSubDomains && "includeSubDomains", preload && "preload"]
    .filter(Boolean)
    .join("; ");
}

/**
 * Sent with every response, pages, assets and the not-found page alike. Made when asked, not at import: settings.ts
 * is checked then (checkedSettings()), so a bad value is the content check's one line, not a throw while modules load.
 */
export const securityHeaders = (): Readonly<Record<string, string>> => ({
  "Content-Security-Policy": HEADER_POLICY,
  "Strict-Transport-Security": strictTransportSecurity(checkedSettings().hsts),
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": DISABLED_FEATURES.map((feature) => `${feature}=()`).join(", "),
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
});

/** 127.0.0.1, ::1, localhost: addresses only this machine can reach. */
export function isLoopback(host: string): boolean {
  return /^(?:localhost|127(?:\.\d{1,3}){3}|::1|\[::1\])$/i.test(host);
}

/**
 * Directives that send the browser to https for what the page asks over http.
 * A host config serves https and keeps them; the local server speaks plain
 * HTTP only, so they must never come from it: WebKit upgrades even requests to
 * 127.0.0.1 and localhost (Chromium and Firefox do not), and every stylesheet,
 * script, image and same-origin link would then go to an https:// the server
 * does not answer. `block-all-mixed-content` is listed so that it never comes
 * back here either.
 */
const HTTPS_ONLY_DIRECTIVES = new Set(["upgrade-insecure-requests", "block-all-mixed-content"]);

/**
 * What the local server sends, on loopback and on the LAN alike: the host
 * configs' set without any directive that needs https (see above). HSTS stays:
 * browsers ignore it over plain HTTP, as RFC 6797 requires.
 */
export function localServerHeaders(): Readonly<Record<string, string>> {
  const policy = HEADER_POLICY.split("; ")
    .filter((directive) => !HTTPS_ONLY_DIRECTIVES.has(directive.split(" ")[0] ?? ""))
    .join("; ");
  return { ...securityHeaders(), "Content-Security-Policy": policy };
}

/** Build assets carry a content hash in their name: a changed file is a new URL. */
export const ASSETS_DIR = "assets/";
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Pages, icons, the manifest and the CV keep their URL across builds: revalidate every time. */
export const REVALIDATE = "no-cache";

/**
 * The files for programs (app/routes/page-markdown.ts, llms.ts, feed-json.ts, security.ts, atproto-did.ts) whose
 * type hosts do not agree on: nginx knows no .md and sends .txt without a charset, a file with no extension gets
 * application/octet-stream. Every host config and the local server send these. A pattern is matched against a
 * path relative to the site's base; `nginx` is the same pattern after the base, `vercel` in Vercel's syntax.
 */
export const FILE_TYPES = [
  { test: /\.md$/, nginx: ".*\\.md$", vercel: "/(.*)\\.md", type: "text/markdown; charset=utf-8" },
  { test: /\.txt$/, nginx: ".*\\.txt$", vercel: "/(.*)\\.txt", type: "text/plain; charset=utf-8" },
  {
    test: /(^|\/)\.well-known\/atproto-did$/,
    nginx: "\\.well-known/atproto-did$",
    vercel: "/.well-known/atproto-did",
    type: "text/plain; charset=utf-8",
  },
  {
    test: /(^|\/)feed\.json$/,
    nginx: "(.*/)?feed\\.json$",
    vercel: "/(.*)feed\\.json",
    type: "application/feed+json; charset=utf-8",
  },
] as const;

/** The Content-Type of a path relative to the site's base when FILE_TYPES names it; others as each host types them. */
export function fileType(pathname: string): string | undefined {
  return FILE_TYPES.find((file) => file.test.test(pathname))?.type;
}

/** The Cache-Control for a path relative to the site's base, such as `/assets/root-x1.css`. */
export function cacheControl(pathname: string): string {
  return pathname.startsWith(`/${ASSETS_DIR}`) ? IMMUTABLE : REVALIDATE;
}
