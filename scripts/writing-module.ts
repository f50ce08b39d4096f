// The posts as the pages import them: `virtual:writing` (every post, newest
// first, its body rendered to HTML in Node, its images imported as the
// screenshots are, through vite-imagetools: AVIF, WebP and JPEG widths) and
// `virtual:writing-code.css` (the colours of every highlighted code block, as
// classes: Shiki's inline styles would break `style-src 'self'`).
import { statSync } from "node:fs";
import { resolve } from "node:path";
import { collectionFiles } from "../app/content/collection.ts";
import { createPostRenderer, IMAGE_MARKER, type RenderedPost } from "../app/content/post-markdown.ts";
import { loadPosts, readingMinutes, writingDir, type PostEntry } from "../app/content/writing.ts";
import { postPath } from "../app/paths.ts";
import { absoluteUrl, siteRoot } from "../app/site-url.ts";
import { basePath } from "./base-path.ts";
import { galleryImages } from "./content-modules.ts";
import type { ContentModule } from "./content-plugin.ts";

type Rendered = { rendered: { post: PostEntry; body: RenderedPost }[]; css: string };

let last: { key: string; result: Promise<Rendered> } | undefined;

/**
 * The posts rendered once for both modules, and for the client and the server
 * build alike: a new highlighter and a second rendering of every post only when
 * a post file, the site's address or the base path has changed since, or the
 * last attempt failed.
 */
function renderedPosts(dir: string): Promise<Rendered> {
  const files = collectionFiles(dir).map(({ path }) => {
    const { mtimeMs, size } = statSync(path);
    return `${path}:${mtimeMs}:${size}`;
  });
  const key = [resolve(dir), ...files, process.env.SITE_URL, basePath()].join("\n");
  if (last?.key !== key) {
    const result = renderAll(dir);
    last = { key, result };
    // A content error is read again next time: the fix may be a file the key does not cover, such as an image.
    result.catch(() => {
      if (last?.result === result) last = undefined;
    });
  }
  return last.result;
}

async function renderAll(dir: string): Promise<Rendered> {
  const root = siteRoot(process.env.SITE_URL, basePath());
  const renderer = await createPostRenderer();
  const rendered: { post: PostEntry; body: RenderedPost }[] = [];
  for (const post of loadPosts({ dir })) {
    rendered.push({ post, body: await renderer.render(post.body, { url: absoluteUrl(postPath(post.slug), root) }) });
  }
  return { rendered, css: renderer.css() };
}

/** `["<p>", images0[1], "</p>"]` as code: the HTML around each image marker, and the image it marks. */
function partsCode(html: string, images: string): string {
  const parts = html.split(new RegExp(IMAGE_MARKER.source));
  // split() with one capture group alternates text and the marker's index.
  return `[${parts.map((part, index) => (index % 2 === 0 ? JSON.stringify(part) : `${images}[${part}]`)).join(", ")}]`;
}

export function writingModules({ dir = writingDir() }: { dir?: string } = {}): ContentModule[] {
  return [
    {
      id: "virtual:writing",
      watch: () => [dir],
      async load() {
        const { rendered } = await renderedPosts(dir);
        const imports: string[] = [];
        const declarations: string[] = [];
        const posts = rendered.map(({ post, body }, index) => {
          const images = `images${index}`;
          const files = body.images.map((image) => ({ alt: image.alt, file: resolve(post.folder, image.src) }));
          declarations.push(`const ${images} = ${galleryImages(files, imports)};`);
          return `  {
    slug: ${JSON.stringify(post.slug)},
    ...${JSON.stringify({ ...post.data, draft: post.data.draft === true })},
    minutes: ${readingMinutes(post.body)},
    body: ${partsCode(body.html, images)},
    feedBody: ${partsCode(body.feedHtml, images)},
  }`;
        });
        return `${[...imports, ...declarations].join("\n")}\nexport const posts = [\n${posts.join(",\n")}\n];\n`;
      },
    },
    {
      id: "virtual:writing-code.css",
      watch: () => [dir],
      async load() {
        return (await renderedPosts(dir)).css;
      },
    },
  ];
}
