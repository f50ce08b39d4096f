// The project page's only JavaScript module, imported by the island loader:
// hydrates the screenshot gallery the page was pre-rendered with. React, the
// gallery and its viewer; no router.
import { useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { ProjectGallery } from "~/components/project-gallery";
import { screenshots } from "virtual:content/screenshots";
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
  const images = screenshots[island.dataset.project ?? ""];
  const projectName = island.dataset.projectName;
  if (images && projectName) {
    hydrateRoot(
      island,
      <Hydrated island={island}>
        <ProjectGallery projectName={projectName} images={images} />
      </Hydrated>,
    );
  }
}
