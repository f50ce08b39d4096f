// Where the CV's typeface files are: static TTFs of the pair of faces
// settings.ts chooses (fonts), from their @expo-google-fonts packages, so the
// CV is set in the site's own faces with no download at build time. Apart
// from cv-fonts.ts, which registers them with the PDF renderer, so the build
// can check what the font covers without loading the renderer.
import { staticFontFiles } from "../fonts/font-pairs.ts";
import { checkedSettings } from "../collections/owner-modules.ts";

// Read when first used, not at import: settings.ts is checked when the build asks (the content check's first step).
const pair = () => staticFontFiles(checkedSettings().fonts);

export const CV_FONT_FILES = {
  get regular() {
    return pair().text.regular;
  },
  get bold() {
    return pair().text.bold;
  },
  /** The name at the top, in the display face. */
  get display() {
    return pair().display.semibold;
  },
};

export const CV_FONT_FAMILIES = {
  get text() {
    return pair().text.family;
  },
  get display() {
    return pair().display.family;
  },
};
