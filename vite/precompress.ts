// Writes file.br and file.gz beside every text file of the build, at the
// highest levels, once: the local server (sirv) and nginx (gzip_static) send
// them to browsers that accept them, instead of compressing on each request.
// Runs after the pages are rendered (react-router.config.ts), so the compressed pages are the final ones.
// Brotli at its highest quality is slow; a file compressed before (same bytes)
// is taken from the build cache.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { cached } from "../tools/build-cache.ts";
import type { StepResult } from "./build-report.ts";

const TEXT = /\.(html|css|js|json|svg|webmanifest|txt|xml|md)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses every text file under `root`, beside it. */
export async function precompress(root: string): Promise<StepResult> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && TEXT.test(e.name)).map((e) => join(e.parentPath, e.name));
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      const [br, gz] = await Promise.all([
        cached("brotli", [data], () =>
          brotli(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
        ),
        cached("gzip", [data], () => gzipAsync(data, { level: constants.Z_BEST_COMPRESSION })),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return { said: `Pre-compressed ${files.length} files (brotli and gzip).` };
}

// Run alone on another folder (`npm run bench` compresses its floor page): BUILD_DIR=<folder> node vite/precompress.ts
if (import.meta.main) {
  console.log((await precompress(resolve(process.env.BUILD_DIR ?? "build/client"))).said);
}
