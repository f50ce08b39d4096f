// The virtual modules of what the build makes from the owner's settings rather
// than reads as content (registered with the content plugin in vite.config.ts
// and vitest.config.ts): the web fonts' stylesheet and preloads, the palette
// derived from the accent, and the highlighted code's colours. The content
// itself reaches the pages through the root route's loader (app/page/).
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { collectionFiles, entryFiles } from "../app/content/collection.ts";
import { createPostRenderer } from "../app/content/post-markdown.ts";
import { parseSettings } from "../app/content/settings-schema.ts";
import { settings } from "../app/content/settings.ts";
import { siteLanguages } from "../app/content/site-languages.ts";
import { loadPostsByLanguage, writingDir } from "../app/content/writing.ts";
import { messagesFor } from "../app/i18n/catalogues.ts";
import type { FontManifest } from "./build-fonts.ts";
import { FONTS_DIR } from "./generated.ts";
import type { ContentModule } from "./content-plugin.ts";
import { derivePalette, paletteCss } from "./palette.ts";

const SETTINGS_MODULE = "app/content/settings.ts";

const FONTS_MANIFEST = join(FONTS_DIR, "manifest.json");

/**
 * The web fonts scripts/build-fonts.ts made: `import { fontPreloads } from
 * "virtual:content/fonts"` loads their stylesheet and gives, by language
 * code, the URLs of the files that language's pages preload. Before the
 * fonts are built (unit tests) it is empty and the pages use the tokens'
 * system fonts.
 */
export function fontsModule(): ContentModule {
  return {
    id: "virtual:content/fonts",
    watch: () => [FONTS_MANIFEST],
    load() {
      const manifestPath = resolve(FONTS_MANIFEST);
      if (!existsSync(manifestPath)) return "export const fontPreloads = {};\n";
      const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as FontManifest;
      const folder = dirname(manifestPath);
      const files = [...new Set(Object.values(manifest.preload).flat())];
      const imports = files.map(
        (file, index) => `import font${index} from ${JSON.stringify(`${join(folder, file)}?url`)};`,
      );
      const byLanguage = Object.entries(manifest.preload).map(
        ([code, list]) => `  ${JSON.stringify(code)}: [${list.map((file) => `font${files.indexOf(file)}`).join(", ")}]`,
      );
      return `import ${JSON.stringify(join(folder, "fonts.css"))};\n${imports.join("\n")}\nexport const fontPreloads = {\n${byLanguage.join(",\n")}\n};\n`;
    },
  };
}

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
