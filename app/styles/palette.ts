// Both themes' colours, derived from the owner's accent (settings.ts, accent)
// in OKLCH: the neutrals carry a trace of the accent's hue, the accent keeps
// its hue and chroma, and only its lightness moves where a pair of colours
// that must be read together would fall below WCAG AA. Every pair the site
// sets text or a control in is checked in both themes; a colour moved to pass
// comes with a note the build prints, and a pair that cannot pass stops the
// build, named. The look (app/schemas/looks.ts) gives the surfaces: how light
// the page, the cards and the borders are, and whether the neutrals take the
// accent's hue or one of their own. Why OKLCH and these pairs:
// docs/decisions/0015-accent-colour.md.
import { clampChroma, formatHex, type Oklch, parse, toGamut, converter, wcagContrast } from "culori";
import { contentFile } from "../collections/content-folder.ts";
import { LOOK_NAMES, LOOKS, type LookName, type Tone } from "../schemas/looks.ts";

const toOklch = converter("oklch");
const inGamut = toGamut("rgb", "oklch");

export const THEMES = ["light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

/** The colour tokens of tokens.css the accent decides. */
export const PALETTE_TOKENS = [
  "bg",
  "surface",
  "surface-raised",
  "text",
  "text-muted",
  "border",
  "border-strong",
  "accent",
  "accent-strong",
  "accent-soft",
  "on-accent",
  "focus",
  // The callouts' colours (GitHub's alerts, app/markdown/markdown-alerts.ts): each kind's hue is fixed, as on GitHub,
  // so a warning looks like one whatever the accent; the neutrals under them still follow it.
  "alert-note",
  "alert-tip",
  "alert-important",
  "alert-warning",
  "alert-caution",
] as const;
export type PaletteToken = (typeof PALETTE_TOKENS)[number];
export type ThemeColours = Record<PaletteToken, string>;

/** The callouts' colours, one per kind of alert. */
export const ALERT_TOKENS = ["alert-note", "alert-tip", "alert-important", "alert-warning", "alert-caution"] as const;

/** Each kind's hue in OKLCH: GitHub's blue, green, purple, amber and red. */
const ALERT_HUES: Record<(typeof ALERT_TOKENS)[number], number> = {
  "alert-note": 255,
  "alert-tip": 150,
  "alert-important": 300,
  "alert-warning": 70,
  "alert-caution": 25,
};

/** The callouts' colours in a theme: dark enough to read on the light theme's page, light enough on the dark one's. */
function alertColours(theme: Theme): Record<(typeof ALERT_TOKENS)[number], string> {
  const [lightness, chroma] = theme === "light" ? [0.5, 0.14] : [0.8, 0.12];
  return Object.fromEntries(
    ALERT_TOKENS.map((token) => [token, hex(clampChroma(oklch(lightness, chroma, ALERT_HUES[token]), "oklch"))]),
  ) as Record<(typeof ALERT_TOKENS)[number], string>;
}

/** A pair read together: the foreground, the background it sits on, and the contrast it needs. */
type Pair = { fg: PaletteToken; bg: PaletteToken; min: number; use: string };

/** Text needs 4.5:1 (WCAG 1.4.3); a focus ring, a control's edge, 3:1 (1.4.11). */
export const CHECKED_PAIRS: readonly Pair[] = [
  ...(["bg", "surface", "surface-raised", "accent-soft"] as const).map((bg) => ({
    fg: "text" as const,
    bg,
    min: 4.5,
    use: "text",
  })),
  ...(["bg", "surface", "surface-raised"] as const).map((bg) => ({
    fg: "text-muted" as const,
    bg,
    min: 4.5,
    use: "secondary text",
  })),
  ...(["bg", "surface", "surface-raised", "accent-soft"] as const).map((bg) => ({
    fg: "accent" as const,
    bg,
    min: 4.5,
    use: "links and accent text",
  })),
  ...(["bg", "surface", "accent-soft"] as const).map((bg) => ({
    fg: "accent-strong" as const,
    bg,
    min: 4.5,
    use: "hovered links and tags",
  })),
  { fg: "on-accent", bg: "accent", min: 4.5, use: "button text" },
  { fg: "on-accent", bg: "accent-strong", min: 4.5, use: "hovered button text" },
  ...(["bg", "surface"] as const).map((bg) => ({ fg: "focus" as const, bg, min: 3, use: "the focus ring" })),
  // A callout's label is written in its colour, on the page or on a card.
  ...ALERT_TOKENS.flatMap((fg) =>
    (["bg", "surface", "surface-raised"] as const).map((bg) => ({ fg, bg, min: 4.5, use: "a callout's label" })),
  ),
];

const oklch = (l: number, c: number, h: number): Oklch => ({ mode: "oklch", l, c, h });
const hex = (colour: Oklch) => formatHex(inGamut(colour));

export function contrast(a: string, b: string): number {
  return wcagContrast(a, b);
}

/** The accent as OKLCH; throws on a string that is not a CSS colour (the settings schema has said so first). */
export function parseAccent(value: string): Oklch {
  const parsed = parse(value);
  if (!parsed) throw new Error(`not a CSS colour: ${JSON.stringify(value)}`);
  const colour = toOklch(parsed);
  return { ...colour, h: colour.h ?? 0, c: colour.c ?? 0 };
}

/** The neutrals and fixed colours of a theme: the look's surfaces, in its neutral hue (the accent's, or its own). */
function base(
  theme: Theme,
  accentHue: number,
  look: LookName,
): Omit<ThemeColours, "accent" | "accent-strong" | "on-accent"> {
  const { neutralHue, [theme]: surfaces } = LOOKS[look];
  const hue = neutralHue === "accent" ? accentHue : neutralHue;
  const tone = ([l, c]: Tone) => hex(oklch(l, c, hue));
  const common = {
    bg: tone(surfaces.bg),
    surface: tone(surfaces.surface),
    "surface-raised": tone(surfaces.raised),
    border: tone(surfaces.border),
    "border-strong": tone(surfaces.borderStrong),
  };
  // The text and the soft accent tint keep the accent's hue whatever the neutrals': they read as the site's colour.
  return theme === "light"
    ? {
        ...common,
        text: hex(oklch(0.22, 0.012, hue)),
        "text-muted": hex(oklch(0.46, 0.018, hue)),
        "accent-soft": hex(oklch(0.95, 0.035, accentHue)),
        focus: "#c2410c",
        ...alertColours(theme),
      }
    : {
        ...common,
        text: hex(oklch(0.945, 0.006, hue)),
        "text-muted": hex(oklch(0.76, 0.015, hue)),
        "accent-soft": hex(oklch(0.29, 0.06, accentHue)),
        focus: "#fdba74",
        ...alertColours(theme),
      };
}

/** The accent's lightness in each theme as designed: the owner's own in light, a light tint of it in dark. */
function designedLightness(accent: Oklch, theme: Theme): number {
  return theme === "light" ? accent.l : Math.max(accent.l, 0.78);
}

function accentColours(accent: Oklch, lightness: number, theme: Theme) {
  const at = (l: number) => hex(clampChroma(oklch(Math.min(Math.max(l, 0), 1), accent.c, accent.h ?? 0), "oklch"));
  const main = at(lightness);
  const strong = at(theme === "light" ? lightness - 0.1 : lightness + 0.08);
  // White or near-black, whichever reads better on the accent.
  const dark = hex(oklch(0.2, Math.min(accent.c, 0.05), accent.h ?? 0));
  const onAccent = contrast("#ffffff", main) >= contrast(dark, main) ? "#ffffff" : dark;
  return { accent: main, "accent-strong": strong, "on-accent": onAccent };
}

export type Failure = { theme: Theme; fg: PaletteToken; bg: PaletteToken; ratio: number; min: number; use: string };

export function failures(colours: ThemeColours, theme: Theme): Failure[] {
  return CHECKED_PAIRS.flatMap((pair) => {
    const ratio = contrast(colours[pair.fg], colours[pair.bg]);
    return ratio + 1e-9 >= pair.min ? [] : [{ theme, ...pair, ratio }];
  });
}

export type Palette = { light: ThemeColours; dark: ThemeColours; notes: string[] };

const ratioText = (ratio: number) => `${ratio.toFixed(2)}:1`;

/**
 * Both themes from the accent, on the look's surfaces. Where the accent as given fails a pair, its
 * lightness moves, in steps of 0.005, to the nearest value at which every
 * pair passes (darker in the light theme, lighter in the dark one), and a
 * note says from what to what and why. Throws, naming every failing pair, if
 * none does.
 */
export function derivePalette(accentValue: string, look: LookName = LOOK_NAMES[0]): Palette {
  const accent = parseAccent(accentValue);
  const notes: string[] = [];
  const themes = {} as Record<Theme, ThemeColours>;
  for (const theme of THEMES) {
    const neutrals = base(theme, accent.h ?? 0, look);
    const designed = designedLightness(accent, theme);
    const build = (l: number): ThemeColours => ({ ...neutrals, ...accentColours(accent, l, theme) });
    const first = build(designed);
    let chosen = first;
    if (failures(first, theme).length > 0) {
      const direction = theme === "light" ? -1 : 1;
      for (let step = 1; step <= 200; step++) {
        const l = designed + direction * step * 0.005;
        if (l < 0 || l > 1) break;
        const candidate = build(l);
        if (failures(candidate, theme).length === 0) {
          chosen = candidate;
          break;
        }
      }
      const remaining = failures(chosen, theme);
      if (remaining.length > 0) {
        const lines = remaining.map(
          (f) =>
            `  ✗ ${theme} theme: --color-${f.fg} on --color-${f.bg} (${f.use}) is ${ratioText(f.ratio)}, needs ${f.min}:1`,
        );
        throw new Error(
          `${contentFile("settings.ts")}: accent: ${accentValue} cannot be made readable:\n${lines.join("\n")}`,
        );
      }
      const worst = failures(first, theme)[0];
      if (worst) {
        notes.push(
          `accent ${accentValue}: in the ${theme} theme ${first.accent} is ${ratioText(contrast(first[worst.fg], first[worst.bg]))} ` +
            `as --color-${worst.fg} on --color-${worst.bg} (${worst.use}), below ${worst.min}:1; using ${chosen.accent}, the nearest that passes every pair`,
        );
      }
    }
    themes[theme] = chosen;
  }
  return { ...themes, notes };
}

/** The palette as CSS: every token a light-dark() pair, as tokens.css writes them. */
export function paletteCss(palette: Palette): string {
  const lines = PALETTE_TOKENS.map(
    (token) => `  --color-${token}: light-dark(${palette.light[token]}, ${palette.dark[token]});`,
  );
  return `:root {\n${lines.join("\n")}\n}\n`;
}
