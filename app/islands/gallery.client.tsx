// The project page's only JavaScript module, imported by the island loader:
// hydrates the screenshot gallery the page was pre-rendered with, from the
// props the page carries as a JSON data block. React, the gallery and its
// viewer; no router, no content module, no image map.
import { useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { ProjectGallery, type ProjectGalleryProps } from "~/components/project-gallery";
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
  const data = document.getElementById(island.dataset.props ?? "")?.textContent;
  if (data) {
    const props = JSON.parse(data) as ProjectGalleryProps;
    hydrateRoot(
      island,
      <Hydrated island={island}>
        <ProjectGallery {...props} />
      </Hydrated>,
    );
  }
}
