// Made-up screenshots and the viewer's English words for them, for the viewer's unit tests.
import type { GalleryImage } from "~/components/screenshot-picture";
import type { ViewerLabels } from "~/components/screenshot-viewer";

/** `count` screenshots, each an AVIF and a JPEG set, with inline made-up URLs. */
export function viewerScreenshots(count: number): GalleryImage[] {
  return Array.from({ length: count }, (_, i) => ({
    alt: `Screenshot ${i + 1}`,
    picture: {
      sources: {
        avif: `/s${i}-800.avif 800w, /s${i}-1600.avif 1600w`,
        jpeg: `/s${i}-800.jpg 800w, /s${i}-1600.jpg 1600w`,
      },
      img: { src: `/s${i}-1600.jpg`, w: 1600, h: 1000 },
    },
  }));
}

/** The viewer's words for `images`, left to right. */
export function viewerWords(images: readonly GalleryImage[]): ViewerLabels {
  return {
    dialog: "Screenshots",
    close: "Close",
    previous: "Previous",
    next: "Next",
    viewLarger: "(view larger)",
    positions: images.map((_, i) => `${i + 1} of ${images.length}`),
    announcements: images.map((image, i) => `${i + 1} of ${images.length}: ${image.alt}`),
    dir: "ltr",
  };
}
