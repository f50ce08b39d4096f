// The project page's only JavaScript module: React, the gallery and its
// viewer, hydrated from the screenshots and words the page carries.
import { ProjectGallery } from "~/components/project-gallery";
import { island } from "./hydrate.client";

export default island(ProjectGallery);
