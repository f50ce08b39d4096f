// The projects as their pages show them: each description rendered to HTML (its formulas as its reader rendered
// them, its diagrams as the build drew them, its code highlighted), each screenshot imported through
// vite-imagetools, and the repository's facts where settings.ts shows them.
import type { Picture } from "vite-imagetools";
import type { ProjectEntry } from "~/collections/project-collection";
import { projectsDir } from "~/collections/project-collection";
import { repositoryShown, type FetchedData } from "~/collections/fetched-data";
import { renderWithContents } from "~/markdown/heading-outline";
import { rehypeMermaid, type Diagrams } from "~/markdown/mermaid-diagrams";
import type { createPostRenderer } from "~/markdown/post-markdown";
import type { Messages } from "~/i18n/messages/en";
import { importedAt } from "./imported-files";
import type { ProjectPage } from "./page-content";

// Glob patterns and their options must be literals: AVIF, WebP and a JPEG fallback at three widths. The alias is
// the projects' folder (vite.config.ts).
const screenshots = import.meta.glob<Picture>("@projects/*/*.{png,jpg,jpeg,webp,avif,PNG,JPG,JPEG,WEBP,AVIF}", {
  query: "?w=480;960;1600&format=avif;webp;jpg&as=picture",
  import: "default",
  eager: true,
});

/** One language's projects, rendered: `renderer` has loaded their code's languages (its prepare()). */
export function renderProjects(
  sources: readonly ProjectEntry[],
  {
    words,
    diagrams,
    renderer,
    fetched,
    facts,
  }: {
    words: Messages;
    diagrams: Diagrams;
    renderer: Awaited<ReturnType<typeof createPostRenderer>>;
    fetched: FetchedData;
    /** Whether settings.ts shows the repositories' facts. */
    facts: boolean;
  },
): ProjectPage[] {
  return sources.map(({ description, images, maths, ...info }) => {
    const { html, toc } = renderWithContents(description, {
      topHeading: 3,
      maths,
      words,
      rehypePlugins: [[rehypeMermaid, { diagrams, words }], ...renderer.codePlugins(words)],
    });
    const repository = repositoryShown(info, fetched, { facts });
    return {
      ...info,
      ...(repository ? { repository } : {}),
      images: images.map((image) => ({
        alt: image.alt,
        picture: importedAt(screenshots, projectsDir(), image.file),
      })),
      descriptionHtml: html,
      toc,
    };
  });
}
