import type { ComponentProps } from "react";
import { usePage } from "~/page/page";

type Props = Omit<ComponentProps<"a">, "target" | "rel"> & {
  /** A profile of the site's owner: rel="me" lets the other site (Mastodon, GitHub) verify the link. */
  me?: boolean;
  /** Someone else's words or profile (a reply): rel="nofollow ugc", as search engines ask of user content. */
  ugc?: boolean;
};

/** A link that leaves the site: opens in a new tab, and says so to screen readers. */
export function ExternalLink({ children, me = false, ugc = false, ...props }: Props) {
  const { t } = usePage();
  const rel = [...(me ? ["me"] : []), ...(ugc ? ["nofollow", "ugc"] : []), "noopener", "noreferrer"].join(" ");
  return (
    <a {...props} target="_blank" rel={rel}>
      {children}
      <span className="visually-hidden"> {t.opensInNewTab}</span>
    </a>
  );
}
