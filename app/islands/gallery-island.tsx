import { ProjectGallery, type ProjectGalleryProps } from "~/components/project-gallery";
import { ScreenshotViewerShell } from "~/components/screenshot-viewer";
import viewerOpener from "~/components/screenshot-viewer-opener.js?raw";
import { SCREENSHOT_PARAM } from "~/addresses/paths";
import type { ProjectPage } from "~/page/page";
import { usePage } from "~/page/page";
import { Island, type IslandEntry } from "./island";
import { GALLERY_ISLAND, islandIds } from "./island-markers";
import { viewerLabels } from "./viewer-labels";

/**
 * The project's screenshot gallery, pre-rendered, as an island
 * (./island.tsx): its viewer comes to life in the browser, from
 * gallery.client.tsx (`entry`, which the project page's loader gives), in
 * development as in production. Until the island is live, the viewer's shell and
 * its inline opener (screenshot-viewer-opener.js) open the tapped screenshot at
 * once: the first tap never waits for the island's module (decision 0067).
 */
export function GalleryIsland({ project, entry }: { project: ProjectPage; entry: IslandEntry }) {
  const { t, language } = usePage();
  // Only what the gallery shows: each screenshot's description and built picture, and its words.
  const images = project.images.map(({ alt, picture }) => ({ alt, picture }));
  const props: ProjectGalleryProps = { labels: viewerLabels(project, t, language), images };
  return (
    <>
      <Island name={GALLERY_ISLAND} entry={entry} id={project.slug} props={props} busyText={t.openingScreenshot}>
        <ProjectGallery {...props} />
      </Island>
      <ScreenshotViewerShell
        labels={props.labels}
        count={images.length}
        propsId={islandIds(GALLERY_ISLAND, project.slug).props}
        param={SCREENSHOT_PARAM}
      />
      <script dangerouslySetInnerHTML={{ __html: viewerOpener }} />
    </>
  );
}
