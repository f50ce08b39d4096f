import { Link } from "react-router";
import type { SkillGroup as Group } from "~/content/schema";
import { usePage } from "~/page/page";
import { technologiesOf } from "~/page/page-technologies";
import { technologyPath } from "~/paths";
import styles from "./skill-group.module.css";

export function SkillGroup({ group, id }: { group: Group; id: string }) {
  const page = usePage();
  const { find, uses } = technologiesOf(page);
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h3 id={id} className={styles.heading}>
        {group.name}
      </h3>
      <ul role="list" className={styles.list}>
        {group.skills.map((skill) => {
          // A skill links to its technology's page, when a project or post of this language uses it.
          const technology = find(skill);
          return (
            <li key={skill} className={styles.skill}>
              {technology && uses.has(technology.slug) ? (
                <Link className={styles.link} to={page.href(technologyPath(technology.slug))}>
                  {skill}
                </Link>
              ) : (
                skill
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
