// Writes the downloadable CV to public/cv/<downloadName>, which Vite copies
// into the build. The PDF is generated from the content module, unless the
// content names a PDF of its own (person.cv.file), which is copied instead.
//   npx tsx scripts/build-cv.tsx
// The contact line ends with the portfolio's address: the content's `url`, or
// SITE_URL and BASE_PATH when set, the same address the pages use.
import { copyFile, mkdir, rm, stat, writeFile } from "node:fs/promises";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { renderToBuffer } from "@react-pdf/renderer";
import { CvDocument } from "../app/cv/cv-document.tsx";
import { loadPortfolio } from "../app/content/portfolio-source.ts";
import type { Portfolio } from "../app/content/schema.ts";
import { siteRoot } from "../app/site-url.ts";
import { basePath } from "./base-path.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

export type BuildCvOptions = {
  content: Portfolio;
  /** Where `person.cv.file` is relative to. */
  contentDir?: string;
  /** Where the CV is written. */
  outDir?: string;
  websiteUrl?: string;
};

export type BuildCvResult = { path: string; bytes: number; generated: boolean };

export async function buildCv({
  content,
  contentDir = resolve(root, "app/content"),
  outDir = resolve(root, "public/cv"),
  websiteUrl,
}: BuildCvOptions): Promise<BuildCvResult> {
  const { file, downloadName } = content.person.cv;
  const path = resolve(outDir, downloadName);
  // Only the current CV: one under an earlier downloadName must not linger and ship.
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });

  if (file) {
    await copyFile(resolve(contentDir, file), path);
  } else {
    const pdf = await renderToBuffer(<CvDocument content={content} websiteUrl={websiteUrl} />);
    await writeFile(path, pdf);
  }
  const { size } = await stat(path);
  return { path, bytes: size, generated: !file };
}

async function main() {
  const websiteUrl = siteRoot(process.env.SITE_URL, basePath());

  const content = loadPortfolio();
  const result = await buildCv({ content, websiteUrl });
  const shown = relative(process.cwd(), result.path);
  const size = `${(result.bytes / 1024).toFixed(1)} KB (${result.bytes} bytes)`;
  if (result.generated) {
    console.log(`CV generated: ${shown}, ${size}`);
  } else {
    console.log(`CV generation skipped: copied app/content/${content.person.cv.file} to ${shown}, ${size}`);
  }
}

// Runs when executed (`tsx scripts/build-cv.tsx`), not when a test imports buildCv.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
