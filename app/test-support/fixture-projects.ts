// Generated project folders for the tests and the build benchmark: any number
// of projects, each with any number of screenshots, drawn as flat stripes so
// they encode quickly yet differ from each other (the image cache is keyed by
// the bytes, so identical images would be encoded only once).
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { siteLanguages } from "../languages/languages-setting.ts";

export type FixtureOptions = {
  projects: number;
  screenshots: number;
  /** How many of the last projects have no screenshots at all (no `images` field); none unless given. */
  withoutScreenshots?: number;
  /** 1600 px, the width the site serves, unless a test wants a narrower one. */
  width?: number;
  height?: number;
  /** Front matter to add to or override in every project, as YAML lines. */
  extraFrontMatter?: (index: number) => string;
  /**
   * The language codes to write an index.<code>.md for, each showing the
   * default language's text (`fallback: true`): by default every language of
   * the site but the default, so the fixture builds with the real settings.
   */
  translations?: readonly string[];
};

function otherSiteLanguages(): string[] {
  return siteLanguages()
    .filter((language) => !language.isDefault)
    .map((language) => language.code);
}

export function fixtureSlug(index: number): string {
  return `project-${String(index + 1).padStart(2, "0")}`;
}

/** A PNG of vertical stripes in colours picked from `seed`. */
export async function stripedPng(seed: number, width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  const a: [number, number, number] = [(seed * 67) % 256, (seed * 131) % 256, (seed * 29) % 256];
  const b: [number, number, number] = [255 - a[0], 255 - a[1], 255 - a[2]];
  const stripe = 40 + (seed % 7) * 20;
  for (let x = 0; x < width; x++) {
    const colour = Math.floor(x / stripe) % 2 === 0 ? a : b;
    for (let y = 0; y < height; y++) pixels.set(colour, (y * width + x) * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** Replaces `dir` with `projects` project folders, each with an index.md, its translations and its screenshots (if any). */
export async function writeFixtureProjects(
  dir: string,
  {
    projects,
    screenshots,
    withoutScreenshots = 0,
    width = 1600,
    height = 200,
    extraFrontMatter = () => "",
    translations = otherSiteLanguages(),
  }: FixtureOptions,
): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  for (let p = 0; p < projects; p++) {
    const slug = fixtureSlug(p);
    const folder = join(dir, slug);
    await mkdir(folder, { recursive: true });
    const images: string[] = [];
    const count = p >= projects - withoutScreenshots ? 0 : screenshots;
    for (let s = 0; s < count; s++) {
      const file = `screen-${String(s + 1).padStart(2, "0")}.png`;
      await writeFile(join(folder, file), await stripedPng(p * 100 + s + 1, width, height));
      images.push(`  - src: ${file}\n    alt: Screen ${s + 1} of project ${p + 1}, in stripes.`);
    }
    await writeFile(
      join(folder, "index.md"),
      `---
name: Project ${p + 1}
role: Developer
summary: Generated project number ${p + 1}, one of ${projects}.
order: ${p + 1}
tech:
  - TypeScript
  - Tech ${p + 1}
${images.length > 0 ? `images:\n${images.join("\n")}\n` : ""}${extraFrontMatter(p)}---

The description of project ${p + 1}, with **emphasis**, \`code\` and a [link](https://example.com/${slug}).

## What it does

- One thing
- Another thing
`,
    );
    for (const code of translations) {
      await writeFile(join(folder, `index.${code}.md`), "---\nfallback: true\n---\n");
    }
  }
}
