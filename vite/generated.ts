// What the build's first steps make from the content, before Vite reads a
// page (vite/icons.ts, web-fonts.ts): the icons (served as they are: Vite's
// public folder) and the web fonts (imported by the pages). The CVs and the share images are routes (app/routes/cv.ts,
// share-image.ts). A cache beside the image cache, never in the
// repository; not under build/, which React Router empties as it starts.
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Files served at the site's root as they are: favicon, icons, manifest. */
export const PUBLIC_DIR = join(root, ".cache/generated/public");
/** The web fonts: fonts.css, the .woff2 subsets and manifest.json. */
export const FONTS_DIR = join(root, ".cache/generated/fonts");
/** The maths font, cut to the content's formulas (vite/maths-font.ts): its .woff2 and maths-font.css, or nothing. */
export const MATHS_FONT_DIR = join(root, ".cache/generated/maths-font");
