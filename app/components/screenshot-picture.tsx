import type { Picture } from "vite-imagetools";
import type { Screenshot } from "~/content/schema";

// Every screenshot in app/content/media is encoded at build time by
// vite-imagetools into AVIF, WebP and JPEG at three widths.
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

/** The full-size fallback image, for links that must work without JavaScript. */
export function fullSizeUrl(image: Screenshot): string {
  return pictureFor(image).img.src;
}

type Props = {
  image: Screenshot;
  /** The `sizes` attribute: how wide the image is drawn at each viewport. */
  sizes: string;
  /** Lazy unless the image is likely the page's largest paint, or is being preloaded. */
  loading?: "lazy" | "eager";
  /** High for the image most likely to be the largest paint. */
  fetchPriority?: "high" | "low" | "auto";
  className?: string;
};

export function ScreenshotPicture({ image, sizes, loading = "lazy", fetchPriority = "auto", className }: Props) {
  const { sources, img } = pictureFor(image);
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
