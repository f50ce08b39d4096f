import type { Picture } from "vite-imagetools";
import type { Screenshot } from "~/content/schema";
import type { GalleryImage } from "./screenshot-picture";

// Every screenshot in app/content/media is encoded at build time by
// vite-imagetools into AVIF, WebP and JPEG at three widths. Only pre-rendering
// reads this map: the gallery island gets its pictures already resolved.
const pictures = import.meta.glob<Picture>("../content/media/**/*.png", {
  eager: true,
  import: "default",
  query: { w: "480;960;1600", format: "avif;webp;jpg", as: "picture" },
});

export function pictureFor(image: Screenshot): Picture {
  const picture = pictures[`../content/${image.src}`];
  if (!picture) throw new Error(`No built image for ${image.src}`);
  return picture;
}

/** A content screenshot as the gallery shows it. */
export function galleryImage(image: Screenshot): GalleryImage {
  return { alt: image.alt, picture: pictureFor(image) };
}
