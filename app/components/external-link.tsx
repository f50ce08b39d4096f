import type { ComponentProps } from "react";
import { usePage } from "~/page/page";

type Props = Omit<ComponentProps<"a">, "target" | "rel"> & {
  /** A profile of the site's owner: rel="me" lets the other site (Mastodon, GitHub) verify the link. */
  me?: boolean;
};

/** A link that leaves the site: opens in a new tab, and says so to screen readers. */
export function ExternalLink({ children, me = false, ...props }: Props) {
  const { t } = usePage();
  return (
    <a {...props} target="_blank" rel={me ? "me noopener noreferrer" : "noopener noreferrer"}>
      {children}
      <span className="visually-hidden"> {t.opensInNewTab}</span>
    </a>
  );
}
