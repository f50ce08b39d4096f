import type { SkillGroup as Group } from "~/content/schema";
import styles from "./skill-group.module.css";

export function SkillGroup({ group, id }: { group: Group; id: string }) {
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h3 id={id} className={styles.heading}>
        {group.name}
      </h3>
      <ul role="list" className={styles.list}>
        {group.skills.map((skill) => (
          <li key={skill} className={styles.skill}>
            {skill}
          </li>
        ))}
      </ul>
    </section>
  );
}
