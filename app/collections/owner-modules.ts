// site.ts and settings.ts, imported from the content folder in use (content-folder.ts). Imported by path at run
// time, not by a static import, so that CONTENT_DIR can point the same engine at another site: Node, Vite's
// module runner and Vitest all load the file as they would a static import.
import { existsSync, statSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { contentFile, contentPath } from "./content-folder.ts";
import { ContentError } from "../schemas/content-problems.ts";
import { ownerModuleProblem } from "./owner-module-errors.ts";
import { readsConfigOnly } from "./framework-command.ts";
import { parseSettings, type Settings } from "../schemas/settings-schema.ts";
import type { SiteContent } from "../schemas/site-schema.ts";
import type { SettingsInput } from "../schemas/settings-schema.ts";

// The development server (Vite sets NODE_ENV before it loads its config; a build sets "production") goes on where a
// file does not load: there is no throw at import, in any copy of this module (Vite's config, React Router's, the
// pages' runner), and every page shows the file's line until it is fixed.
// So does `react-router typegen` (`npm run typecheck`), which reads the config only to learn the routes: the type check
// after it names the file's line, once, as it names any other.
const tolerant = () => process.env.NODE_ENV === "development" || readsConfigOnly();
// The files that did not load in this copy: vite/dev-fallbacks.ts, in Vite's config beside it, restarts the server
// when one of them is saved.
const failed = new Set<string>();

/** The owner's files that did not load in this copy of the module (only the development server goes on after one). */
export function failedOwnerModules(): ReadonlySet<string> {
  return failed;
}

/**
 * The file's address for Node, by what it holds: Node keeps a module that failed to load, so an edited file is
 * another address, and every copy of this module in a process imports the same version as one module.
 */
function versioned(path: string): URL {
  const url = pathToFileURL(path);
  if (existsSync(path)) {
    const { mtimeMs, size } = statSync(path);
    url.search = `?version=${mtimeMs}-${size}`;
  }
  return url;
}

const unloadedProblems = new WeakMap<object, ContentError>();

/** Why `value`, an export of this module, did not load; undefined when it did. */
export function unloadedProblem(value: unknown): ContentError | undefined {
  return typeof value === "object" && value !== null ? unloadedProblems.get(value) : undefined;
}

/** Stands for an export that did not load: reading anything of it throws the file's one line, as a page would. */
function unloaded<T>(problem: ContentError): T {
  const fail = () => {
    throw problem;
  };
  // No `then`: an async function resolving to it asks for one.
  const get = (_: object, key: string | symbol) => (key === "then" ? undefined : fail());
  const stand = new Proxy({}, { get, has: fail, ownKeys: fail, getOwnPropertyDescriptor: fail });
  unloadedProblems.set(stand, problem);
  return stand as T;
}

/**
 * A content file's export; a missing file or a syntax error in it is a ContentError of one line
 * (owner-module-errors.ts), thrown here, or for the development server, when the export is first read.
 */
async function ownerModule<T>(file: string, name: string): Promise<T> {
  const path = contentPath(file);
  let module: Record<string, unknown>;
  try {
    // Node only: Vite's module runners read the file again once it changes.
    const url = import.meta.env ? pathToFileURL(path) : versioned(path);
    module = (await import(/* @vite-ignore */ url.href)) as Record<string, unknown>;
    failed.delete(path);
  } catch (error) {
    const problem = ownerModuleProblem(path, error);
    if (!problem) throw error;
    if (!tolerant()) throw new ContentError([problem]);
    failed.add(path);
    return unloaded(new ContentError([problem]));
  }
  if (!(name in module))
    throw new ContentError([`${contentFile(file)}: exports no \`${name}\`; write \`export const ${name} = { … }\``]);
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
  const problem = unloadedProblem(settings);
  if (problem) throw problem;
  return (checked ??= parseSettings(settings));
}

/** The site's origin: the SITE_URL environment variable for one build, or site.ts's `url`. */
export function siteUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.SITE_URL?.trim() || site.url;
}
