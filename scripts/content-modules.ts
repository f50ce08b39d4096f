// The virtual modules the pages import their content from (registered with
// the content plugin in vite.config.ts and vitest.config.ts):
//
//   import { projects } from "virtual:content/projects";
//
// gives every project with its description already rendered to HTML and each
// screenshot already resolved to its encoded <picture> sources: the generated
// code imports each file through vite-imagetools (`?as=picture`), so an image
// is encoded once, at build time, and cached.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { ContentError } from "../app/content/collection.ts";
import { renderMarkdown } from "../app/content/markdown.ts";
import { loadProjectsByLanguage, projectsDir, type ProjectSource } from "../app/content/project-collection.ts";
import { plainBio } from "../app/content/portfolio-source.ts";
import type { SiteContent } from "../app/content/schema.ts";
import { parseSettings } from "../app/content/settings-schema.ts";
import { settings } from "../app/content/settings.ts";
import { siteLanguages } from "../app/content/site-languages.ts";
import { siteByLanguage, siteDir, siteTranslationPath } from "../app/content/site-translation.ts";
import { cvPlans } from "../app/cv/cv-languages.ts";
import { messagesFor } from "../app/i18n/catalogues.ts";
import { inLanguage } from "../app/i18n/languages.ts";
import type { FontManifest } from "./build-fonts.ts";
import type { ContentModule, LoadContext } from "./content-plugin.ts";
import { derivePalette, paletteCss } from "./palette.ts";
import { checkScreenshots } from "./screenshot-check.ts";

/** The responsive versions of every screenshot: AVIF, WebP and a JPEG fallback at three widths. */
export const SCREENSHOT_QUERY = "w=480;960;1600&format=avif;webp;jpg&as=picture";

/**
 * The projects in every language, for the pages:
 * `import { projectsByLanguage } from "virtual:content/projects"`. A screenshot
 * is imported once and shared by every language; its alt text is each one's.
 */
export function projectsModule(): ContentModule {
  return {
    id: "virtual:content/projects",
    watch: () => [projectsDir()],
    async load(context) {
      const byLanguage = await checkedProjects(context);
      const imports: string[] = [];
      const pictures = new Map<string, string>();
      const picture = (file: string) => {
        const name = pictures.get(file) ?? pictureImport(file, imports);
        pictures.set(file, name);
        return name;
      };
      const languages = siteLanguages().map((language) => {
        const code = language.code;
        const projects = byLanguage[code] ?? [];
        const words = messagesFor(language);
        const items = projects.map((project) => {
          const { description, images, ...rest } = project;
          const info = { ...rest, file: undefined };
          const gallery = images.map(
            (image) => `{ alt: ${JSON.stringify(image.alt)}, picture: ${picture(image.file)} }`,
          );
          return `{ ...${JSON.stringify(info)}, images: [${gallery.join(", ")}], descriptionHtml: ${JSON.stringify(renderMarkdown(description, { topHeading: 3, words }))} }`;
        });
        return `  ${JSON.stringify(code)}: [\n${items.join(",\n")}\n  ]`;
      });
      return `${imports.join("\n")}\nexport const projectsByLanguage = {\n${languages.join(",\n")}\n};\n`;
    },
  };
}

const SITE_MODULE = "app/content/site.ts";

/** The portrait's versions: AVIF, WebP and JPEG at twice and four times the 7.5rem it is drawn at. */
export const PORTRAIT_QUERY = "w=240;480&format=avif;webp;jpg&as=picture";
const PORTRAIT_PLACEHOLDER = "\0portrait-picture";
const SETTINGS_MODULE = "app/content/settings.ts";

/**
 * The site's languages and site.ts in each, its Markdown rendered:
 * `import { languages, sites } from "virtual:content/site"`.
 */
export function siteModule(): ContentModule {
  return {
    id: "virtual:content/site",
    watch: () => [SITE_MODULE, siteDir(), SETTINGS_MODULE],
    async load({ dev }) {
      const languages = siteLanguages();
      // A fresh copy of each module on every load in development, so an edit shows without a restart.
      const fresh = async (path: string) =>
        (await import(`${pathToFileURL(resolve(path)).href}?t=${Date.now()}`)) as Record<string, unknown>;
      const site = dev ? ((await fresh(SITE_MODULE)).site as SiteContent) : undefined;
      const translations = new Map<string, unknown>();
      if (dev) {
        for (const language of languages.slice(1)) {
          const path = siteTranslationPath(language);
          if (existsSync(path)) translations.set(path, (await fresh(path)).translation);
        }
      }
      const sites = siteByLanguage({
        languages,
        ...(site ? { site } : {}),
        ...(dev ? { read: (path: string) => translations.get(path) } : {}),
      });
      // A language the CV cannot be written in links the default language's (app/cv/cv-languages.ts).
      const projects = loadProjectsByLanguage({ languages });
      const plans = cvPlans(
        languages,
        (language) => ({ ...inLanguage(sites, language.code), projects: projects[language.code] }),
        messagesFor,
      );
      const localized = Object.fromEntries(
        languages.map((language) => {
          const content = inLanguage(sites, language.code);
          const words = messagesFor(language);
          const plan = plans.find((candidate) => candidate.language === language);
          const cv = { ...content.person.cv, downloadName: plan?.downloadName ?? content.person.cv.downloadName };
          return [
            language.code,
            {
              ...content,
              person: { ...content.person, cv },
              // The bio sits under the page's h1.
              bioHtml: renderMarkdown(content.person.bio, { topHeading: 2, words }),
              description: plainBio(content.person.bio, content.person.jobTitle),
              experienceHtml: content.experience.map((entry) =>
                renderMarkdown(entry.summary, { topHeading: 4, words }),
              ),
              ...(content.person.portrait ? { portraitPicture: PORTRAIT_PLACEHOLDER } : {}),
            },
          ];
        }),
      );
      // The portrait is one file in every language, encoded once by vite-imagetools like a screenshot.
      const portrait = inLanguage(sites, languages[0]?.code ?? "").person.portrait;
      return [
        ...(portrait
          ? [`import portraitPicture from ${JSON.stringify(`${resolve(siteDir(), portrait.src)}?${PORTRAIT_QUERY}`)};`]
          : []),
        `export const languages = ${JSON.stringify(languages)};`,
        `export const sites = ${JSON.stringify(localized).replaceAll(JSON.stringify(PORTRAIT_PLACEHOLDER), "portraitPicture")};`,
      ].join("\n");
    },
  };
}

/**
 * The projects, with every screenshot checked in development. A build has
 * checked them already (scripts/check-content.ts, the first step of `npm run
 * build`), and reading 360 screenshots' headers twice more, for the client
 * and the server build, would only slow it down.
 */
async function checkedProjects({ dev, warn }: LoadContext): Promise<Record<string, ProjectSource[]>> {
  const byLanguage = loadProjectsByLanguage();
  if (!dev) return byLanguage;
  const { problems, warnings } = await checkScreenshots(Object.values(byLanguage)[0] ?? []);
  if (problems.length > 0) throw new ContentError(problems);
  warnings.forEach(warn);
  return byLanguage;
}

/** The code of a list of GalleryImage: each screenshot's alt text and its encoded picture, imported. */
export function galleryImages(images: readonly { alt: string; file: string }[], imports: string[]): string {
  const items = images.map(
    (image) => `{ alt: ${JSON.stringify(image.alt)}, picture: ${pictureImport(image.file, imports)} }`,
  );
  return `[${items.join(", ")}]`;
}

/** Adds an import of the encoded picture to `imports` and returns its name. */
function pictureImport(file: string, imports: string[]): string {
  const name = `picture${imports.length}`;
  imports.push(`import ${name} from ${JSON.stringify(`${file}?${SCREENSHOT_QUERY}`)};`);
  return name;
}

const FONTS_MANIFEST = "app/styles/fonts/manifest.json";

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
 * A note on an adjusted colour is a warning of the build.
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
      for (const note of palette.notes) warn(note);
      return `/* Generated from settings.ts (accent) by scripts/palette.ts. */\n${paletteCss(palette)}`;
    },
  };
}
