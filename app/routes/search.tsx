import { localizePath } from "~/languages/language-tags";
import { Link } from "react-router";
import { metaPage, publishedMeta, titleOf, usePage } from "~/page/page";
import { technologiesOf } from "~/page/page-technologies";
import type { WasmHandle } from "~/page/content-security-policy";
import { islandEntry } from "~/islands/island-entry.server";
import searchLoader from "~/islands/search-loader.js?raw";
import { SEARCH_ENTRY, SEARCH_IDS } from "~/islands/search-markers";
import type { SearchWords } from "~/islands/search-view";
import { serializeProps } from "~/islands/island";
import { HOME_PATH, postPath, projectPath, technologyPath } from "~/addresses/paths";
import type { Route } from "./+types/search";
import intro from "~/components/page-intro.module.css";
import frame from "~/components/page-frame.module.css";
import styles from "./search.module.css";

/** Where the search's script is served; Pagefind's JS API is beside the index, under the site's base. */
export function loader() {
  return { entry: islandEntry(SEARCH_ENTRY), pagefind: `${import.meta.env.BASE_URL}pagefind/pagefind.js` };
}

/** The one page whose policy allows WebAssembly: Pagefind's (app/root.tsx reads this). */
export const handle: WasmHandle = { compilesWasm: true };

export function meta({ matches }: Route.MetaArgs) {
  const page = metaPage(matches);
  return publishedMeta(page, {
    title: titleOf(page, page.t.search),
    description: page.t.searchIntro,
    cardPath: HOME_PATH,
  });
}

/**
 * A search box over the projects, posts and technologies of the page's language, and the list of every one of them.
 * The box is hidden until the inline loader runs, and nothing more is fetched until the visitor uses it
 * (app/islands/search-loader.js); without JavaScript the list is the page, for the browser's find.
 */
export default function Search({ loaderData: { entry, pagefind } }: Route.ComponentProps) {
  const page = usePage();
  const { t, href, language, projects, posts, postsElsewhere } = page;
  const technologies = [...technologiesOf(page).uses.values()]
    .map((uses) => uses.technology)
    .sort((a, b) => a.name.localeCompare(b.name, language.tag, { sensitivity: "base" }));
  const words: SearchWords = {
    tag: language.tag,
    count: t.searchResultCount,
    none: t.searchNoResults,
    unavailable: t.searchUnavailable,
    kinds: t.searchKinds,
  };
  const groups = [
    {
      id: "projects",
      title: t.projects,
      links: projects.map((p) => ({ to: href(projectPath(p.slug)), name: p.name })),
    },
    {
      id: "posts",
      title: t.writing,
      links: [
        ...posts.map((p) => ({ to: href(postPath(p.slug)), name: p.title })),
        // The posts its search finds though they are not written in it, in their own language.
        ...postsElsewhere.map((p) => ({
          to: localizePath(postPath(p.slug), p.language),
          name: p.title,
          language: p.language.tag,
        })),
      ],
    },
    {
      id: "technologies",
      title: t.technologies,
      links: technologies.map((tech) => ({ to: href(technologyPath(tech.slug)), name: tech.name })),
    },
  ].filter((group) => group.links.length > 0);
  return (
    <main id="main" tabIndex={-1} className={frame.page}>
      <header className={frame.header}>
        <h1 className={intro.title}>{t.search}</h1>
        <p className={frame.lead}>{t.searchIntro}</p>
      </header>
      <div className={styles.search}>
        <div
          role="search"
          id={SEARCH_IDS.search}
          data-src={entry.url}
          data-pagefind={pagefind}
          className={styles.box}
          hidden
        >
          <label htmlFor={SEARCH_IDS.box}>{t.searchLabel}</label>
          <input
            id={SEARCH_IDS.box}
            type="search"
            name="q"
            autoComplete="off"
            spellCheck={false}
            aria-controls={SEARCH_IDS.results}
          />
        </div>
        <p id={SEARCH_IDS.status} role="status" className={styles.status} data-unavailable={t.searchUnavailable} />
        <ol id={SEARCH_IDS.results} role="list" className={styles.results} aria-label={t.search} hidden />
      </div>
      <section id={SEARCH_IDS.everything} className={styles.everything} aria-labelledby="search-everything-title">
        <h2 id="search-everything-title">{t.searchEverything}</h2>
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`search-${group.id}`}>
            <h3 id={`search-${group.id}`}>{group.title}</h3>
            <ul role="list">
              {group.links.map((link: { to: string; name: string; language?: string }) => (
                <li key={link.to}>
                  <Link to={link.to} {...(link.language ? { lang: link.language, hrefLang: link.language } : {})}>
                    {link.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>
      <script
        type="application/json"
        id={SEARCH_IDS.words}
        dangerouslySetInnerHTML={{ __html: serializeProps(words) }}
      />
      <script dangerouslySetInnerHTML={{ __html: searchLoader }} />
    </main>
  );
}
