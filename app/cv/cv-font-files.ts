// Where the CV's typeface files are: static TTFs of the pair of faces
// settings.ts chooses (fonts), from their @expo-google-fonts packages, so the
// CV is set in the site's own faces with no download at build time. Apart
// from cv-fonts.ts, which registers them with the PDF renderer, so the build
// can check what the font covers without loading the renderer.
import { staticFontFiles } from "../content/font-pairs.ts";
import { parseSettings } from "../content/settings-schema.ts";
import { settings } from "../content/owner-modules.ts";

const { display, text } = staticFontFiles(parseSettings(settings).fonts);

export const CV_FONT_FILES = {
  regular: text.regular,
  bold: text.bold,
  /** The name at the top, in the display face. */
  display: display.semibold,
} as const;

export const CV_FONT_FAMILIES = { text: text.family, display: display.family } as const;
