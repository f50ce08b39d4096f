import "~/styles/diagrams.css";
import "~/styles/code-colours.css";
import "~/styles/code-lines.css";
import "~/styles/alerts.css";
import "~/styles/maths.css";
import "~/styles/maths-font-face";
import { data, Link } from "react-router";
import { hasCodeBlock, type CodeCopyHandle } from "~/components/code-copy";
import { MathsFontPreload } from "~/components/maths-font-preload";
import { MoreProjects, nextProjects } from "~/components/more-projects";
import { ProjectAtAGlance } from "~/components/project-at-a-glance";
import { Parts } from "~/components/owner-parts";
import { Prose } from "~/components/prose";
import { TableOfContents } from "~/components/table-of-contents";
import { metaPage, portfolioOf, publishedMeta, titleOf, usePage } from "~/page/page";
import { requestedFullContent, requestedProjects } from "~/page/page-content.server";
import { indexedAs, NOT_INDEXED } from "~/page/search-marks";
import { GalleryIsland } from "~/islands/gallery-island";
import type { IslandHandle } from "~/islands/island";
import { islandEntry } from "~/islands/island-entry.server";
import { GALLERY_ENTRY } from "~/islands/island-markers";
import { technologiesOf } from "~/page/page-technologies";
import { technologyPath } from "~/addresses/paths";
import { projectJsonLd } from "~/page/structured-data";
import type { Route } from "./+types/project";
import frame from "~/components/page-frame.module.css";
import styles from "./project.module.css";

/** The project named by the address, in the page's language; any other name is not found. */
export async function loader({ params, url }: Route.LoaderArgs) {
  // Whole: its screenshots, description and contents, which the root's data leaves out for every other page.
  const project = (await requestedFullContent(url)).projects.find((candidate) => candidate.slug === params.project);
  if (!project) throw data(null, { status: 404 });
  // The next few projects' cards, for the foot of the page, and how many there are in all.
  const projects = await requestedProjects(url);
  const more = { projects: nextProjects(projects, project), total: projects.length };
  return { project, more, gallery: islandEntry(GALLERY_ENTRY) };
}

/** The gallery is an island, and only a project with screenshots has one; a description with code gets the copy button. */
export const handle = {
  showsIsland: (data: Route.ComponentProps["loaderData"] | undefined) => (data?.project.images.length ?? 0) > 0,
  showsCode: (data: Route.ComponentProps["loaderData"] | undefined) =>
    hasCodeBlock(data?.project.descriptionHtml ?? ""),
} satisfies IslandHandle & CodeCopyHandle;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const page = metaPage(matches);
  const { project } = loaderData;
  return [
    ...publishedMeta(page, { title: titleOf(page, project.name), description: project.summary, project }),
    { "script:ld+json": projectJsonLd(portfolioOf(page), project, page.language) },
  ];
}

export default function ProjectPage({ loaderData: { project, more, gallery } }: Route.ComponentProps) {
  const page = usePage();
  const { t, href } = page;
  const { find } = technologiesOf(page);
  return (
    <main id="main" tabIndex={-1} className={frame.page} {...indexedAs("project")}>
      <Parts.ProjectHeader project={project} />

      <ProjectAtAGlance project={project} titleClassName={styles.sectionTitle} />

      <div className={styles.columns}>
        <section className={styles.about} aria-labelledby="about-title">
          <h2 id="about-title" className={styles.sectionTitle} {...NOT_INDEXED}>
            {t.aboutProject}
          </h2>
          <TableOfContents entries={project.toc} />
          <MathsFontPreload html={project.descriptionHtml} />
          <Prose html={project.descriptionHtml} />
        </section>
        <section className={styles.tech} aria-labelledby="tech-title">
          <h2 id="tech-title" className={styles.sectionTitle} {...NOT_INDEXED}>
            {t.technologiesUsed}
          </h2>
          <ul role="list" className={styles.techList}>
            {project.tech.map((tech) => {
              // As the project spells it, linked to its technology's page.
              const technology = find(tech);
              return (
                <li key={tech}>{technology ? <Link to={href(technologyPath(technology.slug))}>{tech}</Link> : tech}</li>
              );
            })}
          </ul>
        </section>
      </div>

      {/* A project without screenshots has no gallery, and so no island script. */}
      {project.images.length > 0 ? (
        <section className={styles.screenshots} aria-labelledby="screenshots-title">
          <h2 id="screenshots-title" className={styles.sectionTitle} {...NOT_INDEXED}>
            {t.screenshots}
          </h2>
          <GalleryIsland project={project} entry={gallery} />
        </section>
      ) : null}

      <MoreProjects projects={more.projects} total={more.total} titleClassName={styles.sectionTitle} />
    </main>
  );
}
