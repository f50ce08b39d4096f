// /llms.txt, /fr/llms.txt…: the site as a language model reads it first
// (app/page/llms-txt.ts). A resource route, pre-rendered to a file.
import { llmsTxt } from "~/page/llms-txt";
import { pageOf } from "~/page/page";
import { requestedContent, requestedPinned, requestedProjects } from "~/page/page-content.server";
import { writingDescription } from "~/page/social-card";
import { absoluteUrl, appSiteRoot } from "~/addresses/site-url";
import type { Route } from "./+types/llms";

export async function loader({ url }: Route.LoaderArgs) {
  const page = pageOf(await requestedContent(url));
  const root = appSiteRoot();
  const text = llmsTxt(page, await requestedProjects(url), {
    url: (path) => absoluteUrl(path, root),
    writingDescription: writingDescription(page.site, page.t),
    pinned: await requestedPinned(url),
  });
  return new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
