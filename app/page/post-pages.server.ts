// The posts as their pages show them: each body rendered to HTML (its formulas as its reader rendered them, its
// diagrams as the build drew them, its code highlighted), each image it names imported through vite-imagetools
// with its dark-theme variant, and the replies and mentions `npm run refresh` kept.
import { resolve } from "node:path";
import type { Picture } from "vite-imagetools";
import { alsoListedIn, readingMinutes, writingDir, type PostEntry } from "~/collections/writing";
import { mentionsShown, repliesShown, type FetchedData } from "~/collections/fetched-data";
import { isExternalUrl } from "~/markdown/markdown";
import { darkVariantPath } from "~/markdown/image-figures";
import type { Diagrams } from "~/markdown/mermaid-diagrams";
import { IMAGE_MARKER, type createPostRenderer } from "~/markdown/post-markdown";
import type { Messages } from "~/i18n/messages/en";
import type { Language } from "~/languages/language-tags";
import { localizePath } from "~/languages/language-tags";
import { postPath } from "~/addresses/paths";
import { absoluteUrl } from "~/addresses/site-url";
import { importedAt, importedIfAny } from "./imported-files";
import type { BodyPart, ContentImage, PostPage } from "./page-content";

// Glob patterns and their options must be literals: AVIF, WebP and a JPEG fallback at three widths. The alias is
// the posts' folder (vite.config.ts).
const postImages = import.meta.glob<Picture>("@writing/**/*.{png,jpg,jpeg,webp,avif,PNG,JPG,JPEG,WEBP,AVIF}", {
  query: "?w=480;960;1600&format=avif;webp;jpg&as=picture",
  import: "default",
  eager: true,
});

/** One language's posts, rendered. */
export async function renderPosts(
  sources: readonly PostEntry[],
  {
    language,
    languages,
    root,
    words,
    diagrams,
    renderer,
    fetched,
    acrossLanguages,
  }: {
    language: Language;
    languages: readonly Language[];
    /** The site's root URL, for the posts' absolute addresses (feeds, webmentions). */
    root: string;
    words: Messages;
    diagrams: Diagrams;
    renderer: Awaited<ReturnType<typeof createPostRenderer>>;
    fetched: FetchedData;
    acrossLanguages: boolean;
  },
): Promise<PostPage[]> {
  const posts: PostPage[] = [];
  for (const post of sources) {
    const url = absoluteUrl(localizePath(postPath(post.slug), language), root);
    const body = await renderer.render(post.body, { url, words, diagrams, maths: post.maths });
    const images = body.images.map((image) => {
      // Its dark-theme variant, if the post's folder has one: encoded by the same glob.
      const dark = importedIfAny(postImages, writingDir(), resolve(post.folder, darkVariantPath(image.src)));
      return {
        alt: image.alt,
        picture: importedAt(postImages, writingDir(), resolve(post.folder, image.src)),
        ...(dark ? { dark } : {}),
      };
    });
    posts.push({
      slug: post.slug,
      ...post.data,
      draft: post.data.draft === true,
      languages: post.languages,
      alsoIn: alsoListedIn(post.languages, language, languages, acrossLanguages),
      minutes: readingMinutes(post.body),
      toc: body.toc,
      body: withImages(body.html, images),
      feedBody: withImages(body.feedHtml, images),
      replies: repliesShown(post.data.replies, fetched),
      mentions: mentionsShown(url, fetched),
    });
  }
  return posts;
}

/**
 * Where the build put an image a post's Markdown names (`photo.png`, relative to the post's folder): its
 * fallback JPEG's path, for the post's Markdown copy; nothing for an address that is not a file beside the post.
 */
export function postImageSrc(folder: string, src: string): string | undefined {
  if (isExternalUrl(src) || src.startsWith("/")) return undefined;
  const file = resolve(folder, decodeURI(src.split(/[?#]/)[0] ?? ""));
  return importedIfAny(postImages, writingDir(), file)?.img.src;
}

/** The rendered HTML around each image marker, and the image it marks. */
function withImages(html: string, images: readonly ContentImage[]): BodyPart[] {
  // split() with one capture group alternates text and the marker's index.
  return html
    .split(new RegExp(IMAGE_MARKER.source))
    .flatMap((part, index): BodyPart[] => (index % 2 === 0 ? [part] : images.slice(Number(part), Number(part) + 1)))
    .filter((part) => part !== "");
}
