// The downloadable CV, /cv/<downloadName> (app/cv/cv-file.server.tsx): one per
// language that can have its own, the default language's for the others
// (app/cv/cv-plans.ts). A resource route the pre-render writes to a file,
// as it writes the sitemap; the development server renders it on request.
import { contentDir } from "~/collections/content-folder";
import { cvPdf } from "~/cv/cv-file.server";
import { inLanguage } from "~/languages/language-tags";
import { isPrerenderDataRequest, sourceContent } from "~/page/page-content.server";
import { appSiteRoot } from "~/addresses/site-url";
import type { Route } from "./+types/cv";

export async function loader({ params, request, url }: Route.LoaderArgs) {
  if (isPrerenderDataRequest({ request, url })) return new Response(null);
  const { cvs, portfolios } = sourceContent();
  // Languages without a CV of their own link the default language's, which is the first.
  const plan = cvs.find((candidate) => candidate.downloadName === params.cv && !candidate.problem);
  if (!plan) throw new Response("No CV here", { status: 404 });
  const pdf = await cvPdf({
    content: inLanguage(portfolios, plan.language.code),
    language: plan.language,
    contentDir: contentDir(),
    websiteUrl: appSiteRoot(),
  });
  return new Response(new Uint8Array(pdf), { headers: { "Content-Type": "application/pdf" } });
}
