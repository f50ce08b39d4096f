// Where the build's font step (vite/font-subsets.ts) writes the site's web fonts: fonts.css, the .woff2 cuts and
// manifest.json. Here, with the build's tools, because the pages import them (vite/content-aliases.ts's @fonts) and
// the diagrams are measured in them (app/markdown/mermaid-diagrams.ts), which runs bundled into the build's server
// code too: so from the project's root, where the build, the development server and the tests run, as the build
// cache is (./build-cache.ts). A cache beside the others, never in the repository; not under build/, which React
// Router empties as it starts.
import { resolve } from "node:path";

/** The web fonts: fonts.css, the .woff2 subsets and manifest.json. */
export const FONTS_DIR = resolve(".cache/generated/fonts");
