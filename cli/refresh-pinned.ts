// The repositories pinned on a GitHub profile, from GitHub's GraphQL API (docs.github.com/graphql: REST has no
// pinned repositories), which answers only a request with a token: GITHUB_TOKEN from the environment, sent to GitHub
// only. One query for the account's pins (a user's or an organisation's: both are a ProfileOwner); only what the
// home page shows is asked for and kept, each field checked and cut to plain text; a private pin is never kept.
import {
  DESCRIPTION_MAX,
  NAME_MAX,
  PINNED_MAX,
  pinnedRepositorySchema,
  type PinnedRepositoryData,
} from "../app/schemas/fetched-schema.ts";
import { httpsAddress, sanitisedText, wholeCount } from "../app/collections/plain-text.ts";
import { githubHeaders } from "./refresh-github.ts";
import { getJson, record } from "./refresh-http.ts";
import { sameData } from "./refresh-snapshot.ts";

/** The query: the login is a variable, never written into the query's text. */
export const PINNED_QUERY = `query ($login: String!) {
  repositoryOwner(login: $login) {
    ... on ProfileOwner {
      pinnedItems(first: ${PINNED_MAX}, types: REPOSITORY) {
        nodes {
          ... on Repository {
            nameWithOwner
            url
            description
            stargazerCount
            isArchived
            isPrivate
            primaryLanguage {
              name
            }
          }
        }
      }
    }
  }
}`;

export type PinnedResult =
  { ok: true; repositories: PinnedRepositoryData[] } | { ok: false; reason: string; rateLimited?: boolean };

/** The error GraphQL answers with HTTP 200: the first of `errors`, its type and its message made plain. */
function graphqlError(errors: unknown): PinnedResult | undefined {
  if (!Array.isArray(errors) || errors.length === 0) return undefined;
  const first = record(errors[0]);
  if (first?.type === "RATE_LIMITED")
    return { ok: false, reason: "rate limited (GitHub's GraphQL API)", rateLimited: true };
  if (first?.type === "NOT_FOUND") return { ok: false, reason: "not found: GitHub has no such account" };
  const message = sanitisedText(first?.message, 200);
  return { ok: false, reason: `GitHub's GraphQL API refused the query${message ? `: ${message}` : ""}` };
}

/** The repositories pinned on `account`'s profile, in its order, or why there are none. */
export async function pinnedRepositories(
  account: string,
  { api, env = process.env, now }: { api: string; env?: NodeJS.ProcessEnv; now?: Date },
): Promise<PinnedResult> {
  if (!env.GITHUB_TOKEN?.trim()) {
    return {
      ok: false,
      reason:
        "GitHub's GraphQL API answers only with a token: set GITHUB_TOKEN in the environment (one that reads public repositories will do)",
    };
  }
  const fetched = await getJson(`${api}/graphql`, {
    headers: githubHeaders(env),
    body: { query: PINNED_QUERY, variables: { login: account } },
    ...(now ? { now } : {}),
  });
  if (!fetched.ok) {
    if (fetched.status === 401) return { ok: false, reason: "GitHub refused GITHUB_TOKEN (401: bad credentials)" };
    return { ok: false, reason: fetched.reason, ...(fetched.rateLimited ? { rateLimited: true } : {}) };
  }
  const answer = record(fetched.json);
  const refused = graphqlError(answer?.errors);
  if (refused) return refused;
  const data = record(answer?.data);
  if (!data || !("repositoryOwner" in data)) return { ok: false, reason: "a malformed answer: no data" };
  if (data.repositoryOwner === null) return { ok: false, reason: "not found: GitHub has no such account" };
  const nodes = record(record(data.repositoryOwner)?.pinnedItems)?.nodes;
  if (!Array.isArray(nodes)) return { ok: false, reason: "a malformed answer: no pinned items" };

  const repositories: PinnedRepositoryData[] = [];
  for (const [index, node] of nodes.slice(0, PINNED_MAX).entries()) {
    const repository = record(node);
    // A pin the token may see but a visitor may not: not the site's to publish.
    if (!repository || repository.isPrivate === true) continue;
    const description = sanitisedText(repository.description, DESCRIPTION_MAX);
    const language = sanitisedText(record(repository.primaryLanguage)?.name, NAME_MAX);
    const entry = {
      repository: repository.nameWithOwner,
      url: httpsAddress(repository.url),
      ...(description ? { description } : {}),
      ...(language ? { language } : {}),
      stars: wholeCount(repository.stargazerCount),
      archived: repository.isArchived === true,
    };
    const checked = pinnedRepositorySchema.safeParse(entry);
    if (!checked.success) {
      const field = checked.error.issues[0]?.path.join(".") || "the repository";
      return { ok: false, reason: `a malformed answer: pin ${index + 1}'s ${field} is not what GitHub documents` };
    }
    repositories.push(checked.data);
  }
  return { ok: true, repositories };
}

/** What changed between two snapshots of the pins, in a few words: "pinned a, unpinned b". */
export function pinnedChange(
  before: readonly PinnedRepositoryData[] | undefined,
  after: readonly PinnedRepositoryData[],
): string | undefined {
  if (!before) return "new";
  if (sameData(before, after)) return undefined;
  const names = (list: readonly PinnedRepositoryData[]) => new Set(list.map((entry) => entry.repository));
  const [was, is] = [names(before), names(after)];
  const pinned = [...is].filter((name) => !was.has(name));
  const unpinned = [...was].filter((name) => !is.has(name));
  const changes = [
    ...(pinned.length > 0 ? [`pinned ${pinned.join(", ")}`] : []),
    ...(unpinned.length > 0 ? [`unpinned ${unpinned.join(", ")}`] : []),
  ];
  return changes.length > 0 ? changes.join(", ") : "stars, descriptions or order";
}
