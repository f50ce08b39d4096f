import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { loadProjects } from "./content/project-collection.ts";
import { siteLanguages } from "./content/site-languages.ts";
import { loadPostsByLanguage } from "./content/writing.ts";
import { localizePath, type Language } from "./i18n/languages.ts";
import { FEED_PATH, HOME_PATH, postPath, projectPath, tagPath, WRITING_PATH } from "./paths.ts";

const languages = siteLanguages();
const projects = loadProjects({ languages });
const postsByLanguage = loadPostsByLanguage({ languages });

/** Every page of one language: the default language's at the root, each other's under its code. */
function pagesIn(language: Language) {
  const id = (name: string) => (language.isDefault ? name : `${language.code}-${name}`);
  const at = (path: string) => localizePath(path, language).slice(1);
  const posts = postsByLanguage[language.code] ?? [];
  const tags = [...new Set(posts.flatMap((post) => post.data.tags))];
  return [
    language.isDefault ? index("routes/home.tsx") : route(at(HOME_PATH), "routes/home.tsx", { id: id("home") }),
    // One route per project, listed from the content, so an unknown slug is a
    // real 404 rather than a page that renders nothing.
    ...projects.map((project) =>
      route(at(projectPath(project.slug)), "routes/project.tsx", { id: id(`project-${project.slug}`) }),
    ),
    // The same for posts and tags; a language with no posts has no writing at all.
    ...(posts.length === 0
      ? []
      : [
          language.isDefault
            ? route(at(WRITING_PATH), "routes/writing.tsx")
            : route(at(WRITING_PATH), "routes/writing.tsx", { id: id("writing") }),
          ...posts.map((post) => route(at(postPath(post.slug)), "routes/post.tsx", { id: id(`post-${post.slug}`) })),
          ...tags.map((tag) => route(at(tagPath(tag)), "routes/tag.tsx", { id: id(`tag-${tag}`) })),
          language.isDefault
            ? route(at(FEED_PATH), "routes/feed.ts")
            : route(at(FEED_PATH), "routes/feed.ts", { id: id("feed") }),
        ]),
  ];
}

export default [
  ...languages.flatMap(pagesIn),
  // Every other address, in any language: the not-found page, in the language its path starts with.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
