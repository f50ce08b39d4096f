import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { loadProjects } from "./content/project-collection.ts";
import { loadPosts } from "./content/writing.ts";
import { FEED_PATH, postPath, projectPath, tagPath, WRITING_PATH } from "./paths.ts";

const posts = loadPosts();
const tags = [...new Set(posts.flatMap((post) => post.data.tags))];

export default [
  index("routes/home.tsx"),
  // One route per project, listed from the content, so an unknown slug is a
  // real 404 rather than a page that renders nothing.
  ...loadProjects().map((project) =>
    route(projectPath(project.slug).slice(1), "routes/project.tsx", { id: `project-${project.slug}` }),
  ),
  // The same for posts and tags; with no posts there is no writing at all.
  ...(posts.length === 0
    ? []
    : [
        route(WRITING_PATH.slice(1), "routes/writing.tsx"),
        ...posts.map((post) => route(postPath(post.slug).slice(1), "routes/post.tsx", { id: `post-${post.slug}` })),
        ...tags.map((tag) => route(tagPath(tag).slice(1), "routes/tag.tsx", { id: `tag-${tag}` })),
        route(FEED_PATH.slice(1), "routes/feed.ts"),
      ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
