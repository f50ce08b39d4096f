import type { ProjectPage } from "~/page/page";
import { ProjectLinks } from "./project-links";
import { RepositoryFacts } from "./repository-facts";
import intro from "./page-intro.module.css";
import frame from "./page-frame.module.css";
import styles from "./project-header.module.css";

export type ProjectHeaderProps = {
  /** The project, in the page's language. */
  project: ProjectPage;
};

/** The head of a project's page: the owner's role in it, its name, its summary, its site and code, and its repository's facts. */
export function ProjectHeader({ project }: ProjectHeaderProps) {
  return (
    <header className={frame.header} data-part="project-header">
      <p className={intro.kicker}>{project.role}</p>
      <h1 className={intro.title}>{project.name}</h1>
      <p className={styles.summary}>{project.summary}</p>
      <ProjectLinks webUrl={project.web_url} gitUrl={project.git_url} className={styles.external} />
      {project.repository ? <RepositoryFacts repository={project.repository} /> : null}
    </header>
  );
}
