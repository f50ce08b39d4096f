// The whole content in the default language, as its pages show it: what the
// unit tests check the pages and components against. Pages themselves read
// their language's content through app/i18n/page.ts.
import type { Portfolio } from "./content/schema.ts";
import { pageAt } from "./i18n/page.ts";

const home = pageAt("/");

export const portfolio: Portfolio & { posts: typeof home.posts } = {
  ...home.site,
  projects: home.projects,
  posts: home.posts,
};
