import type { SiteContent } from "~/schemas/site-schema";
import { usePage } from "~/page/page";
import styles from "./experience-timeline.module.css";

type Props = { entries: SiteContent["experience"] };

/** Where the developer has worked, most recent first. */
export function ExperienceTimeline({ entries }: Props) {
  const { t } = usePage();
  if (entries.length === 0) return null;
  return (
    <section className={styles.timeline} aria-labelledby="experience-title">
      <h2 id="experience-title" className={styles.heading}>
        {t.experience}
      </h2>
      <ol className={styles.list}>
        {entries.map((entry) => (
          <li key={`${entry.organisation}-${entry.start}`} className={styles.entry}>
            <p className={styles.role}>{entry.role}</p>
            <p className={styles.organisation}>
              {entry.location ? `${entry.organisation}, ${entry.location}` : entry.organisation}
            </p>
            <p className={styles.dates}>
              {entry.start} – {entry.end ?? t.present}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
