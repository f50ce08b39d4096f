// Schema.org JSON-LD, so search engines read who the developer is and what each
// project is from the same content the page shows. Rendered by the routes'
// meta as <script type="application/ld+json">.
import type { Portfolio } from "../collections/portfolio-source.ts";
import type { PostSummary, ProjectPage } from "./page-content.ts";
import { technologyIndex, technologySources } from "../collections/technology-index.ts";
import { localizePath, type Language } from "../languages/language-tags.ts";
import { HOME_PATH, postPath, projectPath, socialImagePath } from "../addresses/paths.ts";
import { absoluteUrl, appSiteRoot } from "../addresses/site-url.ts";

/** The page's language: what `inLanguage` says and where its pages are. */
type InLanguage = Pick<Language, "tag" | "prefix">;

type PostalAddress = { "@type": "PostalAddress"; addressLocality: string; addressCountry?: string };

type PersonRef = { "@type": "Person"; name: string; url: string };

type Organization = { "@type": "Organization"; name: string };

type EducationalOrganization = { "@type": "EducationalOrganization"; name: string };

export type PersonJsonLd = PersonRef & {
  jobTitle: string;
  description: string;
  email?: string;
  sameAs: string[];
  address?: PostalAddress;
  /** The languages the developer speaks (site.ts's `spokenLanguages`). */
  knowsLanguage?: string[];
  /** The technologies the skills and projects name, each under its one name (app/collections/technology-index.ts). */
  knowsAbout: string[];
  /** Where the developer works now: each job in `experience` without an end. */
  worksFor?: Organization[];
  /** Where the developer studied: each institution in `education`. */
  alumniOf?: EducationalOrganization[];
};

/** The home page: a profile page, in its language, about the developer. */
export type ProfilePageJsonLd = {
  "@context": "https://schema.org";
  "@type": "ProfilePage";
  url: string;
  inLanguage: string;
  mainEntity: PersonJsonLd;
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
  inLanguage: string;
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

function personRef(content: Pick<Portfolio, "person">, root: string, language: InLanguage): PersonRef {
  return { "@type": "Person", name: content.person.name, url: absoluteUrl(localizePath(HOME_PATH, language), root) };
}

/** What the profile is made from: the content of one language, with its projects' technologies. */
type ProfileContent = Omit<Portfolio, "projects"> & { projects: readonly Pick<ProjectPage, "tech">[] };

/** The home page, about the developer: schema.org's ProfilePage, whose main entity is the Person. */
export function profilePageJsonLd(
  content: ProfileContent,
  language: InLanguage,
  root = appSiteRoot(),
): ProfilePageJsonLd {
  const { person } = content;
  const ref = personRef(content, root, language);
  const unique = (names: readonly string[]) => [...new Set(names)];
  const employers = unique(content.experience.filter((job) => job.end === undefined).map((job) => job.organisation));
  const schools = unique(content.education.map((entry) => entry.institution));
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url: ref.url,
    inLanguage: language.tag,
    mainEntity: {
      ...ref,
      jobTitle: person.jobTitle,
      description: content.description,
      ...(person.email ? { email: person.email } : {}),
      sameAs: person.profiles.map((profile) => profile.url),
      ...(person.location ? { address: postalAddress(person.location) } : {}),
      ...(content.spokenLanguages && content.spokenLanguages.length > 0
        ? { knowsLanguage: content.spokenLanguages.map((spoken) => spoken.language) }
        : {}),
      knowsAbout: technologyIndex(technologySources(content, content.projects)).technologies.map(
        (technology) => technology.name,
      ),
      ...(employers.length > 0
        ? { worksFor: employers.map((name): Organization => ({ "@type": "Organization", name })) }
        : {}),
      ...(schools.length > 0
        ? {
            alumniOf: schools.map((name): EducationalOrganization => ({ "@type": "EducationalOrganization", name })),
          }
        : {}),
    },
  };
}

/** One project, for its page: what it is, where its code lives and who wrote it. */
export function projectJsonLd(
  content: Pick<Portfolio, "person">,
  project: Pick<ProjectPage, "slug" | "name" | "summary" | "git_url" | "tech">,
  language: InLanguage,
  root = appSiteRoot(),
): ProjectJsonLd {
  const path = localizePath(projectPath(project.slug), language);
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareSourceCode",
    name: project.name,
    description: project.summary,
    url: absoluteUrl(path, root),
    ...(project.git_url ? { codeRepository: project.git_url } : {}),
    author: personRef(content, root, language),
    keywords: project.tech,
    image: absoluteUrl(socialImagePath(path), root),
    inLanguage: language.tag,
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

/** One post, for its page: what search engines show for an article. */
export function blogPostingJsonLd(
  content: Pick<Portfolio, "person">,
  post: Pick<PostSummary, "slug" | "title" | "description" | "date" | "updated" | "tags">,
  language: InLanguage,
  root = appSiteRoot(),
): BlogPostingJsonLd {
  const path = localizePath(postPath(post.slug), language);
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
    author: personRef(content, root, language),
    keywords: post.tags,
    image: absoluteUrl(socialImagePath(path), root),
    inLanguage: language.tag,
  };
}
