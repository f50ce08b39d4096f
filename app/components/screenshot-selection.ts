// The screenshot viewer's state: which screenshot is open, if any. It lives in
// the URL (?screenshot=2, counted from 1 as people count), so Back closes the
// viewer and a shared link opens the same screenshot.

/** The open screenshot's index, or null: anything but 1..count leaves the viewer closed. */
export function parseSelection(value: string | null, count: number): number | null {
  if (value === null || !/^[1-9]\d*$/.test(value)) return null;
  const position = Number(value);
  return position <= count ? position - 1 : null;
}

export function selectionParam(index: number): string {
  return String(index + 1);
}

/** Moves through the screenshots, wrapping past either end. */
export function stepSelection(index: number, delta: number, count: number): number {
  return (((index + delta) % count) + count) % count;
}

export const SWIPE_THRESHOLD_PX = 40;

/** The reading direction of the page: in a right-to-left language the next screenshot is to the left. */
export type Direction = "ltr" | "rtl";

/**
 * A horizontal swipe moves by one. Left to right, the next screenshot comes
 * in from the right, so a swipe towards the left is next; right to left,
 * the other way round.
 */
export function swipeDelta(dx: number, dy: number, dir: Direction = "ltr"): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  const towardsStart = dir === "ltr" ? dx < 0 : dx > 0;
  return towardsStart ? 1 : -1;
}

const KEY_DELTAS: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

/** The arrow keys step the way the page reads: → is next left to right, previous right to left. */
export function keyDelta(key: string, dir: Direction = "ltr"): number {
  const delta = KEY_DELTAS[key] ?? 0;
  return dir === "rtl" ? -delta : delta;
}
