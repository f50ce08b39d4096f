// What the root's loader hands the page for its policy and its analytics tag
// (./content-security-policy.ts, ./analytics.ts), worked out on the server.
import { createHash } from "node:crypto";
import { checkedSettings } from "~/content/owner-modules";
import { analyticsTag, type AnalyticsTag } from "./analytics";

export type PageSecurity<Script extends string> = {
  /** Each inline script's CSP hash source, by name. */
  scriptHashes: Record<Script, string>;
  /** The owner's analytics provider's tag, if settings.ts names one. */
  analytics?: AnalyticsTag;
};

/** The CSP hash source of a script's text, as the browser computes it (UTF-8, newlines normalised). */
export function scriptHash(text: string): string {
  const normalised = text.replace(/\r\n?/g, "\n");
  return `sha256-${createHash("sha256").update(normalised, "utf8").digest("base64")}`;
}

// Asked when the first page is made, not at import: settings.ts is checked when the build asks.
let analytics: AnalyticsTag | undefined | null = null;
function ownerAnalytics(): AnalyticsTag | undefined {
  if (analytics === null) {
    const owner = checkedSettings().analytics;
    analytics = owner && analyticsTag(owner);
  }
  return analytics;
}

const made = new WeakMap<object, PageSecurity<string>>();

/**
 * The inline scripts' hashes, and the owner's analytics tag: made once per set
 * of scripts, since the root's loader asks for every page twice (its data, then
 * its HTML) and the scripts never change.
 */
export function pageSecurity<Script extends string>(scripts: Record<Script, string>): PageSecurity<Script> {
  let security = made.get(scripts);
  if (!security) {
    const scriptHashes = Object.fromEntries(
      Object.entries<string>(scripts).map(([name, text]) => [name, scriptHash(text)]),
    );
    const tag = ownerAnalytics();
    security = { scriptHashes, ...(tag ? { analytics: tag } : {}) };
    made.set(scripts, security);
  }
  return security as PageSecurity<Script>;
}
