import { useLocation } from "react-router";
import type { Project } from "virtual:content/projects";
import { MoreProjects } from "~/components/more-projects";
import { ProjectLinks } from "~/components/project-links";
import { Prose } from "~/components/prose";
import { portfolio } from "~/portfolio";
import { projectPath, slugFromPathname } from "~/paths";
import { GalleryIsland } from "~/islands/gallery-island";
import { pageMeta } from "~/seo";
import { socialCard } from "~/social-card";
import { projectJsonLd } from "~/structured-data";
import type { Route } from "./+types/project";
import intro from "~/components/page-intro.module.css";
import frame from "~/components/page-frame.module.css";
import styles from "./project.module.css";

function projectAt(pathname: string): Project {
  const slug = slugFromPathname(pathname);
  const project = portfolio.projects.find((candidate) => candidate.slug === slug);
  // Routes are made from the same list, so this cannot miss.
  if (!project) throw new Error(`No project for ${pathname}`);
  return project;
}

export function meta({ location }: Route.MetaArgs) {
  const project = projectAt(location.pathname);
  const path = projectPath(project.slug);
  return [
    ...pageMeta({
      title: `${project.name} · ${portfolio.person.name}`,
      description: project.summary,
      path,
      card: socialCard(portfolio, path),
      siteName: portfolio.person.name,
    }),
    { "script:ld+json": projectJsonLd(portfolio, project) },
  ];
}

export default function ProjectPage() {
  const project = projectAt(useLocation().pathname);
  return (
    <main id="main" tabIndex={-1} className={frame.page}>
      <header className={frame.header}>
        <p className={intro.kicker}>{project.role}</p>
        <h1 className={intro.title}>{project.name}</h1>
        <p className={styles.summary}>{project.summary}</p>
        <ProjectLinks webUrl={project.web_url} gitUrl={project.git_url} className={styles.external} />
      </header>

      <div className={styles.columns}>
        <section className={styles.about} aria-labelledby="about-title">
          <h2 id="about-title" className={styles.sectionTitle}>
            About the project
          </h2>
          <Prose html={project.descriptionHtml} />
        </section>
        <section className={styles.tech} aria-labelledby="tech-title">
          <h2 id="tech-title" className={styles.sectionTitle}>
            Technologies Used
          </h2>
          <ul role="list" className={styles.techList}>
            {project.tech.map((tech) => (
              <li key={tech}>{tech}</li>
            ))}
          </ul>
        </section>
      </div>

      <section className={styles.screenshots} aria-labelledby="screenshots-title">
        <h2 id="screenshots-title" className={styles.sectionTitle}>
          Screenshots
        </h2>
        <GalleryIsland project={project} />
      </section>

      <MoreProjects projects={portfolio.projects} current={project} titleClassName={styles.sectionTitle} />
    </main>
  );
}
