// The folders the pages' import.meta.glob patterns name (patterns must be
// literals; the folders are not): @content is the content folder (CONTENT_DIR), @projects and
// @writing its collections, or the folders CONTENT_PROJECTS_DIR and
// CONTENT_WRITING_DIR point at (app/page/page-content.server.ts); @fonts the web
// fonts the build made (app/styles/web-fonts.ts). And #template, the engine's public face (app/owner-api/template.ts),
// by its path: package.json's "imports" resolves it only for files under the project's package.json, and a content
// folder may be anywhere (CONTENT_DIR=/tmp/site).
import { resolve } from "node:path";
import { projectsDir } from "../app/collections/project-collection.ts";
import { contentDir } from "../app/collections/content-folder.ts";
import { writingDir } from "../app/collections/writing.ts";
import { FONTS_DIR } from "./generated.ts";

export function contentAliases(): Record<string, string> {
  return {
    "@content": contentDir(),
    "@projects": resolve(projectsDir()),
    "@writing": resolve(writingDir()),
    "@fonts": FONTS_DIR,
    // The longer name first: an alias also takes the names under it ("#template/…").
    "#template/parts": resolve(import.meta.dirname, "../app/components/parts.ts"),
    "#template": resolve(import.meta.dirname, "../app/owner-api/template.ts"),
  };
}
