/**
 * The path the site is served under: `/` by default, `/portfolio/` for a
 * project page on GitHub Pages. One setting, read by Vite (asset URLs) and
 * React Router (links), so the two can never disagree.
 */
export function basePath(raw = process.env.BASE_PATH): string {
  const trimmed = (raw ?? "").trim().replace(/^\/+|\/+$/g, "");
  return trimmed ? `/${trimmed}/` : "/";
}
