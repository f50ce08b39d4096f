// Checks every screenshot the projects name before anything is encoded: a file
// that is not a readable image stops the build, naming the project's file and
// the field; one narrower than the widest size the site serves builds with a
// warning, because it would be shown upscaled and blurry.
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
