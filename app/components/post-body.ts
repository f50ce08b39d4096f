// A post's body as HTML: the Markdown was rendered at build time
// (app/markdown/post-markdown.ts); here its images, encoded by vite-imagetools,
// go back in where the Markdown had them.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { BodyPart, ContentImage } from "~/page/page";
import { ScreenshotPicture } from "./screenshot-picture";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

function attribute(value: string | number): string {
  return String(value).replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char);
}

/** How wide a post's image is drawn: the prose column, or the whole phone. */
export const POST_IMAGE_SIZES = "(min-width: 46rem) 42rem, 100vw";

/**
 * A post's image as the gallery draws a screenshot (one `<picture>` markup for both), sized for the prose column;
 * with a dark-theme variant, both, which app/styles/post-images.css shows one at a time by the theme.
 */
export function pictureHtml(image: ContentImage): string {
  if (!image.dark) return renderToStaticMarkup(createElement(ScreenshotPicture, { image, sizes: POST_IMAGE_SIZES }));
  const variants = [
    { variant: "light", picture: image.picture },
    { variant: "dark", picture: image.dark },
  ] as const;
  return variants
    .map(({ variant, picture }) =>
      renderToStaticMarkup(
        createElement(ScreenshotPicture, {
          image: { alt: image.alt, picture },
          sizes: POST_IMAGE_SIZES,
          themeVariant: variant,
        }),
      ),
    )
    .join("");
}

/** The body for the page. */
export function postBodyHtml(parts: readonly BodyPart[]): string {
  return parts.map((part) => (typeof part === "string" ? part : pictureHtml(part))).join("");
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
