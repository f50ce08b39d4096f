import { Link } from "react-router";
import { metaPage, titleOf, usePage } from "~/page/page";
import { HOME_PATH, projectPath } from "~/addresses/paths";
import { pageMeta } from "~/page/seo";
import type { Route } from "./+types/not-found";
import intro from "~/components/page-intro.module.css";
import styles from "./not-found.module.css";

// Not a page of its own, so it has no canonical URL or share tags, and asks not to be indexed.
export function meta({ matches }: Route.MetaArgs) {
  const page = metaPage(matches);
  return [
    ...pageMeta({ title: titleOf(page, page.t.notFoundTitle), description: page.t.notFoundDescription }),
    { name: "robots", content: "noindex" },
  ];
}

/**
 * Pre-rendered at /404 and published as 404.html, which hosts serve with
 * status 404; each other language's at /fr/404, in its words.
 */
export default function NotFound() {
  const { t, href, projects } = usePage();
  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{t.notFoundHeading}</h1>
      <p className={styles.text}>{t.notFoundText}</p>
      <p>
        <Link className={intro.primary} to={href(HOME_PATH)}>
          {t.goHome}
        </Link>
      </p>
      <nav aria-labelledby="projects-title" className={styles.projects}>
        <h2 id="projects-title" className={styles.subtitle}>
          {t.orSeeAProject}
        </h2>
        <ul role="list">
          {projects.map((project) => (
            <li key={project.slug}>
              <Link to={href(projectPath(project.slug))}>{project.name}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
