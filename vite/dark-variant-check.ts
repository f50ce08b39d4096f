// Warns of a post image whose dark-theme variant (app/markdown/image-figures.ts) has other proportions: both are
// drawn at the column's width, so the text below would move when the theme changes. Read from the files' headers
// (sharp's metadata), not their pixels. The variant's other rules (beside the image, not empty) are the post check's.
import { existsSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { darkVariantPath } from "../app/markdown/image-figures.ts";
import { isExternalUrl, parseMarkdown } from "../app/markdown/markdown.ts";

type Post = { file: string; folder: string; body: string };

/** Each image with a dark-theme variant, once per post file. */
function variantsOf(post: Post): { src: string; image: string; dark: string }[] {
  const found: { src: string; image: string; dark: string }[] = [];
  const walk = (node: { type: string; url?: string; children?: unknown[] }) => {
    if (node.type === "image" && node.url && !isExternalUrl(node.url)) {
      const src = decodeURI(node.url);
      const dark = join(post.folder, darkVariantPath(src));
      if (existsSync(dark)) found.push({ src, image: join(post.folder, src), dark });
    }
    for (const child of (node.children ?? []) as (typeof node)[]) walk(child);
  };
  walk(parseMarkdown(post.body));
  return found;
}

/** One warning per image whose variant's width-to-height ratio differs from its own by more than 1 %. */
export async function darkVariantWarnings(posts: readonly Post[]): Promise<string[]> {
  const checks = posts.flatMap((post) =>
    variantsOf(post).map(async ({ src, image, dark }) => {
      try {
        const [light, other] = await Promise.all([sharp(image).metadata(), sharp(dark).metadata()]);
        const ratio = light.width / light.height / (other.width / other.height);
        if (Math.abs(ratio - 1) <= 0.01) return undefined;
        return `${post.file}: image "${src}" is ${light.width}×${light.height} and its dark-theme variant "${darkVariantPath(src)}" ${other.width}×${other.height}: give both the same proportions, or the text below moves when the theme changes`;
      } catch {
        // A file that does not read is the post check's and the build's to report.
        return undefined;
      }
    }),
  );
  return [...new Set((await Promise.all(checks)).filter((line) => line !== undefined))].sort();
}
