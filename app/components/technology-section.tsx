import { Link } from "react-router";
import type { SkillGroupContent as Group } from "~/schemas/site-schema";
import { usePage } from "~/page/page";
import { TECHNOLOGIES_PATH } from "~/addresses/paths";
import { SkillGroup, useSkillPage } from "./skill-group";
import styles from "./technology-section.module.css";

type Props = {
  groups: readonly Group[];
  /** The page's section and section-title styles, shared with its other sections. */
  className?: string;
  titleClassName?: string;
};

/** The technologies the developer works with, in the content's named groups; nothing when there are none. */
export function TechnologySection({ groups, className, titleClassName }: Props) {
  const { t, href } = usePage();
  const pageOf = useSkillPage();
  if (groups.length === 0) return null;
  // Some chips are links and some are not: one line says why, rather than leaving the difference unexplained.
  const linked = new Set(groups.flatMap((group) => group.skills).map((skill) => pageOf(skill) !== undefined));
  return (
    <section className={className} aria-labelledby="technologies-title">
      <h2 id="technologies-title" className={titleClassName}>
        {t.technologies}
      </h2>
      <div className={styles.groups}>
        {groups.map((group, index) => (
          <SkillGroup key={group.name} id={`skills-${index}`} group={group} />
        ))}
      </div>
      {linked.size === 2 ? <p className={styles.note}>{t.skillPagesNote}</p> : null}
      <p>
        <Link to={href(TECHNOLOGIES_PATH)}>{t.allTechnologies}</Link>
      </p>
    </section>
  );
}
