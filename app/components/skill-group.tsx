import { Link } from "react-router";
import type { SkillGroupContent as Group } from "~/schemas/site-schema";
import { usePage } from "~/page/page";
import { technologiesOf } from "~/page/page-technologies";
import { technologyPath } from "~/addresses/paths";
import styles from "./skill-group.module.css";

/** The slug of the page a skill links to: its technology's, when a project or post of this language uses it. */
export function useSkillPage(): (skill: string) => string | undefined {
  const { find, uses } = technologiesOf(usePage());
  return (skill) => {
    const technology = find(skill);
    return technology && uses.has(technology.slug) ? technology.slug : undefined;
  };
}

export function SkillGroup({ group, id }: { group: Group; id: string }) {
  const page = usePage();
  const pageOf = useSkillPage();
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h3 id={id} className={styles.heading}>
        {group.name}
      </h3>
      <ul role="list" className={styles.list}>
        {group.skills.map((skill) => {
          const slug = pageOf(skill);
          return (
            <li key={skill} className={styles.skill}>
              {slug ? (
                <Link className={styles.link} to={page.href(technologyPath(slug))}>
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
