import { usePage } from "~/page/page";
import styles from "./site-footer.module.css";
import { ExternalLink } from "./external-link";

export function SiteFooter() {
  const { person } = usePage().site;
  return (
    <footer className={styles.footer}>
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
