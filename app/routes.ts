import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { loadPostsByLanguage } from "./content/writing.ts";
import { siteLanguages } from "./content/site-languages.ts";
import { localizePath, type Language } from "./i18n/languages.ts";
import { FEED_PATH, NOT_FOUND_PATH, postPath, projectPath, tagPath, WRITING_PATH } from "./paths.ts";

const languages = siteLanguages();
const postsByLanguage = loadPostsByLanguage({ languages });

/**
 * Every page kind, once per language: the default language's at the root, each
 * other's under its code. Which project, post or tag a page shows is a param
 * its loader looks up; an unknown one is a 404. The same module serves every
 * language, so each language's routes after the first need their own ids.
 */
function pagesIn(language: Language) {
  const at = (path: string) => localizePath(path, language).slice(1);
  const id = (name: string) => (language.isDefault ? {} : { id: `${language.code}/${name}` });
  const hasPosts = (postsByLanguage[language.code] ?? []).length > 0;
  return [
    language.isDefault ? index("routes/home.tsx") : route(at("/"), "routes/home.tsx", id("home")),
    route(at(projectPath(":project")), "routes/project.tsx", id("project")),
    // A language with no posts has no writing at all.
    ...(hasPosts
      ? [
          route(at(WRITING_PATH), "routes/writing.tsx", id("writing")),
          route(at(postPath(":post")), "routes/post.tsx", id("post")),
          route(at(tagPath(":tag")), "routes/tag.tsx", id("tag")),
          route(at(FEED_PATH), "routes/feed.ts", id("feed")),
        ]
      : []),
    // Pre-rendered as 404.html (fr/404.html…); a static segment, so no project takes it.
    route(at(NOT_FOUND_PATH), "routes/not-found.tsx", { id: `${language.code}/not-found` }),
  ];
}

export default [
  ...languages.flatMap(pagesIn),
  // Every other address, in any language (in development): the not-found page, in the language its path starts with.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
