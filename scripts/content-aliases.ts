// The content folders as app/page/content.server.ts's import.meta.glob patterns
// name them (patterns must be literals; the folders are not): @content is
// app/content, @projects and @writing its collections, or the folders
// CONTENT_PROJECTS_DIR and CONTENT_WRITING_DIR point at.
import { resolve } from "node:path";
import { projectsDir } from "../app/content/project-collection.ts";
import { siteDir } from "../app/content/site-translation.ts";
import { writingDir } from "../app/content/writing.ts";

export function contentAliases(): Record<string, string> {
  return { "@content": resolve(siteDir()), "@projects": resolve(projectsDir()), "@writing": resolve(writingDir()) };
}
