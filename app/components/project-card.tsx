import { PRERENDER_ATTRIBUTE } from "~/page/speculation-rules";
import { Link } from "react-router";
import type { ProjectSummary } from "~/page/page";
import { usePage } from "~/page/page";
import { projectPath } from "~/addresses/paths";
import styles from "./project-card.module.css";
import { initials } from "~/collections/initials";
import { RepositorySummary } from "./repository-facts";
import { ScreenshotPicture } from "./screenshot-picture";

export type ProjectCardProps = {
  /** The project as a card shows it, in the page's language. */
  project: ProjectSummary;
  /** The first card a page shows: its screenshot is fetched first rather than lazily. */
  priority?: boolean;
};

/** How many technologies the panel of a project without screenshots lists. */
export const PANEL_TECH = 4;

/**
 * Where a project without screenshots has its picture: its initials set large
 * on the accent, over the technologies it is built with, in the same frame as
 * a screenshot, so the grid of cards keeps its rhythm. Decorative: the card's
 * heading says the name, and the project's page lists every technology.
 */
function ProjectPanel({ project }: { project: ProjectSummary }) {
  return (
    <div className={styles.panel} aria-hidden="true">
      <span className={styles.initials}>{initials(project.name)}</span>
      <span className={styles.panelTech}>
        {project.tech.slice(0, PANEL_TECH).map((tech) => (
          <span key={tech}>{tech}</span>
        ))}
      </span>
    </div>
  );
}

/**
 * The whole card is one link: the heading's link stretches over the card, so
 * a click anywhere opens the project, while a screen reader hears only the
 * project's name as the link and the rest as the card's text.
 */
export function ProjectCard({ project, priority = false }: ProjectCardProps) {
  const { t, href, look } = usePage();
  const image = project.card;
  // The case study's first outcome, where there is one: the result in a line.
  const outcome = project.outcomes?.[0];
  return (
    <article className={styles.card} data-part="project-card">
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link className={styles.link} to={href(projectPath(project.slug))} {...{ [PRERENDER_ATTRIBUTE]: "" }}>
            {project.name}
          </Link>
        </h3>
        <p className={styles.role}>{project.role}</p>
        <p className={styles.summary}>{project.summary}</p>
        {outcome ? (
          <p className={styles.outcome}>
            <span className="visually-hidden">{t.outcomeOnCard} </span>
            {outcome}
          </p>
        ) : null}
        {project.repository ? <RepositorySummary repository={project.repository} /> : null}
      </div>
      {image ? (
        <ScreenshotPicture
          className={styles.image}
          image={image}
          // As wide as it is drawn: a small plate beside the text in the journal look (project-card.module.css).
          sizes={
            look === "journal"
              ? "(min-width: 40rem) 14rem, 92vw"
              : "(min-width: 60rem) 34rem, (min-width: 40rem) 45vw, 92vw"
          }
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
        />
      ) : (
        <ProjectPanel project={project} />
      )}
    </article>
  );
}
