// The project page's only JavaScript module, imported by the island loader:
// hydrates the screenshot gallery the page was pre-rendered with (./gallery-island.tsx),
// from the props the page carries. React, the gallery and its viewer; no
// router, no content module, no image map.
import { ProjectGallery, type ProjectGalleryProps } from "~/components/project-gallery";
import { hydrateIslands } from "./hydrate-islands";
import { GALLERY_ISLAND } from "./island-markers";

hydrateIslands(GALLERY_ISLAND, (props: ProjectGalleryProps) => <ProjectGallery {...props} />);
