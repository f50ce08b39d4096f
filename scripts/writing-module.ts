// The posts as the pages import them: `virtual:writing` (every post, newest
// first, its body rendered to HTML in Node, its images imported as the
// screenshots are, through vite-imagetools: AVIF, WebP and JPEG widths) and
// `virtual:writing-code.css` (the colours of every highlighted code block, as
// classes: Shiki's inline styles would break `style-src 'self'`).
import { statSync } from "node:fs";
import { resolve } from "node:path";
import { collectionFiles, entryFiles } from "../app/content/collection.ts";
import { createPostRenderer, IMAGE_MARKER, type RenderedPost } from "../app/content/post-markdown.ts";
import { siteLanguages } from "../app/content/site-languages.ts";
import { loadPostsByLanguage, readingMinutes, writingDir, type PostEntry } from "../app/content/writing.ts";
import { messagesFor } from "../app/i18n/catalogues.ts";
import { localizePath } from "../app/i18n/languages.ts";
import { postPath } from "../app/paths.ts";
import { absoluteUrl, siteRoot } from "../app/site-url.ts";
import { basePath } from "./base-path.ts";
import { galleryImages } from "./content-modules.ts";
import type { ContentModule } from "./content-plugin.ts";

type Rendered = { rendered: Record<string, { post: PostEntry; body: RenderedPost }[]>; css: string };

let last: { key: string; result: Promise<Rendered> } | undefined;

/**
 * The posts rendered once for both modules, and for the client and the server
 * build alike: a new highlighter and a second rendering of every post only when
 * a post file, the site's address or the base path has changed since, or the
 * last attempt failed.
 */
function renderedPosts(dir: string): Promise<Rendered> {
  const files = collectionFiles(dir)
    .flatMap(entryFiles)
    .map((path) => {
      const { mtimeMs, size } = statSync(path);
      return `${path}:${mtimeMs}:${size}`;
    });
  const key = [resolve(dir), ...files, process.env.SITE_URL, basePath(), process.env.SITE_LANGUAGES].join("\n");
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
  const languages = siteLanguages();
  const byLanguage = loadPostsByLanguage({ dir, languages });
  const rendered: Rendered["rendered"] = {};
  for (const language of languages) {
    const posts = (rendered[language.code] = [] as { post: PostEntry; body: RenderedPost }[]);
    for (const post of byLanguage[language.code] ?? []) {
      const url = absoluteUrl(localizePath(postPath(post.slug), language), root);
      posts.push({ post, body: await renderer.render(post.body, { url, words: messagesFor(language) }) });
    }
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
        const languages = Object.entries(rendered).map(([code, posts]) => {
          const items = posts.map(({ post, body }) => {
            const images = `images${declarations.length}`;
            const files = body.images.map((image) => ({ alt: image.alt, file: resolve(post.folder, image.src) }));
            declarations.push(`const ${images} = ${galleryImages(files, imports)};`);
            return `    {
      slug: ${JSON.stringify(post.slug)},
      ...${JSON.stringify({ ...post.data, draft: post.data.draft === true, languages: post.languages })},
      minutes: ${readingMinutes(post.body)},
      body: ${partsCode(body.html, images)},
      feedBody: ${partsCode(body.feedHtml, images)},
    }`;
          });
          return `  ${JSON.stringify(code)}: [\n${items.join(",\n")}\n  ]`;
        });
        return `${[...imports, ...declarations].join("\n")}\nexport const postsByLanguage = {\n${languages.join(",\n")}\n};\n`;
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
