// Each page's stylesheets joined into two files, once every page is written (react-router.config.ts). React Router
// links one file per CSS chunk the page's modules import: the root's, each shared component's, the route's, nine on
// a home page, and each is a request that holds the first paint. The stylesheets every page links first become one
// file, cached from page to page; the rest of each page becomes one more, shared by the pages that link the same
// list. The order of the rules is kept, so the cascade is the same (docs/decisions/0079-two-stylesheets-a-page.md).
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { assetFileName } from "./asset-file-name.ts";
import type { StepResult } from "./build-report.ts";

/** A stylesheet link as React renders it into a pre-rendered page. */
const LINK = /<link rel="stylesheet" href="([^"]+)"\/>/g;

/** The hrefs of the stylesheets a page links, in order. */
export const linkedStylesheets = (html: string): string[] =>
  [...html.matchAll(LINK)].flatMap((match) => match[1] ?? []);

/** How many leading entries every list has in common. */
export function sharedPrefixLength(lists: readonly (readonly string[])[]): number {
  const [first = [], ...rest] = lists;
  let length = 0;
  while (length < first.length && rest.every((list) => list[length] === first[length])) length++;
  return length;
}

/** A page's stylesheets in two runs: those every page links first, and the page's own rest (either may be empty). */
export type Runs = { shared: string[]; own: string[] };

/** Each page's runs: the longest list every page with a stylesheet begins with is the shared one. */
export function joinPlan(pages: ReadonlyMap<string, readonly string[]>): Map<string, Runs> {
  const shared = sharedPrefixLength([...pages.values()].filter((list) => list.length > 0));
  return new Map([...pages].map(([page, list]) => [page, { shared: list.slice(0, shared), own: list.slice(shared) }]));
}

/** The page's HTML with each joined run's links replaced by one link to its file, where the run's first link was. */
export function relink(html: string, joined: ReadonlyMap<readonly string[], string>) {
  const replacement = new Map<string, string>();
  for (const [run, href] of joined) run.forEach((from, index) => replacement.set(from, index === 0 ? href : ""));
  return html.replace(LINK, (tag, href: string) => {
    const to = replacement.get(href);
    return to === undefined ? tag : to && `<link rel="stylesheet" href="${to}"/>`;
  });
}

/**
 * Joins the stylesheets of every page under `clientDir`, whose links start with `base` (the site's base path), and
 * removes the files no page links any more. A run of one stylesheet is left as it is.
 */
export async function joinStylesheets(clientDir: string, base: string): Promise<StepResult> {
  const pageFiles = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name));
  const html = new Map(await Promise.all(pageFiles.map(async (file) => [file, await readFile(file, "utf8")] as const)));
  const isBuilt = (href: string) => href.startsWith(base) && href.endsWith(".css");
  const fileOf = (href: string) => join(clientDir, href.slice(base.length));
  // A page that links a stylesheet other than the build's own is left as it is.
  const local = new Map(
    [...html].map(([file, text]) => [file, linkedStylesheets(text)] as const).filter(([, list]) => list.every(isBuilt)),
  );
  const before = new Set([...local.values()].flat());

  const written = new Map<string, string>();
  const joined = async (run: readonly string[], name: string) => {
    const key = run.join("\n");
    const known = written.get(key);
    if (known) return known;
    const parts = await Promise.all(run.map((href) => readFile(fileOf(href), "utf8")));
    const text = parts.map((part) => part.trimEnd()).join("\n");
    const href = `${base}${assetFileName(`${name}.css`, text)}`;
    await writeFile(fileOf(href), text);
    written.set(key, href);
    return href;
  };
  let most = 0;
  for (const [file, { shared, own }] of joinPlan(local)) {
    const runs = new Map<readonly string[], string>();
    if (shared.length > 1) runs.set(shared, await joined(shared, "site"));
    if (own.length > 1) runs.set(own, await joined(own, "page"));
    const page = html.get(file) ?? "";
    const text = relink(page, runs);
    // A page with no run to join (no stylesheet, or one) is not written again.
    if (text !== page) {
      html.set(file, text);
      await writeFile(file, text);
    }
    most = Math.max(most, linkedStylesheets(text).length);
  }

  const after = new Set([...html.values()].flatMap(linkedStylesheets));
  const unlinked = [...before].filter((href) => !after.has(href));
  await Promise.all(unlinked.map((href) => rm(fileOf(href), { force: true })));
  return {
    said: `Stylesheets joined: ${unlinked.length} files into ${written.size}, at most ${most} a page.`,
  };
}
