/**
 * The one source of every security and caching header the site is served
 * with. The local server (serve.ts) sends these, and the build writes the
 * host configs (_headers, vercel.json, nginx) from them, so no host can drift.
 */

/**
 * What a header can enforce and a <meta> cannot: frame-ancestors, and the
 * upgrade of any stray http:// request. Scripts, styles and images are limited
 * per page by the <meta> policy with script hashes (see add-csp-meta.ts), which
 * also protects hosts that cannot send headers, such as GitHub Pages.
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

/** Sent with every response, pages, assets and the not-found page alike. */
export const securityHeaders: Readonly<Record<string, string>> = {
  "Content-Security-Policy": HEADER_POLICY,
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": DISABLED_FEATURES.map((feature) => `${feature}=()`).join(", "),
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** Build assets carry a content hash in their name: a changed file is a new URL. */
export const ASSETS_DIR = "assets/";
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Pages, icons, the manifest and the CV keep their URL across builds: revalidate every time. */
export const REVALIDATE = "no-cache";

/** The Cache-Control for a path relative to the site's base, such as `/assets/root-x1.css`. */
export function cacheControl(pathname: string): string {
  return pathname.startsWith(`/${ASSETS_DIR}`) ? IMMUTABLE : REVALIDATE;
}

/**
 * The per-page policy delivered in a <meta>: nothing but what the site uses,
 * from its own origin, and of inline scripts only the exact ones built into
 * that page (their sha256 hashes). frame-ancestors and upgrade-insecure-requests
 * are not allowed in a <meta>, so they live in the header policy above.
 */
export function metaPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'none'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(" "),
    "style-src 'self'",
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
  ].join("; ");
}
