import intro from "./page-intro.module.css";
import { usePage } from "~/page/page";
import { ExternalLink } from "./external-link";
import { NOT_INDEXED } from "~/page/search-marks";

type Props = {
  webUrl?: string;
  gitUrl?: string;
  /** Added to each link. */
  className?: string;
};

/**
 * A project's demo and code, as buttons. Either may be missing (private code
 * is common): a missing one is left out, never rendered as an empty or dead
 * link, and the first one present is the primary button.
 */
export function ProjectLinks({ webUrl, gitUrl, className }: Props) {
  const { t } = usePage();
  const links = [
    { href: webUrl, label: t.liveDemo },
    { href: gitUrl, label: t.sourceCode },
  ].filter((link): link is { href: string; label: string } => Boolean(link.href));
  if (links.length === 0) return null;
  return (
    // Buttons, the same on every project: not what a search result's excerpt shows.
    <ul role="list" className={intro.actions} {...NOT_INDEXED}>
      {links.map((link, index) => (
        <li key={link.label}>
          <ExternalLink
            className={[index === 0 ? intro.primary : intro.secondary, className].filter(Boolean).join(" ")}
            href={link.href}
          >
            {link.label}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
