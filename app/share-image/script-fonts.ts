// The faces a share image falls back to for letters the pair's faces do not
// write: the site's script faces (Noto Sans JP, SC, KR and Arabic, from
// app/content/font-pairs.ts), handed to satori through its
// loadAdditionalAsset hook, which asks for each run of text its fonts cannot
// draw. satori reads TTF but not WOFF2, and a CJK face is 5 MB, so each
// @fontsource-variable slice that holds the run's letters is cut down to them
// with harfbuzz (subset-font) as a static TTF, at the weights the image uses.
// The page's own language picks among faces that share letters: a Japanese
// page's Han characters are drawn in Japanese forms, a Chinese page's in Chinese ones.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import * as fontkit from "fontkit";
import type { Font } from "satori";
import subsetFont from "subset-font";
import { cached, hashOf } from "../../scripts/build-cache.ts";
import { inRanges, parseSubsets, type SourceSubset } from "../../scripts/fonts.ts";
import { SCRIPT_FACES, scriptFacesFor, type ScriptFace } from "../content/font-pairs.ts";

const require = createRequire(import.meta.url);

/** The weights the image sets: text at 400, the name and title at 600 and 700 (satori takes the nearest). */
const WEIGHTS = [400, 700] as const;

type Slice = SourceSubset & { face: ScriptFace; folder: string };

let slices: Promise<Slice[]> | undefined;

/** Each slice's file and its parsed font, read once per build: every image asks again. */
const sources = new Map<string, Promise<{ source: Buffer; font: fontkit.Font }>>();

function sliceSource(slice: Slice) {
  const file = join(slice.folder, "files", slice.file);
  let entry = sources.get(file);
  if (!entry) {
    entry = readFile(file).then((source) => ({ source, font: fontkit.create(source) as fontkit.Font }));
    sources.set(file, entry);
  }
  return entry;
}

/** Every script face's slices the site uses, with the code points each covers. */
async function allSlices(): Promise<Slice[]> {
  const lists = await Promise.all(
    SCRIPT_FACES.map(async (face) => {
      const folder = dirname(require.resolve(`@fontsource-variable/${face.variable}/package.json`));
      const { subsets } = face;
      return parseSubsets(await readFile(join(folder, "wght.css"), "utf8"), face.variable)
        .filter((subset) => (subsets instanceof RegExp ? subsets.test(subset.subset) : subsets.includes(subset.subset)))
        .map((subset) => ({ ...subset, face, folder }));
    }),
  );
  return lists.flat();
}

/**
 * Fonts that draw `text`'s letters, from the script faces in the order the
 * language's pages use them: for each slice that has some of them, a TTF of
 * just those letters at each weight. None when no script face has them.
 */
export async function scriptFonts(text: string, language: string): Promise<Font[]> {
  slices ??= allSlices();
  const all = await slices;
  let wanted = [...new Set([...text].filter((char) => !/\s/u.test(char)).map((char) => char.codePointAt(0) ?? 0))];
  const fonts: Font[] = [];
  for (const face of scriptFacesFor(language)) {
    for (const slice of all.filter((candidate) => candidate.face === face)) {
      const inRange = wanted.filter((point) => inRanges(point, slice.ranges));
      if (inRange.length === 0) continue;
      const { source, font } = await sliceSource(slice);
      const points = inRange.filter((point) => font.hasGlyphForCodePoint(point));
      if (points.length === 0) continue;
      wanted = wanted.filter((point) => !points.includes(point));
      const characters = String.fromCodePoint(...points);
      for (const weight of WEIGHTS) {
        const data = await cached("share-image-fonts", [source, characters, String(weight)], () =>
          subsetFont(source, characters, { targetFormat: "truetype", variationAxes: { wght: weight } }),
        );
        // A name of its own per slice and run: satori keeps one font per name and weight, and asks once per run.
        const name = `${face.family} ${slice.subset} ${hashOf([characters]).slice(0, 8)}`;
        fonts.push({ name, data: Buffer.from(data), weight, style: "normal" });
      }
    }
  }
  return fonts;
}
