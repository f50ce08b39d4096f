// The CV's typefaces, embedded in the PDF: the site's own pair (settings.ts,
// fonts) as static TTFs (cv-font-files.ts). The 14 standard PDF fonts, such as
// Helvetica, only encode Latin-1, so a name such as "Łukasz Żółkiewski" and
// signs such as "≥" were lost; the text faces cover Latin Extended (and Inter
// and Source Sans 3 Greek and Cyrillic). react-pdf embeds only the glyphs the
// CV uses, so the PDF stays small. Build scripts only, never the browser.
import { Font } from "@react-pdf/renderer";
import { CV_FONT_FAMILIES, CV_FONT_FILES } from "./cv-font-files.ts";

export const CV_FONT = CV_FONT_FAMILIES.text;
export const CV_FONT_BOLD = `${CV_FONT_FAMILIES.text} Bold`;
export const CV_FONT_DISPLAY = `${CV_FONT_FAMILIES.display} Display`;

Font.register({ family: CV_FONT, src: CV_FONT_FILES.regular });
Font.register({ family: CV_FONT_BOLD, src: CV_FONT_FILES.bold });
Font.register({ family: CV_FONT_DISPLAY, src: CV_FONT_FILES.display });
