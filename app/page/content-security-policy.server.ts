// What the root's loader hands the page for its policy and its analytics tag
// (./content-security-policy.ts, ./analytics.ts), worked out on the server.
import { createHash } from "node:crypto";
import { checkedSettings } from "~/collections/owner-modules";
import { analyticsLoader, analyticsTag, type AnalyticsTag } from "./analytics";

export type PageSecurity<Script extends string, Style extends string = never> = {
  /** Each inline script's CSP hash source, by name. */
  scriptHashes: Record<Script, string>;
  /** Each inline style's, by name. */
  styleHashes: Record<Style, string>;
  /** The owner's analytics provider's tag, if settings.ts names one, and the inline script that adds it. */
  analytics?: AnalyticsSecurity;
};

/** The CSP hash source of an inline script's or style's text, as the browser computes it (UTF-8, newlines normalised). */
export function scriptHash(text: string): string {
  const normalised = text.replace(/\r\n?/g, "\n");
  return `sha256-${createHash("sha256").update(normalised, "utf8").digest("base64")}`;
}

/** A provider's tag, the inline script that adds it (analyticsLoader) and that script's hash. */
export type AnalyticsSecurity = AnalyticsTag & { loader: string; loaderHash: string };

export function analyticsSecurity(tag: AnalyticsTag): AnalyticsSecurity {
  const loader = analyticsLoader(tag);
  return { ...tag, loader, loaderHash: scriptHash(loader) };
}

// Asked when the first page is made, not at import: settings.ts is checked when the build asks.
let analytics: AnalyticsSecurity | undefined | null = null;
function ownerAnalytics(): AnalyticsSecurity | undefined {
  if (analytics === null) {
    const owner = checkedSettings().analytics;
    analytics = owner && analyticsSecurity(analyticsTag(owner));
  }
  return analytics;
}

const made = new WeakMap<object, PageSecurity<string, string>>();

const hashes = (texts: Record<string, string>) =>
  Object.fromEntries(Object.entries(texts).map(([name, text]) => [name, scriptHash(text)]));

/**
 * The inline scripts' and styles' hashes, and the owner's analytics tag: made
 * once per set of scripts, since the root's loader asks for every page twice
 * (its data, then its HTML) and the scripts never change.
 */
export function pageSecurity<Script extends string, Style extends string = never>(
  scripts: Record<Script, string>,
  styles = {} as Record<Style, string>,
): PageSecurity<Script, Style> {
  let security = made.get(scripts);
  if (!security) {
    const tag = ownerAnalytics();
    security = { scriptHashes: hashes(scripts), styleHashes: hashes(styles), ...(tag ? { analytics: tag } : {}) };
    made.set(scripts, security);
  }
  return security as PageSecurity<Script, Style>;
}
