// Fonts for the CV's letters its faces lack (Japanese, Chinese, Korean):
// the script faces cut to those letters (app/fonts/script-fonts.ts),
// registered with the PDF renderer as families the CV's styles fall back to
// (cv-document.tsx). Apart from cv-fonts.ts, which registers the pair's faces
// on import: these depend on the CV's text.
import { Font } from "@react-pdf/renderer";
import { scriptFonts } from "../fonts/script-fonts.ts";

const registered = new Set<string>();

/** Registers fonts that draw `letters` in the language's script faces; returns their families, in the order to try them. */
export async function registerScriptFonts(letters: string, language: string): Promise<string[]> {
  const byFamily = new Map<string, { src: string; fontWeight: number }[]>();
  for (const font of await scriptFonts(letters, language)) {
    const sources = byFamily.get(font.name) ?? [];
    sources.push({ src: `data:font/ttf;base64,${font.data.toString("base64")}`, fontWeight: font.weight });
    byFamily.set(font.name, sources);
  }
  for (const [family, fonts] of byFamily) {
    // A family's name says its letters (a hash of them), so one registered already is the same.
    if (registered.has(family)) continue;
    Font.register({ family, fonts });
    registered.add(family);
  }
  return [...byFamily.keys()];
}
