import { mathsFontUrl } from "~/styles/maths-font-face";

/** Whether rendered Markdown holds a formula (app/markdown/markdown-maths.ts writes one <math> per formula). */
export function hasMaths(html: string): boolean {
  return html.includes("<math");
}

/**
 * On a page with maths, the maths font is fetched with the stylesheet rather than once the formula is laid out
 * (React puts the link in the head); a page without maths neither preloads nor, since no text is drawn in it, fetches it.
 */
export function MathsFontPreload({ html }: { html: string }) {
  if (!mathsFontUrl || !hasMaths(html)) return null;
  return <link rel="preload" href={mathsFontUrl} as="font" type="font/woff2" crossOrigin="anonymous" />;
}
