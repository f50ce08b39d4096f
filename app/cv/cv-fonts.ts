// The CV's typeface, embedded in the PDF: Inter, from the @expo-google-fonts/inter
// package (the full Google Fonts TTF files, so no download at build time). The 14
// standard PDF fonts, such as Helvetica, only encode Latin-1, so a name such as
// "Łukasz Żółkiewski", any Greek or Cyrillic, and signs such as "≥" were lost;
// Inter covers Latin, Greek and Cyrillic and those signs. react-pdf embeds only the
// glyphs the CV uses, so the PDF stays small. Build scripts only, never the browser.
import { Font } from "@react-pdf/renderer";
import { CV_FONT_FILES } from "./cv-font-files.ts";

export const CV_FONT = "Inter";
export const CV_FONT_BOLD = "Inter Bold";

Font.register({ family: CV_FONT, src: CV_FONT_FILES.regular });
Font.register({ family: CV_FONT_BOLD, src: CV_FONT_FILES.bold });
