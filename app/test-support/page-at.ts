// The pages' content, as the root route's loader gives it, for the unit tests:
// read once (top-level await), then any page's, synchronously.
import { contentReader } from "~/page/content.server";
import { pageOf, type Page, type PageContent } from "~/page/page";

const read = await contentReader();

/** The content of the page at `path` ("/" is the default language's home page, "/fr" French). */
export function contentAt(path: string): PageContent {
  return read(path);
}

/** The page at `path`, with its words and links, as usePage() gives it there. */
export function pageAt(path: string): Page {
  return pageOf(read(path));
}
