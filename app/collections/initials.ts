// The owner's monogram, on the icons (vite/icons.ts) and on a share
// image without a screenshot or portrait (app/share-image/share-image.tsx).

/** The first letter of the first and last names, capitalised: "Ada Lovelace" → "AL". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  return ((words[0]?.[0] ?? "") + (words.length > 1 ? (words.at(-1)?.[0] ?? "") : "")).toUpperCase();
}
