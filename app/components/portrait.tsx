import type { Picture } from "vite-imagetools";
import { ScreenshotPicture } from "./screenshot-picture";

type Props = { picture: Picture; alt: string; className?: string };

/**
 * The owner's photo (site.ts, person.portrait), in AVIF and WebP with a JPEG
 * fallback. Above the fold, so loaded at once; its width and height are in
 * the markup and its box is fixed in CSS, so nothing moves when it arrives.
 */
export function Portrait({ picture, alt, className }: Props) {
  return <ScreenshotPicture className={className} image={{ alt, picture }} sizes="7.5rem" loading="eager" />;
}
