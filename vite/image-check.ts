// Proves every image the pages step will encode before it runs: each screenshot, each post's image, the portrait,
// and any other image file the pages' globs pick up (app/page/page-content.server.ts). Each must be a file inside
// its own folder (a link out of it is refused), not empty, in a supported format under its own extension, and
// decode in full: a file cut short or damaged in its middle stops the build here, one line naming the file, not
// in the pages step with libvips' message. Narrower than the documented width builds with a warning. A decode
// costs milliseconds to a tenth of a second an image, so its verdict is cached by the file's content hash
// (build-cache.ts): a warm check reads and hashes, and decodes only what changed
// (docs/decisions/0060-images-proven-by-decoding-cached-by-hash.md).
import { lstatSync, readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import { basename, dirname, extname, join, relative, resolve, sep } from "node:path";
import sharp, { type Metadata } from "sharp";
import { cached } from "../tools/build-cache.ts";
import { contentDir, displayPath } from "../app/collections/content-folder.ts";
import type { ProjectEntry } from "../app/collections/project-collection.ts";
import { projectsDir } from "../app/collections/project-collection.ts";
import { writingDir } from "../app/collections/writing.ts";

/** The widest screenshot or post image the site serves (vite-imagetools' largest width). */
export const SCREENSHOT_WIDTH = 1600;
/** The portrait's documented least width (docs/content.md, app/schemas/site-schema.ts). */
export const PORTRAIT_WIDTH = 640;

/** The formats the pages encode, and the extensions the pages' globs take (lower or upper case, not mixed). */
export const IMAGE_FORMATS = "PNG (.png), JPEG (.jpg or .jpeg), WebP (.webp) or AVIF (.avif)";
const EXTENSIONS: Record<string, string> = { png: "png", jpg: "jpeg", jpeg: "jpeg", webp: "webp", avif: "avif" };
const FORMAT_NAMES: Record<string, string> = { png: "PNG", jpeg: "JPEG", webp: "WebP", avif: "AVIF" };

/** One image to prove: its file, the words that name it on a problem's line, the folder it must lie in. */
type Proof = { file: string; named: string; folder: string; minWidth: number; direct?: boolean };

export type ImageReport = { problems: string[]; warnings: string[]; screenshots: number };

/** What a decode found, cached by the file's contents. */
type Verdict = { format?: string; width?: number; problem?: string };

/** Bumped when what a verdict says changes: cached verdicts of an older check are not reused. */
const VERDICT_VERSION = "1";

/** The image files in `dir` the pages' globs take, links included; below it too if `below`. */
function imageFiles(dir: string, below = false): string[] {
  try {
    return readdirSync(dir, { recursive: below, withFileTypes: true })
      .filter((entry) => (entry.isFile() || entry.isSymbolicLink()) && globbed(entry.name))
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

/** The folders in `dir`, links to folders included. */
function folders(dir: string): string[] {
  try {
    return readdirSync(dir)
      .map((name) => join(dir, name))
      .filter((path) => {
        try {
          return statSync(path).isDirectory();
        } catch {
          return false;
        }
      });
  } catch {
    return [];
  }
}

/** Whether a name has an extension the pages' globs take: `{png,…,PNG,…}`, so `.Png` is not one of them. */
function globbed(name: string): boolean {
  const extension = extname(name).slice(1);
  return (
    extension.toLowerCase() in EXTENSIONS &&
    (extension === extension.toLowerCase() || extension === extension.toUpperCase())
  );
}

/** The format a decoder names an image by, as this check names it: AVIF is HEIF with AV1 inside. */
function formatOf(metadata: Metadata): string {
  return metadata.format === "heif" ? (metadata.compression === "av1" ? "avif" : "heic") : String(metadata.format);
}

/**
 * One decode at a time: libvips keeps one error buffer for the process, and decodes run at once were seen to fail
 * or pass each other's files. Each decode uses libvips' own threads.
 */
let decoding: Promise<unknown> = Promise.resolve();

/** Decodes the whole image (not only its header) once per content: a damaged or cut file fails as the pages would. */
async function verdict(bytes: Buffer): Promise<Verdict> {
  const stored = await cached("image-check", [bytes, VERDICT_VERSION, sharp.versions.vips ?? ""], () => {
    const made = decoding.then(() => decode(bytes));
    decoding = made.catch(() => undefined);
    return made;
  });
  return JSON.parse(new TextDecoder().decode(stored)) as Verdict;
}

const DAMAGED = "does not decode in full: it is damaged, cut short or not an image; export or copy it again";

async function decode(bytes: Buffer): Promise<Uint8Array> {
  let found: Verdict;
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    found = { problem: DAMAGED };
    return new TextEncoder().encode(JSON.stringify(found));
  }
  try {
    // failOn "warning": a JPEG libjpeg calls corrupt fails here, as vite-imagetools' decode (sharp's default) would.
    await sharp(bytes, { failOn: "warning" }).raw().toBuffer();
    found = { format: formatOf(metadata), width: metadata.width };
  } catch {
    found = { problem: DAMAGED };
  }
  return new TextEncoder().encode(JSON.stringify(found));
}

/** The problem with one image, if any, and a warning if it is narrower than its documented width. */
async function prove({
  file,
  named,
  folder,
  minWidth,
  direct,
}: Proof): Promise<{ problem?: string; warning?: string }> {
  let stat;
  try {
    stat = lstatSync(file);
  } catch {
    return {}; // A missing file is its collection's problem (file not found), said there once.
  }
  const path = relative(folder, file);
  if (path.startsWith("..") || resolve(path) === path) {
    return { problem: `${named}: is outside ${displayPath(folder)}; put the image in it` };
  }
  let real: string;
  try {
    real = realpathSync(file);
  } catch {
    return { problem: `${named}: is a link to nothing; copy the image itself here` };
  }
  const inside = relative(realpathSync(folder), real);
  if (inside.startsWith("..") || inside === "" || resolve(inside) === inside) {
    return {
      problem: `${named}: is a link to ${displayPath(real)}, outside ${displayPath(folder)}; copy the image itself here`,
    };
  }
  if (direct && dirname(file) !== folder) {
    return { problem: `${named}: must lie directly in ${displayPath(folder)}, not in a folder below it` };
  }
  if (!(stat.isSymbolicLink() ? statSync(file) : stat).isFile()) return { problem: `${named}: is not a file` };
  const extension = extname(file).slice(1);
  const expected = EXTENSIONS[extension.toLowerCase()];
  if (!expected) return { problem: `${named}: .${extension} is not a format the pages serve; use ${IMAGE_FORMATS}` };
  if (!globbed(file)) return { problem: `${named}: write its extension in lower case (.${extension.toLowerCase()})` };
  const bytes = readFileSync(file);
  if (bytes.length === 0) return { problem: `${named}: is empty (0 bytes); export or copy it again` };
  const { format, width, problem } = await verdict(bytes);
  if (problem) return { problem: `${named}: ${problem}` };
  const name = FORMAT_NAMES[format ?? ""];
  if (!name) return { problem: `${named}: is a ${format?.toUpperCase()} image; use ${IMAGE_FORMATS}` };
  if (format !== expected) {
    const right = Object.keys(EXTENSIONS).find((key) => EXTENSIONS[key] === format);
    return { problem: `${named}: is a ${name} image named .${extension}; rename it to .${right}` };
  }
  if (width !== undefined && width < minWidth) {
    return {
      warning: `${named}: is ${width} px wide; images of at least ${minWidth} px stay sharp on large screens`,
    };
  }
  return {};
}

/**
 * Proves the projects' screenshots (named by their field), the portrait, and every other image file the pages
 * encode (named by its path); each file once.
 */
export async function checkImages(
  projects: readonly ProjectEntry[],
  portrait?: { named: string; src: string },
): Promise<ImageReport> {
  const proofs = new Map<string, Proof>();
  const add = (proof: Proof) => {
    if (!proofs.has(proof.file)) proofs.set(proof.file, proof);
  };
  for (const project of projects) {
    project.images.forEach((image, index) => {
      add({
        file: image.file,
        named: `${project.file}: images[${index}].src: ${image.src}`,
        folder: dirname(resolve(project.file)),
        minWidth: SCREENSHOT_WIDTH,
        direct: true,
      });
    });
  }
  const content = resolve(contentDir());
  if (portrait) {
    add({
      file: resolve(content, portrait.src),
      named: portrait.named,
      folder: content,
      minWidth: PORTRAIT_WIDTH,
      direct: true,
    });
  }
  const projectsFolder = resolve(projectsDir());
  for (const file of folders(projectsFolder).flatMap((folder) => imageFiles(folder))) {
    add({ file, named: displayPath(file), folder: dirname(file), minWidth: SCREENSHOT_WIDTH });
  }
  const writingFolder = resolve(writingDir());
  for (const file of imageFiles(writingFolder, true)) {
    // A post's folder is the first below writing/; an image beside a single-file post lies in writing/ itself.
    const [first] = relative(writingFolder, file).split(sep);
    const folder = first && first !== basename(file) ? join(writingFolder, first) : writingFolder;
    add({ file, named: displayPath(file), folder, minWidth: SCREENSHOT_WIDTH });
  }
  for (const file of imageFiles(content))
    add({ file, named: displayPath(file), folder: content, minWidth: PORTRAIT_WIDTH });

  const report: ImageReport = { problems: [], warnings: [], screenshots: 0 };
  const results = await Promise.all([...proofs.values()].map(prove));
  for (const { problem, warning } of results) {
    if (problem) report.problems.push(problem);
    if (warning) report.warnings.push(warning);
  }
  report.screenshots = projects.reduce((sum, project) => sum + project.images.length, 0);
  // Promise.all keeps the order asked; sorted, each file's lines stand in the content's order.
  report.problems.sort();
  report.warnings.sort();
  return report;
}
