import type { MetaDescriptor } from "react-router";
import { toDescription } from "./description.ts";
import { absoluteUrl, appSiteRoot } from "../addresses/site-url.ts";
import { SOCIAL_IMAGE, type SocialCard } from "./social-card.ts";

/** The page's language and the same page in the site's other languages. */
export type PageLocale = {
  /** og:locale: "en_GB". */
  ogLocale: string;
  /** Every language the page exists in, its own included; empty on a single-language site. */
  versions: readonly { hreflang: string; ogLocale: string; path: string; isDefault: boolean }[];
};

type PageMetaInput = { title: string; description: string; locale?: PageLocale } & (
  | {
      /** A published page: its path and preview card make the canonical link and the share tags. */
      path: string;
      card: Pick<SocialCard, "imagePath" | "alt">;
      /** For og:site_name: the developer's name. */
      siteName: string;
    }
  | { path?: undefined; card?: undefined; siteName?: undefined }
);

/**
 * A link to each language's version of the page (hreflang), and x-default for
 * a visitor whose language is none of them: the default language's version.
 * Nothing when the page has no other version.
 */
function alternateLinks(locale: PageLocale | undefined, root: string): MetaDescriptor[] {
  const versions = locale?.versions ?? [];
  if (versions.length < 2) return [];
  const fallback = versions.find((version) => version.isDefault) ?? versions[0];
  return [
    ...versions.map((version) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: version.hreflang,
      href: absoluteUrl(version.path, root),
    })),
    ...(fallback
      ? [{ tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(fallback.path, root) }]
      : []),
  ];
}

function localeTags(locale: PageLocale | undefined): MetaDescriptor[] {
  if (!locale) return [];
  const others = locale.versions.filter((version) => version.ogLocale !== locale.ogLocale);
  return [
    { property: "og:locale", content: locale.ogLocale },
    ...others.map((version) => ({ property: "og:locale:alternate", content: version.ogLocale })),
  ];
}

/**
 * The title and description of a page and, for a page that is published
 * (not the not-found page), its canonical URL and the Open Graph and Twitter
 * tags that link previews read. `root` is the site's absolute root URL.
 */
export function pageMeta(page: PageMetaInput, root = appSiteRoot()): MetaDescriptor[] {
  const description = toDescription(page.description);
  const tags: MetaDescriptor[] = [{ title: page.title }, { name: "description", content: description }];
  if (page.path === undefined) return tags;

  const url = absoluteUrl(page.path, root);
  const image = absoluteUrl(page.card.imagePath, root);
  return [
    ...tags,
    { tagName: "link", rel: "canonical", href: url },
    ...alternateLinks(page.locale, root),
    { property: "og:type", content: "website" },
    ...localeTags(page.locale),
    { property: "og:site_name", content: page.siteName },
    { property: "og:title", content: page.title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: SOCIAL_IMAGE.type },
    { property: "og:image:width", content: String(SOCIAL_IMAGE.width) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE.height) },
    { property: "og:image:alt", content: page.card.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: page.card.alt },
  ];
}
