// What the build makes from the content before Vite runs: the icons, the CVs
// and the share images (served as they are: Vite's public folder) and the web
// fonts (imported by the pages). Under build/, like everything a build writes,
// never in the repository.
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Files served at the site's root as they are: favicon, icons, manifest, cv/, og/. */
export const PUBLIC_DIR = join(root, "build/generated/public");
/** The web fonts: fonts.css, the .woff2 subsets and manifest.json. */
export const FONTS_DIR = join(root, "build/generated/fonts");
