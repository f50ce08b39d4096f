// Every URL the site has comes from here: the route table, the pre-render
// list, links between pages, the social images and the sitemap all read these.
// Paths are relative to the site's root; app/addresses/site-url.ts makes them absolute.

export const HOME_PATH = "/";
export const NOT_FOUND_PATH = "/404";
export const SCREENSHOT_PARAM = "screenshot";
/** The home page's list of projects, linked from a project page when it lists only some. */
export const PROJECTS_ANCHOR = "projects";
export const SITEMAP_PATH = "/sitemap.xml";
export const ROBOTS_PATH = "/robots.txt";

export function projectPath(slug: string): string {
  return `/${slug}`;
}

/** The writing: every post at /writing, one at /writing/<slug>, a tag's at /writing/tags/<tag>. */
export const WRITING_PATH = "/writing";
/** The Atom feed of every post, in full. */
export const FEED_PATH = "/feed.xml";

/** The same posts as JSON Feed 1.1, beside the Atom feed (app/routes/feed-json.ts). */
export const JSON_FEED_PATH = "/feed.json";

/** What a language model reads first: the person, the projects, the posts and the CV as links (llmstxt.org). */
export const LLMS_TXT_PATH = "/llms.txt";

/** RFC 9116: whom to tell about a security problem. At the site's root only. */
export const SECURITY_TXT_PATH = "/.well-known/security.txt";

/** A Bluesky handle on the site's own domain is verified here (app/routes/atproto-did.ts). */
export const ATPROTO_DID_PATH = "/.well-known/atproto-did";

/**
 * A page's Markdown copy, its address plus `.md`: `/index.md` for the home
 * page, `/weather-app.md`, `/writing/a-post.md`. Works on a route's pattern
 * too (`/:project` → `/:project.md`). Paths without the language's prefix.
 */
export function markdownPath(pagePath: string): string {
  return pagePath === HOME_PATH ? "/index.md" : `${pagePath.replace(/\/+$/, "")}.md`;
}

/** The CV as JSON Resume, in each language (app/routes/resume.ts). */
export const RESUME_PATH = "/resume.json";

export function postPath(slug: string): string {
  return `${WRITING_PATH}/${slug}`;
}

export function tagPath(tag: string): string {
  return `${WRITING_PATH}/tags/${tag}`;
}

/** Every technology the content names at /technologies, one at /technologies/<slug> (app/collections/technology-index.ts). */
export const TECHNOLOGIES_PATH = "/technologies";

export function technologyPath(slug: string): string {
  return `${TECHNOLOGIES_PATH}/${slug}`;
}

/** The search over projects, posts and technologies of one language (app/routes/search.tsx); `?q=` holds a query. */
export const SEARCH_PATH = "/search";
/** The query parameter of a linked search: /search?q=tram. */
export const SEARCH_PARAM = "q";

/** The writing's pages, when there are posts: the list, each post and each tag's list. */
export function writingPaths(posts: readonly { slug: string; tags: readonly string[] }[]): string[] {
  if (posts.length === 0) return [];
  const tags = [...new Set(posts.flatMap((post) => post.tags))].sort();
  return [WRITING_PATH, ...posts.map((post) => postPath(post.slug)), ...tags.map(tagPath)];
}

/** The pages that exist: the home page and one per project. */
export function pagePaths(content: { projects: readonly { slug: string }[] }): string[] {
  return [HOME_PATH, ...content.projects.map((project) => projectPath(project.slug))];
}

/** The downloadable CV, in each language that can have its own (app/routes/cv.ts). */
export function cvPath(downloadName: string): string {
  return `/cv/${downloadName}`;
}

/** Where the pages' share images are (app/routes/share-image.ts). */
export const SHARE_IMAGES_PATH = "/og";

/**
 * The pages that draw a share image of their own (app/page/social-card.ts): the
 * home page, each project, and with posts their list and each post; the list
 * alone where the language lists only other languages' posts (`listed`). A
 * tag's list and a page of any other kind share one.
 */
export function shareImagePages(
  projects: readonly { slug: string }[],
  posts: readonly { slug: string }[],
  listed = false,
): string[] {
  return [
    ...pagePaths({ projects }),
    ...(posts.length > 0 || listed ? [WRITING_PATH] : []),
    ...posts.map((post) => postPath(post.slug)),
  ];
}

/**
 * The social preview image of a page, named like the page's HTML file:
 * `/` is index.html and /og/index.png, `/weather-app` is /og/weather-app.png,
 * `/writing/a-post` is /og/writing/a-post.png.
 */
export function socialImagePath(pagePath: string): string {
  return `${SHARE_IMAGES_PATH}/${pagePath.replace(/^\/+|\/+$/g, "") || "index"}.png`;
}
