// How a build puts the encoded screenshots, post images and portrait into
// build/client/assets (docs/decisions/0022-warm-build-images-beside-rollup.md):
// beside Rollup rather than through it, each file a hard link to a copy kept in
// the image cache, and each image's module, once made, kept too, so a warm
// build asks vite-imagetools for nothing it has already made.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { copyFile, link, mkdir, readFile, stat } from "node:fs/promises";
import { findPackageJSON } from "node:module";
import { basename, dirname, join, resolve } from "node:path";
import type { Plugin, ResolvedConfig } from "vite";
import { writeWhole } from "../tools/build-cache.ts";
import { assetFileName } from "./asset-file-name.ts";
import { ENCODER_SETTINGS, imageCacheDir } from "./image-encoding.ts";

/** Puts `copy` at `target`; false if there is no `copy`. A file already at `target` is the same: its name is its hash. */
async function linkTo(copy: string, target: string): Promise<boolean> {
  try {
    await link(copy, target);
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === "ENOENT") return false;
    // No hard link between these folders (a cache on another disk): the bytes are copied.
    if (code === "EXDEV" || code === "EPERM") await copyFile(copy, target);
    else if (code !== "EEXIST") throw error;
  }
  return true;
}

/**
 * Puts a file at `target` as a hard link to its copy in `kept` (a folder of
 * the files builds have published, by name), writing that copy from `source`
 * first if it is new. Linking costs a fortieth of writing on this machine's
 * disk: 3,249 renditions in 40 ms, against 1.5 to 2 s. With no `source`, the
 * copy must be there.
 */
export async function publishFile(kept: string, target: string, source?: string | Uint8Array): Promise<void> {
  const copy = join(kept, basename(target));
  if (await linkTo(copy, target)) return;
  if (source === undefined) throw new Error(`${copy} is gone: delete ${dirname(kept)} and build again`);
  await writeWhole(copy, source);
  if (!(await linkTo(copy, target))) throw new Error(`${copy} vanished before ${target} could link to it`);
}

const versionOf = (name: string) => {
  const manifest = findPackageJSON(name, import.meta.url);
  return manifest ? (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version : "";
};

/**
 * What an image's module depends on besides its import (file and query) and
 * the file's bytes: the encoder's settings and the versions of what encodes.
 * A change to any of them makes every module again.
 */
const ENCODER = JSON.stringify([ENCODER_SETTINGS, versionOf("vite-imagetools"), versionOf("sharp"), 1]);

/** An image's module as a build made it: its code with `__IMAGE_FILE_<n>__` for the URL of `files[n]`. */
type KeptModule = { code: string; files: string[] };

const IMAGE_FILE = /__IMAGE_FILE_(\d+)__/g;

/** The kept module for this key, if every file it names is kept as well. */
async function keptModule(file: string, kept: string): Promise<KeptModule | undefined> {
  try {
    const module = JSON.parse(await readFile(file, "utf8")) as KeptModule;
    if (typeof module.code !== "string" || !Array.isArray(module.files)) return undefined;
    const sizes = await Promise.all(module.files.map((name) => stat(join(kept, basename(name))).then((s) => s.size)));
    return sizes.every((size) => size > 0) ? module : undefined;
  } catch {
    return undefined;
  }
}

type LoadHandler = (this: unknown, id: string, ...rest: unknown[]) => unknown;
type EmittedFile = { name?: string; fileName?: string; source?: string | Uint8Array };

/**
 * In a build, the images plugin's files (each rendition, encoded or read from
 * its cache) go straight into the client's assets folder under
 * assetFileName(), as hard links to the copies kept in the image cache's
 * `published` folder, and the pages get their URLs as plain strings. Through
 * Rollup, each was copied to the bundler, hashed, written into the server
 * build, listed and moved into the client's folder by React Router, and
 * written again on every build: a warm build grew with the screenshots
 * although nothing had changed. Each image's module is kept in the cache's
 * `modules` folder, keyed by its import, its file's bytes and the encoder
 * (ENCODER): a later build that finds it, and every file it names, asks
 * imagetools for nothing, which would read each rendition back and open it to
 * learn its size. Under the dev server the plugin is unchanged (it serves the
 * images itself).
 */
export function withAssetFiles(plugin: Plugin): Plugin {
  const load = plugin.load as { handler: LoadHandler; filter?: unknown } | LoadHandler | undefined;
  if (!load) return plugin;
  const original = typeof load === "function" ? load : load.handler;
  const configResolved = plugin.configResolved as ((config: ResolvedConfig) => unknown) | undefined;
  let config: ResolvedConfig | undefined;
  /** The files this build's pages refer to, by their name under the client's build folder, with their bytes if new. */
  const files = new Map<string, string | Uint8Array | undefined>();
  /**
   * Each emitted file's name, by the token imagetools writes between __VITE_ASSET__ and __ in the module's code.
   * Kept for the whole build: imagetools shares one rendition's result between the loads that ask for it at the
   * same time, with the token the first one's emitFile returned.
   */
  const fileNames = new Map<string, string>();
  /** Each image's module, made or being made in this build, by its query and a hash of its bytes. */
  const loading = new Map<string, Promise<KeptModule | { other: unknown }>>();
  const kept = () => join(imageCacheDir(), "published");
  const modules = () => join(imageCacheDir(), "modules");

  const handler: LoadHandler = async function (this: unknown, id, ...rest) {
    if (config?.command !== "build" || !id.includes("?")) return original.call(this, id, ...rest);
    const { base } = config;
    const withUrls = ({ code, files: names }: KeptModule) =>
      code.replace(IMAGE_FILE, (_, index: string) => `${base}${names[Number(index)]}`);
    const bytes = await readFile(id.slice(0, id.indexOf("?"))).catch(() => undefined);
    if (!bytes) return original.call(this, id, ...rest);
    // Two copies of one image (a translated post's folder holds the same screenshot) asked for at once: the second
    // waits for the first's module instead of encoding the same bytes again under another name.
    const image = createHash("sha256")
      .update(`${ENCODER}\0${id.slice(id.indexOf("?"))}\0`)
      .update(bytes)
      .digest("hex");
    let making = loading.get(image);
    if (!making) {
      making = make(this, id, bytes, rest);
      loading.set(image, making);
    }
    const made = await making;
    return "code" in made ? withUrls(made) : made.other;
  };

  /** The image's module: kept by an earlier build, or made now by the images plugin; `other` if it made no module. */
  async function make(
    context: unknown,
    id: string,
    bytes: Buffer,
    rest: unknown[],
  ): Promise<KeptModule | { other: unknown }> {
    const keptAt = join(
      modules(),
      `${createHash("sha256").update(`${ENCODER}\0${id}\0`).update(bytes).digest("hex")}.json`,
    );
    const known = await keptModule(keptAt, kept());
    if (known) {
      for (const name of known.files) if (!files.has(name)) files.set(name, undefined);
      return known;
    }
    const emitting = new Proxy(context as object, {
      get(target, key) {
        if (key === "emitFile") {
          return ({ name, source }: EmittedFile) => {
            if (name === undefined || source === undefined)
              throw new Error(`withAssetFiles: ${id} emitted a file with no name or bytes`);
            const fileName = assetFileName(name, source);
            files.set(fileName, source);
            const token = `imageFile${fileNames.size + 1}`;
            fileNames.set(token, fileName);
            return token;
          };
        }
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const code = await original.call(emitting, id, ...rest);
    if (typeof code !== "string") return { other: code };
    const made: KeptModule = { code: "", files: [] };
    made.code = code.replace(/__VITE_ASSET__(\w+)__/g, (placeholder, token: string) => {
      const fileName = fileNames.get(token);
      if (fileName === undefined) return placeholder;
      const index = made.files.indexOf(fileName);
      return `__IMAGE_FILE_${index === -1 ? made.files.push(fileName) - 1 : index}__`;
    });
    // Kept before its files are: a build that stops before writing them leaves a module the next one ignores.
    if (!made.code.includes("__VITE_ASSET__")) {
      await mkdir(modules(), { recursive: true });
      await writeWhole(keptAt, JSON.stringify(made));
    }
    return made;
  }

  return {
    ...plugin,
    configResolved(resolved) {
      config = resolved;
      return configResolved?.call(this, resolved);
    },
    load: typeof load === "function" ? handler : { ...load, handler },
    // After the bundle is written (the client's build empties its folder first).
    async writeBundle() {
      if (!config || files.size === 0) return;
      const clientDir = resolve(config.root, config.environments.client?.build.outDir ?? config.build.outDir);
      const folders = new Set([kept(), ...[...files.keys()].map((fileName) => dirname(resolve(clientDir, fileName)))]);
      for (const folder of folders) await mkdir(folder, { recursive: true });
      await Promise.all(
        [...files].map(([fileName, source]) => publishFile(kept(), resolve(clientDir, fileName), source)),
      );
    },
  } as Plugin;
}
