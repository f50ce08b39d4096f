// How the build names a file it puts in build/client/assets beside Rollup's: the encoded images
// (vite/image-files.ts) and the joined stylesheets (vite/joined-stylesheets.ts). A module of its own, so that the
// stylesheets' step, which runs with react-router.config.ts, does not load the image encoders to name a file.
import { createHash } from "node:crypto";
import { extname } from "node:path";

/**
 * Where a file of these bytes goes under the client's build folder: Vite's own
 * pattern, `assets/[name]-[hash][extname]`, with a hash of the bytes, so the
 * name changes whenever the file does and can be cached as immutable.
 */
export function assetFileName(name: string, source: string | Uint8Array): string {
  const extension = extname(name);
  const stem = name.slice(0, name.length - extension.length).replace(/[^\w.-]/g, "_");
  const hash = createHash("sha256").update(source).digest("base64url").slice(0, 8);
  return `assets/${stem}-${hash}${extension}`;
}
