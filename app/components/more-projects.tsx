import { Link } from "react-router";
import type { ProjectSummary } from "~/page/page";
import { usePage } from "~/page/page";
import { NOT_INDEXED } from "~/page/search-marks";
import { HOME_PATH, PROJECTS_ANCHOR, projectPath } from "~/addresses/paths";
import styles from "./more-projects.module.css";
import { initials } from "~/collections/initials";
import { ScreenshotPicture } from "./screenshot-picture";

/** How many other projects the foot of a page lists; the rest are one link away, on the home page. */
export const MORE_PROJECTS = 6;

/** The projects after this one in home-page order, wrapping round, so every project is linked from some page. */
export function nextProjects<P extends { slug: string }>(
  projects: readonly P[],
  current: P,
  count = MORE_PROJECTS,
): P[] {
  const at = projects.findIndex((candidate) => candidate.slug === current.slug);
  return [...projects.slice(at + 1), ...projects.slice(0, Math.max(at, 0))].slice(0, count);
}

type Props = {
  /** The projects to list: nextProjects() of the page's own. */
  projects: readonly ProjectSummary[];
  /** How many projects the site has, this one included. */
  total: number;
  /** The page's section-title style, shared with its other sections. */
  titleClassName?: string;
};

/**
 * The foot of a project page: the next few projects, and a link to all of
 * them when there are more. Nothing at all when this is the only project.
 */
export function MoreProjects({ projects: shown, total, titleClassName }: Props) {
  const { t, href } = usePage();
  if (shown.length === 0) return null;
  return (
    <nav className={styles.more} aria-labelledby="more-title" {...NOT_INDEXED}>
      <h2 id="more-title" className={titleClassName}>
        {t.moreProjects}
      </h2>
      <ul role="list" className={styles.list}>
        {shown.map((other) => {
          const image = other.card;
          return (
            <li key={other.slug}>
              <Link to={href(projectPath(other.slug))} className={styles.link}>
                {image ? (
                  // Decorative: the link says the project's name.
                  <ScreenshotPicture className={styles.thumbnail} image={{ ...image, alt: "" }} sizes="7rem" />
                ) : (
                  <span className={styles.thumbnail} data-initials aria-hidden="true">
                    {initials(other.name)}
                  </span>
                )}
                <span className={styles.name}>{other.name}</span>
                <span className={styles.role}>{other.role}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      {shown.length < total - 1 ? (
        <p>
          <Link to={`${href(HOME_PATH)}#${PROJECTS_ANCHOR}`}>{t.seeAllProjects(total)}</Link>
        </p>
      ) : null}
    </nav>
  );
}
