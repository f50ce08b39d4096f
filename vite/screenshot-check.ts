// Checks every screenshot the projects name before anything is encoded: a file
// that is not a readable image stops the build, naming the project's file and
// the field; one narrower than the widest size the site serves builds with a
// warning, because it would be shown upscaled and blurry.
import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import sharp from "sharp";
import type { ProjectEntry } from "../app/content/project-collection.ts";

/** The widest screenshot the site serves (vite-imagetools' largest width). */
export const SCREENSHOT_WIDTH = 1600;

export type ScreenshotReport = { problems: string[]; warnings: string[] };

export async function checkScreenshots(projects: readonly ProjectEntry[]): Promise<ScreenshotReport> {
  const report: ScreenshotReport = { problems: [], warnings: [] };
  await Promise.all(
    projects.flatMap((project) =>
      project.images.map(async (image, index) => {
        const field = `${project.file}: images[${index}].src`;
        try {
          const { width, format } = await sharp(image.file).metadata();
          // A truncated file read as an image until the pages step failed to decode it: its end is checked too.
          const cut = truncation(image.file, format);
          if (cut) report.problems.push(`${field}: ${image.src} ${cut}; export or copy it again`);
          if (width < SCREENSHOT_WIDTH) {
            report.warnings.push(
              `${field}: ${image.src} is ${width} px wide; screenshots of at least ${SCREENSHOT_WIDTH} px stay sharp on large screens`,
            );
          }
          if (!["png", "jpeg", "webp", "avif"].includes(format)) {
            report.problems.push(`${field}: ${image.src} is ${format}; use PNG, JPEG, WebP or AVIF`);
          }
        } catch (error) {
          report.problems.push(
            `${field}: ${image.src} is not a readable image (${(error as Error).message.split("\n")[0]})`,
          );
        }
      }),
    ),
  );
  // Promise.all settles in any order; report in content order.
  report.problems.sort();
  report.warnings.sort();
  return report;
}

/**
 * Whether an image file stops short: a PNG without its closing IEND chunk, a JPEG without its end-of-image marker,
 * a WebP shorter than its RIFF header says. Read from the file's ends, not by decoding every pixel, which cost
 * 70 ms a screenshot (docs/decisions/0045-images-checked-whole-by-their-ends.md).
 */
export function truncation(file: string, format: string): string | undefined {
  const fd = openSync(file, "r");
  try {
    const size = fstatSync(fd).size;
    const read = (length: number, position: number) => {
      const bytes = Buffer.alloc(Math.max(0, Math.min(length, size - position)));
      readSync(fd, bytes, 0, bytes.length, position);
      return bytes;
    };
    if (format === "png") {
      const end = read(12, Math.max(0, size - 12));
      return end.toString("latin1", 4, 8) === "IEND" ? undefined : "is cut short (no PNG end chunk)";
    }
    if (format === "jpeg") {
      // Some cameras and editors pad a JPEG after its end marker: look for it in the last bytes.
      const end = read(4096, Math.max(0, size - 4096));
      for (let at = end.length - 2; at >= 0; at -= 1) if (end[at] === 0xff && end[at + 1] === 0xd9) return undefined;
      return "is cut short (no JPEG end marker)";
    }
    if (format === "webp") {
      const riff = read(8, 0);
      return size >= riff.readUInt32LE(4) + 8 ? undefined : "is cut short (shorter than its WebP header says)";
    }
    return undefined;
  } finally {
    closeSync(fd);
  }
}
