import { Link } from "react-router";
import { HOME_PATH } from "~/paths";
import styles from "./site-header.module.css";
import { ThemeToggle } from "./theme-toggle";

export function SiteHeader({ name }: { name: string }) {
  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <div className={styles.bar}>
        <Link className={styles.name} to={HOME_PATH}>
          {name}
        </Link>
        <ThemeToggle />
      </div>
    </header>
  );
}
