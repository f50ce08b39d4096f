// Which languages the CV can be generated in. The PDF renderer (@react-pdf)
// lays text out left to right only, with no bidirectional algorithm, and can
// only draw what its text face (cv-font-files.ts) or a script face
// (cv-script-fonts.server.ts: Japanese, Chinese, Korean) has glyphs for. A
// language it cannot write gets no CV of its own: the content check says why,
// and that language's pages link the default language's CV instead. The
// pages, the CV's route and its addresses (app/addresses/route-params.ts) all decide
// here, so they agree.
import { readFileSync } from "node:fs";
import * as fontkit from "fontkit";
import { languageName, type Language } from "../languages/language-tags.ts";
import type { Messages } from "../i18n/messages/en.ts";
import { undrawnByScriptFaces } from "../fonts/script-fonts.ts";
import { CV_FONT_FAMILIES, CV_FONT_FILES } from "./cv-font-files.ts";

let font: fontkit.Font | undefined;

function cvFont(): fontkit.Font {
  font ??= fontkit.create(readFileSync(CV_FONT_FILES.regular)) as fontkit.Font;
  return font;
}

let display: fontkit.Font | undefined;

/** Whether the display face has every glyph of the text: the name is set in it only then, in the text face's bold otherwise. */
export function displayFaceWrites(text: string): boolean {
  display ??= fontkit.create(readFileSync(CV_FONT_FILES.display)) as fontkit.Font;
  const face = display;
  return [...text].every((char) => /\s/u.test(char) || face.hasGlyphForCodePoint(char.codePointAt(0) ?? 0));
}

/** Characters the font has no glyph for, in the order they first appear (white space aside). */
export function missingGlyphs(text: string): string[] {
  const missing = new Set<string>();
  for (const char of text) {
    if (/\s/u.test(char)) continue;
    if (!cvFont().hasGlyphForCodePoint(char.codePointAt(0) ?? 0)) missing.add(char);
  }
  return [...missing];
}

/** Why the CV cannot be written in this language, or undefined when it can. `text` is everything it would say. */
export function cvProblem(language: Language, text: string): string | undefined {
  if (language.dir === "rtl") {
    return `the CV cannot be generated in ${languageName(language)}: the PDF renderer cannot lay out right-to-left text`;
  }
  // Letters the CV's faces lack are drawn in the script faces (cv-script-fonts.server.ts), where one has them.
  const missing = undrawnByScriptFaces(missingGlyphs(text).join(""), language.base);
  if (missing.length > 0) {
    return `the CV cannot be generated in ${languageName(language)}: its font, ${CV_FONT_FAMILIES.text}, has no glyphs for ${missing.slice(0, 8).join(" ")}`;
  }
  return undefined;
}

/** Everything the CV of a language says: the content and the headings. */
export function cvText(content: unknown, t: Messages): string {
  return [
    JSON.stringify(content),
    t.cvProfile,
    t.cvExperience,
    t.cvProjects,
    t.cvSkills,
    t.cvEducation,
    t.cvLanguages,
    t.present,
    t.cvTitle(""),
  ].join("\n");
}

export type CvPlan = {
  language: Language;
  /** The file this language's pages link: its own, or the default language's when it has none. */
  downloadName: string;
  /** Why it links the default language's CV; undefined when it has its own. */
  problem?: string;
};

/**
 * Each language's CV, the default first. `content` gives a language's site
 * and projects as the CV shows them, `messages` its words.
 */
export function cvPlans(
  languages: readonly Language[],
  content: (language: Language) => { person: { cv: { downloadName: string; file?: string } } },
  messages: (language: Language) => Messages,
): CvPlan[] {
  const [main] = languages;
  if (!main) return [];
  const mainName = content(main).person.cv.downloadName;
  return languages.map((language) => {
    const own = content(language);
    // A PDF of the owner's own is whatever they made it; it needs no font.
    const problem =
      language.isDefault || own.person.cv.file ? undefined : cvProblem(language, cvText(own, messages(language)));
    return { language, downloadName: problem ? mainName : own.person.cv.downloadName, ...(problem ? { problem } : {}) };
  });
}
