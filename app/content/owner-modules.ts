// site.ts and settings.ts, imported from the content folder in use (content-folder.ts). Imported by path at run
// time, not by a static import, so that CONTENT_DIR can point the same engine at another site: Node, Vite's
// module runner and Vitest all load the file as they would a static import.
import { pathToFileURL } from "node:url";
import { contentFile, contentPath } from "./content-folder.ts";
import { ContentError } from "./content-problems.ts";
import { ownerModuleProblem } from "./owner-module-errors.ts";
import { parseSettings, type Settings } from "./settings-schema.ts";
import type { SiteContent } from "./schema.ts";
import type { SettingsInput } from "./settings-schema.ts";

/** A content file's export; a missing file or a syntax error in it is a ContentError of one line (owner-module-errors.ts). */
async function ownerModule<T>(file: string, name: string): Promise<T> {
  const path = contentPath(file);
  let module: Record<string, unknown>;
  try {
    module = (await import(/* @vite-ignore */ pathToFileURL(path).href)) as Record<string, unknown>;
  } catch (error) {
    const problem = ownerModuleProblem(path, error);
    if (problem) throw new ContentError([problem]);
    throw error;
  }
  if (!(name in module)) throw new ContentError([`${contentFile(file)}: exports no \`${name}\`; write \`export const ${name} = { … }\``]);
  return module[name] as T;
}

export const site = await ownerModule<SiteContent>("site.ts", "site");
export const settings = await ownerModule<SettingsInput>("settings.ts", "settings");

let checked: Settings | undefined;

/**
 * settings.ts checked against its schema when first asked (the content check asks first), not when this module is
 * imported: a bad value is then one of the check's lines, never an exception thrown while modules load.
 */
export function checkedSettings(): Settings {
  return (checked ??= parseSettings(settings));
}

/** The site's origin: the SITE_URL environment variable for one build, or site.ts's `url`. */
export function siteUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.SITE_URL?.trim() || site.url;
}
