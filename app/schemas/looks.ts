// The looks an owner can choose in settings.ts (`look`): each a whole design,
// not a colour. A look names its own font pair and accent (settings.ts's
// `fonts` and `accent` still win), the surfaces the palette derives both
// themes from (app/styles/palette.ts), and the shape the CV and the share
// images draw with. Its type scale, density, widths, header, home-page intro
// and project cards are CSS: the look's tokens in app/styles/look-tokens.css and
// its rules under `:root[data-look="…"]` beside each part's own.
// Why these four and how they are built: docs/decisions/0071-looks.md.
import type { FontPairName } from "../fonts/font-pairs.ts";

/** A lightness and chroma in OKLCH; the hue is the look's neutral hue. */
export type Tone = readonly [lightness: number, chroma: number];

/** The page, a card's surface and a raised surface (a dialog, a menu), in one theme. */
export type ThemeSurfaces = { bg: Tone; surface: Tone; raised: Tone; border: Tone; borderStrong: Tone };

export type Look = {
  /** One line for settings.ts, the docs and the screenshots' captions. */
  description: string;
  fonts: FontPairName;
  accent: string;
  /** The neutrals' hue: the accent's (a trace of it in every grey), or a fixed one (paper). */
  neutralHue: "accent" | number;
  light: ThemeSurfaces;
  dark: ThemeSurfaces;
  /** How the CV and the share images draw corners, in CSS pixels at 1x: a card's, and the portrait's. */
  shape: { radius: number; portrait: "circle" | "rounded" | "square" };
};

export const LOOKS = {
  editorial: {
    description: "warm paper, Fraunces over Inter, a round portrait beside the career, cards framed as browser windows",
    fonts: "editorial",
    accent: "#3b32b8",
    neutralHue: "accent",
    light: {
      bg: [0.975, 0.006],
      surface: [1, 0],
      raised: [1, 0],
      border: [0.9, 0.01],
      borderStrong: [0.76, 0.014],
    },
    dark: {
      bg: [0.17, 0.01],
      surface: [0.21, 0.012],
      raised: [0.245, 0.014],
      border: [0.31, 0.014],
      borderStrong: [0.42, 0.018],
    },
    shape: { radius: 22, portrait: "circle" },
  },
  studio: {
    description:
      "a product studio: Bricolage Grotesque over Inter, the name set huge, crisp white, small corners, a dense grid of flat cards",
    fonts: "modern",
    accent: "#0f766e",
    neutralHue: "accent",
    light: {
      bg: [1, 0],
      surface: [0.965, 0.004],
      raised: [1, 0],
      border: [0.9, 0.006],
      borderStrong: [0.72, 0.01],
    },
    dark: {
      bg: [0.145, 0.004],
      surface: [0.195, 0.006],
      raised: [0.235, 0.008],
      border: [0.3, 0.008],
      borderStrong: [0.44, 0.012],
    },
    shape: { radius: 8, portrait: "rounded" },
  },
  journal: {
    description:
      "a printed journal: Source Serif 4 over Source Sans 3, cream paper, square corners, a centred masthead, projects as a ruled list",
    fonts: "classic",
    accent: "#9b1c31",
    neutralHue: 80,
    light: {
      bg: [0.97, 0.014],
      surface: [0.97, 0.014],
      raised: [0.99, 0.008],
      border: [0.86, 0.02],
      borderStrong: [0.66, 0.025],
    },
    dark: {
      bg: [0.19, 0.008],
      surface: [0.19, 0.008],
      raised: [0.235, 0.01],
      border: [0.33, 0.012],
      borderStrong: [0.46, 0.016],
    },
    shape: { radius: 0, portrait: "circle" },
  },
  showcase: {
    description:
      "a large portrait beside the name, Fraunces over Source Sans 3, tinted surfaces, soft round corners, wide cards that alternate sides",
    fonts: "humanist",
    accent: "#a3167a",
    neutralHue: "accent",
    light: {
      bg: [0.965, 0.016],
      surface: [1, 0],
      raised: [1, 0],
      border: [0.89, 0.02],
      borderStrong: [0.74, 0.025],
    },
    dark: {
      bg: [0.165, 0.022],
      surface: [0.205, 0.026],
      raised: [0.245, 0.028],
      border: [0.31, 0.026],
      borderStrong: [0.43, 0.03],
    },
    shape: { radius: 28, portrait: "rounded" },
  },
} as const satisfies Record<string, Look>;

export type LookName = keyof typeof LOOKS;

/** The looks by name, the default (today's) first. */
export const LOOK_NAMES = Object.keys(LOOKS) as [LookName, ...LookName[]];

export function lookOf(name: LookName): Look {
  return LOOKS[name];
}
