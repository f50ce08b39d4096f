// The last step of `npm run build` (react-router.config.ts): when the site still carries the sample's
// address or the sample person's name, say so. A fork that has not yet made
// the site its own would otherwise publish canonical links, share cards, the
// sitemap and the CV pointing at the sample's site, without being told. The
// sample is known by content/sample.ts, beside site.ts; without that file
// nothing is the sample.
// A warning, not an error: building the sample itself is legitimate.
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { contentFile, contentPath } from "../app/collections/content-folder.ts";
import type { SiteContent } from "../app/schemas/site-schema.ts";
import { siteRoot } from "../app/addresses/site-url.ts";
import { basePath } from "./base-path.ts";

/** Who the sample content is about and where it is published: content/sample.ts. */
export type SampleFingerprint = { host: string; name: string };

/** One line per way the build still carries the sample; none for a site made its own. */
export function sampleLeaks(site: Pick<SiteContent, "person">, root: string, sample: SampleFingerprint): string[] {
  const leaks: string[] = [];
  const host = new URL(root).hostname;
  if (host === sample.host || host.endsWith(`.${sample.host}`)) {
    leaks.push(
      `The site's address is the sample's (${root}): canonical links, share cards, the sitemap and the CV point at it. Set \`url\` in ${contentFile("site.ts")}, or SITE_URL.`,
    );
  }
  if (site.person.name.trim() === sample.name) {
    leaks.push(`The person is the sample's, ${sample.name}. Set person in ${contentFile("site.ts")}.`);
  }
  return leaks;
}

export function sampleWarning(leaks: readonly string[]): string {
  if (leaks.length === 0) return "";
  return [
    "",
    "⚠ This build still carries the sample content:",
    ...leaks.map((leak) => `  • ${leak}`),
    "  See the README, “Make it yours”.",
    "",
  ].join("\n");
}

/** The build's last step (react-router.config.ts): the warning, if the site still carries the sample. */
export async function sampleCheck(modulePath = contentPath("site.ts"), samplePath = contentPath("sample.ts")) {
  if (!existsSync(samplePath)) return { warnings: [] };
  const { site } = (await import(/* @vite-ignore */ pathToFileURL(modulePath).href)) as { site: SiteContent };
  const { SAMPLE } = (await import(/* @vite-ignore */ pathToFileURL(samplePath).href)) as { SAMPLE: SampleFingerprint };
  const root = siteRoot(process.env.SITE_URL?.trim() || site.url, basePath());
  const warning = sampleWarning(sampleLeaks(site, root, SAMPLE));
  return { warnings: warning ? [warning] : [] };
}
