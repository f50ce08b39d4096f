import gallery from "virtual:island/gallery";
import type { Project } from "~/page/page";
import { ProjectGallery } from "~/components/project-gallery";
import { usePage } from "~/page/page";
import { SCREENSHOT_PARAM } from "~/paths";
import { Island } from "./island";
import { viewerLabels } from "./viewer-labels";

/** A project's screenshots, an island that carries only what it shows: each picture, its description and the viewer's words. */
export function GalleryIsland({ project }: { project: Project }) {
  const { t, language } = usePage();
  const images = project.images.map(({ alt, picture }) => ({ alt, picture }));
  return (
    <Island
      entry={gallery}
      component={ProjectGallery}
      props={{ labels: viewerLabels(project, t, language), images }}
      busyText={t.openingScreenshot}
      urgent={SCREENSHOT_PARAM}
    />
  );
}
