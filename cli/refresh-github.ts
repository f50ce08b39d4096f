// A repository's facts from GitHub's REST API (docs.github.com/rest/repos): the repository, its languages and its
// latest release, three requests, with the owner's GITHUB_TOKEN when the environment has one (5,000 requests an hour
// instead of 60). Only the fields the pages show are kept, each checked and cut to plain text.
import type { GitHubRepository } from "../app/collections/account-addresses.ts";
import {
  LANGUAGES_SHOWN,
  NAME_MAX,
  repositoryFactsSchema,
  type RepositoryFactsData,
} from "../app/schemas/fetched-schema.ts";
import { httpsAddress, instant, sanitisedText, wholeCount } from "../app/collections/plain-text.ts";
import { getJson, record, type Fetched } from "./refresh-http.ts";
import { sameData } from "./refresh-snapshot.ts";

export type FactsResult =
  { ok: true; facts: RepositoryFactsData } | { ok: false; reason: string; rateLimited?: boolean };

/** The headers of every request to GitHub; the token's only use. */
export function githubHeaders(env: NodeJS.ProcessEnv): Record<string, string> {
  const token = env.GITHUB_TOKEN?.trim();
  return {
    accept: "application/vnd.github+json",
    "x-github-api-version": "2022-11-28",
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}

/** Why a failed request failed, for a repository: without a token GitHub says a private repository is not found. */
function failure(fetched: Extract<Fetched, { ok: false }>, env: NodeJS.ProcessEnv): FactsResult {
  if (fetched.status === 404 && !env.GITHUB_TOKEN) {
    return { ok: false, reason: "not found (or private: GitHub answers a private repository's address the same)" };
  }
  const hint = fetched.rateLimited && !env.GITHUB_TOKEN ? " (GITHUB_TOKEN in the environment allows more)" : "";
  return { ok: false, reason: `${fetched.reason}${hint}`, ...(fetched.rateLimited ? { rateLimited: true } : {}) };
}

/** The facts of one repository, or why there are none. */
export async function repositoryFacts(
  repository: GitHubRepository,
  { api, env = process.env, now }: { api: string; env?: NodeJS.ProcessEnv; now?: Date },
): Promise<FactsResult> {
  const headers = githubHeaders(env);
  const base = `${api}/repos/${encodeURIComponent(repository.owner)}/${encodeURIComponent(repository.name)}`;
  const main = await getJson(base, { headers, now });
  if (!main.ok) return failure(main, env);
  const repo = record(main.json);
  if (!repo) return { ok: false, reason: "a malformed answer: not a repository" };
  // A token can read its owner's private repositories; their facts are not the site's to publish.
  if (repo.private === true) return { ok: false, reason: "a private repository: its facts are not published" };
  const [languages, release] = await Promise.all([
    getJson(`${base}/languages`, { headers, now }),
    getJson(`${base}/releases/latest`, { headers, now }),
  ]);
  if (!languages.ok) return failure(languages, env);
  // No release is a 404, and an answer like any other.
  if (!release.ok && release.status !== 404) return failure(release, env);

  const bytes = Object.entries(record(languages.json) ?? {}).filter(
    (entry): entry is [string, number] => wholeCount(entry[1]) !== undefined,
  );
  const latest = release.ok ? record(release.json) : undefined;
  const releaseName = sanitisedText(latest?.name, NAME_MAX) || sanitisedText(latest?.tag_name, NAME_MAX);
  const releaseUrl = httpsAddress(latest?.html_url);
  const releaseDate = instant(latest?.published_at);
  const licence = sanitisedText(record(repo.license)?.spdx_id, NAME_MAX);
  const pushedAt = instant(repo.pushed_at);
  const facts = {
    url: httpsAddress(repo.html_url),
    stars: wholeCount(repo.stargazers_count),
    forks: wholeCount(repo.forks_count),
    languages: bytes
      .sort(([a, aBytes], [b, bBytes]) => bBytes - aBytes || a.localeCompare(b))
      .slice(0, LANGUAGES_SHOWN)
      .map(([name]) => sanitisedText(name, NAME_MAX))
      .filter(Boolean),
    archived: repo.archived === true,
    ...(pushedAt ? { pushedAt } : {}),
    // GitHub's NOASSERTION is a licence it could not name: none shown.
    ...(licence && licence !== "NOASSERTION" ? { licence } : {}),
    ...(releaseName && releaseUrl
      ? { release: { name: releaseName, url: releaseUrl, ...(releaseDate ? { publishedAt: releaseDate } : {}) } }
      : {}),
  };
  const checked = repositoryFactsSchema.safeParse(facts);
  if (!checked.success) {
    const field = checked.error.issues[0]?.path.join(".") || "the repository";
    return { ok: false, reason: `a malformed answer: ${field} is not what GitHub documents` };
  }
  return { ok: true, facts: checked.data };
}

/** What changed between two snapshots of a repository, in a few words: "stars 12 → 14, release v1.3.0". */
export function factsChange(before: RepositoryFactsData | undefined, after: RepositoryFactsData): string | undefined {
  if (!before) return "new";
  const changes: string[] = [];
  if (before.stars !== after.stars) changes.push(`stars ${before.stars} → ${after.stars}`);
  if (before.forks !== after.forks) changes.push(`forks ${before.forks} → ${after.forks}`);
  if (before.release?.name !== after.release?.name && after.release) changes.push(`release ${after.release.name}`);
  if (before.archived !== after.archived) changes.push(after.archived ? "archived" : "no longer archived");
  if (before.licence !== after.licence) changes.push(`licence ${after.licence ?? "none"}`);
  if (before.languages.join() !== after.languages.join()) changes.push(`languages ${after.languages.join(", ")}`);
  if (changes.length === 0 && !sameData(before, after)) changes.push("last push");
  return changes.length > 0 ? changes.join(", ") : undefined;
}
