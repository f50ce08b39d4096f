// The virtual modules the pages import their content from (registered with
// the content plugin in vite.config.ts and vitest.config.ts):
//
//   import { projects } from "virtual:content/projects";
//
// gives every project with its description already rendered to HTML and each
// screenshot already resolved to its encoded <picture> sources: the generated
// code imports each file through vite-imagetools (`?as=picture`), so an image
// is encoded once, at build time, and cached.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { ContentError } from "../app/content/collection.ts";
import { renderMarkdown } from "../app/content/markdown.ts";
import { loadProjects, projectsDir, type ProjectSource } from "../app/content/project-collection.ts";
import { plainBio } from "../app/content/portfolio-source.ts";
import type { SiteContent } from "../app/content/schema.ts";
import type { ContentModule, LoadContext } from "./content-plugin.ts";
import { checkScreenshots } from "./screenshot-check.ts";

/** The responsive versions of every screenshot: AVIF, WebP and a JPEG fallback at three widths. */
export const SCREENSHOT_QUERY = "w=480;960;1600&format=avif;webp;jpg&as=picture";

/** The projects, for the pages: `import { projects } from "virtual:content/projects"`. */
export function projectsModule(): ContentModule {
  return {
    id: "virtual:content/projects",
    watch: () => [projectsDir()],
    async load(context) {
      const projects = await checkedProjects(context);
      const imports: string[] = [];
      const items = projects.map((project) => {
        const { description, images, ...rest } = project;
        const info = { ...rest, file: undefined };
        return `{ ...${JSON.stringify(info)}, images: ${galleryImages(images, imports)}, descriptionHtml: ${JSON.stringify(renderMarkdown(description, { topHeading: 3 }))} }`;
      });
      return `${imports.join("\n")}\nexport const projects = [\n${items.join(",\n")}\n];\n`;
    },
  };
}

const SITE_MODULE = "app/content/site.ts";

/** The Markdown in site.ts, rendered: `import { bioHtml } from "virtual:content/site-text"`. */
export function siteTextModule(): ContentModule {
  return {
    id: "virtual:content/site-text",
    watch: () => [SITE_MODULE],
    async load() {
      // A fresh copy on every load, so an edit shows without restarting `npm run dev`.
      const url = `${pathToFileURL(resolve(SITE_MODULE)).href}?t=${Date.now()}`;
      const { site } = (await import(url)) as { site: SiteContent };
      return [
        // The bio sits under the page's h1.
        `export const bioHtml = ${JSON.stringify(renderMarkdown(site.person.bio, { topHeading: 2 }))};`,
        `export const bioText = ${JSON.stringify(plainBio(site.person.bio, ""))};`,
        `export const experienceHtml = ${JSON.stringify(site.experience.map((entry) => renderMarkdown(entry.summary, { topHeading: 4 })))};`,
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
async function checkedProjects({ dev, warn }: LoadContext): Promise<ProjectSource[]> {
  const projects = loadProjects();
  if (!dev) return projects;
  const { problems, warnings } = await checkScreenshots(projects);
  if (problems.length > 0) throw new ContentError(problems);
  warnings.forEach(warn);
  return projects;
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
