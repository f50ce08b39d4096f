// Who the owner is to other sites, worked out from what site.ts already says,
// so no field is required: a Mastodon (or any fediverse) profile link gives the
// `fediverse:creator` tag, the email gives security.txt its contact. The
// optional `identity` settings (site-schema.ts) say what cannot be worked out: a
// Bluesky account's DID, or a fediverse handle or security contact other than
// the links and the email.

/** `@user@host`: a fediverse account as Mastodon names it. */
export const FEDIVERSE_HANDLE = /^@[\w.-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i;

/** `did:plc:` and 24 base32 letters, or `did:web:` and a host: the two DID methods Bluesky accepts. */
export const ATPROTO_DID = /^(?:did:plc:[a-z2-7]{24}|did:web:[a-z0-9-]+(?:\.[a-z0-9-]+)+)$/;

/**
 * Sites whose profile addresses are `/@name` too but are not in the fediverse: a YouTube, Medium or TikTok link must
 * not become a `fediverse:creator`.
 */
const NOT_FEDIVERSE = ["youtube.com", "medium.com", "tiktok.com", "substack.com", "threads.net", "threads.com"];

/** `@user@host` for a profile address in Mastodon's form (`https://host/@user`), or nothing. */
export function fediverseHandleOf(url: string): string | undefined {
  const parsed = URL.parse(url);
  if (!parsed || parsed.protocol !== "https:") return undefined;
  const host = parsed.hostname.toLowerCase();
  if (NOT_FEDIVERSE.some((site) => host === site || host.endsWith(`.${site}`))) return undefined;
  const user = /^\/@([\w.-]+)\/?$/.exec(parsed.pathname)?.[1];
  return user ? `@${user}@${host}` : undefined;
}

/** What the identity is worked out from: site.ts's `identity` settings, the email and the profile links. */
type IdentitySource = {
  identity?: { fediverse?: string; securityContact?: string; atprotoDid?: string };
  person: { email?: string; profiles: readonly { url: string }[] };
};

/** The fediverse account the pages name as their creator: the setting, else the first profile link in Mastodon's form. */
export function fediverseCreator(site: IdentitySource): string | undefined {
  return (
    site.identity?.fediverse ??
    site.person.profiles.map((profile) => fediverseHandleOf(profile.url)).find((handle) => handle !== undefined)
  );
}

/** Where security.txt sends a report: the setting, else the owner's email as a mailto: address; none without either. */
export function securityContact(site: IdentitySource): string | undefined {
  return site.identity?.securityContact ?? (site.person.email ? `mailto:${site.person.email}` : undefined);
}

/** The files at the site's root that only some content has: security.txt with a contact, atproto-did with a DID. */
export type RootFiles = { securityTxt: boolean; atprotoDid: boolean };

export function rootFilesOf(site: IdentitySource): RootFiles {
  return { securityTxt: securityContact(site) !== undefined, atprotoDid: site.identity?.atprotoDid !== undefined };
}
