// /.well-known/security.txt (RFC 9116): where to report a security problem
// with the site. Contact comes from the owner's email or identity.securityContact
// (app/collections/identity.ts); without either there is no file, and the build says so.

/** A year, the most RFC 9116 recommends a file be trusted for: each build writes a new date. */
const VALID_FOR_DAYS = 365;

export type SecurityTxtInput = {
  /** `mailto:` or `https:` address. */
  contact: string;
  /** The file's own absolute URL. */
  canonical: string;
  /** The site's language tags, the default first. */
  languages: readonly string[];
  /** When the build ran. */
  now: Date;
};

/** The file's text: Contact, Expires a year after `now`, Preferred-Languages, Canonical (RFC 9116, section 2.5). */
export function securityTxt({ contact, canonical, languages, now }: SecurityTxtInput): string {
  const expires = new Date(now.getTime() + VALID_FOR_DAYS * 24 * 60 * 60 * 1000);
  // RFC 3339 in UTC, to the second.
  const stamp = `${expires.toISOString().slice(0, 19)}Z`;
  // A line break in a field would start a field of its own.
  const field = (value: string) => value.replace(/[\r\n]+/g, " ").trim();
  return [
    `Contact: ${field(contact)}`,
    `Expires: ${stamp}`,
    `Preferred-Languages: ${[...new Set(languages)].map(field).join(", ")}`,
    `Canonical: ${field(canonical)}`,
    "",
  ].join("\n");
}
