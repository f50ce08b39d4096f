// The virtual module of what the build makes from the owner's settings rather
// than reads as content (registered with the content plugin in vite.config.ts
// and vitest.config.ts): the palette derived from the accent, as CSS. The
// content itself reaches the pages through the root route's loader
// (app/page/), the web fonts through app/styles/fonts.ts, and the highlighted
// code's colours are one stylesheet for every post (app/styles/code-colours.css).
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseSettings } from "../app/content/settings-schema.ts";
import { settings } from "../app/content/settings.ts";
import type { ContentModule } from "./content-plugin.ts";
import { derivePalette, paletteCss } from "./palette.ts";

const SETTINGS_MODULE = "app/content/settings.ts";

/**
 * Both themes' colours, derived from settings.ts's accent (scripts/palette.ts),
 * as custom properties over tokens.css's: `import "virtual:content/palette.css"`.
 * A note on an adjusted colour is a warning of the development server.
 */
export function paletteModule(): ContentModule {
  return {
    id: "virtual:content/palette.css",
    watch: () => [SETTINGS_MODULE],
    async load({ dev, warn }) {
      const current = dev
        ? ((await import(`${pathToFileURL(resolve(SETTINGS_MODULE)).href}?t=${Date.now()}`)) as { settings: unknown })
            .settings
        : settings;
      const palette = derivePalette(parseSettings(current).accent);
      // A build's icons step has said it already (scripts/build-icons.ts), once; each environment would say it again.
      if (dev) for (const note of palette.notes) warn(note);
      return `/* Generated from settings.ts (accent) by scripts/palette.ts. */\n${paletteCss(palette)}`;
    },
  };
}
