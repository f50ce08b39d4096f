import { LatestPosts } from "~/components/latest-posts";
import { PinnedRepositories } from "~/components/pinned-repositories";
import { ExperienceTimeline } from "~/components/experience-timeline";
import { Parts } from "~/components/owner-parts";
import { TechnologySection } from "~/components/technology-section";
import { metaPage, portfolioOf, publishedMeta, usePage } from "~/page/page";
import { requestedPinned, requestedProjects } from "~/page/page-content.server";
import { PROJECTS_ANCHOR } from "~/addresses/paths";
import { profilePageJsonLd } from "~/page/structured-data";
import type { Route } from "./+types/home";
import styles from "./home.module.css";

/** Every project, with its card, and the repositories pinned on GitHub that are not projects. */
export async function loader({ url }: Route.LoaderArgs) {
  return { projects: await requestedProjects(url), pinned: await requestedPinned(url) };
}

export function meta({ matches }: Route.MetaArgs) {
  const page = metaPage(matches);
  const { person, description } = page.site;
  return [
    ...publishedMeta(page, { title: `${person.name}${page.t.titleSeparator}${person.jobTitle}`, description }),
    { "script:ld+json": profilePageJsonLd(portfolioOf(page), page.language) },
  ];
}

export default function Home({ loaderData: { projects, pinned } }: Route.ComponentProps) {
  const { site, posts, t } = usePage();
  const { skills, experience } = site;
  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <div className={styles.hero}>
        <Parts.HomeIntro site={site} />
        <ExperienceTimeline entries={experience} />
      </div>

      <section id={PROJECTS_ANCHOR} className={styles.section} aria-labelledby="projects-title">
        <h2 id="projects-title" className={styles.sectionTitle}>
          {t.projects}
        </h2>
        <ul role="list" className={styles.projects}>
          {projects.map((project, index) => (
            <li key={project.slug}>
              <Parts.ProjectCard project={project} priority={index === 0} />
            </li>
          ))}
        </ul>
      </section>

      <PinnedRepositories repositories={pinned} className={styles.section} titleClassName={styles.sectionTitle} />

      <LatestPosts posts={posts} className={styles.section} titleClassName={styles.sectionTitle} />

      <TechnologySection groups={skills} className={styles.section} titleClassName={styles.sectionTitle} />
    </main>
  );
}
