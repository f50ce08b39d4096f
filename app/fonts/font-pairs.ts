// The typefaces an owner can choose in settings.ts (`fonts`): a short list of
// pairs, a display face for names and headings and a text face for everything
// else, each chosen because the two work together. Every face is a variable
// font from an @fontsource-variable package, served from the site itself
// (vite/font-subsets.ts), and the same family's static TTFs from an
// @expo-google-fonts package draw the CV and the share images.
// Why these pairs and this default: docs/decisions/0014-self-hosted-fonts.md.
// Build scripts only; the browser bundle never imports it.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** The metrics family a face falls back to while it loads: Arial's or Times New Roman's. */
export type FallbackKind = "sans" | "serif";

export type Face = {
  /** The family name the CSS uses; the fallback face is "<family> Fallback". */
  family: string;
  /** The @fontsource-variable package and the file prefix of its `<prefix>-<subset>-wght-normal.woff2` files. */
  variable: string;
  fallback: FallbackKind;
  /** Static TTFs of the same family for the CV and share images: the package and its regular, semibold and bold files. */
  static: { package: string; regular: string; semibold: string; bold: string };
};

const expo = (pkg: string, name: string) => ({
  package: `@expo-google-fonts/${pkg}`,
  regular: `400Regular/${name}_400Regular.ttf`,
  semibold: `600SemiBold/${name}_600SemiBold.ttf`,
  bold: `700Bold/${name}_700Bold.ttf`,
});

export const FACES = {
  inter: { family: "Inter", variable: "inter", fallback: "sans", static: expo("inter", "Inter") },
  fraunces: { family: "Fraunces", variable: "fraunces", fallback: "serif", static: expo("fraunces", "Fraunces") },
  "source-serif-4": {
    family: "Source Serif 4",
    variable: "source-serif-4",
    fallback: "serif",
    static: expo("source-serif-4", "SourceSerif4"),
  },
  "source-sans-3": {
    family: "Source Sans 3",
    variable: "source-sans-3",
    fallback: "sans",
    static: expo("source-sans-3", "SourceSans3"),
  },
  "bricolage-grotesque": {
    family: "Bricolage Grotesque",
    variable: "bricolage-grotesque",
    fallback: "sans",
    static: expo("bricolage-grotesque", "BricolageGrotesque"),
  },
} as const satisfies Record<string, Face>;

export type FaceName = keyof typeof FACES;

/**
 * The pairs, by the name settings.ts uses. The first is the default.
 * - editorial: Fraunces, a soft, warm serif with character, over Inter, a
 *   neutral text face made for screens. Personal without being loud.
 * - classic: Source Serif 4 over Source Sans 3, a matched family from one
 *   designer: sober and bookish; both write Greek and Cyrillic too.
 * - modern: Bricolage Grotesque, a grotesque with ink traps, over Inter:
 *   the look of a product site.
 * - humanist: Fraunces over Source Sans 3, a warm display face over an open,
 *   humanist text face that stays easy at length.
 */
export const FONT_PAIRS = {
  editorial: { display: "fraunces", text: "inter" },
  classic: { display: "source-serif-4", text: "source-sans-3" },
  modern: { display: "bricolage-grotesque", text: "inter" },
  humanist: { display: "fraunces", text: "source-sans-3" },
} as const satisfies Record<string, { display: FaceName; text: FaceName }>;

export type FontPairName = keyof typeof FONT_PAIRS;

export const FONT_PAIR_NAMES = Object.keys(FONT_PAIRS) as [FontPairName, ...FontPairName[]];

/** A face for a script the pairs do not write. */
export type ScriptFace = {
  family: string;
  /** The @fontsource-variable package and the file prefix of its files. */
  variable: string;
  /** Its subsets the site uses: named, or matched (the CJK faces' numbered slices, not their Latin). */
  subsets: readonly string[] | RegExp;
  /**
   * Languages (by their language subtag) whose pages put this face first
   * among the script faces, and whose text it is built from: Chinese,
   * Japanese and Korean share the Han characters but draw them differently,
   * so each language's pages take its own face's forms.
   */
  languages?: readonly string[];
  /** Built from the text of the languages no script face names, too: the face a quotation in another language shows in. */
  forOtherLanguages?: boolean;
};

/**
 * Faces for scripts the pairs do not write, added after the pair's face in
 * the text and display stacks: a page only downloads one when its text has
 * that script's letters (unicode-range), and the build cuts each down to the
 * letters the content writes. Why these: docs/decisions/ (the CJK faces' record).
 */
export const SCRIPT_FACES: readonly ScriptFace[] = [
  { family: "Noto Sans Arabic", variable: "noto-sans-arabic", subsets: ["arabic"] },
  { family: "Noto Sans JP", variable: "noto-sans-jp", subsets: /^\d+$/, languages: ["ja"], forOtherLanguages: true },
  { family: "Noto Sans SC", variable: "noto-sans-sc", subsets: /^\d+$/, languages: ["zh"] },
  { family: "Noto Sans KR", variable: "noto-sans-kr", subsets: /^\d+$/, languages: ["ko"] },
];

/** The script faces in the order a language's pages list them: its own first. */
export function scriptFacesFor(language: string): ScriptFace[] {
  const own = SCRIPT_FACES.filter((face) => face.languages?.includes(language));
  return [...own, ...SCRIPT_FACES.filter((face) => !own.includes(face))];
}

const require = createRequire(import.meta.url);

/** The static TTFs of a pair's faces, for the CV and the share images. */
export function staticFontFiles(pair: FontPairName) {
  const files = (face: Face) => {
    const folder = dirname(require.resolve(`${face.static.package}/package.json`));
    return {
      family: face.family,
      regular: join(folder, face.static.regular),
      semibold: join(folder, face.static.semibold),
      bold: join(folder, face.static.bold),
    };
  };
  const { display, text } = FONT_PAIRS[pair];
  return { display: files(FACES[display]), text: files(FACES[text]) };
}
