// Builds every icon from one source: the owner's initials on the site's accent
// colour, derived from settings.ts as the pages' is (app/styles/palette.ts), so
// the icons always match the site; a note says when the accent was adjusted.
// Writes favicon.svg, PNG icons and the web app manifest into .cache/generated/public/,
// Vite's public folder (vite.config.ts), as a step of the build and of the dev server.
import { mkdir, writeFile } from "node:fs/promises";
import sharp from "sharp";
import type { Plugin } from "vite";
import { initials } from "../app/collections/initials.ts";
import { site } from "../app/collections/owner-modules.ts";
import { basePath } from "./base-path.ts";
import { PUBLIC_DIR } from "./generated.ts";
import { derivePalette } from "../app/styles/palette.ts";
import { buildReport, once, runsSteps, type StepResult } from "./build-report.ts";
import { orFallback, settingsOrDefaults } from "./dev-fallbacks.ts";

const OUT = PUBLIC_DIR;

function iconSvg({
  text,
  background,
  foreground,
  rounded,
}: {
  text: string;
  background: string;
  foreground: string;
  rounded: boolean;
}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="${background}"/>
  <text x="32" y="42.5" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="28" font-weight="700" fill="${foreground}" letter-spacing="-1">${text}</text>
</svg>
`;
}

/** Writes the icons and the manifest; says what it wrote, and warns when the accent colour was adjusted. */
export async function makeIcons({ tolerant = false } = {}): Promise<StepResult> {
  const settings = settingsOrDefaults(tolerant);
  const palette = derivePalette(settings.accent, settings.look);
  const warnings = palette.notes.map((note) => `  ! Colours: ${note}`);
  const { accent, "on-accent": onAccent, bg: background } = palette.light;
  // site.ts as written: on content with a problem (the development server, vite/dev-fallbacks.ts), a name may be
  // missing, or site.ts may not load at all.
  const person = orFallback(
    tolerant,
    () => site.person,
    () => ({ name: "", jobTitle: "" }),
  );
  const name = tolerant && typeof person?.name !== "string" ? "" : person.name;
  const text = initials(name);
  const base = basePath();

  await mkdir(OUT, { recursive: true });
  const favicon = iconSvg({ text, background: accent, foreground: onAccent, rounded: true });
  await writeFile(`${OUT}/favicon.svg`, favicon);
  // Touch and manifest icons are full-bleed squares: platforms round them themselves.
  const square = Buffer.from(iconSvg({ text, background: accent, foreground: onAccent, rounded: false }));
  for (const [file, size] of [
    ["apple-touch-icon.png", 180],
    ["icon-192.png", 192],
    ["icon-512.png", 512],
  ] as const) {
    await sharp(square, { density: (72 * size) / 64 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toFile(`${OUT}/${file}`);
  }
  const manifest = {
    name: `${name} · ${person.jobTitle}`,
    short_name: name,
    start_url: base,
    scope: base,
    display: "browser",
    background_color: background,
    theme_color: accent,
    icons: [
      { src: `${base}icon-192.png`, sizes: "192x192", type: "image/png" },
      { src: `${base}icon-512.png`, sizes: "512x512", type: "image/png" },
      { src: `${base}icon-512.png`, sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  await writeFile(`${OUT}/manifest.webmanifest`, `${JSON.stringify(manifest, null, 2)}\n`);
  return { said: `Icons: ${OUT}/favicon.svg, 3 PNG icons and manifest.webmanifest (${text} on ${accent})`, warnings };
}

/** The icons as a step: once the content is checked, before Vite reads its public folder; beside the fonts. */
export function icons(): Plugin {
  let skip = false;
  let serve = false;
  return {
    name: "portfolio:icons",
    config: (_config, env) => {
      skip = !runsSteps(env);
      serve = env.command === "serve";
    },
    async configResolved() {
      if (skip) return;
      // The development server makes them from what content it can read: its pages then show the problems.
      await once("icons", () => buildReport().step("icons", () => makeIcons({ tolerant: serve })));
    },
  };
}
