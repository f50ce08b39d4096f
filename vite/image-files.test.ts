// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin } from "vite";
import { expect, test, vi } from "vitest";
import { stripedPng } from "../app/test-support/fixture-projects.ts";
import { images } from "./image-encoding.ts";
import { assetFileName } from "./asset-file-name.ts";
import { withAssetFiles } from "./image-files.ts";

/**
 * A folder with an image cache of its own and two copies of one image, shot.png and copy.png, as a translated post's
 * folder may hold: the same bytes, so they are encoded once for both.
 */
async function twoCopies(width: number, height: number): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "image-copies-"));
  vi.stubEnv("IMAGE_CACHE_DIR", join(dir, "cache"));
  const png = await stripedPng(3, width, height);
  writeFileSync(join(dir, "shot.png"), png);
  writeFileSync(join(dir, "copy.png"), png);
  return dir;
}

test("a build writes the encoded files into the client's assets folder, not through Rollup, and the picture points at them", async () => {
  const dir = await twoCopies(600, 100);
  writeFileSync(
    join(dir, "entry.js"),
    [
      'export { default } from "./shot.png?w=240;480&format=webp;jpg&as=picture";',
      'export { default as again } from "./copy.png?w=240;480&format=webp;jpg&as=picture";',
    ].join("\n"),
  );
  await build({
    root: dir,
    base: "/sub/",
    configFile: false,
    logLevel: "silent",
    plugins: [withAssetFiles(images())],
    build: { ssr: "entry.js", outDir: "out/server", assetsInlineLimit: 0 },
    environments: { client: { build: { outDir: "out/client" } } },
  });

  // Nothing but the module in the server build: no image went through the bundler.
  expect(readdirSync(join(dir, "out/server"), { recursive: true })).toEqual(["entry.mjs"]);
  const written = readdirSync(join(dir, "out/client/assets")).sort();
  expect(written).toHaveLength(4);
  // Named after whichever of the two files was encoded first (the order is the bundler's), and one name for all four.
  for (const name of written) expect(name).toMatch(/^(shot|copy)-[\w-]{8}\.(webp|jpg)$/);
  expect(new Set(written.map((name) => name.split("-")[0])).size).toBe(1);

  const built = readFileSync(join(dir, "out/server/entry.mjs"), "utf8");
  expect(built).not.toContain("__VITE_ASSET__");
  type Picture = { sources: Record<string, string>; img: { src: string; w: number; h: number } };
  const { default: picture, again } = (await import(pathToFileURL(join(dir, "out/server/entry.mjs")).href)) as {
    default: Picture;
    again: Picture;
  };
  // Both pictures point at the one set of files.
  expect(again).toEqual(picture);
  expect(Object.keys(picture.sources).sort()).toEqual(["jpeg", "webp"]);
  expect(picture.img).toMatchObject({ w: 480, h: 80 });
  const urls = [
    picture.img.src,
    ...Object.values(picture.sources).flatMap((srcset) => srcset.split(", ").map((entry) => entry.split(" ")[0])),
  ];
  for (const url of urls) {
    expect(url).toMatch(/^\/sub\/assets\/(shot|copy)-[\w-]{8}\.(webp|jpg)$/);
    const file = join(dir, "out/client", url!.slice("/sub/".length));
    expect(existsSync(file), url).toBe(true);
    // The name is the bytes' hash: a changed rendition gets a new name.
    const stem = url!.slice("/sub/assets/".length).split("-")[0];
    expect(assetFileName(`${stem}.${url!.split(".").pop()}`, readFileSync(file))).toBe(url!.slice("/sub/".length));
  }
  expect(new Set(urls.map((url) => url!.slice("/sub/assets/".length)))).toEqual(new Set(written));
});

/** A build of `entry.js` in `dir` with the images plugin wrapped, as `npm run build` does, under `base`. */
function buildImages(dir: string, base = "/") {
  return build({
    root: dir,
    base,
    configFile: false,
    logLevel: "silent",
    plugins: [withAssetFiles(images())],
    build: { ssr: "entry.js", outDir: `out${base}server`, assetsInlineLimit: 0 },
    environments: { client: { build: { outDir: `out${base}client` } } },
  });
}

/** The picture the built module exports, read back from the server build. */
async function builtPicture(dir: string, base = "/"): Promise<unknown> {
  // A query makes each read a new module: the file changes between builds.
  const url = `${pathToFileURL(join(dir, `out${base}server/entry.mjs`)).href}?${Math.random()}`;
  return ((await import(url)) as { default: unknown }).default;
}

async function imageSite() {
  const dir = mkdtempSync(join(tmpdir(), "image-files-"));
  const cache = join(dir, "cache");
  vi.stubEnv("IMAGE_CACHE_DIR", cache);
  writeFileSync(join(dir, "shot.png"), await stripedPng(3, 600, 100));
  writeFileSync(join(dir, "entry.js"), 'export { default } from "./shot.png?w=240;480&format=webp;jpg&as=picture";');
  const assets = () => readdirSync(join(dir, "out/client/assets")).sort();
  return { dir, cache, assets };
}

test("a second build, under another base path, encodes nothing: every rendition comes from the cache", async () => {
  const { dir, cache } = await imageSite();
  const entries = () => readdirSync(cache).sort();
  await buildImages(dir, "/");
  const encoded = entries();
  expect(encoded.length).toBeGreaterThan(0);
  const stamps = encoded.map((entry) => statSync(join(cache, entry)).mtimeMs);
  await buildImages(dir, "/portfolio/");
  // No new entry and none rewritten: the cache is keyed by the image and its options, not by where the site lives.
  expect(entries()).toEqual(encoded);
  expect(encoded.map((entry) => statSync(join(cache, entry)).mtimeMs)).toEqual(stamps);
  // And the second build still wrote its files.
  expect(readdirSync(join(dir, "out/portfolio/client/assets"))).toHaveLength(4);
  rmSync(dir, { recursive: true, force: true });
});

test("a build's files are hard links to the copies kept in the image cache, so a warm build writes no image", async () => {
  const { dir, cache, assets } = await imageSite();
  await buildImages(dir);
  const first = assets();
  expect(first).toHaveLength(4);
  await buildImages(dir);
  expect(assets()).toEqual(first);
  for (const name of first) {
    const published = statSync(join(dir, "out/client/assets", name));
    const kept = statSync(join(cache, "published", name));
    expect(published.ino, name).toBe(kept.ino);
    expect(published.nlink, name).toBe(2);
  }
  rmSync(dir, { recursive: true, force: true });
});

test("a warm build asks vite-imagetools for nothing: each image's module is kept with its files", async () => {
  const { dir, cache, assets } = await imageSite();
  await buildImages(dir);
  const picture = await builtPicture(dir);
  const files = assets();
  // imagetools' own cache: each rendition under a hash of its settings and source. Emptied, a build that asked
  // imagetools would encode them again and put them back.
  const renditions = () => readdirSync(cache).filter((entry) => statSync(join(cache, entry)).isFile());
  expect(renditions()).toHaveLength(4);
  for (const entry of renditions()) rmSync(join(cache, entry));
  rmSync(join(dir, "out"), { recursive: true });
  await buildImages(dir);
  expect(renditions()).toEqual([]);
  expect(await builtPicture(dir)).toEqual(picture);
  expect(assets()).toEqual(files);

  // A changed image is made again, under new names.
  writeFileSync(join(dir, "shot.png"), await stripedPng(4, 600, 100));
  await buildImages(dir);
  expect(renditions()).toHaveLength(4);
  expect(await builtPicture(dir)).not.toEqual(picture);

  // And so is one whose kept files are gone.
  for (const entry of renditions()) rmSync(join(cache, entry));
  rmSync(join(cache, "published"), { recursive: true });
  rmSync(join(dir, "out"), { recursive: true });
  await buildImages(dir);
  expect(renditions()).toHaveLength(4);
  expect(assets()).toHaveLength(4);
  for (const name of assets()) expect(existsSync(join(cache, "published", name)), name).toBe(true);
  rmSync(dir, { recursive: true, force: true });
});

test("under the dev server the images plugin is left to serve its files itself", async () => {
  const emitted: string[] = [];
  const plugin = {
    name: "imagetools",
    load: {
      async handler(this: { emitFile: (file: { name: string; source: string }) => string }) {
        return `export default "__VITE_ASSET__${this.emitFile({ name: "a.webp", source: "bytes" })}__"`;
      },
    },
  } as unknown as Plugin;
  const wrapped = withAssetFiles(plugin);
  (wrapped.configResolved as (config: unknown) => void)({ command: "serve", base: "/" });
  const handler = (wrapped.load as { handler: (this: unknown, id: string) => Promise<unknown> }).handler;
  const context = {
    emitFile(file: { name: string }) {
      emitted.push(file.name);
      return "ref";
    },
  };
  expect(await handler.call(context, "/a.png?format=webp")).toBe('export default "__VITE_ASSET__ref__"');
  expect(emitted).toEqual(["a.webp"]);
});

test("two copies of one image asked for at once are encoded once, and both modules name the same files", async () => {
  const dir = await twoCopies(60, 10);
  writeFileSync(join(dir, "other.png"), await stripedPng(4, 60, 10));
  // A stand-in for the images plugin, slow enough that every load below starts before the first has finished.
  const encoded: string[] = [];
  const plugin = {
    name: "imagetools",
    load: {
      async handler(this: { emitFile: (file: { name: string; source: Uint8Array }) => string }, id: string) {
        encoded.push(id.slice(dir.length + 1));
        await new Promise((resolve) => setTimeout(resolve, 100));
        const source = readFileSync(id.slice(0, id.indexOf("?")));
        return `export default "__VITE_ASSET__${this.emitFile({ name: "image.webp", source })}__"`;
      },
    },
  } as unknown as Plugin;
  const wrapped = withAssetFiles(plugin);
  (wrapped.configResolved as (config: unknown) => void)({ command: "build", base: "/" });
  const handler = (wrapped.load as { handler: (this: unknown, id: string) => Promise<unknown> }).handler;
  const load = (id: string) => handler.call({}, join(dir, id));
  const [shot, copy, other] = await Promise.all([
    load("shot.png?format=webp"),
    load("copy.png?format=webp"),
    load("other.png?format=webp"),
    // The same bytes asked for with other settings: another rendition.
    load("copy.png?format=webp&w=30"),
  ]);
  // Whichever copy's bytes are read first is the one encoded: the order is the file system's.
  const first = encoded.find((id) => id === "shot.png?format=webp" || id === "copy.png?format=webp");
  expect(encoded.sort()).toEqual(["copy.png?format=webp&w=30", "other.png?format=webp", first].sort());
  expect(shot).toMatch(/^export default "\/assets\/image-[\w-]{8}\.webp"$/);
  expect(copy).toBe(shot);
  expect(other).not.toBe(shot);
  rmSync(dir, { recursive: true, force: true });
});
