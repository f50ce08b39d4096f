// The deployment settings (settings.ts) are edited by the site's owner, so
// they are input: this schema checks them when the site is built and names the
// field on error. Build scripts only; the browser bundle never imports it.
import { parse } from "culori";
import { z } from "zod";
import { GITHUB_ACCOUNT } from "../collections/account-addresses.ts";
import { contentFile } from "../collections/content-folder.ts";
import { ContentError, formatPath, issueLines } from "./content-problems.ts";
import { FONT_PAIR_NAMES } from "../fonts/font-pairs.ts";
import { LOOK_NAMES, LOOKS } from "./looks.ts";

/** An https origin such as "https://plausible.example.com", with no path. */
const origin = z.string().refine(
  (value) => {
    const url = URL.parse(value);
    return url?.protocol === "https:" && url.origin === value.replace(/\/$/, "");
  },
  { error: 'must be an https origin with no path, like "https://stats.example.com"' },
);

/** The accent when settings.ts names neither one nor a look: the default look's indigo. */
export const DEFAULT_ACCENT = LOOKS[LOOK_NAMES[0]].accent;

const quoted = (names: readonly string[]) => names.map((name) => `"${name}"`).join(", ");

const nonEmpty = z.string().trim().min(1, { error: "must not be empty" });

const analyticsSchema = z.discriminatedUnion(
  "provider",
  [
    z.strictObject({
      provider: z.literal("plausible"),
      /** The site's domain as it is registered in Plausible. */
      domain: nonEmpty,
      /** A self-hosted Plausible's origin; the hosted service by default. */
      host: origin.default("https://plausible.io"),
    }),
    z.strictObject({
      provider: z.literal("goatcounter"),
      /** The site's GoatCounter origin: "https://<code>.goatcounter.com", or a self-hosted one. */
      host: origin,
    }),
    z.strictObject({
      provider: z.literal("umami"),
      websiteId: z.uuid({ error: "must be the website's ID from Umami, a UUID" }),
      /** A self-hosted Umami's origin; Umami Cloud by default. */
      host: origin.default("https://cloud.umami.is"),
    }),
    z.strictObject({
      provider: z.literal("cloudflare"),
      /** The site's token from Cloudflare's Web Analytics page. */
      token: nonEmpty,
    }),
  ],
  { error: 'must name a provider: "plausible", "goatcounter", "umami" or "cloudflare"' },
);

const PINNED_ACCOUNT =
  'must be true (the account of your GitHub profile in site.ts), false, or a GitHub account\'s name, like "octocat"';

export const settingsSchema = z.strictObject({
  /** BCP 47 tags, the default first; checked further by app/languages/languages-setting.ts. */
  languages: z.array(nonEmpty).min(1, { error: "expected at least one language, the default" }).default(["en"]),
  hsts: z
    .strictObject({ includeSubDomains: z.boolean(), preload: z.boolean() })
    .refine((hsts) => !hsts.preload || hsts.includeSubDomains, {
      error: "preload needs includeSubDomains: browsers' preload list only takes whole domains",
      path: ["preload"],
    }),
  analytics: analyticsSchema.optional(),
  /** The look: one of looks.ts's, by name; it brings its own fonts and accent unless the two below say otherwise. */
  look: z.enum(LOOK_NAMES, { error: `must be one of the looks: ${quoted(LOOK_NAMES)}` }).default(LOOK_NAMES[0]),
  /** The typefaces: one of the pairs in font-pairs.ts, by name; the look's when absent. */
  fonts: z.enum(FONT_PAIR_NAMES, { error: `must be one of the font pairs: ${quoted(FONT_PAIR_NAMES)}` }).optional(),
  /**
   * Whether projects' pages and cards show their GitHub repository's stars, forks, languages, last push, release and
   * licence, where `npm run refresh` fetched them (content/fetched/github.json). The archived mark shows either way.
   */
  repositoryFacts: z.boolean().default(true),
  /**
   * The repositories pinned on a GitHub profile that are not already projects, on the home page ("Also on GitHub"),
   * as `npm run refresh` fetched them with GITHUB_TOKEN (content/fetched/pinned.json): true for the account of
   * site.ts's GitHub profile, or an account's name. Off by default.
   */
  pinnedRepositories: z
    .union([z.boolean(), z.string().regex(GITHUB_ACCOUNT, { error: PINNED_ACCOUNT })], { error: PINNED_ACCOUNT })
    .default(false),
  /**
   * Where the site receives webmentions: its webmention.io endpoint, "https://webmention.io/<your domain>/webmention".
   * Every page then names it in its <head>; `npm run refresh`, given WEBMENTION_IO_TOKEN, keeps the mentions of the
   * posts, which their pages show.
   */
  webmention: z
    .strictObject({
      endpoint: z.string().refine((value) => /^https:\/\/webmention\.io\/[^/?#]+\/webmention$/.test(value), {
        error: 'must be your webmention.io endpoint, like "https://webmention.io/example.com/webmention"',
      }),
    })
    .optional(),
  /**
   * Comments from GitHub Discussions through giscus, on request: each post shows a "Show comments" button, and only
   * pressing it loads giscus's frame. The values are those giscus.app's configurator gives for the repository.
   */
  comments: z
    .strictObject({
      provider: z.literal("giscus", { error: 'must be "giscus"' }),
      /** "owner/name": a public repository with Discussions and the giscus app. */
      repo: z.string().regex(/^[A-Za-z0-9-]+\/[A-Za-z0-9_.-]+$/, { error: 'must be a repository, "owner/name"' }),
      repoId: nonEmpty,
      /** The Discussions category the posts' discussions go in, by name and by ID. */
      category: nonEmpty,
      categoryId: nonEmpty,
    })
    .optional(),
  /** The accent colour, any CSS colour, the look's when absent; both themes' palettes are derived from it (palette.ts). */
  accent: z
    .string()
    .refine((value) => parse(value) !== undefined, {
      error: 'must be a CSS colour, such as "#3b32b8", "rebeccapurple" or "oklch(50% 0.2 280)"',
    })
    .optional(),
  /**
   * A post not written in a language is listed on that language's writing page and found by its search, in the
   * language it is written in and marked so (lang, hreflang); false keeps each post to its own languages.
   */
  postsAcrossLanguages: z.boolean().default(true),
});

/** The settings with the look's own fonts and accent where settings.ts names none. */
const resolvedSettings = settingsSchema.transform((settings) => ({
  ...settings,
  fonts: settings.fonts ?? LOOKS[settings.look].fonts,
  accent: settings.accent ?? LOOKS[settings.look].accent,
}));

export type SettingsInput = z.input<typeof settingsSchema>;
export type Settings = z.output<typeof resolvedSettings>;
export type Analytics = NonNullable<Settings["analytics"]>;

/**
 * The checked settings, or a ContentError with one `content/settings.ts: settings.field: problem` line per problem;
 * a mistyped key names the closest one the schema knows.
 */
export function parseSettings(input: unknown, env: NodeJS.ProcessEnv = process.env): Settings {
  // SITE_LOOK builds the site in another look for once (the screenshots, the looks' browser tests).
  const look = env.SITE_LOOK?.trim();
  if (look && !(LOOK_NAMES as readonly string[]).includes(look)) {
    throw new ContentError([`SITE_LOOK: must be one of the looks: ${quoted(LOOK_NAMES)}, got "${look}"`]);
  }
  const result = resolvedSettings.safeParse(look && input && typeof input === "object" ? { ...input, look } : input);
  if (result.success) return result.data;
  const file = contentFile("settings.ts");
  // issueLines names a field from the object's root; here that root is the exported `settings`.
  const lines = result.error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issueLines(issue, settingsSchema).map((line) => `${file}: settings.${line}`)
      : [`${file}: ${formatPath(["settings", ...issue.path])}: ${issue.message}`],
  );
  throw new ContentError(lines);
}
