import { useEffect, useRef, type PointerEvent } from "react";
import { ScreenshotPicture, type GalleryImage } from "./screenshot-picture";
import { keyDelta, stepSelection, swipeDelta } from "./screenshot-selection";
import styles from "./screenshot-viewer.module.css";

type Props = {
  projectName: string;
  images: readonly GalleryImage[];
  /** The open screenshot, or null when the viewer is closed. */
  index: number | null;
  /** Move by one screenshot: -1 previous, 1 next. */
  onStep: (delta: number) => void;
  /** The dialog closed itself (close control, Escape, backdrop): clear the selection. */
  onRequestClose: () => void;
  /** The dialog has closed, whatever closed it, after showing this screenshot. */
  onClosed: (lastIndex: number) => void;
};

const VIEWER_SIZES = "(min-width: 90rem) 80rem, 92vw";

/**
 * The enlarged view, on the native modal <dialog>: the browser traps focus,
 * makes the page inert and handles Escape. Its open state follows `index`.
 */
export function ScreenshotViewer({ projectName, images, index, onStep, onRequestClose, onClosed }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const lastShown = useRef(0);
  const closedByUrl = useRef(false);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (index !== null) {
      lastShown.current = index;
      closedByUrl.current = false;
      if (!dialog.open) dialog.showModal();
    } else if (dialog.open) {
      closedByUrl.current = true;
      dialog.close();
    }
  }, [index]);

  const step = (delta: number) => {
    if (index !== null && delta !== 0) onStep(delta);
  };

  // The close event arrives a task after the dialog closed, whatever closed it.
  const handleClose = () => {
    // Reopened since (Back then Forward in quick succession): nothing to do.
    if (dialogRef.current?.open) return;
    // Closed by the user (close control, Escape, backdrop), not by the URL: the URL follows.
    if (!closedByUrl.current) onRequestClose();
    closedByUrl.current = false;
    onClosed(lastShown.current);
  };

  const handlePointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start) step(swipeDelta(event.clientX - start.x, event.clientY - start.y));
  };

  const current = index === null ? undefined : images[index];
  const neighbours =
    index === null || count < 2
      ? []
      : [...new Set([stepSelection(index, -1, count), stepSelection(index, 1, count)])].filter((i) => i !== index);

  return (
    // The modal dialog owns the arrow keys and its backdrop's clicks: both
    // have keyboard equivalents (arrow keys, Escape) and are not focus targets.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className={styles.viewer}
      aria-label={`${projectName} screenshots`}
      data-state={index === null ? "closed" : "open"}
      onClose={handleClose}
      onKeyDown={(event) => {
        const delta = keyDelta(event.key);
        if (delta !== 0) {
          event.preventDefault();
          step(delta);
        }
      }}
      onClick={(event) => {
        // A click on the dialog itself, not its contents, is a click on the backdrop.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      {current && index !== null ? (
        <div className={styles.frame}>
          <div className={styles.toolbar}>
            <p className={styles.counter} aria-live="polite" aria-atomic="true">
              {index + 1} of {count}
            </p>
            <button
              type="button"
              className={styles.close}
              aria-label="Close screenshot viewer"
              onClick={() => dialogRef.current?.close()}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
          <figure
            className={styles.figure}
            onPointerDown={(event) => {
              if (event.pointerType !== "mouse") swipeStart.current = { x: event.clientX, y: event.clientY };
            }}
            onPointerUp={handlePointerUp}
            onPointerCancel={() => (swipeStart.current = null)}
          >
            <ScreenshotPicture
              key={current.picture.img.src}
              className={styles.picture}
              image={current}
              sizes={VIEWER_SIZES}
              loading="eager"
              fetchPriority="high"
            />
            <figcaption className={styles.caption} aria-hidden="true">
              {current.alt}
            </figcaption>
          </figure>
          <div className={styles.nav}>
            <button type="button" className={styles.step} aria-label="Previous screenshot" onClick={() => step(-1)}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M15 5l-7 7 7 7" />
              </svg>
            </button>
            <button type="button" className={styles.step} aria-label="Next screenshot" onClick={() => step(1)}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M9 5l7 7-7 7" />
              </svg>
            </button>
          </div>
          {/* The neighbours load in the background, so stepping is instant. */}
          <div hidden>
            {neighbours.map((i) => {
              const image = images[i];
              return image ? (
                <ScreenshotPicture
                  key={image.picture.img.src}
                  image={image}
                  sizes={VIEWER_SIZES}
                  loading="eager"
                  fetchPriority="low"
                />
              ) : null;
            })}
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
