import { site } from "~/content/site";
import styles from "./site-footer.module.css";
import { ExternalLink } from "./external-link";

export function SiteFooter() {
  const { person } = site;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p>© {person.name}</p>
        <ul role="list" className={styles.links}>
          <li>
            <a href={`mailto:${person.email}`}>{person.email}</a>
          </li>
          <li>
            <ExternalLink href={person.profile.url}>{person.profile.label}</ExternalLink>
          </li>
        </ul>
      </div>
    </footer>
  );
}
