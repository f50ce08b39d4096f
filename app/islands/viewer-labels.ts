// The screenshot viewer's words for one project, in the page's language: made
// when the page is built and handed to the island in its JSON props, so the
// island carries no message catalogue.
import type { ProjectPage } from "~/page/page";
import type { ViewerLabels } from "~/components/screenshot-viewer";
import type { Messages } from "~/i18n/catalogues";
import type { Language } from "~/languages/language-tags";

/** The viewer's words for one project, in the page's language. */
export function viewerLabels(
  project: Pick<ProjectPage, "name"> & { images: readonly { alt: string }[] },
  t: Messages,
  language: Pick<Language, "dir">,
): ViewerLabels {
  const count = project.images.length;
  return {
    dialog: t.viewerLabel(project.name),
    close: t.closeViewer,
    previous: t.previousScreenshot,
    next: t.nextScreenshot,
    viewLarger: t.viewLarger,
    positions: project.images.map((_, index) => t.screenshotPosition(index + 1, count)),
    // One screenshot has no position to tell: its description alone.
    announcements: project.images.map((image, index) =>
      count > 1 ? t.screenshotAnnouncement(index + 1, count, image.alt) : image.alt,
    ),
    dir: language.dir,
  };
}
