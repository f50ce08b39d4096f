// The names the island markup, its loader (island-loader.js, which spells
// them out: it is plain inline JavaScript) and the hydrated island share.
export const GALLERY_ISLAND = "gallery";
/** The gallery island's entry, from the project's root: a client build input (vite.config.ts). */
export const GALLERY_ENTRY = "app/islands/gallery.client.tsx";
/** Set on the island, and dispatched from it, once React has hydrated it. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
export const HYDRATED_EVENT = "island:hydrated";

/** The ids of the island's props (a JSON data block) and of its status line. */
export function islandIds(name: string, key: string) {
  return { props: `${name}-${key}-props`, status: `${name}-${key}-status` };
}
