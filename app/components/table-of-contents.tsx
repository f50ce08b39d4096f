import type { TocEntry } from "~/markdown/heading-outline";
import { usePage } from "~/page/page";
import { NOT_INDEXED } from "~/page/search-marks";
import styles from "./table-of-contents.module.css";

type Props = { entries: readonly TocEntry[] };

/**
 * Links to the headings of a long body, before it: plain fragment links, so
 * it works without JavaScript and the browser moves focus and scrolls. The
 * headings below the top rank are nested under theirs. Nothing when the body
 * is short (the renderer leaves the list empty).
 */
export function TableOfContents({ entries }: Props) {
  const { t } = usePage();
  if (entries.length === 0) return null;
  return (
    <nav className={styles.toc} aria-label={t.tableOfContents} {...NOT_INDEXED}>
      <p className={styles.title} aria-hidden="true">
        {t.tableOfContents}
      </p>
      <EntryList entries={entries} />
    </nav>
  );
}

function EntryList({ entries }: Props) {
  return (
    <ol className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`}>{entry.text}</a>
          {entry.children.length > 0 ? <EntryList entries={entry.children} /> : null}
        </li>
      ))}
    </ol>
  );
}
