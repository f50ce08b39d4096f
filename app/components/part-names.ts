// The template's parts an owner may replace with content/components/<part>.tsx (docs/content.md, "Your own
// parts"): each named by the template component's own file name, app/components/<part>.tsx. Plain data, read by
// the build's check (vite/owner-part-files.ts), the upgrade's audit (cli/part-overrides.ts) and the pages
// (./owner-parts.tsx) alike.

export const PART_NAMES = [
  "site-header",
  "site-footer",
  "home-intro",
  "project-card",
  "post-header",
  "project-header",
] as const;

export type PartName = (typeof PART_NAMES)[number];

/** The folder of the owner's parts, within the content folder. */
export const PARTS_FOLDER = "components";

export function isPartName(name: string): name is PartName {
  return (PART_NAMES as readonly string[]).includes(name);
}

/** The template's own file for a part, from the repository's root. */
export function templatePartFile(name: PartName): string {
  return `app/components/${name}.tsx`;
}
