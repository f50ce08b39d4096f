import type { ProjectPage } from "~/page/page";
import { NOT_INDEXED } from "~/page/search-marks";
import { usePage } from "~/page/page";
import styles from "./project-at-a-glance.module.css";

type Props = {
  project: Pick<ProjectPage, "role" | "context" | "team" | "decisions" | "outcomes">;
  /** The page's section-title style, shared with its other sections. */
  titleClassName?: string;
};

/** Whether a project has any of the case study's own fields (the role alone is the page's kicker already). */
export function hasCaseStudy(project: Props["project"]): boolean {
  return [project.context, project.team, project.decisions, project.outcomes].some((field) => field !== undefined);
}

/**
 * The case study in a few lines, at the top of a project's page: a
 * description list of the context, the role and team, the key decisions and
 * the outcome, each shown only when the project has it. Nothing at all for a
 * project without a case study.
 */
export function ProjectAtAGlance({ project, titleClassName }: Props) {
  const { t } = usePage();
  if (!hasCaseStudy(project)) return null;
  const rows: { label: string; value: string | readonly string[] | undefined }[] = [
    { label: t.caseContext, value: project.context },
    { label: t.caseRole, value: project.role },
    { label: t.caseTeam, value: project.team },
    { label: t.caseDecisions, value: project.decisions },
    { label: t.caseOutcomes, value: project.outcomes },
  ];
  return (
    <section className={styles.glance} aria-labelledby="glance-title">
      <h2 id="glance-title" className={titleClassName} {...NOT_INDEXED}>
        {t.atAGlance}
      </h2>
      <dl className={styles.list}>
        {rows.map(({ label, value }) =>
          value === undefined ? null : (
            <div key={label} className={styles.row}>
              <dt {...NOT_INDEXED}>{label}</dt>
              <dd>
                {typeof value === "string" ? (
                  value
                ) : value.length === 1 ? (
                  value[0]
                ) : (
                  <ul className={styles.items}>
                    {value.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
          ),
        )}
      </dl>
    </section>
  );
}
