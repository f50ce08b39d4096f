// The posts as the pages import them: `virtual:writing` (every post, newest
// first, its body rendered to HTML in Node, its images imported as the
// screenshots are, through vite-imagetools: AVIF, WebP and JPEG widths) and
// `virtual:writing-code.css` (the colours of every highlighted code block, as
// classes: Shiki's inline styles would break `style-src 'self'`).
import { resolve } from "node:path";
import { createPostRenderer, IMAGE_MARKER, type RenderedPost } from "../app/content/post-markdown.ts";
import { loadPosts, readingMinutes, writingDir, type PostEntry } from "../app/content/writing.ts";
import { postPath } from "../app/paths.ts";
import { absoluteUrl, siteRoot } from "../app/site-url.ts";
import { basePath } from "./base-path.ts";
import { galleryImages } from "./content-modules.ts";
import type { ContentModule } from "./content-plugin.ts";

async function renderAll(dir: string) {
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
        const { rendered } = await renderAll(dir);
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
        return (await renderAll(dir)).css;
      },
    },
  ];
}
