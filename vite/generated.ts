// What the build's first steps make from the content, before Vite reads a
// page (vite/icons.ts, web-fonts.ts): the icons (served as they are: Vite's
// public folder) and the web fonts (imported by the pages). The CVs and the share images are routes (app/routes/cv.ts,
// share-image.ts). A cache beside the image cache, never in the
// repository; not under build/, which React Router empties as it starts.
import { randomUUID } from "node:crypto";
import { mkdir, rename, rm } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Files served at the site's root as they are: favicon, icons, manifest. */
export const PUBLIC_DIR = join(root, ".cache/generated/public");
export { FONTS_DIR } from "../tools/generated-fonts.ts";
/** The maths font, cut to the content's formulas (vite/maths-font.ts): its .woff2 and maths-font.css, or nothing. */
export const MATHS_FONT_DIR = join(root, ".cache/generated/maths-font");

/**
 * Fills a fresh folder beside `dir`, then puts it in `dir`'s place (as writeWhole in tools/build-cache.ts does a
 * file), so that another build or dev server of the checkout, making the same folder at the same time, never finds it
 * half written or removed under it (two dev servers did: one emptied fonts/ while the other wrote fonts.css into it).
 */
export async function writeFolderWhole<T>(dir: string, fill: (fresh: string) => Promise<T>): Promise<T> {
  const unique = () => `${process.pid}-${randomUUID().slice(0, 8)}`;
  const fresh = `${dir}.new-${unique()}`;
  await mkdir(fresh, { recursive: true });
  try {
    const result = await fill(fresh);
    // Another process may put its own folder in place between the two renames: then move it aside too, and again.
    for (let attempt = 0; ; attempt++) {
      const old = `${dir}.old-${unique()}`;
      const moved = await rename(dir, old).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === "ENOENT") return false;
          throw error;
        },
      );
      if (moved) await rm(old, { recursive: true, force: true });
      try {
        await rename(fresh, dir);
        return result;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if ((code !== "ENOTEMPTY" && code !== "EEXIST") || attempt >= 10) throw error;
      }
    }
  } finally {
    await rm(fresh, { recursive: true, force: true });
  }
}
