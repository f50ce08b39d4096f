// site.ts and settings.ts, imported from the content folder in use (content-folder.ts). Imported by path at run
// time, not by a static import, so that CONTENT_DIR can point the same engine at another site: Node, Vite's
// module runner and Vitest all load the file as they would a static import.
import { pathToFileURL } from "node:url";
import { contentPath } from "./content-folder.ts";
import type { SiteContent } from "./schema.ts";
import type { SettingsInput } from "./settings-schema.ts";

async function ownerModule<T>(file: string, name: string): Promise<T> {
  const module = (await import(/* @vite-ignore */ pathToFileURL(contentPath(file)).href)) as Record<string, unknown>;
  return module[name] as T;
}

export const site = await ownerModule<SiteContent>("site.ts", "site");
export const settings = await ownerModule<SettingsInput>("settings.ts", "settings");

/** The site's origin: the SITE_URL environment variable for one build, or site.ts's `url`. */
export function siteUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.SITE_URL?.trim() || site.url;
}
