// The palette as a stylesheet: both themes' colours, derived from settings.ts's
// accent (app/styles/palette.ts), as custom properties over tokens.css's, imported
// by the root as `virtual:palette.css`. Vite watches settings.ts for it, so an
// edit under `npm run dev` makes it again and reloads the page; a note on an
// adjusted colour is a warning there (a build's icons step has said it, once).
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";
import { contentPath } from "../app/collections/content-folder.ts";
import { ContentError } from "../app/schemas/content-problems.ts";
import { parseSettings } from "../app/schemas/settings-schema.ts";
import { derivePalette, paletteCss } from "../app/styles/palette.ts";

const ID = "virtual:palette.css";

export function palette(): Plugin {
  let dev = false;
  return {
    name: "portfolio:palette",
    configResolved: (config) => void (dev = config.command === "serve"),
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    async load(id) {
      if (id !== `\0${ID}`) return;
      const file = contentPath("settings.ts");
      this.addWatchFile(file);
      // Read afresh: under the dev server, settings.ts may have changed since it was last imported.
      const { settings } = (await import(`${pathToFileURL(file).href}?t=${Date.now()}`)) as { settings: unknown };
      try {
        const { accent, look } = parseSettings(settings);
        const derived = derivePalette(accent, look);
        if (dev) for (const note of derived.notes) this.warn(note);
        return `/* Generated from settings.ts (accent) by app/styles/palette.ts. */\n${paletteCss(derived)}`;
      } catch (error) {
        // The lines alone, as the build prints them: no stack trace for a content mistake.
        if (error instanceof ContentError) this.error(error.message);
        throw error;
      }
    },
  };
}
