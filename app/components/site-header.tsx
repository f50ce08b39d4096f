import { Link, NavLink } from "react-router";
import { HOME_PATH, WRITING_PATH } from "~/paths";
import styles from "./site-header.module.css";
import { ThemeToggle } from "./theme-toggle";

/** `hasWriting`: there are posts, so the header offers a way to them. */
export function SiteHeader({ name, hasWriting = false }: { name: string; hasWriting?: boolean }) {
  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <div className={styles.bar}>
        <Link className={styles.name} to={HOME_PATH}>
          {name}
        </Link>
        {hasWriting ? (
          <nav aria-label="Site" className={styles.nav}>
            <NavLink className={styles.navLink} to={WRITING_PATH} end>
              Writing
            </NavLink>
          </nav>
        ) : null}
        <ThemeToggle />
      </div>
    </header>
  );
}
