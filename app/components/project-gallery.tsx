import { useRef, type MouseEvent } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import type { Screenshot } from "~/content/schema";
import { SCREENSHOT_PARAM } from "~/paths";
import styles from "./project-gallery.module.css";
import { fullSizeUrl, ScreenshotPicture } from "./screenshot-picture";
import { parseSelection, selectionParam } from "./screenshot-selection";
import { ScreenshotViewer } from "./screenshot-viewer";
import { useHydrated } from "./use-hydrated";

type Props = { projectName: string; images: readonly Screenshot[] };

/** Set on the history entry that opening the viewer pushed, so closing can pop it. */
type ViewerState = { openedFromPage: true };

function openedFromPage(state: unknown): state is ViewerState {
  return typeof state === "object" && state !== null && "openedFromPage" in state;
}

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
 * Four thumbnails, each a real link to the full image (so they work without
 * JavaScript), and the viewer they open. The open screenshot lives in the URL.
 */
export function ProjectGallery({ projectName, images }: Props) {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const thumbnails = useRef<Array<HTMLAnchorElement | null>>([]);
  const opener = useRef<number | null>(null);

  const selected = hydrated ? parseSelection(searchParams.get(SCREENSHOT_PARAM), images.length) : null;

  const withSelection = (index: number | null) => {
    const params = new URLSearchParams(searchParams);
    if (index === null) params.delete(SCREENSHOT_PARAM);
    else params.set(SCREENSHOT_PARAM, selectionParam(index));
    const search = params.toString();
    return { pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash };
  };

  const open = (index: number) => {
    opener.current = index;
    navigate(withSelection(index), { state: { openedFromPage: true } satisfies ViewerState, preventScrollReset: true });
  };

  const select = (index: number) => {
    navigate(withSelection(index), { replace: true, state: location.state, preventScrollReset: true });
  };

  const close = () => {
    // Opened from this page: go back, so Back after closing leaves the page.
    // Opened from a shared link: drop the parameter in place.
    if (openedFromPage(location.state)) navigate(-1);
    else navigate(withSelection(null), { replace: true, preventScrollReset: true });
  };

  const returnFocus = (lastIndex: number) => {
    thumbnails.current[opener.current ?? lastIndex]?.focus();
    opener.current = null;
  };

  return (
    <>
      <ul role="list" className={styles.grid}>
        {images.map((image, index) => (
          <li key={image.src}>
            <a
              ref={(element) => {
                thumbnails.current[index] = element;
              }}
              className={styles.thumbnail}
              href={fullSizeUrl(image)}
              // Without JavaScript the link opens the image itself; with it, the viewer.
              aria-haspopup={hydrated ? "dialog" : undefined}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                open(index);
              }}
            >
              <ScreenshotPicture
                image={image}
                sizes="(min-width: 72rem) 35rem, (min-width: 40rem) 46vw, 92vw"
                loading={index === 0 ? "eager" : "lazy"}
                fetchPriority={index === 0 ? "high" : "auto"}
              />
              <span className="visually-hidden"> (view larger)</span>
            </a>
          </li>
        ))}
      </ul>
      <ScreenshotViewer
        projectName={projectName}
        images={images}
        index={selected}
        onSelect={select}
        onRequestClose={close}
        onClosed={returnFocus}
      />
    </>
  );
}
