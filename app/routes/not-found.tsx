import { Link } from "react-router";
import { projects } from "virtual:content/projects";
import { site } from "~/content/site";
import { HOME_PATH, projectPath } from "~/paths";
import { pageMeta } from "~/seo";
import intro from "~/components/page-intro.module.css";
import styles from "./not-found.module.css";

// Not a page of its own, so it has no canonical URL or share tags, and asks not to be indexed.
export function meta() {
  return [
    ...pageMeta({ title: `Page not found · ${site.person.name}`, description: "There is no page at this address." }),
    { name: "robots", content: "noindex" },
  ];
}

/** Pre-rendered at /404 and published as 404.html, which hosts serve with status 404. */
export default function NotFound() {
  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>This page doesn’t exist</h1>
      <p className={styles.text}>
        The link may be out of date, or the address mistyped. The home page has everything on this site.
      </p>
      <p>
        <Link className={intro.primary} to={HOME_PATH}>
          Go to the home page
        </Link>
      </p>
      <nav aria-labelledby="projects-title" className={styles.projects}>
        <h2 id="projects-title" className={styles.subtitle}>
          Or see a project
        </h2>
        <ul role="list">
          {projects.map((project) => (
            <li key={project.slug}>
              <Link to={projectPath(project.slug)}>{project.name}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
