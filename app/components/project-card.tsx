import { Link } from "react-router";
import type { Project } from "~/page/page";
import { usePage } from "~/page/page";
import { projectPath } from "~/paths";
import styles from "./project-card.module.css";
import { ScreenshotPicture } from "./screenshot-picture";

type Props = { project: Project; priority?: boolean };

/**
 * The whole card is one link: the heading's link stretches over the card, so
 * a click anywhere opens the project, while a screen reader hears only the
 * project's name as the link and the rest as the card's text.
 */
export function ProjectCard({ project, priority = false }: Props) {
  const { href } = usePage();
  const image = project.images[project.cardImage];
  return (
    <article className={styles.card}>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link className={styles.link} to={href(projectPath(project.slug))}>
            {project.name}
          </Link>
        </h3>
        <p className={styles.role}>{project.role}</p>
        <p className={styles.summary}>{project.summary}</p>
      </div>
      {image ? (
        <ScreenshotPicture
          className={styles.image}
          image={image}
          sizes="(min-width: 60rem) 34rem, (min-width: 40rem) 45vw, 92vw"
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
        />
      ) : null}
    </article>
  );
}
