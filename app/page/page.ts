// What a page knows: its language's content and where it is (./page-content.ts,
// from the root route's loader), with its words, formats and links in that
// language. Every route module and component reads them through usePage(),
// so a page in French links to French pages and shows the French text, and
// nothing else needs to know which languages exist.
import { useRouteLoaderData, type MetaDescriptor } from "react-router";
import type { Portfolio } from "~/collections/portfolio-source";
import { messagesIn, withOwnerCatalogues, type Catalogue, type Messages } from "~/i18n/catalogues";
import { formatFor, type Format } from "~/i18n/format";
import { imageLanguage, localizePath } from "~/languages/language-tags";
import { fediverseCreator } from "~/collections/identity";
import { pageMeta, type PageLocale } from "~/page/seo";
import { socialCard } from "~/page/social-card";
import type { PageContent, ProjectPage } from "./page-content";

export type {
  Alternate,
  BodyPart,
  ContentImage,
  LocalizedSite,
  PageContent,
  PostElsewhere,
  PostPage,
  PostSummary,
  ProjectPage,
  ProjectSummary,
} from "./page-content";

export type Page = PageContent & {
  /** The interface's words in this language. */
  t: Messages;
  /** Numbers, plurals, dates and lists in this language (Intl). */
  format: Format;
  /** A site path in this page's language: "/weather-app" → "/fr/weather-app". */
  href: (path: string) => string;
};

// The owner's catalogues (content/i18n/, app/i18n/site-catalogues.ts) through Vite, so an edit reloads in
// development and the pages' code reads no folder. The content check has found any of them incomplete already.
const catalogues = withOwnerCatalogues(
  import.meta.glob<Catalogue | undefined>("@content/i18n/*.ts", { import: "words", eager: true }),
);

const pages = new WeakMap<PageContent, Page>();

/** The page whose content this is, with its language's words and links. */
export function pageOf(content: PageContent): Page {
  let page = pages.get(content);
  if (!page) {
    const { language } = content;
    page = {
      ...content,
      t: messagesIn(language, catalogues),
      format: formatFor(language.tag),
      href: (path) => localizePath(path, language),
    };
    pages.set(content, page);
  }
  return page;
}

/** The root route's loader data: the page's content. */
export const ROOT_ROUTE = "root";

/** The current page, in a component or route module. */
export function usePage(): Page {
  const content = useRouteLoaderData(ROOT_ROUTE) as PageContent | undefined;
  if (!content) throw new Error("usePage() outside a page: the root route's loader gives every page its content");
  return pageOf(content);
}

/** The page in a route's `meta`, from the root route's match. */
export function metaPage(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): Page {
  const root = matches.find((match) => match?.id === ROOT_ROUTE);
  if (!root?.loaderData) throw new Error("meta() without the root route's content");
  return pageOf(root.loaderData as PageContent);
}

/** The page's og:locale and its versions in other languages, for pageMeta. */
export function localeOf(page: Pick<Page, "alternates" | "language">): PageLocale {
  return {
    ogLocale: page.language.ogLocale,
    versions: page.alternates
      .filter((alternate) => alternate.exists)
      .map(({ language, href }) => ({
        hreflang: language.tag,
        ogLocale: language.ogLocale,
        path: href,
        isDefault: language.isDefault,
      })),
  };
}

/** The content of the page's language as the structured data reads it, with its projects by name. */
export type PagePortfolio = Omit<Portfolio, "projects"> & { projects: PageContent["projects"] };

/** The content of the page's language as the structured data reads it. */
export function portfolioOf(page: Pick<Page, "site" | "projects">): PagePortfolio {
  return { ...page.site, projects: page.projects };
}

/**
 * The meta tags of a published page in its language: title, description,
 * canonical URL, share card (the page's own, or `cardPath`'s; a project's page
 * gives its project, whose card it is), og:locale and the page's versions in
 * the site's other languages; its Markdown copy, and the owner's fediverse account.
 */
export function publishedMeta(
  page: Page,
  {
    title,
    description,
    cardPath = page.path,
    project,
  }: {
    title: string;
    description: string;
    cardPath?: string;
    project?: Pick<ProjectPage, "slug" | "name" | "summary">;
  },
): MetaDescriptor[] {
  const main = page.languages.find((language) => language.isDefault) ?? page.language;
  const images = imageLanguage(page.language, main);
  const card = socialCard(
    { ...page.site, projects: project ? [project] : [] },
    page.href(cardPath),
    { t: page.t, language: page.language, images },
    page.posts,
    page.postsElsewhere.length > 0,
  );
  const creator = fediverseCreator(page.site);
  return [
    ...pageMeta({
      title,
      description,
      path: page.href(page.path),
      card,
      siteName: page.site.person.name,
      locale: localeOf(page),
    }),
    // Where the site receives webmentions (settings.ts), for the sites that send them.
    ...(page.webmentionEndpoint ? [{ tagName: "link", rel: "webmention", href: page.webmentionEndpoint }] : []),
    // The page's Markdown copy (app/routes/page-markdown.ts), for programs that read text, when its kind has one.
    ...(page.markdownCopy
      ? [
          {
            tagName: "link",
            rel: "alternate",
            type: "text/markdown",
            href: `${import.meta.env.BASE_URL}${page.markdownCopy.slice(1)}`,
          },
        ]
      : []),
    // Mastodon credits the owner's account when the page is shared there.
    ...(creator ? [{ name: "fediverse:creator", content: creator }] : []),
  ];
}

/** "Weather App · Jane Doe": a page's title, then the developer's name. */
export function titleOf(page: Pick<Page, "t" | "site">, title: string): string {
  return `${title}${page.t.titleSeparator}${page.site.person.name}`;
}
