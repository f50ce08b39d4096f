import type { Picture } from "vite-imagetools";
import { ScreenshotPicture } from "./screenshot-picture";

type Props = {
  picture: Picture;
  alt: string;
  className?: string;
  /** The width it is drawn at, as an img's sizes: 7.5rem unless the look draws it larger. */
  sizes?: string;
  /** "high" where it is the largest thing the page paints first, as the showcase look draws it. */
  fetchPriority?: "high" | "auto";
};

/**
 * The owner's photo (site.ts, person.portrait), in AVIF and WebP with a JPEG
 * fallback. Above the fold, so loaded at once; its width and height are in
 * the markup and its box is fixed in CSS, so nothing moves when it arrives.
 */
export function Portrait({ picture, alt, className, sizes = "7.5rem", fetchPriority = "auto" }: Props) {
  // u-photo: the home page's h-card (microformats2) names it as the owner's photo.
  return (
    <ScreenshotPicture
      className={className}
      imgClassName="u-photo"
      image={{ alt, picture }}
      sizes={sizes}
      loading="eager"
      fetchPriority={fetchPriority}
    />
  );
}
