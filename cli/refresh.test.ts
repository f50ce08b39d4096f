// @vitest-environment node
// `npm run refresh` against a local server that answers as GitHub's REST API, Bluesky's public AppView and a
// Mastodon instance document (the recorded answers in fixtures/api-answers/), on a copy of the fixture site: the
// snapshot it writes is the fixture's own content/fetched/; a rate limit (with its reset time), a 404, a malformed
// answer and the network being down each get their line and keep the last snapshot; the token goes to GitHub only
// and nowhere else; hostile text is kept as plain text.
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, test } from "vitest";
import { apiBases, PUBLIC_APIS } from "./refresh-http.ts";

const ROOT = resolve(import.meta.dirname, "..");
const ANSWERS = join(ROOT, "fixtures/api-answers");
const FIXTURE = join(ROOT, "fixtures/site");
const REPO = "/github/repos/zofia-wisniewska-example";
const THREAD_URI = "at://did:plc:zofiaexample0000000000000/app.bsky.feed.post/3lbindexes2a";
/** A reset time the rate-limited answers give: 2026-03-04 14:05 UTC. */
const RESET = Date.UTC(2026, 2, 4, 14, 5) / 1000;
const TOKEN = "ghp_not-a-real-token-but-secret-all-the-same";
const WEBMENTION_TOKEN = "webmention-io-token-also-secret";

const recorded = (name: string) => readFileSync(join(ANSWERS, name), "utf8");

type Answer = { status: number; body: string; headers?: Record<string, string> };
const json = (body: string, status = 200): Answer => ({
  status,
  body,
  headers: { "content-type": "application/json" },
});

/** How the server answers now: as documented, or failing the way each service fails. */
let scenario: "recorded" | "failing" = "recorded";
const requests: { path: string; authorization?: string; body?: string }[] = [];
/** What GitHub's GraphQL API answers instead of the recorded pins, when a test says. */
let graphqlAnswer: Answer | undefined;

function answer(request: IncomingMessage, body: string): Answer {
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  const path = url.pathname;
  if (scenario === "failing") {
    // GitHub's primary rate limit: 403, no requests left, and when they come back.
    if (path.startsWith(`${REPO}/departure-feed`)) {
      return {
        status: 403,
        body: '{"message":"API rate limit exceeded"}',
        headers: { "x-ratelimit-remaining": "0", "x-ratelimit-reset": String(RESET) },
      };
    }
    // Bluesky: 429 with the reset in epoch seconds.
    if (path.startsWith("/bluesky/")) return { status: 429, body: "{}", headers: { "ratelimit-reset": String(RESET) } };
    // Mastodon: the status was deleted.
    if (path.startsWith("/mastodon/")) return json('{"error":"Record not found"}', 404);
    // webmention.io: down for maintenance.
    if (path.startsWith("/webmention/")) return { status: 503, body: "Service Unavailable" };
  }
  // GitHub's GraphQL API: a POST, only with a token (401 without one), the login as a variable.
  if (path === "/github/graphql" && request.method === "POST") {
    if (!request.headers.authorization)
      return json('{"message":"This endpoint requires you to be authenticated."}', 401);
    if (graphqlAnswer) return graphqlAnswer;
    const { variables } = JSON.parse(body) as { variables?: { login?: string } };
    if (variables?.login !== "zofia-wisniewska-example") {
      return json(
        '{"data":{"repositoryOwner":null},"errors":[{"type":"NOT_FOUND","path":["repositoryOwner"],"message":"Could not resolve to a RepositoryOwner."}]}',
      );
    }
    return json(recorded("github-pinned.json"));
  }
  if (path === `${REPO}/tram-times`) return json(recorded("github-tram-times.json"));
  if (path === `${REPO}/tram-times/languages`) return json(recorded("github-tram-times-languages.json"));
  if (path === `${REPO}/tram-times/releases/latest`) return json(recorded("github-tram-times-release.json"));
  if (path === `${REPO}/departure-feed`) return json(recorded("github-departure-feed.json"));
  if (path === `${REPO}/departure-feed/languages`) return json(recorded("github-departure-feed-languages.json"));
  // A malformed answer: a proxy's error page where JSON should be.
  if (path === `${REPO}/broken-proxy`) return { status: 200, body: "<html><body>Bad gateway</body></html>" };
  if (
    path === "/bluesky/xrpc/com.atproto.identity.resolveHandle" &&
    url.searchParams.get("handle") === "zofia.example.com"
  ) {
    return json(recorded("bluesky-resolve-handle.json"));
  }
  if (path === "/bluesky/xrpc/app.bsky.feed.getPostThread" && url.searchParams.get("uri") === THREAD_URI) {
    return json(recorded("bluesky-thread.json"));
  }
  if (path === "/mastodon/mastodon.example/api/v1/statuses/113456789012345678/context") {
    return json(recorded("mastodon-context.json"));
  }
  // webmention.io: one page of the account's mentions, for its token only.
  if (path === "/webmention/api/mentions.jf2") {
    if (url.searchParams.get("token") !== WEBMENTION_TOKEN) return json('{"error":"forbidden"}', 403);
    return json(url.searchParams.get("page") === "0" ? recorded("webmention-mentions.json") : '{"children":[]}');
  }
  // GitHub's 404, for a missing release as for a missing (or, without a token, private) repository.
  if (path.startsWith("/github/"))
    return json('{"message":"Not Found","documentation_url":"https://docs.github.com"}', 404);
  return json('{"error":"NotFound","message":"Post not found"}', 400);
}

let server: Server;
let origin = "";
const scratch: string[] = [];

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const authorization = request.headers.authorization;
    let sent = "";
    for await (const chunk of request) sent += String(chunk);
    requests.push({
      path: request.url ?? "",
      ...(authorization ? { authorization } : {}),
      ...(sent ? { body: sent } : {}),
    });
    const { status, body, headers = {} } = answer(request, sent);
    response.writeHead(status, headers).end(body);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  for (const folder of scratch) rmSync(folder, { recursive: true, force: true });
});

/** A copy of the fixture site, without its snapshot unless asked, to refresh. */
function site({ snapshot = false } = {}): string {
  const folder = mkdtempSync(join(tmpdir(), "refresh-"));
  scratch.push(folder);
  cpSync(FIXTURE, folder, { recursive: true, filter: (path) => snapshot || !path.includes("/fetched") });
  return folder;
}

/** `npm run refresh` on a content folder; its exit code and what it printed. */
async function refresh(content: string, env: Record<string, string> = {}) {
  const run = promisify(execFile);
  try {
    const { stdout, stderr } = await run("npm", ["run", "--silent", "refresh"], {
      cwd: ROOT,
      env: {
        ...process.env,
        CONTENT_DIR: content,
        REFRESH_TEST_SERVER: origin,
        GITHUB_TOKEN: "",
        WEBMENTION_IO_TOKEN: WEBMENTION_TOKEN,
        ...env,
      },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const snapshotOf = (content: string, name: string) => readFileSync(join(content, "fetched", name), "utf8");

test(
  "refresh writes the fixture site's snapshot from the services' documented answers, a line per source",
  { timeout: 60_000 },
  async () => {
    scenario = "recorded";
    const content = site();
    const { code, stdout } = await refresh(content);
    expect(code).toBe(0);
    expect(stdout).toContain("✓ github.com/zofia-wisniewska-example/tram-times: changed: new");
    expect(stdout).toContain("✓ github.com/zofia-wisniewska-example/departure-feed: changed: new");
    expect(stdout).toContain(
      "✓ bsky.app/profile/zofia.example.com/post/3lbindexes2a: 3 replies, changed: 3 new replies",
    );
    expect(stdout).toContain("✓ mastodon.example/@zofia/113456789012345678: 2 replies, changed: 2 new replies");
    // What the fixture's pages are built from is exactly what refresh writes.
    for (const name of ["github.json", "replies.json"]) {
      expect(snapshotOf(content, name), name).toBe(snapshotOf(FIXTURE, name));
    }
    // Again: nothing changed, nothing written.
    const again = await refresh(content);
    expect(again.stdout).toContain("✓ github.com/zofia-wisniewska-example/tram-times: unchanged");
    expect(again.stdout).toContain("Nothing changed.");
  },
);

test("only the fields the pages show are kept, and fetched text is plain text", async () => {
  const github = JSON.parse(snapshotOf(FIXTURE, "github.json"));
  expect(Object.keys(github["zofia-wisniewska-example/tram-times"]).sort()).toEqual(
    ["archived", "forks", "languages", "licence", "pushedAt", "release", "stars", "url"].sort(),
  );
  expect(github["zofia-wisniewska-example/tram-times"].languages).toEqual(["TypeScript", "CSS", "HTML"]);
  expect(github["zofia-wisniewska-example/departure-feed"]).toMatchObject({ archived: true, stars: 1 });
  const text = snapshotOf(FIXTURE, "replies.json");
  for (const never of ["avatar", "Never kept", "must not be kept", "release notes", "onerror=alert(1)"]) {
    expect(text).not.toContain(never);
  }
  // Webmentions: a post's only, public only, by the post's address; a reply's text kept as text, a like without.
  const mentions = JSON.parse(snapshotOf(FIXTURE, "webmentions.json"));
  expect(Object.keys(mentions)).toEqual(["https://zofia-wisniewska.example/writing/indexes-before-caches"]);
  const [reply, like] = Object.values(mentions)[0] as { kind: string; text?: string; author: object }[];
  expect(reply).toMatchObject({ kind: "reply", text: "An index first: yes. <script>alert(4)</script>" });
  expect(like).toMatchObject({ kind: "like", author: { name: "Ines", url: "https://ines.example/" } });
  expect(like!.text).toBeUndefined();
  expect(snapshotOf(FIXTURE, "webmentions.json")).not.toMatch(/photo|must not be kept/);
  const replies = JSON.parse(text);
  const bluesky = replies["https://bsky.app/profile/zofia.example.com/post/3lbindexes2a"].replies;
  // The thread's order, each reply followed by its own; the bidi override gone from a name, the markup kept as text.
  expect(bluesky.map((reply: { depth: number }) => reply.depth)).toEqual([1, 2, 1]);
  expect(bluesky[2].author.name).toBe("<b>Mallory</b>");
  expect(bluesky[2].text).toBe("<script>alert('replies are text')</script> <img src=x onerror=alert(2)>");
  const mastodon = replies["https://mastodon.example/@zofia/113456789012345678"].replies;
  // HTML made plain: paragraphs as lines, entities decoded, a script element's content dropped, escaped markup kept.
  expect(mastodon[0].text).toBe("@zofia Merci\u00a0! On a fait pareil à Lyon.\n\nDeuxième paragraphe & fin.");
  expect(mastodon[0].author).toEqual({
    name: "Claire Dubois",
    handle: "@claire@mastodon.example",
    url: "https://mastodon.example/@claire",
  });
  expect(mastodon[1].text).toBe("Look: <script>alert(3)</script>");
  expect(mastodon[1].author.name).toBe("@eve@social.example");
});

test(
  "a rate limit, a 404, a malformed answer and no network each say why, and keep the last snapshot",
  { timeout: 60_000 },
  async () => {
    const content = site({ snapshot: true });
    // A project whose repository is not found, and one whose API answers with a proxy's page.
    for (const [slug, repo] of [
      ["gone-project", "no-such-repository"],
      ["proxied-project", "broken-proxy"],
    ] as const) {
      const folder = join(content, "projects", slug);
      cpSync(join(content, "projects", "departure-feed"), folder, { recursive: true });
      const markdown = readFileSync(join(folder, "index.md"), "utf8").replace(/departure-feed\n/, `${repo}\n`);
      writeFileSync(join(folder, "index.md"), markdown.replace(/^name: .*$/m, `name: ${slug}`));
    }
    const before = ["github.json", "replies.json", "webmentions.json"].map((name) => snapshotOf(content, name));
    scenario = "failing";
    const { code, stdout, stderr } = await refresh(content);
    scenario = "recorded";
    expect(code, stderr).toBe(0);
    expect(stdout).toContain(
      "✗ github.com/zofia-wisniewska-example/departure-feed: rate limited until 2026-03-04 14:05 UTC (GITHUB_TOKEN in the environment allows more); kept the last snapshot",
    );
    // After a rate limit, GitHub is not asked again in that run.
    expect(stdout).toMatch(
      /✗ github\.com\/zofia-wisniewska-example\/no-such-repository: rate limited until .*; nothing shown until it succeeds/,
    );
    expect(stdout).toContain(
      "✗ bsky.app/profile/zofia.example.com/post/3lbindexes2a: rate limited until 2026-03-04 14:05 UTC; kept the last snapshot",
    );
    expect(stdout).toContain("✗ mastodon.example/@zofia/113456789012345678: not found; kept the last snapshot");
    expect(stdout).toContain("✗ webmention.io: the service answered HTTP 503; kept the last snapshot");
    expect(["github.json", "replies.json", "webmentions.json"].map((name) => snapshotOf(content, name))).toEqual(
      before,
    );

    // Without the rate limit: the 404 and the malformed answer.
    const { stdout: second } = await refresh(content);
    expect(second).toContain(
      "✗ github.com/zofia-wisniewska-example/no-such-repository: not found (or private: GitHub answers a private repository's address the same); nothing shown until it succeeds",
    );
    expect(second).toContain(
      "✗ github.com/zofia-wisniewska-example/broken-proxy: a malformed answer: not JSON; nothing shown until it succeeds",
    );

    // No network at all: a port nothing listens on.
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, "127.0.0.1", done));
    const port = (closed.address() as { port: number }).port;
    await new Promise((done) => closed.close(done));
    const { stdout: offline } = await refresh(content, { REFRESH_TEST_SERVER: `http://127.0.0.1:${port}` });
    expect(offline).toContain(
      `✗ github.com/zofia-wisniewska-example/tram-times: offline: could not reach 127.0.0.1:${port} (ECONNREFUSED); kept the last snapshot`,
    );
    expect(["github.json", "replies.json", "webmentions.json"].map((name) => snapshotOf(content, name))).toEqual(
      before,
    );
  },
);

test(
  "GITHUB_TOKEN is sent to GitHub only, WEBMENTION_IO_TOKEN to webmention.io only, and neither is printed or written",
  { timeout: 60_000 },
  async () => {
    const content = site();
    requests.length = 0;
    const { stdout, stderr } = await refresh(content, { GITHUB_TOKEN: TOKEN });
    expect(
      requests
        .filter((request) => request.path.includes(WEBMENTION_TOKEN))
        .every((request) => request.path.startsWith("/webmention/")),
    ).toBe(true);
    expect(requests.some((request) => request.path.startsWith("/webmention/"))).toBe(true);
    for (const secret of [TOKEN, WEBMENTION_TOKEN]) {
      expect(`${stdout}${stderr}`).not.toContain(secret);
      for (const name of ["github.json", "pinned.json", "replies.json", "webmentions.json"])
        expect(snapshotOf(content, name)).not.toContain(secret);
    }
    const github = requests.filter((request) => request.path.startsWith("/github/"));
    expect(github.length).toBeGreaterThan(0);
    expect(github.every((request) => request.authorization === `Bearer ${TOKEN}`)).toBe(true);
    expect(requests.filter((request) => !request.path.startsWith("/github/") && request.authorization)).toEqual([]);
  },
);

test("the API bases are the services' own unless a test names a server on this machine", () => {
  expect(apiBases({})).toBe(PUBLIC_APIS);
  expect(apiBases({ REFRESH_TEST_SERVER: "http://127.0.0.1:9" }).github).toBe("http://127.0.0.1:9/github");
  expect(() => apiBases({ REFRESH_TEST_SERVER: "https://api.example.com" })).toThrow(/on this machine/);
});

test("a site that points at nothing is left as it is", { timeout: 60_000 }, async () => {
  const content = site();
  // No project on GitHub, no post announced, no webmention endpoint, no pinned repositories.
  const settings = join(content, "settings.ts");
  writeFileSync(
    settings,
    readFileSync(settings, "utf8")
      .replace(/^ {2}webmention: .*\n/m, "")
      .replace(/^ {2}pinnedRepositories: .*\n/m, ""),
  );
  for (const file of [
    "projects/tram-times/index.md",
    "projects/departure-feed/index.md",
    "writing/indexes-before-caches.md",
  ]) {
    const text = readFileSync(join(content, file), "utf8");
    writeFileSync(join(content, file), text.replace(/^git_url: .*\n/m, "").replace(/^replies:\n(?: {2}- .*\n)+/m, ""));
  }
  const { code, stdout } = await refresh(content);
  expect(code).toBe(0);
  expect(stdout).toContain("Nothing to refresh");
});

const PINNED = "github.com/zofia-wisniewska-example's pinned repositories";

test(
  "the pinned repositories come from GitHub's GraphQL API with the token, and only the fields shown, as text",
  { timeout: 60_000 },
  async () => {
    scenario = "recorded";
    const content = site();
    // No token: one line that says what to set, and nothing written.
    const { stdout: without } = await refresh(content);
    expect(without).toContain(
      `✗ ${PINNED}: GitHub's GraphQL API answers only with a token: set GITHUB_TOKEN in the environment (one that reads public repositories will do); nothing shown until it succeeds`,
    );
    expect(() => snapshotOf(content, "pinned.json")).toThrow(/ENOENT/);

    requests.length = 0;
    const { stdout } = await refresh(content, { GITHUB_TOKEN: TOKEN });
    expect(stdout).toContain(`✓ ${PINNED}: 4 repositories, changed: new`);
    expect(snapshotOf(content, "pinned.json")).toBe(snapshotOf(FIXTURE, "pinned.json"));
    const query = requests.find((request) => request.path === "/github/graphql");
    expect(query?.authorization).toBe(`Bearer ${TOKEN}`);
    // The account is a variable, never written into the query.
    const sent = JSON.parse(query!.body!) as { query: string; variables: { login: string } };
    expect(sent.variables).toEqual({ login: "zofia-wisniewska-example" });
    expect(sent.query).not.toContain("zofia");

    const pinned = JSON.parse(snapshotOf(FIXTURE, "pinned.json"))["zofia-wisniewska-example"] as Record<
      string,
      unknown
    >[];
    // The profile's order; a private pin never kept, even when the token can read it.
    expect(pinned.map((entry) => entry.repository)).toEqual([
      "zofia-wisniewska-example/tram-times",
      "zofia-wisniewska-example/gtfs-lint",
      "krakow-transit-lab/open-stops",
      "zofia-wisniewska-example/dotfiles",
    ]);
    expect(snapshotOf(FIXTURE, "pinned.json")).not.toMatch(/salary-notes|must not be kept|isPrivate|forkCount/);
    for (const entry of pinned) {
      expect(
        Object.keys(entry).every((key) =>
          ["repository", "url", "description", "language", "stars", "archived"].includes(key),
        ),
      ).toBe(true);
    }
    // Markup kept as text, the direction override gone.
    expect(pinned[1]!.description).toBe("Checks <b>GTFS</b> feeds <script>alert('pinned')</script> before they ship");
    expect(pinned[2]).toMatchObject({ archived: true, stars: 1 });
    expect(pinned[2]!.language).toBeUndefined();
    expect(pinned[3]!.description).toBeUndefined();

    // Again: unchanged.
    const { stdout: again } = await refresh(content, { GITHUB_TOKEN: TOKEN });
    expect(again).toContain(`✓ ${PINNED}: 4 repositories, unchanged`);
  },
);

test(
  "a refused token, a rate limit, a malformed answer and an unknown account each say why, and keep the last snapshot",
  { timeout: 90_000 },
  async () => {
    scenario = "recorded";
    const content = site({ snapshot: true });
    const before = snapshotOf(content, "pinned.json");
    const cases: [Answer, string][] = [
      [
        json('{"message":"Bad credentials","documentation_url":"https://docs.github.com/graphql"}', 401),
        "GitHub refused GITHUB_TOKEN (401: bad credentials)",
      ],
      [
        {
          status: 403,
          body: '{"message":"API rate limit exceeded"}',
          headers: { "x-ratelimit-remaining": "0", "x-ratelimit-reset": String(RESET) },
        },
        "rate limited until 2026-03-04 14:05 UTC",
      ],
      [
        json('{"errors":[{"type":"RATE_LIMITED","message":"API rate limit exceeded for user ID 1."}]}'),
        "rate limited (GitHub's GraphQL API)",
      ],
      [{ status: 200, body: "<html><body>Bad gateway</body></html>" }, "a malformed answer: not JSON"],
      [json('{"data":{"repositoryOwner":{"pinnedItems":{"nodes":"six"}}}}'), "a malformed answer: no pinned items"],
      [
        json(
          '{"data":{"repositoryOwner":{"pinnedItems":{"nodes":[{"nameWithOwner":"a/b","url":"http://github.com/a/b","stargazerCount":1}]}}}}',
        ),
        "a malformed answer: pin 1's url is not what GitHub documents",
      ],
    ];
    for (const [answered, reason] of cases) {
      graphqlAnswer = answered;
      const { stdout } = await refresh(content, { GITHUB_TOKEN: TOKEN });
      expect(stdout).toContain(`✗ ${PINNED}: ${reason}; kept the last snapshot`);
      expect(snapshotOf(content, "pinned.json")).toBe(before);
    }
    graphqlAnswer = undefined;

    // An account GitHub does not know: its line, and the other account's pins are not kept for it.
    const settings = join(content, "settings.ts");
    writeFileSync(
      settings,
      readFileSync(settings, "utf8").replace(/^ {2}pinnedRepositories: .*$/m, '  pinnedRepositories: "nobody-here",'),
    );
    const { stdout } = await refresh(content, { GITHUB_TOKEN: TOKEN });
    expect(stdout).toContain(
      "✗ github.com/nobody-here's pinned repositories: not found: GitHub has no such account; nothing shown until it succeeds",
    );
    expect(JSON.parse(snapshotOf(content, "pinned.json"))).toEqual({});
  },
);
