// /.well-known/atproto-did: the owner's Bluesky DID, which makes the site's
// domain their handle (identity.atprotoDid in site.ts). Bluesky reads it at the
// domain's root only, so under a BASE_PATH it is written but not read.
import { requestedContent } from "~/page/page-content.server";
// No ./+types import: the route is in the table only when site.ts names a DID, and the types follow the table.
import type { LoaderFunctionArgs } from "react-router";

export async function loader({ url }: LoaderFunctionArgs) {
  const did = (await requestedContent(url)).site.identity?.atprotoDid;
  if (did === undefined) throw new Response("No DID", { status: 404 });
  return new Response(did, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
