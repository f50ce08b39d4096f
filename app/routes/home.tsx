import { posts } from "virtual:writing";
import { LatestPosts } from "~/components/latest-posts";
import { ExperienceTimeline } from "~/components/experience-timeline";
import { ExternalLink } from "~/components/external-link";
import { ProjectCard } from "~/components/project-card";
import { Technologies } from "~/components/technologies";
import { Prose } from "~/components/prose";
import { portfolio } from "~/portfolio";
import { bioHtml } from "virtual:content/site-text";
import { HOME_PATH, PROJECTS_ANCHOR } from "~/paths";
import { pageMeta } from "~/seo";
import { socialCard } from "~/social-card";
import { personJsonLd } from "~/structured-data";
import intro from "~/components/page-intro.module.css";
import styles from "./home.module.css";

export function meta() {
  const { person } = portfolio;
  return [
    ...pageMeta({
      title: `${person.name} · ${person.jobTitle}`,
      description: portfolio.description,
      path: HOME_PATH,
      card: socialCard(portfolio, HOME_PATH),
      siteName: person.name,
    }),
    { "script:ld+json": personJsonLd(portfolio) },
  ];
}

export default function Home() {
  const { person, projects, skills, experience } = portfolio;
  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <div className={styles.hero}>
        <section className={styles.intro} aria-labelledby="intro-title">
          <p className={intro.kicker}>
            {person.jobTitle} · {person.location}
          </p>
          <h1 id="intro-title" className={intro.title}>
            {person.name}
          </h1>
          <Prose className={styles.bio} html={bioHtml} />
          <ul role="list" className={intro.actions}>
            <li>
              <a
                className={intro.primary}
                href={`${import.meta.env.BASE_URL}cv/${person.cv.downloadName}`}
                download={person.cv.downloadName}
                type="application/pdf"
              >
                Download CV <span className={styles.hint}>(PDF)</span>
              </a>
            </li>
            {person.profiles.map((profile) => (
              <li key={profile.url}>
                <ExternalLink className={intro.secondary} href={profile.url} me>
                  {profile.label} profile
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>
        <ExperienceTimeline entries={experience} />
      </div>

      <section id={PROJECTS_ANCHOR} className={styles.section} aria-labelledby="projects-title">
        <h2 id="projects-title" className={styles.sectionTitle}>
          Projects
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

      <Technologies groups={skills} className={styles.section} titleClassName={styles.sectionTitle} />
    </main>
  );
}
