// The project page's only JavaScript: hydrates the screenshot gallery that the
// page was pre-rendered with. React, the gallery and its viewer; no router.
import { hydrateRoot } from "react-dom/client";
import { ProjectGallery } from "~/components/project-gallery";
import { site } from "~/content/site";
import { GALLERY_ISLAND } from "./gallery-island";

for (const container of document.querySelectorAll<HTMLElement>(`[data-island="${GALLERY_ISLAND}"]`)) {
  const project = site.projects.find((candidate) => candidate.page === container.dataset.project);
  if (project) hydrateRoot(container, <ProjectGallery projectName={project.name} images={project.images} />);
}
