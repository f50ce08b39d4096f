// How `npm run refresh` asks the services: one GET, its JSON, or why there is none in words an owner can act on
// (offline, rate limited until when, not found, private, an answer that is not what the service documents).
// The API bases are the services' own; REFRESH_TEST_SERVER, read here and only by the tests, sends every request to a
// local server instead (cli/refresh.test.ts), and only to one on this machine, so nothing, a token least of all, can
// be sent elsewhere by it.

/** Where each service's API answers. */
export type ApiBases = {
  github: string;
  bluesky: string;
  /** A Mastodon instance's API, from the origin of the post's address. */
  mastodon: (origin: string) => string;
  webmention: string;
};

export const PUBLIC_APIS: ApiBases = {
  github: "https://api.github.com",
  // Bluesky's public AppView: answers without an account.
  bluesky: "https://public.api.bsky.app",
  mastodon: (origin) => origin,
  webmention: "https://webmention.io",
};

/** The services' own APIs, or, for the tests only, a server on this machine that answers as they document. */
export function apiBases(env: NodeJS.ProcessEnv = process.env): ApiBases {
  const test = env.REFRESH_TEST_SERVER;
  if (!test) return PUBLIC_APIS;
  const url = URL.parse(test);
  if (!url || url.protocol !== "http:" || !["127.0.0.1", "localhost", "[::1]"].includes(url.hostname)) {
    throw new Error(
      `REFRESH_TEST_SERVER is for the tests: expected a server on this machine, like http://127.0.0.1:8080, got ${JSON.stringify(test)}`,
    );
  }
  const base = url.origin;
  return {
    github: `${base}/github`,
    bluesky: `${base}/bluesky`,
    mastodon: (origin) => `${base}/mastodon/${new URL(origin).host}`,
    webmention: `${base}/webmention`,
  };
}

/** An answer's JSON, or why there is none. */
export type Fetched =
  { ok: true; json: unknown } | { ok: false; status?: number; reason: string; rateLimited?: boolean };

/** The largest answer read: a repository or a thread is a few kilobytes; anything far larger is not one. */
const MAX_BYTES = 5 * 1024 * 1024;
const TIMEOUT_MS = 20_000;
export const USER_AGENT = "developer-portfolio-refresh (+https://github.com)";

/** "14:05 UTC" (and the date when it is not today), from a reset time the service gives. */
function resetTime(headers: Headers, now: Date): string | undefined {
  // GitHub: x-ratelimit-reset, epoch seconds; Bluesky: ratelimit-reset, epoch seconds; Mastodon: x-ratelimit-reset,
  // an ISO 8601 date; anyone: retry-after, seconds from now (or an HTTP date).
  const epoch = headers.get("x-ratelimit-reset") ?? headers.get("ratelimit-reset");
  let at: Date | undefined;
  if (epoch && /^\d+$/.test(epoch.trim())) at = new Date(Number(epoch) * 1000);
  else if (epoch && !Number.isNaN(Date.parse(epoch))) at = new Date(epoch);
  const retry = headers.get("retry-after");
  if (!at && retry && /^\d+$/.test(retry.trim())) at = new Date(now.getTime() + Number(retry) * 1000);
  else if (!at && retry && !Number.isNaN(Date.parse(retry))) at = new Date(retry);
  if (!at) return undefined;
  const time = at.toISOString().slice(11, 16);
  const day = at.toISOString().slice(0, 10);
  return day === now.toISOString().slice(0, 10) ? `${time} UTC` : `${day} ${time} UTC`;
}

/** Why a request that threw got no answer: the network, in an owner's words. */
function unreachable(url: URL, error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as { name?: string }).name;
  if (cause === "TimeoutError" || cause === "UND_ERR_CONNECT_TIMEOUT")
    return `offline: ${url.host} did not answer in ${TIMEOUT_MS / 1000} s`;
  return `offline: could not reach ${url.host}${cause ? ` (${cause})` : ""}`;
}

/**
 * GET `address` (or POST `body` to it) and parse its JSON. `headers` may carry a token: it is sent to that address only, never printed;
 * a redirect to another origin drops it (fetch's rule).
 */
export async function getJson(
  address: string,
  {
    headers = {},
    now = new Date(),
    body,
  }: {
    headers?: Record<string, string>;
    now?: Date;
    /** JSON to POST instead of a GET: a GraphQL query. */
    body?: unknown;
  } = {},
): Promise<Fetched> {
  const url = new URL(address);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: {
        accept: "application/json",
        "user-agent": USER_AGENT,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      ...(body === undefined ? {} : { method: "POST", body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return { ok: false, reason: unreachable(url, error) };
  }
  const remaining = response.headers.get("x-ratelimit-remaining") ?? response.headers.get("ratelimit-remaining");
  if (response.status === 429 || ((response.status === 403 || response.status === 503) && remaining === "0")) {
    await response.body?.cancel();
    const until = resetTime(response.headers, now);
    return {
      ok: false,
      status: response.status,
      rateLimited: true,
      reason: `rate limited${until ? ` until ${until}` : ""}`,
    };
  }
  const length = Number(response.headers.get("content-length") ?? 0);
  if (length > MAX_BYTES) {
    await response.body?.cancel();
    return {
      ok: false,
      status: response.status,
      reason: `answered with ${length} bytes, more than a thread or a repository ever is`,
    };
  }
  const text = (await response.text()).slice(0, MAX_BYTES);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  // Bluesky's XRPC says a missing post with 400 and {"error": "NotFound"}.
  const xrpcError = record(json)?.error;
  if (response.status === 404 || response.status === 410 || (response.status === 400 && xrpcError === "NotFound"))
    return { ok: false, status: response.status, reason: "not found" };
  if (response.status === 401 || response.status === 403) {
    return { ok: false, status: response.status, reason: "not public: the service wants a signed-in request" };
  }
  if (!response.ok)
    return { ok: false, status: response.status, reason: `the service answered HTTP ${response.status}` };
  if (json === undefined) return { ok: false, status: response.status, reason: "a malformed answer: not JSON" };
  return { ok: true, json };
}

/** A value as an object whose fields can be read, or nothing. */
export function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}
