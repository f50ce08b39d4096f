// The virtual modules of what the build makes from the owner's settings rather
// than reads as content (registered with the content plugin in vite.config.ts
// and vitest.config.ts): the palette derived from the accent, and the
// highlighted code's colours, both as CSS. The content itself reaches the
// pages through the root route's loader (app/page/), the web fonts through
// app/styles/fonts.ts.
import { statSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { collectionFiles, entryFiles } from "../app/content/collection.ts";
import { createPostRenderer } from "../app/content/post-markdown.ts";
import { parseSettings } from "../app/content/settings-schema.ts";
import { settings } from "../app/content/settings.ts";
import { siteLanguages } from "../app/content/site-languages.ts";
import { loadPostsByLanguage, writingDir } from "../app/content/writing.ts";
import { messagesFor } from "../app/i18n/catalogues.ts";
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

let codeCss: { key: string; css: Promise<string> } | undefined;

/**
 * The colours of every highlighted code block in the posts, as classes (Shiki's
 * inline styles would break `style-src 'self'`): `import "virtual:writing-code.css"`.
 * Highlighted once for the client and the server build alike, again only when a
 * post file has changed.
 */
export function codeColoursModule({ dir = writingDir() }: { dir?: string } = {}): ContentModule {
  return {
    id: "virtual:writing-code.css",
    watch: () => [dir],
    load() {
      const files = collectionFiles(dir)
        .flatMap(entryFiles)
        .map((path) => `${path}:${statSync(path).mtimeMs}`);
      const key = [resolve(dir), ...files, process.env.SITE_LANGUAGES].join("\n");
      if (codeCss?.key !== key) codeCss = { key, css: highlightAll(dir) };
      return codeCss.css;
    },
  };
}

async function highlightAll(dir: string): Promise<string> {
  const renderer = await createPostRenderer();
  const languages = siteLanguages();
  const byLanguage = loadPostsByLanguage({ dir, languages });
  for (const language of languages) {
    for (const post of byLanguage[language.code] ?? []) {
      await renderer.render(post.body, { url: "https://example.com/", words: messagesFor(language) });
    }
  }
  return renderer.css();
}
