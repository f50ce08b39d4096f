// The pages' content, as the root route's loader gives it, for the unit tests:
// read once (top-level await), then any page's, synchronously; and its
// language's content in full, as the project, post and feed routes' loaders read it.
import { contentReader } from "~/page/page-content.server";
import type { LanguageContent } from "~/page/page-content.server";
import type { PinnedShown } from "~/collections/fetched-data";
import { pageOf, type Page, type PageContent, type ProjectSummary } from "~/page/page";

const read = await contentReader();

/** The content of the page at `path` ("/" is the default language's home page, "/fr" French). */
export function contentAt(path: string): PageContent {
  return read.page(path);
}

/** The projects of the language of the page at `path` with their cards, as the routes that show cards read them. */
export function projectsAt(path: string): readonly ProjectSummary[] {
  return read.projects(path);
}

/** The repositories pinned on the owner's GitHub profile that are not projects, as the home route's loader reads them. */
export function pinnedAt(path: string): readonly PinnedShown[] {
  return read.pinned(path);
}

/** The language of the page at `path`, in full: every project with its screenshots, every post with its body. */
export function fullContentAt(path: string): LanguageContent {
  return read.full(path);
}

/** The page at `path`, with its words and links, as usePage() gives it there. */
export function pageAt(path: string): Page {
  return pageOf(read.page(path));
}
