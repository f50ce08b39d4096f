import { Link, NavLink } from "react-router";
import { usePage } from "~/page/page";
import { HOME_PATH, SEARCH_PATH, WRITING_PATH } from "~/addresses/paths";
import styles from "./site-header.module.css";
import { ThemeToggle } from "./theme-toggle";

/** The header takes no props: what it shows is the page's (usePage()). */
export type SiteHeaderProps = Record<string, never>;

/**
 * The developer's name (home), Writing when this language has posts or lists others' (settings.ts's
 * postsAcrossLanguages), Search,
 * the same page in the site's other languages, and the theme toggle.
 */
export function SiteHeader() {
  const page = usePage();
  const { t, site, posts, postsElsewhere, href, language } = page;
  const others = page.alternates.filter((alternate) => alternate.language.code !== language.code);
  return (
    <header className={styles.header} data-part="site-header">
      <a className={styles.skip} href="#main">
        {t.skipToContent}
      </a>
      <div className={styles.bar}>
        <Link className={styles.name} to={href(HOME_PATH)}>
          {site.person.name}
        </Link>
        <nav aria-label={t.siteNavigation} className={styles.nav}>
          {posts.length > 0 || postsElsewhere.length > 0 ? (
            <NavLink className={styles.navLink} to={href(WRITING_PATH)} end>
              {t.writing}
            </NavLink>
          ) : null}
          <NavLink className={styles.navLink} to={href(SEARCH_PATH)} end>
            {t.search}
          </NavLink>
        </nav>
        {others.length > 0 ? (
          // Plain links, so switching works without JavaScript. Each says its
          // language's name in that language, and is read in it.
          <nav
            aria-label={t.languageNavigation}
            className={others.length > 2 ? `${styles.languages} ${styles.many}` : styles.languages}
          >
            <ul role="list">
              {others.map(({ language: other, href: target }) => (
                <li key={other.code}>
                  <Link
                    className={styles.navLink}
                    to={target}
                    hrefLang={other.tag}
                    lang={other.tag}
                    // The destination is another language's page: no client-side routing into it.
                    reloadDocument
                  >
                    {/* On a phone the code ("FR") stands in for the name, which stays the link's name. */}
                    <span className={styles.label}>{other.label}</span>
                    <span className={styles.code} aria-hidden="true">
                      {other.tag.split("-")[0]?.toUpperCase()}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <ThemeToggle />
      </div>
    </header>
  );
}
