// What a page knows of its language, from its address: /fr/weather-app is the
// French page of the project weather-app. Every route module and component
// reads its words, content and links through here, so a page in French links
// to French pages and shows the French text, and nothing else needs to know
// which languages exist. Build-time only, like the pages themselves.
import { useLocation, type MetaDescriptor } from "react-router";
import { projectsByLanguage, type Project } from "virtual:content/projects";
import { languages, sites, type LocalizedSite } from "virtual:content/site";
import { postsByLanguage, type Post } from "virtual:writing";
import { HOME_PATH, languagePagePaths } from "~/paths";
import type { Portfolio } from "~/content/schema";
import { pageMeta, type PageLocale } from "~/seo";
import { imageLanguage, socialCard } from "~/social-card";
import { messagesFor, type Messages } from "./catalogues";
import { formatFor, type Format } from "./format";
import { inLanguage, languageOfPath, localizePath, unlocalizePath, type Language } from "./languages";

export type Page = {
  language: Language;
  /** Every language of the site, the default first. */
  languages: readonly Language[];
  /** The interface's words in this language. */
  t: Messages;
  /** Numbers, plurals, dates and lists in this language (Intl). */
  format: Format;
  site: LocalizedSite;
  projects: readonly Project[];
  /** This language's posts, newest first. */
  posts: readonly Post[];
  /** The page's path without its language: "/weather-app" on /fr/weather-app. */
  path: string;
  /** A site path in this page's language: "/weather-app" → "/fr/weather-app". */
  href: (path: string) => string;
  /** Every page this language has, without its prefix: which pages the switcher and hreflang can link. */
  pages: ReadonlySet<string>;
};

type LanguageContent = Omit<Page, "path">;

const byCode = new Map<string, LanguageContent>();

function contentIn(language: Language): LanguageContent {
  let content = byCode.get(language.code);
  if (!content) {
    const projects = projectsByLanguage[language.code] ?? [];
    const posts = postsByLanguage[language.code] ?? [];
    content = {
      language,
      languages,
      t: messagesFor(language),
      format: formatFor(language.tag),
      site: inLanguage(sites, language.code),
      projects,
      posts,
      href: (path) => localizePath(path, language),
      pages: new Set(languagePagePaths({ projects, posts })),
    };
    byCode.set(language.code, content);
  }
  return content;
}

/** The page at a pathname (without the base path, as React Router gives it). */
export function pageAt(pathname: string): Page {
  // The pre-render asks for /weather-app/; the page is /weather-app.
  const path = pathname.replace(/\/+$/, "") || "/";
  const language = languageOfPath(path, languages);
  return { ...contentIn(language), path: unlocalizePath(path, language) };
}

/** The page a route's loader is asked for: its request's path, without the site's base path. */
export function requestedPage(request: Request): Page {
  const base = import.meta.env.BASE_URL.replace(/\/$/, "");
  const { pathname } = new URL(request.url);
  return pageAt(base && pathname.startsWith(base) ? pathname.slice(base.length) || "/" : pathname);
}

/** The current page, in a component or route module. */
export function usePage(): Page {
  return pageAt(useLocation().pathname);
}

export type Alternate = { language: Language; href: string; exists: boolean };

/**
 * The same page in every language: its path there, or, where the page does
 * not exist in that language (a post written in one language only), that
 * language's home page. An empty list on a single-language site.
 */
export function alternatesOf(page: Pick<Page, "path">): Alternate[] {
  if (languages.length < 2) return [];
  return languages.map((language) => {
    const exists = contentIn(language).pages.has(page.path);
    return { language, exists, href: localizePath(exists ? page.path : HOME_PATH, language) };
  });
}

/** The page's og:locale and its versions in other languages, for pageMeta. */
export function localeOf(page: Pick<Page, "path" | "language">): PageLocale {
  return {
    ogLocale: page.language.ogLocale,
    versions: alternatesOf(page)
      .filter((alternate) => alternate.exists)
      .map(({ language, href }) => ({
        hreflang: language.tag,
        ogLocale: language.ogLocale,
        path: href,
        isDefault: language.isDefault,
      })),
  };
}

/** The content of the page's language as the social cards and structured data read it. */
export function portfolioOf(page: Pick<Page, "site" | "projects">): Portfolio {
  return { ...page.site, projects: page.projects };
}

/**
 * The meta tags of a published page in its language: title, description,
 * canonical URL, share card (the page's own, or `cardPath`'s), og:locale and
 * the page's versions in the site's other languages.
 */
export function publishedMeta(
  page: Page,
  { title, description, cardPath = page.path }: { title: string; description: string; cardPath?: string },
): MetaDescriptor[] {
  const main = page.languages.find((language) => language.isDefault) ?? page.language;
  const images = imageLanguage(page.language, main);
  const card = socialCard(
    portfolioOf(page),
    page.href(cardPath),
    { t: page.t, language: page.language, images },
    page.posts,
  );
  return pageMeta({
    title,
    description,
    path: page.href(page.path),
    card,
    siteName: page.site.person.name,
    locale: localeOf(page),
  });
}

/** "Weather App · Jane Doe": a page's title, then the developer's name. */
export function titleOf(page: Pick<Page, "t" | "site">, title: string): string {
  return `${title}${page.t.titleSeparator}${page.site.person.name}`;
}
