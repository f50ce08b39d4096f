// The snapshot `npm run refresh` wrote into content/fetched/, read and checked: what the pages show of the owner's
// accounts. A site without the folder, or without one of its files, has nothing fetched and builds as it did; a file
// that is not what the schema (app/schemas/fetched-schema.ts) allows stops the build with one line per problem, naming the
// file and the field. The build never fetches anything.
import { existsSync, readFileSync } from "node:fs";
import type { z } from "zod";
import { pinnedAccount, projectRepository, repositoryKey, socialPost } from "./account-addresses.ts";
import { contentFile, contentPath } from "./content-folder.ts";
import { ContentError } from "../schemas/content-problems.ts";
import { checkedSettings, site } from "./owner-modules.ts";
import {
  pinnedSnapshotSchema,
  type PinnedSnapshot,
  githubSnapshotSchema,
  repliesSnapshotSchema,
  type GitHubSnapshot,
  type RepliesSnapshot,
  webmentionsSnapshotSchema,
  type WebMention,
  type Reply,
  type RepositoryFactsData,
  type WebmentionsSnapshot,
} from "../schemas/fetched-schema.ts";

/** The folder of content/ that refresh writes and nothing else does. */
export const FETCHED_FOLDER = "fetched";
export const GITHUB_FILE = "github.json";
export const REPLIES_FILE = "replies.json";
export const WEBMENTIONS_FILE = "webmentions.json";
export const PINNED_FILE = "pinned.json";

export type FetchedData = {
  github: GitHubSnapshot;
  replies: RepliesSnapshot;
  webmentions?: WebmentionsSnapshot;
  pinned?: PinnedSnapshot;
};

/** A field's path as a reader of the JSON points at it: `["owner/name"].stars`, `["https://…"].replies[0].text`. */
export function jsonPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === "number"
        ? `[${key}]`
        : /^[A-Za-z_$][\w$]*$/.test(String(key))
          ? `${index === 0 ? "" : "."}${String(key)}`
          : `[${JSON.stringify(String(key))}]`,
    )
    .join("");
}

/** One file of the snapshot, parsed and checked; `{}` when there is none. Problems are added to `problems`. */
function readSnapshotFile<Schema extends z.ZodType>(
  name: string,
  schema: Schema,
  problems: string[],
): z.output<Schema> {
  const path = contentPath(FETCHED_FOLDER, name);
  const file = contentFile(FETCHED_FOLDER, name);
  if (!existsSync(path)) return {} as z.output<Schema>;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    problems.push(`${file}: is not JSON (${(error as Error).message}): run npm run refresh again`);
    return {} as z.output<Schema>;
  }
  const result = schema.safeParse(json);
  if (result.success) return result.data;
  problems.push(
    ...result.error.issues.map((issue) =>
      issue.path.length === 0 ? `${file}: ${issue.message}` : `${file}: ${jsonPath(issue.path)}: ${issue.message}`,
    ),
  );
  return {} as z.output<Schema>;
}

/** The snapshot's problems, one line each; none when it is what the schema allows or there is none. */
export function fetchedDataProblems(): string[] {
  const problems: string[] = [];
  readSnapshotFile(GITHUB_FILE, githubSnapshotSchema, problems);
  readSnapshotFile(REPLIES_FILE, repliesSnapshotSchema, problems);
  readSnapshotFile(WEBMENTIONS_FILE, webmentionsSnapshotSchema, problems);
  readSnapshotFile(PINNED_FILE, pinnedSnapshotSchema, problems);
  try {
    const { problem } = settingsPinnedAccount();
    if (problem) problems.push(problem);
  } catch (error) {
    // settings.ts or site.ts that cannot be read: their own checks say why.
    if (!(error instanceof ContentError)) throw error;
  }
  return problems;
}

/** The snapshot, checked: a ContentError with its problems when it is not what the schema allows. */
export function fetchedData(): FetchedData {
  const problems: string[] = [];
  const github = readSnapshotFile(GITHUB_FILE, githubSnapshotSchema, problems);
  const replies = readSnapshotFile(REPLIES_FILE, repliesSnapshotSchema, problems);
  const webmentions = readSnapshotFile(WEBMENTIONS_FILE, webmentionsSnapshotSchema, problems);
  const pinned = readSnapshotFile(PINNED_FILE, pinnedSnapshotSchema, problems);
  if (problems.length > 0) throw new ContentError(problems);
  return { github, replies, webmentions, pinned };
}

/** What a project's page and card show of its repository: its address and archived mark, and its facts unless hidden. */
export type RepositoryShown = Pick<RepositoryFactsData, "url" | "archived"> & {
  /** None when settings.ts's repositoryFacts is false. */
  facts?: Omit<RepositoryFactsData, "url" | "archived">;
};

/** The repository a project's links name, as its pages show it, when refresh has fetched it. */
export function repositoryShown(
  project: { git_url?: string; web_url?: string },
  { github }: FetchedData,
  { facts: showFacts }: { facts: boolean },
): RepositoryShown | undefined {
  const repository = projectRepository(project);
  const found = repository && github[repositoryKey(repository)];
  if (!found) return undefined;
  const { url, archived, ...facts } = found;
  return { url, archived, ...(showFacts ? { facts } : {}) };
}

/** One of the owner's posts on Bluesky or Mastodon, and the replies to it refresh kept (none until it has). */
export type RepliesShown = { service: "bluesky" | "mastodon"; url: string; replies: readonly Reply[] };

/** The replies to each post a post's `replies:` lists, in its order. */
export function repliesShown(addresses: readonly string[] | undefined, { replies }: FetchedData): RepliesShown[] {
  return (addresses ?? []).flatMap((url) => {
    const post = socialPost(url);
    return post ? [{ service: post.service, url, replies: replies[url]?.replies ?? [] }] : [];
  });
}

/** An address as mentions are matched by it: without a query, a fragment or a slash at the end. */
export function mentionKey(address: string): string {
  const url = URL.parse(address);
  if (!url) return address;
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}

/** The webmentions of the page at `address` (absolute), oldest first. */
export function mentionsShown(address: string, { webmentions = {} }: FetchedData): readonly WebMention[] {
  return webmentions[mentionKey(address)] ?? [];
}

/** site.ts's profiles, as far as they are what its schema allows (its own check names the rest). */
function profiles(): { url: string }[] {
  const listed: unknown = site.person?.profiles;
  return Array.isArray(listed)
    ? listed.filter((profile): profile is { url: string } => typeof (profile as { url?: unknown })?.url === "string")
    : [];
}

/** settings.ts's pinnedRepositories read with site.ts's profiles: the account, or the line naming what is wrong. */
function settingsPinnedAccount(): { account?: string; problem?: string } {
  const { account, problem } = pinnedAccount(checkedSettings().pinnedRepositories, profiles());
  return problem ? { problem: `${contentFile("settings.ts")}: ${problem}` } : account ? { account } : {};
}

/** The account whose pinned repositories the home page shows, from settings.ts (and site.ts's profiles); if any. */
export function shownPinnedAccount(): string | undefined {
  const { account, problem } = settingsPinnedAccount();
  if (problem) throw new ContentError([problem]);
  return account;
}

/** A pinned repository as the home page shows it: its name, description and summary line, linking to GitHub. */
export type PinnedShown = {
  /** "owner/name", as GitHub writes it. */
  repository: string;
  /** Its name alone when the account owns it, "owner/name" when another does (an organisation's). */
  name: string;
  url: string;
  description?: string;
  archived: boolean;
  /** Its stars and main language; none when settings.ts's repositoryFacts is false. */
  facts?: { stars: number; languages: readonly string[] };
};

/**
 * The repositories pinned on `account`'s profile that are not already projects (by the repository the project's
 * links name), in the profile's order; none without an account or a snapshot of its pins.
 */
export function pinnedShown(
  account: string | undefined,
  { pinned = {} }: FetchedData,
  projects: readonly { git_url?: string; web_url?: string }[],
  { facts: showFacts }: { facts: boolean },
): PinnedShown[] {
  if (!account) return [];
  const projectKeys = new Set(
    projects.flatMap((project) => {
      const repository = projectRepository(project);
      return repository ? [repositoryKey(repository)] : [];
    }),
  );
  return (pinned[account.toLowerCase()] ?? [])
    .filter((entry) => !projectKeys.has(entry.repository.toLowerCase()))
    .map(({ repository, url, description, language, stars, archived }) => {
      const [owner = "", name = ""] = repository.split("/");
      return {
        repository,
        name: owner.toLowerCase() === account.toLowerCase() ? name : repository,
        url,
        ...(description ? { description } : {}),
        archived,
        ...(showFacts ? { facts: { stars, languages: language ? [language] : [] } } : {}),
      };
    });
}
