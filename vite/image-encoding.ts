// How screenshots and post images are encoded: vite-imagetools (sharp), with
// the encoder settings chosen by measurement in
// docs/decisions/0017-fast-cold-build.md (`node bench/bench-encoders.ts`
// remeasures them). One plugin for the build (vite.config.ts) and the unit
// tests (vitest.config.ts), so both fill and read the same cache.
// In a build, withAssetFiles() (./image-files.ts) puts the encoded files into
// the client's assets folder itself instead of handing each to Rollup
// (docs/decisions/0022-warm-build-images-beside-rollup.md).
import { resolve } from "node:path";
import type { Plugin } from "vite";
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

/** Where encoded images are cached: IMAGE_CACHE_DIR, or node_modules/.cache/imagetools. */
export function imageCacheDir(): string {
  return resolve(process.env.IMAGE_CACHE_DIR ?? "node_modules/.cache/imagetools");
}

/** The images plugin, with its cache in imageCacheDir(). */
export function images(): Plugin {
  return imagetools({
    removeMetadata: true,
    cache: { dir: imageCacheDir() },
    resolveConfigs: (entries, formats) => resolveConfigs(entries, formats).map(withEncoderSettings),
  }) as Plugin;
}
