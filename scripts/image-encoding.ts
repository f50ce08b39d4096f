// How screenshots and post images are encoded: vite-imagetools (sharp), with
// the encoder settings chosen by measurement in
// docs/decisions/0017-fast-cold-build.md (`node scripts/bench-encoders.ts`
// remeasures them). One plugin for the build (vite.config.ts) and the unit
// tests (vitest.config.ts), so both fill and read the same cache.
// In a build, withAssetFiles() writes the encoded files into the client's
// assets folder itself instead of handing each to Rollup
// (docs/decisions/0022-warm-build-images-beside-rollup.md).
import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, extname, resolve } from "node:path";
import type { Plugin, ResolvedConfig } from "vite";
import { imagetools, resolveConfigs, type ImageConfig } from "vite-imagetools";

/**
 * Per output format, what the query does not say. AVIF at effort 3 and quality
 * 48 encodes in about a third of the CPU time of sharp's default (effort 4,
 * quality 50) for slightly fewer bytes (the project pages' byte budget has no
 * room for more) and 0.8 dB less PSNR, which does not show. WebP and JPEG keep
 * sharp's defaults, already fast (mozjpeg would triple the JPEG's time for a
 * fallback hardly any browser fetches).
 */
export const ENCODER_SETTINGS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  avif: { quality: "48", effort: "3" },
};

/** An image's settings: the format's defaults above, overridden by anything the query says. */
export function withEncoderSettings(config: ImageConfig): ImageConfig {
  return { ...ENCODER_SETTINGS[config.format ?? ""], ...config };
}

/** The images plugin; encoded images are cached in IMAGE_CACHE_DIR, or node_modules/.cache/imagetools. */
export function images(): Plugin {
  return imagetools({
    removeMetadata: true,
    cache: { dir: process.env.IMAGE_CACHE_DIR },
    resolveConfigs: (entries, formats) => resolveConfigs(entries, formats).map(withEncoderSettings),
  }) as Plugin;
}

/**
 * Where a file of these bytes goes under the client's build folder: Vite's own
 * pattern, `assets/[name]-[hash][extname]`, with a hash of the bytes, so the
 * name changes whenever the file does and can be cached as immutable.
 */
export function assetFileName(name: string, source: string | Uint8Array): string {
  const extension = extname(name);
  const stem = name.slice(0, name.length - extension.length).replace(/[^\w.-]/g, "_");
  const hash = createHash("sha256").update(source).digest("base64url").slice(0, 8);
  return `assets/${stem}-${hash}${extension}`;
}

type LoadHandler = (this: unknown, id: string, ...rest: unknown[]) => unknown;
type EmittedFile = { name?: string; fileName?: string; source?: string | Uint8Array };

/**
 * In a build, the images plugin's files (each rendition, encoded or read from
 * the cache) are written straight into the client's assets folder, under
 * assetFileName(), and the pages get their URLs as plain strings, instead of
 * going through Rollup: emitted there, each is copied across to the bundler,
 * hashed, written into the server build, listed, and moved into the client's
 * folder by React Router, which made a warm build grow with the screenshots
 * although nothing changed. Under the dev server and the unit tests the plugin
 * is unchanged (it serves the images itself).
 */
export function withAssetFiles(plugin: Plugin): Plugin {
  const load = plugin.load as { handler: LoadHandler; filter?: unknown } | LoadHandler | undefined;
  if (!load) return plugin;
  const original = typeof load === "function" ? load : load.handler;
  const configResolved = plugin.configResolved as ((config: ResolvedConfig) => unknown) | undefined;
  let config: ResolvedConfig | undefined;
  /** The files this build's pages refer to, by their name under the client's build folder. */
  const files = new Map<string, string | Uint8Array>();
  /**
   * Each emitted file's URL, by the token imagetools writes between __VITE_ASSET__ and __ in the module's code.
   * Kept for the whole build: imagetools shares one rendition's result between the loads that ask for it at the
   * same time, with the token the first one's emitFile returned.
   */
  const urls = new Map<string, string>();

  const handler: LoadHandler = async function (this: unknown, id, ...rest) {
    if (config?.command !== "build" || !id.includes("?")) return original.call(this, id, ...rest);
    const { base } = config;
    const context = new Proxy(this as object, {
      get(target, key) {
        if (key === "emitFile") {
          return ({ name, source }: EmittedFile) => {
            if (name === undefined || source === undefined)
              throw new Error(`withAssetFiles: ${id} emitted a file with no name or bytes`);
            const fileName = assetFileName(name, source);
            files.set(fileName, source);
            const token = `imageFile${urls.size + 1}`;
            urls.set(token, `${base}${fileName}`);
            return token;
          };
        }
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const code = await original.call(context, id, ...rest);
    if (typeof code !== "string") return code;
    return code.replace(/__VITE_ASSET__(\w+)__/g, (placeholder, token: string) => urls.get(token) ?? placeholder);
  };

  return {
    ...plugin,
    configResolved(resolved) {
      config = resolved;
      return configResolved?.call(this, resolved);
    },
    load: typeof load === "function" ? handler : { ...load, handler },
    // After the bundle is written (the client's build empties its folder first); a file already there is the same.
    async writeBundle() {
      if (!config || files.size === 0) return;
      const clientDir = resolve(config.root, config.environments.client?.build.outDir ?? config.build.outDir);
      const folders = new Set([...files.keys()].map((fileName) => dirname(resolve(clientDir, fileName))));
      for (const folder of folders) await mkdir(folder, { recursive: true });
      await Promise.all(
        [...files].map(([fileName, source]) =>
          writeFile(resolve(clientDir, fileName), source, { flag: "wx" }).catch((error: NodeJS.ErrnoException) => {
            if (error.code !== "EEXIST") throw error;
          }),
        ),
      );
    },
  } as Plugin;
}
