import { useEffect, useId, useRef, useState, type TouchEvent } from "react";
import { ScreenshotPicture, type GalleryImage } from "./screenshot-picture";
import { keyDelta, stepSelection, swipeDelta, type Direction } from "./screenshot-selection";
import styles from "./screenshot-viewer.module.css";

/**
 * The viewer's words, in the page's language, made when the page is built
 * (the island carries no message catalogue), and the page's direction.
 */
export type ViewerLabels = {
  /** The dialog's name: "Weather App screenshots". */
  dialog: string;
  close: string;
  previous: string;
  next: string;
  /** After each thumbnail's description, for screen readers: "(view larger)". */
  viewLarger: string;
  /** Per screenshot, shown: "2 of 4". */
  positions: readonly string[];
  /** Per screenshot, spoken on opening and on each step: "2 of 4: The equipment catalogue…". */
  announcements: readonly string[];
  dir: Direction;
};

type Props = {
  labels: ViewerLabels;
  images: readonly GalleryImage[];
  /** The open screenshot, or null when the viewer is closed. */
  index: number | null;
  /** Move by one screenshot: -1 previous, 1 next. */
  onStep: (delta: number) => void;
  /** The dialog closed itself (close control, Escape, backdrop): clear the selection. */
  onRequestClose: () => void;
  /** The dialog has closed, whatever closed it, after showing this screenshot. */
  onClosed: (lastIndex: number) => void;
  /**
   * The viewer the page opened before the island was live has just closed for this one to open, and focus is back
   * on what opened it.
   */
  onHandover?: () => void;
};

const VIEWER_SIZES = "(min-width: 90rem) 80rem, 92vw";

/**
 * Dispatched on the viewer's dialog, and bubbling to the island, in the same task as the viewer opens: the viewer the
 * page opened before the island was live (screenshot-viewer-opener.js, which spells the name out) closes then.
 */
export const VIEWER_HANDOVER_EVENT = "viewer:handover";

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/**
 * The viewer as the page opens it before the island is live (screenshot-viewer-opener.js, the inline script that
 * follows this <template>): the same dialog, toolbar and figure, which the script fills with the tapped screenshot
 * from the island's props (`propsId`). Inert until then, and outside the island, so React never hydrates it.
 */
export function ScreenshotViewerShell({
  labels,
  count,
  propsId,
  param,
}: {
  labels: ViewerLabels;
  count: number;
  propsId: string;
  /** The address's parameter for the open screenshot (?screenshot=n). */
  param: string;
}) {
  return (
    <template data-props={propsId} data-param={param}>
      <dialog
        className={styles.viewer}
        aria-label={labels.dialog}
        aria-describedby={`${propsId}-caption`}
        data-state="open"
      >
        <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-part="announcer" />
        <div className={styles.frame}>
          <div className={styles.toolbar}>
            {count > 1 ? <p className={styles.counter} aria-hidden="true" data-part="counter" /> : null}
            <button type="button" className={styles.close} aria-label={labels.close} data-part="close">
              <CloseIcon />
            </button>
          </div>
          <figure
            className={styles.figure}
            data-part="figure"
            data-sizes={VIEWER_SIZES}
            data-picture-class={styles.picture}
          >
            {/* The image's alt says it already; the dialog takes it as its description. */}
            <figcaption id={`${propsId}-caption`} className={styles.caption} aria-hidden="true" data-part="caption" />
          </figure>
        </div>
      </dialog>
    </template>
  );
}

/** Pinch-zoomed in: a horizontal drag pans the zoomed view rather than changing screenshot. */
function isZoomed(): boolean {
  return (window.visualViewport?.scale ?? 1) > 1.01;
}

/**
 * The enlarged view, on the native modal <dialog>: the browser traps focus,
 * makes the page inert and handles Escape. Its open state follows `index`.
 */
export function ScreenshotViewer({ labels, images, index, onStep, onRequestClose, onClosed, onHandover }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const lastShown = useRef(0);
  const closedByUrl = useRef(false);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const announcer = useRef<HTMLParagraphElement>(null);
  const captionId = useId();
  const count = images.length;
  const announced = index === null ? "" : (labels.announcements[index] ?? "");

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (index !== null) {
      lastShown.current = index;
      closedByUrl.current = false;
      if (!dialog.open) {
        const handover = new Event(VIEWER_HANDOVER_EVENT, { bubbles: true, cancelable: true });
        // Cancelled by the viewer that was open: it has closed.
        if (!dialog.dispatchEvent(handover)) onHandover?.();
        dialog.showModal();
      }
    } else if (dialog.open) {
      closedByUrl.current = true;
      dialog.close();
    }
    // onHandover runs on opening only, as it was then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index]);

  // Written once the dialog is open, so the live region is in the accessibility
  // tree before its text changes: opening and every step are announced.
  useEffect(() => {
    if (announcer.current) announcer.current.textContent = announced;
  }, [announced]);

  const step = (delta: number) => {
    // One screenshot has nowhere to step to.
    if (index !== null && delta !== 0 && count > 1) onStep(delta);
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

  // At normal zoom the figure keeps horizontal drags for itself (touch-action
  // pan-y), so a swipe is neither a scroll nor the browser's swipe back; once
  // pinch-zoomed it lets the browser pan every way (data-zoomed in the CSS).
  const [zoomed, setZoomed] = useState(false);
  const isOpen = index !== null;
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!isOpen || !viewport) return;
    const sync = () => setZoomed(isZoomed());
    sync();
    viewport.addEventListener("resize", sync);
    return () => viewport.removeEventListener("resize", sync);
  }, [isOpen]);

  // Touch events, not pointer events: the browser cancels a pointer as soon as
  // it pans a zoomed view, while touch events see the whole gesture. One finger
  // at normal zoom is a swipe; two fingers, or any drag while zoomed, are the
  // browser's to pinch and pan.
  const handleTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    swipeStart.current =
      event.touches.length === 1 && touch && !isZoomed() ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const handleTouchEnd = (event: TouchEvent) => {
    const start = swipeStart.current;
    const touch = event.changedTouches[0];
    swipeStart.current = null;
    if (start && touch && event.touches.length === 0 && !isZoomed()) {
      step(swipeDelta(touch.clientX - start.x, touch.clientY - start.y, labels.dir));
    }
  };

  const current = index === null ? undefined : images[index];
  const neighbours =
    index === null || count < 2
      ? []
      : [...new Set([stepSelection(index, -1, count), stepSelection(index, 1, count)])].filter((i) => i !== index);

  // Every picture the viewer has made stays, one per screenshot, never re-keyed
  // or dropped: stepping and closing only hide it. A <picture> that is dropped
  // and collected makes Firefox fetch its JPEG fallback beside the AVIF it
  // showed; a kept one is fetched once, in the format the browser chose. The
  // open one and its neighbours (loaded in the background, so stepping is
  // instant) are added as they are first needed.
  const [kept, setKept] = useState<readonly number[]>([]);
  const wanted = index === null ? [] : [index, ...neighbours].filter((i) => !kept.includes(i));
  if (wanted.length > 0) setKept([...kept, ...wanted].sort((a, b) => a - b));

  return (
    // The modal dialog owns the arrow keys and its backdrop's clicks: both
    // have keyboard equivalents (arrow keys, Escape) and are not focus targets.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className={styles.viewer}
      aria-label={labels.dialog}
      aria-describedby={current ? captionId : undefined}
      data-state={index === null ? "closed" : "open"}
      onClose={handleClose}
      onKeyDown={(event) => {
        const delta = keyDelta(event.key, labels.dir);
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
      {/* The position and the description, spoken on opening and on every step. */}
      <p ref={announcer} className="visually-hidden" aria-live="polite" aria-atomic="true" />
      {kept.length > 0 ? (
        <div className={styles.frame}>
          {current && index !== null ? (
            <div className={styles.toolbar}>
              {count > 1 ? (
                <p className={styles.counter} aria-hidden="true">
                  {labels.positions[index]}
                </p>
              ) : null}
              <button
                type="button"
                className={styles.close}
                aria-label={labels.close}
                onClick={() => dialogRef.current?.close()}
              >
                <CloseIcon />
              </button>
            </div>
          ) : null}
          <figure
            className={styles.figure}
            data-zoomed={zoomed ? "" : undefined}
            onTouchStart={handleTouchStart}
            onTouchEnd={handleTouchEnd}
            onTouchCancel={() => (swipeStart.current = null)}
          >
            {kept.map((i) => {
              const image = images[i];
              return image ? (
                <ScreenshotPicture
                  key={i}
                  className={styles.picture}
                  image={image}
                  sizes={VIEWER_SIZES}
                  loading="eager"
                  fetchPriority={i === index ? "high" : "low"}
                  hidden={i !== index}
                  sourcesOnceInserted
                />
              ) : null;
            })}
            {/* The image's alt says it already; the dialog takes it as its description. */}
            {current ? (
              <figcaption id={captionId} className={styles.caption} aria-hidden="true">
                {current.alt}
              </figcaption>
            ) : null}
          </figure>
          {current && count > 1 ? (
            <div className={styles.nav}>
              <button type="button" className={styles.step} aria-label={labels.previous} onClick={() => step(-1)}>
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M15 5l-7 7 7 7" />
                </svg>
              </button>
              <button type="button" className={styles.step} aria-label={labels.next} onClick={() => step(1)}>
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M9 5l7 7-7 7" />
                </svg>
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}
