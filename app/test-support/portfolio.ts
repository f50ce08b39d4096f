// The whole content in the default language, as its pages show it: what the
// unit tests check the pages and components against.
import type { Portfolio } from "~/content/schema";
import { pageAt, projectsAt } from "./page-at";

const home = pageAt("/");

export const portfolio: Portfolio & { posts: typeof home.posts } = {
  ...home.site,
  projects: projectsAt("/"),
  posts: home.posts,
};
