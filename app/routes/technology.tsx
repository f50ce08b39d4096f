import { data, Link } from "react-router";
import { PostList } from "~/components/post-list";
import { Parts } from "~/components/owner-parts";
import { metaPage, pageOf, publishedMeta, titleOf, usePage } from "~/page/page";
import { requestedContent, requestedProjects } from "~/page/page-content.server";
import { technologiesOf } from "~/page/page-technologies";
import { indexedAs, NOT_INDEXED } from "~/page/search-marks";
import { HOME_PATH, TECHNOLOGIES_PATH } from "~/addresses/paths";
import type { Route } from "./+types/technology";
import intro from "~/components/page-intro.module.css";
import frame from "~/components/page-frame.module.css";
// The same grid of cards and section headings as the home page's.
import home from "./home.module.css";

/** The technology the address names, with what uses it in the page's language; any other slug is not found. */
export async function loader({ params, url }: Route.LoaderArgs) {
  const page = pageOf(await requestedContent(url));
  const uses = technologiesOf(page).uses.get(params.technology);
  if (!uses) throw data(null, { status: 404 });
  const { technology, projects, posts } = uses;
  const summary = page.t.technologySummary(
    page.site.person.name,
    technology.name,
    page.t.technologyUses(projects.length, posts.length),
  );
  // The projects with their cards; the posts by slug, which the page draws from its language's.
  const used = new Set(projects.map((project) => project.slug));
  return {
    name: technology.name,
    projects: (await requestedProjects(url)).filter((project) => used.has(project.slug)),
    posts: posts.map((post) => post.slug),
    summary,
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const page = metaPage(matches);
  // A technology's page shares the home page's share card.
  return publishedMeta(page, {
    title: titleOf(page, loaderData.name),
    description: loaderData.summary,
    cardPath: HOME_PATH,
  });
}

export default function TechnologyPage({
  loaderData: { name, summary, projects: used, ...slugs },
}: Route.ComponentProps) {
  const { t, href, posts } = usePage();
  const tagged = posts.filter((post) => slugs.posts.includes(post.slug));
  return (
    <main id="main" tabIndex={-1} className={frame.page} {...indexedAs("technology")}>
      <header className={frame.header}>
        <p className={intro.kicker} {...NOT_INDEXED}>
          <Link to={href(TECHNOLOGIES_PATH)}>{t.technologies}</Link>
        </p>
        <h1 className={intro.title}>{name}</h1>
        <p className={frame.lead}>{summary}</p>
      </header>
      {used.length > 0 ? (
        <section className={home.section} aria-labelledby="technology-projects">
          <h2 id="technology-projects" className={home.sectionTitle} {...NOT_INDEXED}>
            {t.projectsWith(name)}
          </h2>
          <ul role="list" className={home.projects}>
            {used.map((project) => (
              <li key={project.slug}>
                <Parts.ProjectCard project={project} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {tagged.length > 0 ? (
        <section className={home.section} aria-labelledby="technology-posts">
          <h2 id="technology-posts" className={home.sectionTitle} {...NOT_INDEXED}>
            {t.postsAbout(name)}
          </h2>
          <PostList posts={tagged} headingLevel={3} />
        </section>
      ) : null}
    </main>
  );
}
