import { usePage } from "~/page/page";
import styles from "./site-footer.module.css";
import { ExternalLink } from "./external-link";

/** The footer's id: the page's last element, which root.tsx's render-blocking `<link rel="expect">` waits for. */
export const SITE_FOOTER_ID = "site-footer";

export type SiteFooterProps = {
  /** The footer element's id (SITE_FOOTER_ID): the page is not painted before an element with it is parsed. */
  id: string;
};

/** The owner's name, email and profiles. */
export function SiteFooter({ id }: SiteFooterProps) {
  const { person } = usePage().site;
  return (
    <footer id={id} className={styles.footer} data-part="site-footer">
      <div className={styles.inner}>
        <p>© {person.name}</p>
        <ul role="list" className={styles.links}>
          {person.email ? (
            <li>
              <a href={`mailto:${person.email}`}>{person.email}</a>
            </li>
          ) : null}
          {person.profiles.map((profile) => (
            <li key={profile.url}>
              <ExternalLink href={profile.url} me>
                {profile.label}
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
