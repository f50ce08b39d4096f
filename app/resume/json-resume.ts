// The CV as JSON Resume (https://jsonresume.org/schema, version 1.0.0 of the
// schema, checked with @jsonresume/schema): what /resume.json publishes in
// each language, made from the same content as the pages and the PDF CV, and
// the rules `npm run import-resume` (cli/import-resume.ts) reverses.
// docs/decisions/0021-json-resume.md says what maps to what, and why.
import { markdownToPlainText } from "../markdown/markdown.ts";
import type { RenderedMaths } from "../markdown/markdown-maths.ts";
import type { SiteContent } from "../schemas/site-schema.ts";

/** The JSON Resume document, as far as the site writes or reads it; other fields are allowed and ignored. */
export type JsonResume = {
  $schema?: string;
  basics?: {
    name?: string;
    label?: string;
    image?: string;
    email?: string;
    phone?: string;
    url?: string;
    summary?: string;
    location?: { address?: string; postalCode?: string; city?: string; countryCode?: string; region?: string };
    profiles?: { network?: string; username?: string; url?: string }[];
  };
  work?: {
    name?: string;
    location?: string;
    description?: string;
    position?: string;
    url?: string;
    startDate?: string;
    endDate?: string;
    summary?: string;
    highlights?: string[];
  }[];
  education?: {
    institution?: string;
    url?: string;
    area?: string;
    studyType?: string;
    startDate?: string;
    endDate?: string;
    score?: string;
    courses?: string[];
  }[];
  skills?: { name?: string; level?: string; keywords?: string[] }[];
  languages?: { language?: string; fluency?: string }[];
  projects?: {
    name?: string;
    description?: string;
    highlights?: string[];
    keywords?: string[];
    startDate?: string;
    endDate?: string;
    url?: string;
    roles?: string[];
    /** Not in the schema (it allows other fields): the project's code, the site's git_url. */
    repository?: string;
  }[];
  meta?: { canonical?: string; version?: string; lastModified?: string };
  [section: string]: unknown;
};

export const JSON_RESUME_SCHEMA_URL = "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json";

/** The schema's dates: a year, a month or a day (2023, 2023-09, 2023-09-14). */
export const ISO_PARTIAL_DATE = /^[1-2]\d{3}(?:-[0-1]\d(?:-[0-3]\d)?)?$/;

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/**
 * A start or end of site.ts as the schema's date: YYYY, YYYY-MM and
 * YYYY-MM-DD as written; an English month and a year ("Sept 2023",
 * "September 2023") as YYYY-MM; any other text with one year in it as that
 * year; anything else (no year) as nothing, since the schema allows no free text.
 */
export function resumeDate(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (ISO_PARTIAL_DATE.test(text)) return text;
  const years = text.match(/\b[1-2]\d{3}\b/g) ?? [];
  if (years.length !== 1) return undefined;
  const [year] = years;
  // "Sept 2023", "Sep. 2023", "September 2023": a month's name, or its first three letters or more.
  const word = /^([a-z]{3,})\.?\s+[1-2]\d{3}$/i.exec(text)?.[1]?.toLowerCase();
  const month = word === undefined ? -1 : MONTHS.findIndex((name) => name.startsWith(word));
  return month >= 0 ? `${year}-${String(month + 1).padStart(2, "0")}` : year;
}

/** Markdown as the plain text JSON Resume holds: its blocks, a blank line apart. */
export function plainText(markdown: string): string {
  return markdownToPlainText(markdown).join("\n\n");
}

/**
 * "Leeds, United Kingdom" → city "Leeds", region "United Kingdom"; one part is
 * the city alone; a last part of two capital letters is the country's code
 * ("San Francisco, California, US"), as the import writes one.
 */
export function resumeLocation(location: string): { city: string; region?: string; countryCode?: string } {
  const parts = location.split(", ");
  const countryCode = parts.length > 1 && /^[A-Z]{2}$/.test(parts.at(-1) ?? "") ? parts.pop() : undefined;
  const [city = location, ...rest] = parts;
  return { city, ...(rest.length > 0 ? { region: rest.join(", ") } : {}), ...(countryCode ? { countryCode } : {}) };
}

/** The site's address as a resume gives it: "https://jane.dev" at the root, "https://jane.dev/portfolio/" below it. */
export function resumeUrl(home: string): string {
  const url = new URL(home);
  return url.pathname === "/" && !url.search && !url.hash ? url.origin : url.href;
}

/** A profile's user name, when its URL ends in one: github.com/jane → "jane", /in/jane-doe → "jane-doe", /@jane → "jane". */
export function profileUsername(url: string): string | undefined {
  const segments = (URL.parse(url)?.pathname ?? "").split("/").filter(Boolean);
  const last = segments.at(-1);
  return last === undefined ? undefined : decodeURIComponent(last).replace(/^@/, "");
}

/** A project as the export reads it: its front matter and its description in Markdown. */
export type ResumeProject = {
  slug: string;
  name: string;
  role: string;
  summary: string;
  tech: readonly string[];
  web_url?: string;
  git_url?: string;
  /** The body of index.md, Markdown. */
  description: string;
  /** Its formulas, as its reader rendered them (app/markdown/markdown-maths.ts). */
  maths?: RenderedMaths;
};

export type ResumeAddresses = {
  /** The home page in this language, absolute. */
  home: string;
  /** This document's own address, absolute. */
  canonical: string;
  /** A project's page in this language, absolute. */
  project: (slug: string) => string;
};

/** The Markdown's blocks as highlights: each paragraph, and each item of a list, one highlight. */
function highlightsOf(markdown: string, maths?: RenderedMaths): string[] {
  return markdownToPlainText(markdown, maths).map((block) => block.replace(/^• /, ""));
}

/** A period's start and end as the schema's dates, each left out when it has none (resumeDate). */
function resumeDates(start: string, end: string | undefined): { startDate?: string; endDate?: string } {
  const startDate = resumeDate(start);
  const endDate = resumeDate(end);
  return { ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) };
}

/** The CV of one language as a JSON Resume document. */
export function toJsonResume(
  site: SiteContent,
  projects: readonly ResumeProject[],
  addresses: ResumeAddresses,
): JsonResume {
  const { person } = site;
  const work = site.experience.map((job) => {
    const blocks = markdownToPlainText(job.summary);
    const items = blocks.filter((block) => block.startsWith("• ")).map((block) => block.slice(2));
    return {
      name: job.organisation,
      position: job.role,
      ...(job.location ? { location: job.location } : {}),
      ...resumeDates(job.start, job.end),
      summary: blocks.filter((block) => !block.startsWith("• ")).join("\n\n"),
      ...(items.length > 0 ? { highlights: items } : {}),
    };
  });
  return {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: {
      name: person.name,
      label: person.jobTitle,
      ...(person.email ? { email: person.email } : {}),
      url: resumeUrl(addresses.home),
      summary: plainText(person.bio),
      ...(person.location ? { location: resumeLocation(person.location) } : {}),
      profiles: person.profiles.map((profile) => {
        const username = profileUsername(profile.url);
        return { network: profile.label, ...(username ? { username } : {}), url: profile.url };
      }),
    },
    work,
    education: site.education.map((entry) => ({
      institution: entry.institution,
      studyType: entry.qualification,
      ...(entry.area ? { area: entry.area } : {}),
      ...resumeDates(entry.start, entry.end),
    })),
    skills: site.skills.map((group) => ({ name: group.name, keywords: [...group.skills] })),
    ...(site.spokenLanguages && site.spokenLanguages.length > 0
      ? {
          languages: site.spokenLanguages.map(({ language, fluency }) => ({
            language,
            ...(fluency ? { fluency } : {}),
          })),
        }
      : {}),
    projects: projects.map((project) => ({
      name: project.name,
      description: project.summary,
      highlights: highlightsOf(project.description, project.maths),
      keywords: [...project.tech],
      url: project.web_url ?? addresses.project(project.slug),
      // The import joins several roles with ", "; split again, they round-trip.
      roles: project.role.split(", "),
      ...(project.git_url ? { repository: project.git_url } : {}),
    })),
    meta: { canonical: addresses.canonical, version: "v1.0.0" },
  };
}
