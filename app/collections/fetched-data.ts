// The snapshot `npm run refresh` wrote into content/fetched/, read and checked: what the pages show of the owner's
// accounts. A site without the folder, or without one of its files, has nothing fetched and builds as it did; a file
// that is not what the schema (app/schemas/fetched-schema.ts) allows stops the build with one line per problem, naming the
// file and the field. The build never fetches anything.
import { existsSync, readFileSync } from "node:fs";
import type { z } from "zod";
import { projectRepository, repositoryKey, socialPost } from "./account-addresses.ts";
import { contentFile, contentPath } from "./content-folder.ts";
import { ContentError } from "../schemas/content-problems.ts";
import {
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

export type FetchedData = { github: GitHubSnapshot; replies: RepliesSnapshot; webmentions?: WebmentionsSnapshot };

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
  return problems;
}

/** The snapshot, checked: a ContentError with its problems when it is not what the schema allows. */
export function fetchedData(): FetchedData {
  const problems: string[] = [];
  const github = readSnapshotFile(GITHUB_FILE, githubSnapshotSchema, problems);
  const replies = readSnapshotFile(REPLIES_FILE, repliesSnapshotSchema, problems);
  const webmentions = readSnapshotFile(WEBMENTIONS_FILE, webmentionsSnapshotSchema, problems);
  if (problems.length > 0) throw new ContentError(problems);
  return { github, replies, webmentions };
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
