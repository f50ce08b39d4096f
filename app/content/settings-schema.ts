// The deployment settings (settings.ts) are edited by the site's owner, so
// they are input: this schema checks them when the site is built and names the
// field on error. Build scripts only; the browser bundle never imports it.
import { parse } from "culori";
import { z } from "zod";
import { contentFile } from "./content-folder.ts";
import { ContentError, formatPath, issueLines } from "./content-problems.ts";
import { FONT_PAIR_NAMES } from "./font-pairs.ts";
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

export const settingsSchema = z.strictObject({
  /** BCP 47 tags, the default first; checked further by app/content/site-languages.ts. */
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
  /** The accent colour, any CSS colour, the look's when absent; both themes' palettes are derived from it (palette.ts). */
  accent: z
    .string()
    .refine((value) => parse(value) !== undefined, {
      error: 'must be a CSS colour, such as "#3b32b8", "rebeccapurple" or "oklch(50% 0.2 280)"',
    })
    .optional(),
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
