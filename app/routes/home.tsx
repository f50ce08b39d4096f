import { LatestPosts } from "~/components/latest-posts";
import { ExperienceTimeline } from "~/components/experience-timeline";
import { ExternalLink } from "~/components/external-link";
import { ProjectCard } from "~/components/project-card";
import { Portrait } from "~/components/portrait";
import { TechnologySection } from "~/components/technology-section";
import { Prose } from "~/components/prose";
import { initials } from "~/content/initials";
import { metaPage, portfolioOf, publishedMeta, usePage } from "~/page/page";
import { requestedProjects } from "~/page/page-content.server";
import { HOME_PATH, PROJECTS_ANCHOR, RESUME_PATH } from "~/paths";
import { absoluteUrl, appSiteRoot } from "~/site-url";
import { profilePageJsonLd } from "~/structured-data";
import type { Route } from "./+types/home";
import intro from "~/components/page-intro.module.css";
import styles from "./home.module.css";

/** Every project, with its card. */
export async function loader({ url }: Route.LoaderArgs) {
  return { projects: await requestedProjects(url) };
}

export function meta({ matches }: Route.MetaArgs) {
  const page = metaPage(matches);
  const { person, description } = page.site;
  return [
    ...publishedMeta(page, { title: `${person.name}${page.t.titleSeparator}${person.jobTitle}`, description }),
    { "script:ld+json": profilePageJsonLd(portfolioOf(page), page.language) },
  ];
}

export default function Home({ loaderData: { projects } }: Route.ComponentProps) {
  const { site, posts, t, href, look } = usePage();
  const { person, skills, experience } = site;
  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <div className={styles.hero}>
        {/* The owner as an h-card (microformats2): name, photo, job title, bio, and their addresses (u-url), the
            site's and each profile's, which rel="me" lets the profile confirm. */}
        {/* data-initials: the monogram the showcase look draws where a portrait would be, when there is none. */}
        <section
          className={`${styles.intro} h-card`}
          aria-labelledby="intro-title"
          data-initials={look === "showcase" ? initials(person.name) : undefined}
        >
          <data className="u-url u-uid" value={absoluteUrl(href(HOME_PATH), appSiteRoot())} />
          {/* The job title on its own: the line below shows it with the location, as one text. */}
          <data className="p-job-title" value={person.jobTitle} />
          {site.portraitPicture && person.portrait ? (
            <Portrait
              className={styles.portrait}
              picture={site.portraitPicture}
              alt={person.portrait.alt}
              // As home.module.css draws it: large in the showcase look, 7.5rem at most in the others.
              sizes={look === "showcase" ? "(min-width: 48rem) 22rem, 15rem" : "7.5rem"}
            />
          ) : null}
          <p className={intro.kicker}>
            {person.location ? `${person.jobTitle} · ${person.location}` : person.jobTitle}
          </p>
          <h1 id="intro-title" className={`${intro.title} ${styles.name} p-name`}>
            {person.name}
          </h1>
          <Prose className={`${styles.bio} p-note`} html={site.bioHtml} />
          <div className={styles.calls}>
            <ul role="list" className={intro.actions}>
              <li>
                <a
                  className={intro.primary}
                  href={`${import.meta.env.BASE_URL}cv/${person.cv.downloadName}`}
                  download={person.cv.downloadName}
                  type="application/pdf"
                >
                  {t.downloadCv} <span className={styles.hint}>{t.pdfHint}</span>
                </a>
              </li>
              <li>
                <a
                  className={intro.secondary}
                  href={`${import.meta.env.BASE_URL}${href(RESUME_PATH).slice(1)}`}
                  type="application/json"
                >
                  {t.resumeJson}
                </a>
              </li>
            </ul>
            {/* Any number of profiles: a row of links that wraps between links, never inside one. */}
            {person.profiles.length > 0 ? (
              <ul role="list" className={styles.profiles}>
                {person.profiles.map((profile) => (
                  <li key={profile.url}>
                    <ExternalLink className={`${styles.profile} u-url`} href={profile.url} me>
                      {t.profileLink(profile.label)}
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </section>
        <ExperienceTimeline entries={experience} />
      </div>

      <section id={PROJECTS_ANCHOR} className={styles.section} aria-labelledby="projects-title">
        <h2 id="projects-title" className={styles.sectionTitle}>
          {t.projects}
        </h2>
        <ul role="list" className={styles.projects}>
          {projects.map((project, index) => (
            <li key={project.slug}>
              <ProjectCard project={project} priority={index === 0} />
            </li>
          ))}
        </ul>
      </section>

      <LatestPosts posts={posts} className={styles.section} titleClassName={styles.sectionTitle} />

      <TechnologySection groups={skills} className={styles.section} titleClassName={styles.sectionTitle} />
    </main>
  );
}
