import galleryEntry, { preload } from "virtual:island/gallery";
import islandLoader from "./island-loader.js?raw";
import { ProjectGallery, type ProjectGalleryProps } from "~/components/project-gallery";
import type { Project } from "~/page/page";
import { usePage } from "~/page/page";
import { viewerLabels } from "./viewer-labels";
import { GALLERY_ISLAND, islandIds } from "./island-markers";

/** A JSON data block: the browser never runs it, and `<` cannot close it early. */
function json(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * The gallery, pre-rendered, and what hydrates it in the browser: a tiny inline
 * loader fetches gallery.client.tsx once the page is idle after load, runs it
 * when the visitor reaches for the gallery (pointer, touch or focus) or arrives
 * with a screenshot open, and replays the last click that came first. The
 * island gets its props from a JSON data block, so it carries neither the
 * content nor the build's image map. In development React Router hydrates the
 * whole page instead.
 */
export function GalleryIsland({ project }: { project: Project }) {
  const { t, language } = usePage();
  // Only what the gallery shows: each screenshot's description and built picture, and its words.
  const images = project.images.map(({ alt, picture }) => ({ alt, picture }));
  const props: ProjectGalleryProps = { labels: viewerLabels(project, t, language), images };
  const ids = islandIds(GALLERY_ISLAND, project.slug);
  return (
    <>
      <div
        data-island={GALLERY_ISLAND}
        data-src={galleryEntry}
        data-preload={preload.join(" ")}
        data-props={ids.props}
        data-status={ids.status}
      >
        <ProjectGallery {...props} />
      </div>
      <script type="application/json" id={ids.props} dangerouslySetInnerHTML={{ __html: json(props) }} />
      {/* Says that a tap is on its way while the viewer's code arrives. */}
      <p id={ids.status} role="status" className="visually-hidden" data-busy-text={t.openingScreenshot} />
      {import.meta.env.PROD ? <script dangerouslySetInnerHTML={{ __html: islandLoader }} /> : null}
    </>
  );
}
