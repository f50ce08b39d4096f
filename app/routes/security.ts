// /.well-known/security.txt (RFC 9116, app/page/security-txt.ts): in the route
// table only when the content names a contact (app/collections/identity.ts).
import { securityContact } from "~/collections/identity";
import { pageOf } from "~/page/page";
import { requestedContent } from "~/page/page-content.server";
import { SECURITY_TXT_PATH } from "~/addresses/paths";
import { securityTxt } from "~/page/security-txt";
import { absoluteUrl, appSiteRoot } from "~/addresses/site-url";
// No ./+types import: the route is in the table only when there is a contact, and the types follow the table.
import type { LoaderFunctionArgs } from "react-router";

export async function loader({ url }: LoaderFunctionArgs) {
  const { site, languages } = pageOf(await requestedContent(url));
  const contact = securityContact(site);
  if (contact === undefined) throw new Response("No security contact", { status: 404 });
  const text = securityTxt({
    contact,
    canonical: absoluteUrl(SECURITY_TXT_PATH, appSiteRoot()),
    languages: languages.map((language) => language.tag),
    now: new Date(),
  });
  return new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
