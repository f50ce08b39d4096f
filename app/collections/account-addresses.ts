// What the owner's content points at on other services, read from the web addresses the owner wrote: a project's
// GitHub repository (its git_url or web_url), and the Bluesky and Mastodon posts a post's `replies:` lists. Plain
// Node: the post schema, `npm run refresh` (cli/refresh.ts) and the pages all read addresses through here, so the
// snapshot's keys are the addresses as written.

/** A GitHub repository, as its API names it. */
export type GitHubRepository = { owner: string; name: string };

// GitHub's rules: an owner is letters, digits and single hyphens (39 at most); a repository name letters, digits,
// hyphens, underscores and dots (100 at most), never "." or "..".
export const GITHUB_ACCOUNT = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;
const REPOSITORY = /^[A-Za-z0-9_.-]{1,100}$/;

/** The repository a https://github.com/<owner>/<name> address names (a deeper path, .git, a / at the end too), if any. */
export function gitHubRepository(address: string | undefined): GitHubRepository | undefined {
  const url = address === undefined ? undefined : URL.parse(address);
  if (!url || url.protocol !== "https:" || !["github.com", "www.github.com"].includes(url.hostname)) return undefined;
  const [owner = "", rawName = ""] = url.pathname.split("/").filter(Boolean);
  const name = rawName.replace(/\.git$/, "");
  if (!GITHUB_ACCOUNT.test(owner) || !REPOSITORY.test(name) || name === "." || name === "..") return undefined;
  return { owner, name };
}

/** "owner/name", the snapshot's key for a repository: lower case, as GitHub matches them. */
export function repositoryKey({ owner, name }: GitHubRepository): string {
  return `${owner}/${name}`.toLowerCase();
}

/** The repository a project's links name: its code's address first, else its demo's when that is on GitHub. */
export function projectRepository(project: { git_url?: string; web_url?: string }): GitHubRepository | undefined {
  return gitHubRepository(project.git_url) ?? gitHubRepository(project.web_url);
}

/** The account a GitHub profile's address names, https://github.com/<account> (a / at the end too), if any. */
export function gitHubAccount(address: string): string | undefined {
  const url = URL.parse(address);
  if (!url || url.protocol !== "https:" || !["github.com", "www.github.com"].includes(url.hostname)) return undefined;
  const [account = "", ...rest] = url.pathname.split("/").filter(Boolean);
  return rest.length === 0 && GITHUB_ACCOUNT.test(account) ? account : undefined;
}

/**
 * Whose pinned repositories the home page shows (settings.ts's pinnedRepositories): none when it is false, the
 * account it names, or for true the account of the first GitHub profile site.ts lists; a problem when it has none.
 */
export function pinnedAccount(
  setting: boolean | string,
  profiles: readonly { url: string }[],
): { account?: string; problem?: string } {
  if (setting === false) return {};
  if (typeof setting === "string") return { account: setting };
  const account = profiles.map((profile) => gitHubAccount(profile.url)).find(Boolean);
  return account
    ? { account }
    : {
        problem:
          'settings.pinnedRepositories: true shows the repositories pinned on your GitHub profile, but site.ts\'s person.profiles has no https://github.com/<account>: add your profile there, or name the account, pinnedRepositories: "<account>"',
      };
}

/** A post on Bluesky or Mastodon whose public replies `refresh` fetches. */
export type SocialPost =
  | { service: "bluesky"; url: string; actor: string; rkey: string }
  | { service: "mastodon"; url: string; origin: string; user: string; id: string };

// A handle is a domain name; a DID is did:plc:… or did:web:…; a record key is at most 512 of these characters.
const HANDLE = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const DID = /^did:(?:plc|web):[A-Za-z0-9._:%-]{1,2048}$/;
const RKEY = /^[A-Za-z0-9._~:-]{1,512}$/;
// Mastodon (and the servers that answer its API: Pleroma, Akkoma, GoToSocial…) write a status as /@user/<id>.
const MASTODON_PATH = /^\/@([A-Za-z0-9_.-]{1,64})\/([A-Za-z0-9]{1,64})\/?$/;

/**
 * The Bluesky or Mastodon post an address names, or nothing: https://bsky.app/profile/<handle or DID>/post/<id>, or
 * https://<instance>/@<user>/<id>.
 */
export function socialPost(address: string): SocialPost | undefined {
  const url = URL.parse(address);
  if (!url || url.protocol !== "https:" || url.username || url.password || url.search || url.hash) return undefined;
  if (url.hostname === "bsky.app") {
    const match = /^\/profile\/([^/]+)\/post\/([^/]+)\/?$/.exec(url.pathname);
    const actor = decodeURIComponent(match?.[1] ?? "");
    const rkey = match?.[2] ?? "";
    if (!(HANDLE.test(actor) || DID.test(actor)) || !RKEY.test(rkey)) return undefined;
    return { service: "bluesky", url: address, actor, rkey };
  }
  const match = MASTODON_PATH.exec(url.pathname);
  if (!match || url.port || !url.hostname.includes(".")) return undefined;
  return { service: "mastodon", url: address, origin: url.origin, user: match[1] ?? "", id: match[2] ?? "" };
}

/** The error a `replies:` entry gets when it names neither. */
export const SOCIAL_POST_FORMS =
  "expected the address of a Bluesky post (https://bsky.app/profile/<handle>/post/<id>) or a Mastodon post (https://<instance>/@<user>/<id>)";
