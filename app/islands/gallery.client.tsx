// The project page's only JavaScript module, imported by the island loader:
// hydrates the screenshot gallery the page was pre-rendered with. React, the
// gallery and its viewer; no router.
import { useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { ProjectGallery } from "~/components/project-gallery";
import { site } from "~/content/site";
import { GALLERY_ISLAND, HYDRATED_ATTRIBUTE, HYDRATED_EVENT } from "./island-markers";

/** Tells the loader the island is live, so it can replay a click that came first. */
function Hydrated({ island, children }: { island: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    island.setAttribute(HYDRATED_ATTRIBUTE, "");
    island.dispatchEvent(new Event(HYDRATED_EVENT));
  }, [island]);
  return children;
}

for (const island of document.querySelectorAll<HTMLElement>(`[data-island="${GALLERY_ISLAND}"]`)) {
  const project = site.projects.find((candidate) => candidate.page === island.dataset.project);
  if (project) {
    hydrateRoot(
      island,
      <Hydrated island={island}>
        <ProjectGallery projectName={project.name} images={project.images} />
      </Hydrated>,
    );
  }
}
