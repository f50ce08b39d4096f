import { Link } from "react-router";
import { metaPage, publishedMeta, titleOf, usePage } from "~/page/page";
import { technologiesOf, type Technology } from "~/page/page-technologies";
import { HOME_PATH, technologyPath } from "~/addresses/paths";
import type { Route } from "./+types/technologies";
import intro from "~/components/page-intro.module.css";
import frame from "~/components/page-frame.module.css";
// The groups, their headings and lists look as the home page's skill groups do.
import groupStyles from "~/components/skill-group.module.css";
import styles from "./technologies.module.css";

export function meta({ matches }: Route.MetaArgs) {
  const page = metaPage(matches);
  return publishedMeta(page, {
    title: titleOf(page, page.t.technologies),
    description: page.t.technologiesIntro(page.site.person.name),
    // The list of technologies shares the home page's share card.
    cardPath: HOME_PATH,
  });
}

export default function Technologies() {
  const page = usePage();
  const { t, site } = page;
  const { technologies, find } = technologiesOf(page);
  // The owner's skill groups, in their order, then what only the projects name.
  const listed = new Set<Technology>();
  const groups = site.skills.map((group) => {
    const members = [...new Set(group.skills.flatMap((skill) => find(skill) ?? []))];
    for (const technology of members) listed.add(technology);
    return { name: group.name, technologies: members };
  });
  const others = technologies
    .filter((technology) => !listed.has(technology))
    .sort((a, b) => a.name.localeCompare(b.name, page.language.tag, { sensitivity: "base" }));
  if (others.length > 0) groups.push({ name: t.otherTechnologies, technologies: others });
  return (
    <main id="main" tabIndex={-1} className={frame.page}>
      <header className={frame.header}>
        <p className={intro.kicker}>{site.person.name}</p>
        <h1 className={intro.title}>{t.technologies}</h1>
        <p className={frame.lead}>{t.technologiesIntro(site.person.name)}</p>
      </header>
      {groups
        .filter((group) => group.technologies.length > 0)
        .map((group, index) => (
          <section key={group.name} className={groupStyles.group} aria-labelledby={`technology-group-${index}`}>
            <h2 id={`technology-group-${index}`} className={groupStyles.heading}>
              {group.name}
            </h2>
            <ul role="list" className={groupStyles.list}>
              {group.technologies.map((technology) => (
                <TechnologyItem key={technology.slug} technology={technology} />
              ))}
            </ul>
          </section>
        ))}
    </main>
  );
}

/** A technology and how much its page lists; a technology with no page in this language is its name alone. */
function TechnologyItem({ technology }: { technology: Technology }) {
  const page = usePage();
  const uses = technologiesOf(page).uses.get(technology.slug);
  if (!uses) {
    return (
      <li className={styles.item}>
        <span className={styles.name}>{technology.name}</span>
      </li>
    );
  }
  return (
    <li className={styles.item}>
      <Link className={styles.name} to={page.href(technologyPath(technology.slug))}>
        {technology.name}
      </Link>{" "}
      <span className={styles.count}>{page.t.technologyUses(uses.projects.length, uses.posts.length)}</span>
    </li>
  );
}
