import galleryEntry from "virtual:island/gallery";
import { ProjectGallery } from "~/components/project-gallery";
import type { Project } from "~/content/schema";

export const GALLERY_ISLAND = "gallery";

/**
 * The gallery, pre-rendered, plus the module script that hydrates it in the
 * browser (gallery.client.tsx). In development React Router hydrates the whole
 * page instead, for hot reloading.
 */
export function GalleryIsland({ project }: { project: Project }) {
  return (
    <>
      <div data-island={GALLERY_ISLAND} data-project={project.page}>
        <ProjectGallery projectName={project.name} images={project.images} />
      </div>
      {import.meta.env.PROD ? <script type="module" src={galleryEntry} /> : null}
    </>
  );
}
