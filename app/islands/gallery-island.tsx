import galleryEntry from "virtual:island/gallery";
import islandLoader from "./island-loader.js?raw";
import { ProjectGallery } from "~/components/project-gallery";
import type { Project } from "virtual:content/projects";
import { GALLERY_ISLAND } from "./island-markers";

/**
 * The gallery, pre-rendered, and what hydrates it in the browser: a tiny inline
 * loader imports gallery.client.tsx when the visitor reaches for the gallery
 * (pointer, touch or focus) or arrives with a screenshot open, and replays a
 * click that came first. Until then the page runs no JavaScript beyond the
 * theme script. In development React Router hydrates the whole page instead.
 */
export function GalleryIsland({ project }: { project: Project }) {
  return (
    <>
      <div
        data-island={GALLERY_ISLAND}
        data-project={project.slug}
        data-project-name={project.name}
        data-src={galleryEntry}
      >
        <ProjectGallery projectName={project.name} images={project.images} />
      </div>
      {import.meta.env.PROD ? <script dangerouslySetInnerHTML={{ __html: islandLoader }} /> : null}
    </>
  );
}
