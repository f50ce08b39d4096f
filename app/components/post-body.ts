// A post's body as HTML: the Markdown was rendered at build time
// (app/content/post-markdown.ts); here its images, encoded by vite-imagetools,
// go back in where the Markdown had them.
import type { BodyPart } from "~/page/page";
import type { Picture } from "vite-imagetools";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

function attribute(value: string | number): string {
  return String(value).replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char);
}

/** How wide a post's image is drawn: the prose column, or the whole phone. */
export const POST_IMAGE_SIZES = "(min-width: 46rem) 42rem, 100vw";

/** `<picture>` with AVIF and WebP sources and a JPEG fallback, sized and lazy, like ScreenshotPicture. */
export function pictureHtml(picture: Picture, alt: string): string {
  const { jpeg, jpg, ...modern } = picture.sources;
  const sources = Object.entries(modern).map(
    ([format, srcSet]) =>
      `<source type="image/${attribute(format)}" srcset="${attribute(srcSet)}" sizes="${POST_IMAGE_SIZES}">`,
  );
  const fallback = jpeg ?? jpg;
  const img =
    `<img src="${attribute(picture.img.src)}"` +
    (fallback ? ` srcset="${attribute(fallback)}" sizes="${POST_IMAGE_SIZES}"` : "") +
    ` width="${attribute(picture.img.w)}" height="${attribute(picture.img.h)}" alt="${attribute(alt)}"` +
    ` loading="lazy" decoding="async">`;
  return `<picture>${sources.join("")}${img}</picture>`;
}

/** The body for the page. */
export function postBodyHtml(parts: readonly BodyPart[]): string {
  return parts.map((part) => (typeof part === "string" ? part : pictureHtml(part.picture, part.alt))).join("");
}

/** The body for a feed reader: one plain `<img>` per image, at an absolute address. */
export function feedBodyHtml(parts: readonly BodyPart[], origin: string): string {
  return parts
    .map((part) => {
      if (typeof part === "string") return part;
      const { img } = part.picture;
      const src = new URL(img.src, origin).href;
      return `<img src="${attribute(src)}" width="${img.w}" height="${img.h}" alt="${attribute(part.alt)}">`;
    })
    .join("");
}
