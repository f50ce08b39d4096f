// A page's Markdown copy at its address plus .md (/index.md, /weather-app.md,
// /fr/writing/a-post.md): one route per page kind in app/routes.ts, all served
// here, made by app/page/markdown-copy.ts from the content the page is made of.
// A resource route, pre-rendered to a file like the feed.
import { data } from "react-router";
import { inLanguage } from "~/languages/language-tags";
import { loadProjectsByLanguage } from "~/collections/project-collection";
import {
  homeMarkdown,
  postMarkdown,
  projectMarkdown,
  tagMarkdown,
  technologiesMarkdown,
  technologyMarkdown,
  writingMarkdown,
  type CopyContext,
} from "~/page/markdown-copy";
import { pageOf } from "~/page/page";
import { postImageSrc } from "~/page/post-pages.server";
import {
  requestedContent,
  requestedFullContent,
  requestedPinned,
  requestedProjects,
  sourceContent,
} from "~/page/page-content.server";
import { HOME_PATH, TECHNOLOGIES_PATH, WRITING_PATH } from "~/addresses/paths";
import { writingDescription } from "~/page/social-card";
import { absoluteUrl, appSiteRoot } from "~/addresses/site-url";
import type { Route } from "./+types/page-markdown";

/** The page a copy is of: /weather-app.md → /weather-app, /fr/index.md → /fr/. */
function pageUrlOf(url: URL): URL {
  const page = new URL(url);
  page.pathname = url.pathname.replace(/\.md$/, "").replace(/(^|\/)index$/, "$1");
  return page;
}

/** The copy's text, or a 404 for a param no page has. */
async function copyFor(params: Route.LoaderArgs["params"], url: URL): Promise<string | undefined> {
  const page = pageOf(await requestedContent(url));
  const root = appSiteRoot();
  const origin = new URL(root).origin;
  const context: CopyContext = { page, url: (path) => absoluteUrl(path, root) };
  const { language } = page;
  if ("project" in params) {
    const project = (await requestedFullContent(url)).projects.find((candidate) => candidate.slug === params.project);
    if (!project) return undefined;
    const source = inLanguage(loadProjectsByLanguage({ languages: page.languages }), language.code).find(
      (candidate) => candidate.slug === project.slug,
    );
    const images = project.images.map((image) => ({
      alt: image.alt,
      url: new URL(image.picture.img.src, origin).href,
    }));
    return projectMarkdown(context, { ...project, images }, source?.description ?? "");
  }
  if ("post" in params) {
    const post = (await requestedFullContent(url)).posts.find((candidate) => candidate.slug === params.post);
    const source = (sourceContent().postsByLanguage[language.code] ?? []).find((entry) => entry.slug === params.post);
    if (!post || !source) return undefined;
    return postMarkdown(context, post, source.body, (src) => {
      const built = postImageSrc(source.folder, src);
      return built === undefined ? undefined : new URL(built, origin).href;
    });
  }
  if ("tag" in params && params.tag !== undefined) {
    const { tag } = params;
    return page.posts.some((post) => post.tags.includes(tag)) ? tagMarkdown(context, tag) : undefined;
  }
  if ("technology" in params && params.technology !== undefined) {
    return technologyMarkdown(context, params.technology, await requestedProjects(url));
  }
  if (page.path === HOME_PATH) return homeMarkdown(context, await requestedProjects(url), await requestedPinned(url));
  if (page.path === WRITING_PATH) return writingMarkdown(context, writingDescription(page.site, page.t));
  if (page.path === TECHNOLOGIES_PATH) return technologiesMarkdown(context);
  return undefined;
}

export async function loader({ params, url }: Route.LoaderArgs) {
  const markdown = await copyFor(params, pageUrlOf(url));
  if (markdown === undefined) throw data(null, { status: 404 });
  return new Response(markdown, { headers: { "Content-Type": "text/markdown; charset=utf-8" } });
}
