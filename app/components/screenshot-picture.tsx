import type { Picture } from "vite-imagetools";

/**
 * A screenshot as the pages get it from virtual:content/projects: encoded at
 * build time by vite-imagetools into AVIF, WebP and JPEG at three widths.
 */
export type GalleryImage = { alt: string; picture: Picture };

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
};

export function ScreenshotPicture({ image, sizes, loading = "lazy", fetchPriority = "auto", className }: Props) {
  const { sources, img } = image.picture;
  const { jpeg, jpg, ...modern } = sources;
  return (
    <picture className={className}>
      {Object.entries(modern).map(([format, srcSet]) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        src={img.src}
        srcSet={jpeg ?? jpg}
        sizes={sizes}
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
