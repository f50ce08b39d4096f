// The script faces (Noto Sans JP, SC, KR and Arabic, from ./font-pairs.ts)
// as the share images and the CV draw them, for letters the pair's faces do
// not write. Neither renderer reads the site's WOFF2 slices as they are
// (satori reads no WOFF2, react-pdf needs one font per family and weight),
// and a whole CJK face is 5 MB: so each @fontsource-variable slice that holds
// some of the letters is cut down to them with harfbuzz (subset-font) as a
// static TTF, at the weights the two use. The language picks among faces that
// share letters: a Japanese text's Han characters take Japanese forms, a
// Chinese text's Chinese ones. Build only.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import * as fontkit from "fontkit";
import subsetFont from "subset-font";
import { cached, hashOf } from "../../tools/build-cache.ts";
import { inRanges, parseSubsets, type SourceSubset } from "./font-metrics.ts";
import { SCRIPT_FACES, scriptFacesFor, type ScriptFace } from "./font-pairs.ts";

const require = createRequire(import.meta.url);

/** Text at 400; names, titles and headings at 700 (satori and react-pdf take the nearest). */
const WEIGHTS = [400, 700] as const;

/** A cut of one slice: its own name, as both renderers keep one font per name and weight. */
export type ScriptFont = { name: string; data: Buffer; weight: (typeof WEIGHTS)[number]; style: "normal" };

type Slice = SourceSubset & { face: ScriptFace; folder: string };

let slices: Slice[] | undefined;

/** Every script face's slices the site uses, with the code points each covers. */
function allSlices(): Slice[] {
  slices ??= SCRIPT_FACES.flatMap((face) => {
    const folder = dirname(require.resolve(`@fontsource-variable/${face.variable}/package.json`));
    const { subsets } = face;
    return parseSubsets(readFileSync(join(folder, "wght.css"), "utf8"), face.variable)
      .filter((subset) => (subsets instanceof RegExp ? subsets.test(subset.subset) : subsets.includes(subset.subset)))
      .map((subset) => ({ ...subset, face, folder }));
  });
  return slices;
}

/** Each slice's file and its parsed font, read once per build: every image and CV asks again. */
const sources = new Map<string, { source: Buffer; font: fontkit.Font }>();

function sliceSource(slice: Slice) {
  const file = join(slice.folder, "files", slice.file);
  let entry = sources.get(file);
  if (!entry) {
    const source = readFileSync(file);
    entry = { source, font: fontkit.create(source) as fontkit.Font };
    sources.set(file, entry);
  }
  return entry;
}

/** For each slice that draws some of `text`'s letters, in the language's order of faces: those letters. */
function cuts(text: string, language: string): { slice: Slice; points: number[] }[] {
  let wanted = [...new Set([...text].filter((char) => !/\s/u.test(char)).map((char) => char.codePointAt(0) ?? 0))];
  const found: { slice: Slice; points: number[] }[] = [];
  for (const face of scriptFacesFor(language)) {
    for (const slice of allSlices().filter((candidate) => candidate.face === face)) {
      const inRange = wanted.filter((point) => inRanges(point, slice.ranges));
      if (inRange.length === 0) continue;
      const { font } = sliceSource(slice);
      const points = inRange.filter((point) => font.hasGlyphForCodePoint(point));
      if (points.length === 0) continue;
      wanted = wanted.filter((point) => !points.includes(point));
      found.push({ slice, points });
    }
  }
  return found;
}

/** The letters of `text` that no script face draws, in the order they first appear. */
export function undrawnByScriptFaces(text: string, language: string): string[] {
  const drawn = new Set(cuts(text, language).flatMap(({ points }) => points));
  return [...new Set([...text])].filter((char) => !/\s/u.test(char) && !drawn.has(char.codePointAt(0) ?? 0));
}

/**
 * Fonts that draw `text`'s letters, from the script faces in the order the
 * language's pages use them: for each slice that has some of them, a TTF of
 * just those letters at each weight. None when no script face has them.
 */
export async function scriptFonts(text: string, language: string): Promise<ScriptFont[]> {
  const fonts: ScriptFont[] = [];
  for (const { slice, points } of cuts(text, language)) {
    const { source } = sliceSource(slice);
    const characters = String.fromCodePoint(...points);
    const name = `${slice.face.family} ${slice.subset} ${hashOf([characters]).slice(0, 8)}`;
    for (const weight of WEIGHTS) {
      const data = await cached("script-fonts", [source, characters, String(weight)], () =>
        subsetFont(source, characters, { targetFormat: "truetype", variationAxes: { wght: weight } }),
      );
      fonts.push({ name, data: Buffer.from(data), weight, style: "normal" });
    }
  }
  return fonts;
}
