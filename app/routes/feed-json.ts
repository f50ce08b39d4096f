// /feed.json, /fr/feed.json: the Atom feed's posts as JSON Feed 1.1
// (app/page/json-feed.ts), with the same HTML. A resource route, pre-rendered
// to a file beside feed.xml.
import { feedBodyHtml } from "~/components/post-body";
import { jsonFeed } from "~/page/json-feed";
import { pageOf } from "~/page/page";
import { requestedContent, requestedFullContent } from "~/page/page-content.server";
import { HOME_PATH, JSON_FEED_PATH, postPath, WRITING_PATH } from "~/addresses/paths";
import { writingDescription } from "~/page/social-card";
import { absoluteUrl, appSiteRoot } from "~/addresses/site-url";
import type { Route } from "./+types/feed-json";

export async function loader({ url }: Route.LoaderArgs) {
  const [content, { posts }] = await Promise.all([requestedContent(url), requestedFullContent(url)]);
  const { site, t, href, language } = pageOf(content);
  const root = appSiteRoot();
  const origin = new URL(root).origin;
  const at = (path: string) => absoluteUrl(href(path), root);
  const text = jsonFeed({
    title: t.feedTitle(site.person.name),
    description: writingDescription(site, t),
    homePageUrl: at(WRITING_PATH),
    feedUrl: at(JSON_FEED_PATH),
    language: language.tag,
    author: { name: site.person.name, url: at(HOME_PATH) },
    posts: posts.map((post) => ({
      url: at(postPath(post.slug)),
      title: post.title,
      contentHtml: feedBodyHtml(post.feedBody, origin),
      description: post.description,
      date: post.date,
      ...(post.updated ? { updated: post.updated } : {}),
      tags: post.tags,
    })),
  });
  return new Response(text, { headers: { "Content-Type": "application/feed+json; charset=utf-8" } });
}
