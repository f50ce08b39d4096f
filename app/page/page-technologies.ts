// The technologies as a page of one language shows them: the content's
// technologies (app/collections/technology-index.ts) and, for each with a page in
// this language, the projects that use it and the language's posts tagged
// with it. The route table publishes the same pages (app/addresses/site-pages.ts).
import { technologyIndex, technologySources, technologyUses, type Technology } from "~/collections/technology-index";
import type { PageContent, PostSummary } from "./page-content";

export type { Technology } from "~/collections/technology-index";

export type PageTechnologies = {
  /** Every technology the skills and projects name, the skills' first. */
  technologies: readonly Technology[];
  /** The technology a name, an alias or a tag stands for. */
  find: (name: string) => Technology | undefined;
  /** What each technology with a page in this language lists, by slug. */
  uses: ReadonlyMap<
    string,
    { technology: Technology; projects: PageContent["projects"][number][]; posts: PostSummary[] }
  >;
};

const cache = new WeakMap<object, WeakMap<object, PageTechnologies>>();

/** The technologies of a page's language; worked out once per language's content. */
export function technologiesOf(page: Pick<PageContent, "site" | "projects" | "posts">): PageTechnologies {
  // A page's content is a fresh object per page; its language's projects and posts are shared lists.
  const byPosts = cache.get(page.projects) ?? new WeakMap<object, PageTechnologies>();
  cache.set(page.projects, byPosts);
  let found = byPosts.get(page.posts);
  if (!found) {
    const index = technologyIndex(technologySources(page.site, page.projects));
    found = {
      technologies: index.technologies,
      find: index.find,
      uses: technologyUses(index, page.projects, page.posts),
    };
    byPosts.set(page.posts, found);
  }
  return found;
}
