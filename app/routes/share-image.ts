// Each page's share image, /og/<page>.png (app/share-image): a resource route
// the pre-render writes to a file for every card the route table lists
// (app/addresses/site-pages.ts), as it writes the sitemap. The development server
// draws them on request.
import { isPrerenderDataRequest, sourceContent } from "~/page/page-content.server";
import { cardAt, shareImage } from "~/share-image/share-images.server";
import { contentDir } from "~/collections/content-folder";
import { SHARE_IMAGES_PATH } from "~/addresses/paths";
import { appSiteRoot } from "~/addresses/site-url";
import type { Route } from "./+types/share-image";

export async function loader({ params, request, url }: Route.LoaderArgs) {
  if (isPrerenderDataRequest({ request, url })) return new Response(null);
  const card = cardAt(sourceContent(), `${SHARE_IMAGES_PATH}/${params["*"]}`);
  if (!card) throw new Response("No share image here", { status: 404 });
  const png = await shareImage(card, { siteRootUrl: appSiteRoot(), contentDir: contentDir() });
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
}
