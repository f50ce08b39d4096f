import { usePage } from "~/page/page";
import styles from "./theme-toggle.module.css";

/**
 * A toggle between light and dark. theme-script.js runs inline in <head>
 * before the first paint on every page: it applies the saved theme, so the
 * page never flashes the wrong one, and drives every [data-theme-toggle] by
 * event delegation. Its behaviour lives in theme-script.js so it
 * works on pages that load no React at all; it is hidden when scripting is off.
 * aria-pressed is set by that script (true = dark), never by React.
 */
export function ThemeToggle() {
  const { t } = usePage();
  return (
    <button type="button" className={styles.toggle} data-theme-toggle="" suppressHydrationWarning>
      <svg className={styles.moon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M20.5 14.2A8.5 8.5 0 0 1 9.8 3.5a8.5 8.5 0 1 0 10.7 10.7Z" />
      </svg>
      <svg className={styles.sun} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="4.2" />
        <path d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8" />
      </svg>
      <span className="visually-hidden">{t.darkTheme}</span>
    </button>
  );
}
