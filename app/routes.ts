import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { loadProjects } from "./content/project-collection.ts";
import { projectPath } from "./paths.ts";

export default [
  index("routes/home.tsx"),
  // One route per project, listed from the content, so an unknown slug is a
  // real 404 rather than a page that renders nothing.
  ...loadProjects().map((project) =>
    route(projectPath(project.slug).slice(1), "routes/project.tsx", { id: `project-${project.slug}` }),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
