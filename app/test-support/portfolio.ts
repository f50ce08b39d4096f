// The whole content in the default language, as its pages show it: what the
// unit tests check the pages and components against.
import { pageAt, projectsAt } from "./page-at";

const home = pageAt("/");

export const portfolio = {
  ...home.site,
  projects: projectsAt("/"),
  posts: home.posts,
};
