// The owner's analytics provider (settings.ts), as the one <script> every built
// page gets (the root renders the inline script that adds it, analyticsLoader)
// and the origins the pages' Content-Security-Policy then allows. Without a
// provider nothing changes: no tag, and the same policy byte for byte.
import type { Analytics } from "~/schemas/settings-schema";

/** Origins added to a CSP directive, beyond 'self'. */
export type CspSources = { script?: string[]; connect?: string[]; img?: string[] };

export type AnalyticsTag = {
  src: string;
  /** Attributes besides src, in order; `true` for a bare attribute such as defer. */
  attributes: Record<string, string | true>;
  sources: CspSources;
};

const CLOUDFLARE_SCRIPT = "https://static.cloudflareinsights.com/beacon.min.js";
const CLOUDFLARE_BEACON = "https://cloudflareinsights.com";

const originOf = (url: string) => new URL(url).origin;

/** The provider's documented snippet, pinned to one origin where the provider allows it. */
export function analyticsTag(analytics: Analytics): AnalyticsTag {
  switch (analytics.provider) {
    case "plausible": {
      const host = originOf(analytics.host);
      // The script sends its events to the origin it was loaded from.
      return {
        src: `${host}/js/script.js`,
        attributes: { defer: true, "data-domain": analytics.domain },
        sources: { script: [host], connect: [host] },
      };
    }
    case "goatcounter": {
      const host = originOf(analytics.host);
      // Every GoatCounter site serves count.js itself, so one origin serves the script and takes
      // the counts: by sendBeacon (connect-src), or by an image where that is missing (img-src).
      return {
        src: `${host}/count.js`,
        attributes: { async: true, "data-goatcounter": `${host}/count` },
        sources: { script: [host], connect: [host], img: [host] },
      };
    }
    case "umami": {
      const host = originOf(analytics.host);
      // data-host-url keeps the events on the script's own origin.
      return {
        src: `${host}/script.js`,
        attributes: { defer: true, "data-website-id": analytics.websiteId, "data-host-url": host },
        sources: { script: [host], connect: [host] },
      };
    }
    case "cloudflare":
      // Cloudflare serves the beacon from one host and takes its reports on another.
      return {
        src: CLOUDFLARE_SCRIPT,
        attributes: { defer: true, "data-cf-beacon": JSON.stringify({ token: analytics.token }) },
        sources: { script: [originOf(CLOUDFLARE_SCRIPT)], connect: [CLOUDFLARE_BEACON] },
      };
  }
}

/**
 * The inline script that adds the provider's tag to the head: at once, or, on a page Chromium prerenders (the
 * speculation rules, ./speculation-rules.ts), once the visitor is shown it, so that a page fetched ahead and never
 * seen is never counted. A provider's script cannot be relied on to wait by itself.
 */
export function analyticsLoader({ src, attributes }: Pick<AnalyticsTag, "src" | "attributes">): string {
  // `<` escaped, so that no value can close the script.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
  return (
    "(function () {" +
    "function add() {" +
    'var script = document.createElement("script");' +
    `var attributes = ${json(attributes)};` +
    'for (var name in attributes) script.setAttribute(name, attributes[name] === true ? "" : attributes[name]);' +
    `script.src = ${json(src)};` +
    "document.head.appendChild(script);" +
    "}" +
    'if (document.prerendering) document.addEventListener("prerenderingchange", add, { once: true });' +
    "else add();" +
    "})();"
  );
}
