// `npm run refresh` (./run refresh): fetches what the owner's content points at and keeps it in content/fetched/ as
// plain data the build reads, so the pages show it without the build, or a visitor, ever asking the services
// (docs/decisions/0069-accounts-fetched-on-purpose.md):
//   - github.json: the facts of each project's GitHub repository (its git_url, or a web_url on github.com);
//   - pinned.json: the repositories pinned on the owner's GitHub profile, when settings.ts's pinnedRepositories asks
//     for them, from GitHub's GraphQL API, which needs GITHUB_TOKEN;
//   - replies.json: the public replies to the Bluesky and Mastodon posts each post's `replies:` lists;
//   - webmentions.json: the posts' webmentions, from webmention.io, when settings.ts names its endpoint and the
//     environment WEBMENTION_IO_TOKEN (sent to webmention.io only).
// One line per source: what changed, or why it failed; a source that failed keeps its last snapshot. A source the
// content no longer names is dropped. GITHUB_TOKEN, when the environment has one, is sent to GitHub only.
//   ./run refresh
import { projectRepository, repositoryKey, socialPost, type SocialPost } from "../app/collections/account-addresses.ts";
import { contentFile, contentPath } from "../app/collections/content-folder.ts";
import { ContentError } from "../app/schemas/content-problems.ts";
import {
  FETCHED_FOLDER,
  GITHUB_FILE,
  PINNED_FILE,
  REPLIES_FILE,
  shownPinnedAccount,
  WEBMENTIONS_FILE,
} from "../app/collections/fetched-data.ts";
import { checkedSettings } from "../app/collections/owner-modules.ts";
import { postPath } from "../app/addresses/paths.ts";
import {
  postRepliesSchema,
  repositoryFactsSchema,
  mentionSchema,
  pinnedRepositorySchema,
  PINNED_MAX,
  type PinnedSnapshot,
  type GitHubSnapshot,
  type RepliesSnapshot,
} from "../app/schemas/fetched-schema.ts";
import { loadProjects } from "../app/collections/project-collection.ts";
import { loadPosts } from "../app/collections/writing.ts";
import { readFileSync, existsSync } from "node:fs";
import type { z } from "zod";
import { factsChange, repositoryFacts } from "./refresh-github.ts";
import { apiBases } from "./refresh-http.ts";
import { pinnedChange, pinnedRepositories } from "./refresh-pinned.ts";
import { postReplies, repliesChange } from "./refresh-replies.ts";
import { sameData, writeSnapshot } from "./refresh-snapshot.ts";
import { webmentions } from "./refresh-webmentions.ts";

type Output = { out: (line: string) => void; err: (line: string) => void };

/** The entries of one file of the last snapshot that its schema still takes; the others are fetched again. */
function lastSnapshot<T>(name: string, entry: z.ZodType<T>): Record<string, T> {
  const path = contentPath(FETCHED_FOLDER, name);
  if (!existsSync(path)) return {};
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return {};
  }
  if (typeof json !== "object" || json === null) return {};
  return Object.fromEntries(
    Object.entries(json).flatMap(([key, value]) => {
      const parsed = entry.safeParse(value);
      return parsed.success ? [[key, parsed.data]] : [];
    }),
  );
}

/** How a line names a source: its address without https://. */
const named = (address: string) => address.replace(/^https:\/\//, "");

/** Refreshes content/fetched/; the process's exit code: 1 when the content cannot be read, else 0. */
export async function refresh({
  env = process.env,
  output = { out: (line: string) => console.log(line), err: (line: string) => console.error(line) },
  now,
}: { env?: NodeJS.ProcessEnv; output?: Output; now?: Date } = {}): Promise<number> {
  let repositories: Map<string, { owner: string; name: string }>;
  let posts: Map<string, SocialPost>;
  let postPaths: string[];
  let webmentionEndpoint: string | undefined;
  let pinnedAccount: string | undefined;
  try {
    webmentionEndpoint = checkedSettings().webmention?.endpoint;
    pinnedAccount = shownPinnedAccount();
    repositories = new Map(
      loadProjects({ includeDrafts: true }).flatMap((project) => {
        const repository = projectRepository(project);
        return repository ? [[repositoryKey(repository), repository] as const] : [];
      }),
    );
    const written = loadPosts({ includeDrafts: true });
    postPaths = written.map((post) => postPath(post.slug));
    posts = new Map(
      written.flatMap((post) =>
        (post.data.replies ?? []).flatMap((address) => {
          const found = socialPost(address);
          return found ? [[address, found] as const] : [];
        }),
      ),
    );
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    output.err(error.message);
    return 1;
  }
  const apis = apiBases(env);
  const folder = contentFile(FETCHED_FOLDER);
  const sources = repositories.size + posts.size + (webmentionEndpoint ? 1 : 0) + (pinnedAccount ? 1 : 0);
  output.out(
    sources === 0
      ? `Nothing to refresh: no project links a GitHub repository, no post lists replies, and settings.ts asks for no pinned repositories. ${folder} is left as it is.`
      : `Refreshing ${folder} from what the content points at:`,
  );

  const lastGithub = lastSnapshot(GITHUB_FILE, repositoryFactsSchema);
  const github: GitHubSnapshot = {};
  // After one rate limit, GitHub's other requests would meet it too: each is skipped with the same reason.
  let githubLimit: string | undefined;
  for (const [key, repository] of [...repositories].sort(([a], [b]) => a.localeCompare(b))) {
    const source = `github.com/${repository.owner}/${repository.name}`;
    const result = githubLimit
      ? { ok: false as const, reason: githubLimit }
      : await repositoryFacts(repository, { api: apis.github, env, ...(now ? { now } : {}) });
    if (result.ok) {
      github[key] = result.facts;
      const change = factsChange(lastGithub[key], result.facts);
      output.out(`  ✓ ${source}: ${change ? `changed: ${change}` : "unchanged"}`);
      continue;
    }
    if (result.rateLimited) githubLimit = result.reason;
    const last = lastGithub[key];
    if (last) github[key] = last;
    output.out(
      `  ✗ ${source}: ${result.reason}; ${last ? "kept the last snapshot" : "nothing shown until it succeeds"}`,
    );
  }

  // The pins of the account settings.ts names, through GitHub's GraphQL API: one source, and only with a token.
  const lastPinned = lastSnapshot(PINNED_FILE, pinnedRepositorySchema.array().max(PINNED_MAX));
  const pinned: PinnedSnapshot = {};
  if (pinnedAccount) {
    const key = pinnedAccount.toLowerCase();
    const source = `github.com/${pinnedAccount}'s pinned repositories`;
    const result = await pinnedRepositories(pinnedAccount, { api: apis.github, env, ...(now ? { now } : {}) });
    if (result.ok) {
      pinned[key] = result.repositories;
      const change = pinnedChange(lastPinned[key], result.repositories);
      const total = `${result.repositories.length} repositor${result.repositories.length === 1 ? "y" : "ies"}`;
      output.out(`  ✓ ${source}: ${total}, ${change ? `changed: ${change}` : "unchanged"}`);
    } else {
      const last = lastPinned[key];
      if (last) pinned[key] = last;
      output.out(
        `  ✗ ${source}: ${result.reason}; ${last ? "kept the last snapshot" : "nothing shown until it succeeds"}`,
      );
    }
  }

  const lastReplies = lastSnapshot(REPLIES_FILE, postRepliesSchema);
  const replies: RepliesSnapshot = {};
  for (const [address, post] of [...posts].sort(([a], [b]) => a.localeCompare(b))) {
    const result = await postReplies(post, { apis, ...(now ? { now } : {}) });
    if (result.ok) {
      replies[address] = result.replies;
      const change = repliesChange(lastReplies[address], result.replies);
      const total = `${result.replies.replies.length} repl${result.replies.replies.length === 1 ? "y" : "ies"}`;
      output.out(`  ✓ ${named(address)}: ${total}, ${change ? `changed: ${change}` : "unchanged"}`);
      continue;
    }
    const last = lastReplies[address];
    if (last) replies[address] = last;
    output.out(
      `  ✗ ${named(address)}: ${result.reason}; ${last ? "kept the last snapshot" : "nothing shown until it succeeds"}`,
    );
  }

  // webmention.io: one source, every post's mentions, with the owner's token.
  const lastMentions = lastSnapshot(WEBMENTIONS_FILE, mentionSchema.array());
  let mentions = lastMentions;
  if (webmentionEndpoint) {
    const token = env.WEBMENTION_IO_TOKEN?.trim();
    const result = token
      ? await webmentions({ api: apis.webmention, token, postPaths, ...(now ? { now } : {}) })
      : { ok: false as const, reason: "WEBMENTION_IO_TOKEN is not set in the environment" };
    if (result.ok) {
      mentions = result.mentions;
      const count = Object.values(mentions).flat().length;
      const change = sameData(lastMentions, mentions) ? "unchanged" : "changed";
      output.out(`  ✓ webmention.io: ${count} mention${count === 1 ? "" : "s"} of the posts, ${change}`);
    } else {
      const kept = Object.keys(lastMentions).length > 0;
      output.out(
        `  ✗ webmention.io: ${result.reason}; ${kept ? "kept the last snapshot" : "nothing shown until it succeeds"}`,
      );
    }
  }

  if (sources === 0) return 0;
  const written = [
    ...((await writeSnapshot(contentPath(FETCHED_FOLDER, GITHUB_FILE), github)) ? [GITHUB_FILE] : []),
    ...((await writeSnapshot(contentPath(FETCHED_FOLDER, PINNED_FILE), pinned)) ? [PINNED_FILE] : []),
    ...((await writeSnapshot(contentPath(FETCHED_FOLDER, REPLIES_FILE), replies)) ? [REPLIES_FILE] : []),
    ...((await writeSnapshot(contentPath(FETCHED_FOLDER, WEBMENTIONS_FILE), mentions)) ? [WEBMENTIONS_FILE] : []),
  ];
  output.out(
    written.length > 0
      ? `Wrote ${new Intl.ListFormat("en").format(written.map((name) => contentFile(FETCHED_FOLDER, name)))}: review the change and commit it.`
      : "Nothing changed.",
  );
  return 0;
}

if (import.meta.main) {
  process.exitCode = await refresh();
}
