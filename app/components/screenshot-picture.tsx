import type { ContentImage } from "~/page/page";

/**
 * A screenshot as the gallery shows it: its description and its built
 * picture, already resolved, so the gallery and its island never reach into
 * the content or the build's image map.
 */
export type GalleryImage = ContentImage;

/** The full-size fallback image, for links that must work without JavaScript. */
export function fullSizeUrl(image: GalleryImage): string {
  return image.picture.img.src;
}

type Props = {
  image: GalleryImage;
  /** The `sizes` attribute: how wide the image is drawn at each viewport. */
  sizes: string;
  /** Lazy unless the image is likely the page's largest paint, or is being preloaded. */
  loading?: "lazy" | "eager";
  /** High for the image most likely to be the largest paint. */
  fetchPriority?: "high" | "low" | "auto";
  className?: string;
  /** The <img>'s class: a microformat's (`u-photo`), where the picture is one. */
  imgClassName?: string;
  /** Not shown (a neighbour kept ready in the viewer). */
  hidden?: boolean;
  /**
   * For a picture React creates in the browser (the viewer's): the <img> gets
   * its srcset and src only once it is inside its <picture>, after its
   * <source>s. React sets an element's attributes before it inserts it, and
   * WebKit starts fetching an <img>'s own src (the JPEG) the moment it is set,
   * even beside a <source> the browser would pick. Pre-rendered pictures (the
   * thumbnails) arrive whole from the HTML parser and keep their attributes.
   */
  sourcesOnceInserted?: boolean;
  /** One of a post image's two variants, which the stylesheet shows by the theme (app/styles/post-images.css). */
  themeVariant?: "light" | "dark";
};

export function ScreenshotPicture({
  image,
  sizes,
  loading = "lazy",
  fetchPriority = "auto",
  className,
  imgClassName,
  hidden,
  sourcesOnceInserted = false,
  themeVariant,
}: Props) {
  const { sources, img } = image.picture;
  const { jpeg, jpg, ...modern } = sources;
  const fallbackSet = jpeg ?? jpg;
  // Runs when React attaches the element, after it is inserted in its <picture>.
  const attachSources = (element: HTMLImageElement | null) => {
    if (!element || element.hasAttribute("src")) return;
    element.sizes = sizes;
    if (fallbackSet) element.srcset = fallbackSet;
    element.src = img.src;
  };
  return (
    <picture className={className} hidden={hidden} data-theme-variant={themeVariant}>
      {Object.entries(modern).map(([format, srcSet]) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        className={imgClassName}
        ref={sourcesOnceInserted ? attachSources : undefined}
        src={sourcesOnceInserted ? undefined : img.src}
        srcSet={sourcesOnceInserted ? undefined : fallbackSet}
        sizes={sourcesOnceInserted ? undefined : sizes}
        width={img.w}
        height={img.h}
        alt={image.alt}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
      />
    </picture>
  );
}
