import { Link, useLocation } from "react-router";
import { ExternalLink } from "~/components/external-link";
import type { Project } from "~/content/schema";
import { site } from "~/content/site";
import { projectPath, slugFromPathname } from "~/paths";
import { GalleryIsland } from "~/islands/gallery-island";
import { pageMeta } from "~/seo";
import { socialCard } from "~/social-card";
import { projectJsonLd } from "~/structured-data";
import type { Route } from "./+types/project";
import intro from "~/components/page-intro.module.css";
import styles from "./project.module.css";

function projectAt(pathname: string): Project {
  const slug = slugFromPathname(pathname);
  const project = site.projects.find((candidate) => candidate.page === slug);
  // Routes are made from the same list, so this cannot miss.
  if (!project) throw new Error(`No project for ${pathname}`);
  return project;
}

export function meta({ location }: Route.MetaArgs) {
  const project = projectAt(location.pathname);
  const path = projectPath(project.page);
  return [
    ...pageMeta({
      title: `${project.name} · ${site.person.name}`,
      description: project.summary,
      path,
      card: socialCard(site, path),
      siteName: site.person.name,
    }),
    { "script:ld+json": projectJsonLd(site, project) },
  ];
}

export default function ProjectPage() {
  const project = projectAt(useLocation().pathname);
  const others = site.projects.filter((candidate) => candidate.page !== project.page);
  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <header className={styles.header}>
        <p className={intro.kicker}>{project.role}</p>
        <h1 className={intro.title}>{project.name}</h1>
        <p className={styles.summary}>{project.summary}</p>
        <ul role="list" className={intro.actions}>
          <li>
            <ExternalLink className={`${intro.primary} ${styles.external}`} href={project.web_url}>
              View the live demo
            </ExternalLink>
          </li>
          <li>
            <ExternalLink className={`${intro.secondary} ${styles.external}`} href={project.git_url}>
              Read the source code
            </ExternalLink>
          </li>
        </ul>
      </header>

      <div className={styles.columns}>
        <section className={styles.about} aria-labelledby="about-title">
          <h2 id="about-title" className={styles.sectionTitle}>
            About the project
          </h2>
          {project.description.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
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

      <nav className={styles.more} aria-labelledby="more-title">
        <h2 id="more-title" className={styles.sectionTitle}>
          More projects
        </h2>
        <ul role="list" className={styles.moreList}>
          {others.map((other) => (
            <li key={other.page}>
              <Link to={projectPath(other.page)} className={styles.moreLink}>
                <span className={styles.moreName}>{other.name}</span>
                <span className={styles.moreRole}>{other.role}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
