import { useRef, type MouseEvent } from "react";
import styles from "./project-gallery.module.css";
import { fullSizeUrl, ScreenshotPicture, type GalleryImage } from "./screenshot-picture";
import { parseSelection, selectionParam, stepSelection } from "./screenshot-selection";
import {
  closeScreenshot,
  openScreenshot,
  readScreenshotParam,
  showScreenshot,
  useScreenshotParam,
} from "./screenshot-url";
import { ScreenshotViewer, type ViewerLabels } from "./screenshot-viewer";
import { useHydrated } from "./use-hydrated";

/** What the gallery needs, and all its island carries: plain data, ready for JSON. */
export type ProjectGalleryProps = { labels: ViewerLabels; images: readonly GalleryImage[] };

function isPlainClick(event: MouseEvent) {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * The thumbnails, each a real link to the full image (so they work without
 * JavaScript), and the viewer they open. The open screenshot lives in the URL.
 */
export function ProjectGallery({ labels, images }: ProjectGalleryProps) {
  const hydrated = useHydrated();
  const selected = parseSelection(useScreenshotParam(), images.length);
  const thumbnails = useRef<Array<HTMLAnchorElement | null>>([]);
  const opener = useRef<number | null>(null);

  // Read from the URL at the moment of the press, so quick presses add up.
  const step = (delta: number) => {
    const current = parseSelection(readScreenshotParam(), images.length);
    if (current !== null) showScreenshot(selectionParam(stepSelection(current, delta, images.length)));
  };

  const returnFocus = (lastIndex: number) => {
    thumbnails.current[opener.current ?? lastIndex]?.focus();
    opener.current = null;
  };

  return (
    <>
      <ul role="list" className={styles.grid}>
        {images.map((image, index) => (
          // The list never changes order.
          <li key={index}>
            <a
              ref={(element) => {
                thumbnails.current[index] = element;
              }}
              className={styles.thumbnail}
              href={fullSizeUrl(image)}
              // Without JavaScript the link opens the image itself; with it, the viewer.
              aria-haspopup={hydrated ? "dialog" : undefined}
              // A tap before the island is live marks its link busy (island-loader.js) until React replays it.
              suppressHydrationWarning
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                opener.current = index;
                openScreenshot(selectionParam(index));
              }}
            >
              <ScreenshotPicture
                image={image}
                sizes="(min-width: 72rem) 35rem, 46vw"
                loading={index === 0 ? "eager" : "lazy"}
                fetchPriority={index === 0 ? "high" : "auto"}
              />
              <span className="visually-hidden">{` ${labels.viewLarger}`}</span>
            </a>
          </li>
        ))}
      </ul>
      <ScreenshotViewer
        labels={labels}
        images={images}
        index={selected}
        onStep={step}
        onRequestClose={closeScreenshot}
        onClosed={returnFocus}
        // The page's own viewer was open before the island: the thumbnail it returned focus to opened it.
        onHandover={() => {
          const focused = thumbnails.current.findIndex((thumbnail) => thumbnail === document.activeElement);
          if (focused >= 0) opener.current = focused;
        }}
      />
    </>
  );
}
