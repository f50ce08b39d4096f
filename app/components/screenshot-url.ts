import { useSyncExternalStore } from "react";
import { SCREENSHOT_PARAM } from "~/addresses/paths";

// The viewer's state lives in the URL's ?screenshot=n, read and written with
// the History API directly: the project page has no router in the browser.

const CHANGE_EVENT = "screenshotchange";

/** Set on the history entry that opening the viewer pushed, so closing can pop it. */
type ViewerEntry = { openedFromPage: true };

function subscribe(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The raw parameter, or null when there is none. */
export function readScreenshotParam(): string | null {
  return new URLSearchParams(window.location.search).get(SCREENSHOT_PARAM);
}

/**
 * The current ?screenshot= value. Null while React hydrates the pre-rendered
 * HTML, which was made without a query, so hydration always matches.
 */
export function useScreenshotParam(): string | null {
  return useSyncExternalStore(subscribe, readScreenshotParam, () => null);
}

function write(value: string | null, mode: "push" | "replace", state: unknown) {
  const url = new URL(window.location.href);
  if (value === null) url.searchParams.delete(SCREENSHOT_PARAM);
  else url.searchParams.set(SCREENSHOT_PARAM, value);
  if (mode === "push") window.history.pushState(state, "", url);
  else window.history.replaceState(state, "", url);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Opening adds a history entry, so Back closes the viewer. */
export function openScreenshot(value: string) {
  write(value, "push", { openedFromPage: true } satisfies ViewerEntry);
}

/** Stepping between screenshots replaces the entry: no history per step. */
export function showScreenshot(value: string) {
  write(value, "replace", window.history.state);
}

/**
 * Opened from this page: go back, so Back after closing leaves the page.
 * Opened from a shared link: drop the parameter in place.
 */
export function closeScreenshot() {
  const state: unknown = window.history.state;
  if (typeof state === "object" && state !== null && "openedFromPage" in state) window.history.back();
  else write(null, "replace", null);
}
