// Where React Router writes the pre-rendered pages, and where static hosts
// want them. Used by react-router.config.ts once the pages are rendered.
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { dirname, join } from "node:path";

/**
 * With a base path React Router writes the pages under it (client/portfolio/…),
 * but the host serves the whole client folder at that path, beside the assets:
 * the pages belong at the folder's top. The folder is moved aside first: a
 * project may have the base path's folder name as its slug (BASE_PATH=/field-notes/
 * and a project "field-notes"), and its page folder cannot be moved onto the
 * folder it is in.
 */
export async function hoistPages(pagesDir: string, clientDir: string) {
  const aside = join(clientDir, `.pages-${process.pid}-${Date.now()}`);
  await rename(pagesDir, aside);
  for (const entry of await readdir(aside)) await rename(join(aside, entry), join(clientDir, entry));
  await rm(aside, { recursive: true });
}

/**
 * React Router writes `/weather-app` as `weather-app/index.html`. Static hosts
 * then redirect `/weather-app` to `/weather-app/`; as `weather-app.html` it is
 * served at the canonical URL on GitHub Pages, Netlify, Cloudflare, Vercel
 * (cleanUrls) and nginx (try_files $uri.html) alike. The pre-rendered not-found
 * page becomes `404.html`, which every static host serves with status 404.
 * Nested pages too, at any depth: `writing/a-post/index.html` becomes
 * `writing/a-post.html` beside `writing.html`.
 */
export async function flattenPages(dir: string, isRoot = true) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || (isRoot && entry.name === "assets")) continue;
    const folder = join(dir, entry.name);
    // Deepest first, so a page's folder is empty of pages before it is looked at.
    await flattenPages(folder, false);
    const index = join(folder, "index.html");
    const isPage = await stat(index).then(
      (s) => s.isFile(),
      () => false,
    );
    if (!isPage) continue;
    await rename(index, join(dir, `${entry.name}.html`));
    if ((await readdir(folder)).length === 0) await rm(folder, { recursive: true });
  }
}

/**
 * React Router writes each pre-rendered file at its URL's path as the URL
 * spells it, percent-encoded: a CV named in the owner's letters
 * (`cv/Đỗ-Minh-Anh-CV.pdf`) lands as `cv/%C4%90%E1%BB%97-Minh-Anh-CV.pdf`,
 * which no host finds, since it decodes the address it is asked for. Each such
 * file gets its name back.
 */
export async function decodeFileNames(dir: string) {
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.includes("%")) continue;
    const from = join(entry.parentPath, entry.name);
    const to = join(dir, decodeURIComponent(from.slice(dir.length + 1)));
    await mkdir(dirname(to), { recursive: true });
    await rename(from, to);
  }
}
