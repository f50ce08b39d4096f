// The content module is edited by the site's owner, so it is input: this
// schema checks it at build time (scripts/check-content.ts) and in the tests.
// It is never imported by the browser bundle; components only use its types.
import { z } from "zod";

/** Paths the site already uses; a project slug must not shadow them. */
export const RESERVED_SLUGS = [
  "404",
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
  // The writing and its feed (app/paths.ts).
  "writing",
  "feed.xml",
] as const;

export const SCREENSHOTS_PER_PROJECT = 4;
export const CURRENT_SKILLS = 15;
export const PREVIOUS_SKILLS = 8;

/** Checks that a file the content names exists; injected so tests can fake it. */
export type FileExists = (pathFromContentFolder: string) => boolean;

const text = z.string().trim().min(1, { error: "must not be empty", abort: true });

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

const slug = text
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: (issue) =>
      `expected a URL-safe slug (lower-case letters, digits and single hyphens), got ${JSON.stringify(issue.input)}`,
  })
  .refine((value) => !(RESERVED_SLUGS as readonly string[]).includes(value), {
    error: (issue) =>
      `${JSON.stringify(issue.input)} is already used by the site (reserved: ${RESERVED_SLUGS.join(", ")})`,
  });

function uniqueList(expected: number, noun: string) {
  return z.array(text).superRefine((items, ctx) => {
    if (items.length !== expected) {
      ctx.addIssue({ code: "custom", message: `expected ${expected} ${noun}, got ${items.length}` });
    }
    const seen = new Map<string, number>();
    items.forEach((item, index) => {
      const key = item.trim().toLowerCase();
      const first = seen.get(key);
      if (first !== undefined) {
        ctx.addIssue({
          code: "custom",
          path: [index],
          message: `duplicate of [${first}] ${JSON.stringify(item)}`,
        });
      } else {
        seen.set(key, index);
      }
    });
  });
}

export function createContentSchema({ fileExists }: { fileExists: FileExists }) {
  const mediaFile = text.refine((file) => fileExists(file), {
    error: (issue) => `file not found: app/content/${String(issue.input)}`,
  });

  const image = z.object({ src: mediaFile, alt: text });

  const project = z.object({
    name: text,
    role: text,
    summary: text,
    description: z.array(text).min(1, { error: "expected at least one paragraph" }),
    images: z.array(image).superRefine((images, ctx) => {
      if (images.length !== SCREENSHOTS_PER_PROJECT) {
        ctx.addIssue({
          code: "custom",
          message: `expected ${SCREENSHOTS_PER_PROJECT} screenshots, got ${images.length}`,
        });
      }
    }),
    cardImage: z
      .number()
      .int()
      .min(0)
      .max(SCREENSHOTS_PER_PROJECT - 1, {
        error: `must be the index of one of the ${SCREENSHOTS_PER_PROJECT} screenshots (0-${SCREENSHOTS_PER_PROJECT - 1})`,
      }),
    tech: z.array(text).min(1, { error: "expected at least one technology" }),
    web_url: httpsUrl,
    git_url: httpsUrl,
    page: slug,
  });

  const skillGroup = <N extends number>(expected: N) =>
    z.object({ name: text, skills: uniqueList(expected, "skills") });

  return z.object({
    url: siteOrigin,
    person: z.object({
      name: text,
      jobTitle: text,
      location: text,
      email: z.email({ error: "expected an email address" }),
      bio: z.array(text).min(1, { error: "expected at least one paragraph" }),
      profile: z.object({ label: text, url: httpsUrl }),
      cv: z.object({
        /** A PDF of your own, relative to app/content/; without it the CV is generated from this content. */
        file: mediaFile
          .refine((file) => file.toLowerCase().endsWith(".pdf"), { error: "expected a .pdf file" })
          .optional(),
        downloadName: text.regex(/^[\w.-]+\.pdf$/, { error: "expected a file name ending in .pdf, without spaces" }),
      }),
    }),
    experience: z.array(
      z.object({ role: text, organisation: text, location: text, start: text, end: text, summary: text }),
    ),
    education: z.array(z.object({ qualification: text, institution: text, start: text, end: text })),
    skills: z.object({ current: skillGroup(CURRENT_SKILLS), previous: skillGroup(PREVIOUS_SKILLS) }),
    projects: z
      .array(project)
      .min(1, { error: "expected at least one project" })
      .superRefine((projects, ctx) => {
        const seen = new Map<string, number>();
        projects.forEach((project, index) => {
          const first = seen.get(project.page);
          if (first !== undefined) {
            ctx.addIssue({
              code: "custom",
              path: [index, "page"],
              message: `slug ${JSON.stringify(project.page)} is already used by projects[${first}]`,
            });
          } else {
            seen.set(project.page, index);
          }
        });
      }),
  });
}

export type SiteContent = z.input<ReturnType<typeof createContentSchema>>;
export type Project = SiteContent["projects"][number];
export type Screenshot = Project["images"][number];
export type SkillGroup = SiteContent["skills"]["current"];

/** `projects[2].images: expected 4 screenshots, got 3`, one line per problem. */
export function formatIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
}

function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "(content)";
  return path
    .map((key, index) => (typeof key === "number" ? `[${key}]` : index === 0 ? String(key) : `.${String(key)}`))
    .join("");
}

export type ValidationResult = { ok: true } | { ok: false; errors: string[] };

export function validateContent(content: unknown, fileExists: FileExists): ValidationResult {
  const result = createContentSchema({ fileExists }).safeParse(content);
  return result.success ? { ok: true } : { ok: false, errors: formatIssues(result.error.issues) };
}
