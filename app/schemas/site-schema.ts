// The content module is edited by the site's owner, so it is input: this
// schema checks it at build time (vite/content-check.ts) and in the tests.
// It is never imported by the browser bundle; components only use its types.
import { z } from "zod";
import { contentFile } from "../collections/content-folder.ts";
import { formatPath, problemLines } from "./content-problems.ts";
import { ATPROTO_DID, FEDIVERSE_HANDLE } from "../collections/identity.ts";
import { aliasProblems, technologyKey } from "../collections/technology-index.ts";

/**
 * Files the site publishes at its root; a project slug must not shadow them.
 * A page's address (/writing, /404, /fr) is checked against the route table
 * instead (app/addresses/site-pages.ts).
 */
export const RESERVED_SLUGS = [
  // The home page is published as index.html and its social image as og/index.png.
  "index",
  "assets",
  "media",
  "cv",
  "og",
  "icons",
  "sitemap.xml",
  "robots.txt",
  "manifest.webmanifest",
  "favicon.svg",
  "__manifest",
] as const;

/** Checks that a file the content names exists; injected so tests can fake it. */
export type FileExists = (pathFromContentFolder: string) => boolean;

/** A field that must say something. */
export const text = z
  .string()
  .trim()
  .min(1, { error: "must not be empty", abort: true })
  // A control character is invisible in an editor and breaks the feeds' XML and the pages' text: refused, named.
  .refine((value) => controlCharacter(value) === undefined, {
    error: (issue) => {
      const found = controlCharacter(String(issue.input)) ?? { code: "", at: 0 };
      return `contains an invisible control character (${found.code}) at character ${found.at + 1}: delete it`;
    },
  });

/** Control characters (C0 but tab and line feed, DEL, C1): none belongs in plain text. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

/** The first control character in `value` and where it is, as U+XXXX. */
export function controlCharacter(value: string): { code: string; at: number } | undefined {
  const match = CONTROL.exec(value);
  if (!match) return undefined;
  const code = `U+${(match[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
  return { code, at: match.index };
}

/**
 * The CV's file name, as visitors save it and as its URL's last segment: letters
 * of any script (Tomasz-Wiśniewski-CV.pdf), digits, hyphens, underscores and
 * dots. Nothing that needs escaping in a URL or is refused by a file system
 * (spaces, slashes, `?`, `#`, `%`…), so every host serves it as written.
 */
export const CV_FILE_NAME = /^[\p{L}\p{M}\p{N}_.-]+\.pdf$/u;

export const cvFileName = text.regex(CV_FILE_NAME, {
  error: (issue) =>
    `expected a file name ending in .pdf, made of letters, digits, hyphens, underscores and dots (no spaces or other signs), got ${JSON.stringify(issue.input)}`,
});

const httpsUrl = text.refine(
  (value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" && url.hostname.includes(".");
    } catch {
      return false;
    }
  },
  { error: (issue) => `expected an absolute https:// URL, got ${JSON.stringify(issue.input)}` },
);

/** Where the site is published: an https origin, because pages and the sitemap append their own paths. */
const siteOrigin = httpsUrl.refine(
  (value) => {
    // Not a URL at all is httpsUrl's error; report only one problem.
    if (!URL.canParse(value)) return true;
    const url = new URL(value);
    return url.pathname === "/" && !url.search && !url.hash && !url.username;
  },
  {
    error: (issue) =>
      `expected the site's address without a path, like "https://example.com" (a sub-path is set with BASE_PATH), got ${JSON.stringify(issue.input)}`,
  },
);

const MONTHS = new Intl.DateTimeFormat("en", { month: "long", timeZone: "UTC" });

/**
 * Why a date written YYYY-MM-DD (or YYYY-MM) is not on the calendar, or
 * nothing: "2026-02-30" is well formed, but February 2026 has 28 days.
 */
export function calendarProblem(value: string): string | undefined {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
  if (!match) return undefined;
  const [, year, month, day] = match.map(Number) as [number, number, number, number | undefined];
  const quoted = JSON.stringify(value);
  if (month < 1 || month > 12) return `${quoted} is not a real date: there is no month ${month}`;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day !== undefined && (day < 1 || day > days)) {
    const name = MONTHS.format(new Date(Date.UTC(year, month - 1, 1)));
    return `${quoted} is not a real date: ${name} ${year} has ${days} days`;
  }
  return undefined;
}

/** A start or end in site.ts: free text ("2023", "Sept 2023"), but a date written YYYY-MM(-DD) must exist. */
const period = text.superRefine((value, ctx) => {
  const problem = calendarProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

/** Which technology a name is, as the technology index matches them ("NodeJS" is "Node.js"), or its lower case when it has no letter. */
function sameTechnology(name: string): string {
  return technologyKey(name) || name.trim().toLowerCase();
}

/** A list without repeats; a repeat names the one it repeats by its full path (`tech[0]`), so no index reads as another's. */
function uniqueList(noun: string, field: string) {
  return z
    .array(text)
    .min(1, { error: `expected at least one of the ${noun}` })
    .superRefine((items, ctx) => {
      const seen = new Map<string, number>();
      items.forEach((item, index) => {
        const key = sameTechnology(item);
        const first = seen.get(key);
        if (first !== undefined) {
          ctx.addIssue({
            code: "custom",
            path: [index],
            message: `${JSON.stringify(item)} is already ${field}[${first}] (${JSON.stringify(items[first])}): remove one`,
          });
        } else {
          seen.set(key, index);
        }
      });
    });
}

/**
 * A project's front matter: content/projects/<slug>/index.md. The body
 * after it is the description, in Markdown; the folder name is the slug.
 */
export const projectSchema = z
  .strictObject({
    name: text,
    role: text,
    summary: text,
    tech: uniqueList("technologies", "tech"),
    // The case study, every field optional, shown "at a glance" at the top of
    // the project's page (docs/decisions/0020-case-study-projects.md).
    /** The problem, or the client and what they needed: a sentence or two. */
    context: text.optional(),
    /** Who you built it with, beside your `role`: "3 developers, 1 designer". */
    team: text.optional(),
    /** The choices that shaped the project, a short list: "Postgres over MongoDB: the data is relational". */
    decisions: z.array(text).min(1, { error: "expected at least one decision, or leave decisions out" }).optional(),
    /** What came of it, with figures where there are some: "Load time 4.1 s → 1.2 s". The first is on the home page's card. */
    outcomes: z.array(text).min(1, { error: "expected at least one outcome, or leave outcomes out" }).optional(),
    /** The live demo; without it the page has no demo link. */
    web_url: httpsUrl.optional(),
    /** The code; without it (private code) the page has no code link. */
    git_url: httpsUrl.optional(),
    /**
     * Paths relative to the project's folder. Optional: a project without
     * screenshots (a service, a library, a pipeline) leaves it out, or writes
     * `images: []`; its page has no gallery and its card shows its name instead.
     */
    images: z.array(z.strictObject({ src: text, alt: text })).default([]),
    /** Which screenshot the home page's card shows, counting from 0 (the first unless set). */
    cardImage: z.number().int().min(0).optional(),
    /** The position on the home page, lowest first; projects without one follow, by name. */
    order: z.number().optional(),
    /** Shown by `npm run dev`, left out of production builds. */
    draft: z.boolean().optional(),
  })
  .superRefine((project, ctx) => {
    if (project.cardImage === undefined) return;
    const count = project.images.length;
    if (count === 0) {
      ctx.addIssue({
        code: "custom",
        path: ["cardImage"],
        message: "the project has no screenshots (images), so there is none to show on its card: remove cardImage",
      });
    } else if (project.cardImage >= count) {
      ctx.addIssue({
        code: "custom",
        path: ["cardImage"],
        message:
          count === 1
            ? "must be 0, the index of the project's only screenshot"
            : `must be the index of one of the ${count} screenshots (0-${count - 1})`,
      });
    }
  });

export function createContentSchema({ fileExists }: { fileExists: FileExists }) {
  const mediaFile = text.refine((file) => fileExists(file), {
    error: (issue) => `file not found: ${contentFile(String(issue.input))}`,
  });

  return z.strictObject({
    url: siteOrigin,
    person: z.strictObject({
      name: text,
      jobTitle: text,
      /** Optional: where you work from, on the home page and the CV. */
      location: text.optional(),
      /** Optional: in the footer, the CV and the feed, as a mailto: link. */
      email: z.email({ error: "expected an email address" }).optional(),
      /** Markdown. */
      bio: text,
      /** LinkedIn, GitHub, Mastodon and so on; each is linked with rel="me". */
      profiles: z.array(z.strictObject({ label: text, url: httpsUrl })),
      /** A photo of you, beside the bio, in the CV and on the home page's share image; alt says what it shows. */
      portrait: z
        .object({
          /** Relative to content/: PNG, JPEG, WebP or AVIF, square or portrait, at least 640 px wide. */
          src: mediaFile.refine((file) => /\.(png|jpe?g|webp|avif)$/i.test(file), {
            error: "expected a .png, .jpg, .webp or .avif image",
          }),
          alt: text,
        })
        .optional(),
      cv: z.strictObject({
        /** A PDF of your own, relative to content/; without it the CV is generated from this content. */
        file: mediaFile
          .refine((file) => file.toLowerCase().endsWith(".pdf"), { error: "expected a .pdf file" })
          .optional(),
        downloadName: cvFileName,
      }),
    }),
    experience: z.array(
      z.strictObject({
        role: text,
        organisation: text,
        /** Optional: where the job was (a remote job may have none). */
        location: text.optional(),
        start: period,
        /** Left out for the job you hold now: the site says "Present" in each of its languages. */
        end: period.optional(),
        /** Markdown. */
        summary: text,
      }),
    ),
    education: z.array(
      z.strictObject({
        qualification: text,
        /** Optional: what you studied, when the qualification does not say ("Computer Science"). */
        area: text.optional(),
        institution: text,
        start: period,
        end: period,
      }),
    ),
    /** Any number of named groups, each with at least one technology. */
    skills: z
      .array(
        z.strictObject({ name: text, skills: z.array(text).min(1, { error: "expected at least one of the skills" }) }),
      )
      .superRefine((groups, ctx) => {
        // Within a group a repeat is a mistake; in another group it is allowed (the build warns: repeatedSkills).
        groups.forEach((group, g) => {
          const seen = new Map<string, number>();
          group.skills.forEach((skill, index) => {
            const first = seen.get(sameTechnology(skill));
            if (first === undefined) seen.set(sameTechnology(skill), index);
            else
              ctx.addIssue({
                code: "custom",
                path: [g, "skills", index],
                message: `${JSON.stringify(skill)} is already skills[${g}].skills[${first}] (${JSON.stringify(group.skills[first])}): remove one`,
              });
          });
        });
      }),
    /** Optional: the languages you speak, and how well ("Native speaker", "Professional working proficiency"). */
    spokenLanguages: z.array(z.strictObject({ language: text, fluency: text.optional() })).optional(),
    /**
     * Optional, each field too: who you are to other sites, where the profiles and the email do not say it
     * (app/collections/identity.ts, docs/content.md).
     */
    identity: z
      .strictObject({
        /** "@you@mastodon.social": the pages' fediverse:creator, when no profile link is in Mastodon's form. */
        fediverse: text
          .regex(FEDIVERSE_HANDLE, {
            error: (issue) =>
              `expected a fediverse handle like "@jane@mastodon.social", got ${JSON.stringify(issue.input)}`,
          })
          .optional(),
        /** Your Bluesky account's DID ("did:plc:…"): the site publishes it so the handle @<your domain> verifies. */
        atprotoDid: text
          .regex(ATPROTO_DID, {
            error: (issue) =>
              `expected a DID like "did:plc:" and 24 letters (Bluesky: Settings → Account → Handle → I have my own domain), got ${JSON.stringify(issue.input)}`,
          })
          .optional(),
        /** Where security.txt sends reports: a mailto: or https:// address; person.email otherwise. */
        securityContact: text
          .refine((value) => /^mailto:[^@\s]+@[^@\s]+$/.test(value) || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value), {
            error: (issue) =>
              `expected a "mailto:" address or an https:// URL, like "mailto:security@example.com", got ${JSON.stringify(issue.input)}`,
          })
          .optional(),
      })
      .optional(),
    /** Other names of a technology → the name the site shows ({ JS: "JavaScript" }); see app/collections/technology-index.ts. */
    technologyAliases: z
      .record(text, text)
      .superRefine((aliases, ctx) => {
        for (const [alias, message] of aliasProblems(aliases)) ctx.addIssue({ code: "custom", path: [alias], message });
      })
      .optional(),
  });
}

export type SiteContent = z.input<ReturnType<typeof createContentSchema>>;
export type SkillGroupContent = SiteContent["skills"][number];

/** `projects[2].images: expected 4 screenshots, got 3`, one line per problem. */
export function formatIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => `${formatPath(issue.path, "(content)")}: ${issue.message}`);
}

export type ValidationResult = { ok: true } | { ok: false; errors: string[] };

export function validateContent(content: unknown, fileExists: FileExists): ValidationResult {
  const schema = createContentSchema({ fileExists });
  const result = schema.safeParse(content);
  return result.success
    ? { ok: true }
    : { ok: false, errors: problemLines(result.error.issues, schema, content, "(content)") };
}
