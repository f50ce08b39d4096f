// The CV's accent: the owner's (settings.ts) as the site's light theme draws it, on the look's surfaces, moved, if
// it must be, until it reads on white, as the page behind the CV is; and the portrait's corners after the look's
// shape. Apart from cv-document.tsx, so the CV's cache key can name them without loading the renderer.
import { LOOKS } from "../schemas/looks.ts";
import { checkedSettings } from "../collections/owner-modules.ts";
import { derivePalette } from "../styles/palette.ts";

const { accent, look } = checkedSettings();

export const CV_ACCENT = derivePalette(accent, look).light.accent;

/** The CV's portrait is 64 points square: a circle, a rounded square or a square, as the look draws it. */
export const CV_PORTRAIT_RADIUS = { circle: 32, rounded: 10, square: 0 }[LOOKS[look].shape.portrait];
