// Schema.org JSON-LD, so search engines read who the developer is and what each
// project is from the same content the page shows. Rendered by the routes'
// meta as <script type="application/ld+json">.
import type { Portfolio, ProjectInfo } from "./content/schema.ts";
import { HOME_PATH, postPath, projectPath, socialImagePath } from "./paths.ts";
import { absoluteUrl, appSiteRoot } from "./site-url.ts";

type PostalAddress = { "@type": "PostalAddress"; addressLocality: string; addressCountry?: string };

type PersonRef = { "@type": "Person"; name: string; url: string };

export type PersonJsonLd = PersonRef & {
  "@context": "https://schema.org";
  jobTitle: string;
  description: string;
  email: string;
  sameAs: string[];
  address: PostalAddress;
};

export type ProjectJsonLd = {
  "@context": "https://schema.org";
  "@type": "SoftwareSourceCode";
  name: string;
  description: string;
  url: string;
  codeRepository?: string;
  author: PersonRef;
  keywords: string[];
  image: string;
};

/**
 * The content holds the location as one line, "Leeds, United Kingdom": the
 * first part is the town and, when there is more than one part, the last is
 * the country.
 */
function postalAddress(location: string): PostalAddress {
  const parts = location
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const [locality = location.trim()] = parts;
  const address: PostalAddress = { "@type": "PostalAddress", addressLocality: locality };
  if (parts.length > 1) address.addressCountry = parts.at(-1);
  return address;
}

function personRef(content: Portfolio, root: string): PersonRef {
  return { "@type": "Person", name: content.person.name, url: absoluteUrl(HOME_PATH, root) };
}

/** The developer, for the home page. */
export function personJsonLd(content: Portfolio, root = appSiteRoot()): PersonJsonLd {
  const { person } = content;
  return {
    "@context": "https://schema.org",
    ...personRef(content, root),
    jobTitle: person.jobTitle,
    description: content.description,
    email: person.email,
    sameAs: person.profiles.map((profile) => profile.url),
    address: postalAddress(person.location),
  };
}

/** One project, for its page: what it is, where its code lives and who wrote it. */
export function projectJsonLd(content: Portfolio, project: ProjectInfo, root = appSiteRoot()): ProjectJsonLd {
  const path = projectPath(project.slug);
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareSourceCode",
    name: project.name,
    description: project.summary,
    url: absoluteUrl(path, root),
    ...(project.git_url ? { codeRepository: project.git_url } : {}),
    author: personRef(content, root),
    keywords: project.tech,
    image: absoluteUrl(socialImagePath(path), root),
  };
}

export type BlogPostingJsonLd = {
  "@context": "https://schema.org";
  "@type": "BlogPosting";
  headline: string;
  description: string;
  url: string;
  mainEntityOfPage: string;
  datePublished: string;
  dateModified: string;
  author: PersonRef;
  keywords: string[];
  image: string;
  inLanguage: string;
};

type PostFacts = { slug: string; title: string; description: string; date: string; updated?: string; tags: string[] };

/** One post, for its page: what search engines show for an article. */
export function blogPostingJsonLd(content: Portfolio, post: PostFacts, root = appSiteRoot()): BlogPostingJsonLd {
  const path = postPath(post.slug);
  const url = absoluteUrl(path, root);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: url,
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    author: personRef(content, root),
    keywords: post.tags,
    image: absoluteUrl(socialImagePath(path), root),
    inLanguage: "en",
  };
}
