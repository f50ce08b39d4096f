// @vitest-environment node
import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { settings as ownerSettings } from "../app/collections/owner-modules.ts";
import { parseSettings } from "../app/schemas/settings-schema.ts";
import { metaPolicy, UNUSED_FETCH_DIRECTIVES } from "../app/page/content-security-policy.ts";
import { isLoopback, localServerHeaders, securityHeaders, strictTransportSecurity } from "./security-headers.ts";

test("HSTS is sent for two years, and reaches subdomains or the preload list only when the owner opts in", () => {
  expect(ownerSettings.hsts).toEqual({ includeSubDomains: false, preload: false });
  expect(securityHeaders()["Strict-Transport-Security"]).toBe("max-age=63072000");
  expect(strictTransportSecurity({ includeSubDomains: true, preload: false })).toBe(
    "max-age=63072000; includeSubDomains",
  );
  expect(strictTransportSecurity({ includeSubDomains: true, preload: true })).toBe(
    "max-age=63072000; includeSubDomains; preload",
  );
});

test("the settings schema names the field that is wrong", () => {
  expect(() => parseSettings({ hsts: { includeSubDomains: false, preload: true } })).toThrow(
    /settings\.hsts\.preload: preload needs includeSubDomains/,
  );
  expect(() => parseSettings({ hsts: { includeSubDomains: "yes", preload: false } })).toThrow(
    /settings\.hsts\.includeSubDomains:/,
  );
  const hsts = { includeSubDomains: false, preload: false };
  expect(() => parseSettings({ hsts, analytics: { provider: "matomo" } })).toThrow(/settings\.analytics\.provider:/);
  expect(() =>
    parseSettings({ hsts, analytics: { provider: "plausible", domain: "a.dev", host: "http://x.dev" } }),
  ).toThrow(/settings\.analytics\.host: must be an https origin/);
  expect(() => parseSettings({ hsts, analytics: { provider: "umami", websiteId: "abc" } })).toThrow(
    /settings\.analytics\.websiteId:/,
  );
  expect(parseSettings({ hsts, analytics: { provider: "plausible", domain: "a.dev" } }).analytics).toEqual({
    provider: "plausible",
    domain: "a.dev",
    host: "https://plausible.io",
  });
});

test("without analytics the page policy is exactly the site's own", () => {
  expect(metaPolicy(["sha256-abc"])).toBe(
    "script-src 'self' 'sha256-abc'; style-src 'self'; img-src 'self'; font-src 'self'; connect-src 'self'; " +
      "media-src 'none'; frame-src 'none'; child-src 'none'; worker-src 'none'; object-src 'none'; " +
      "base-uri 'none'; form-action 'none'",
  );
  expect(metaPolicy(["sha256-abc"], {})).toBe(metaPolicy(["sha256-abc"]));
});

test("the header policy limits no script, fetch or image source, so on every host the page policy alone decides what analytics may load", () => {
  const policy = securityHeaders()["Content-Security-Policy"] ?? "";
  const directives = policy.split("; ").map((entry) => entry.split(" ")[0]);
  for (const name of ["default-src", "script-src", "script-src-elem", "connect-src", "img-src"])
    expect(directives).not.toContain(name);
});

test("loopback addresses are told apart from the ones the network can reach", () => {
  for (const host of ["127.0.0.1", "127.0.1.1", "localhost", "::1", "[::1]"]) expect(isLoopback(host), host).toBe(true);
  for (const host of ["0.0.0.0", "::", "192.168.1.20", "example.com"]) expect(isLoopback(host), host).toBe(false);
});

test("the local server sends no directive that needs https, while every host config keeps upgrade-insecure-requests", () => {
  const local = localServerHeaders();
  expect(securityHeaders()["Content-Security-Policy"]).toContain("upgrade-insecure-requests");
  for (const directive of ["upgrade-insecure-requests", "block-all-mixed-content"])
    expect(local["Content-Security-Policy"]).not.toContain(directive);
  expect(local["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
  expect({ ...local, "Content-Security-Policy": "" }).toEqual({ ...securityHeaders(), "Content-Security-Policy": "" });
});

/** Starts the local server on HOST and resolves with what it printed once it listens. */
async function serverOutput(host: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "serve-test-"));
  await writeFile(join(dir, "index.html"), "<!doctype html><title>t</title>");
  const child = spawn(process.execPath, ["cli/serve.ts"], {
    env: { ...process.env, BUILD_DIR: dir, HOST: host, PORT: "0" },
  });
  let output = "";
  try {
    return await new Promise<string>((done, fail) => {
      const collect = (chunk: Buffer) => {
        output += chunk.toString();
        // The warning, when there is one, follows the "Serving" line in the same tick.
        if (output.includes("Serving")) setTimeout(() => done(output), 300);
      };
      child.stdout.on("data", collect);
      child.stderr.on("data", collect);
      child.on("exit", (code) => fail(new Error(`server exited with ${code}: ${output}`)));
    });
  } finally {
    child.kill();
    await rm(dir, { recursive: true, force: true });
  }
}

test("the local server warns when it serves plain HTTP beyond this machine, and only then", async () => {
  expect(await serverOutput("0.0.0.0")).toMatch(/Warning: HOST=0\.0\.0\.0 serves plain HTTP/);
  expect(await serverOutput("127.0.0.1")).not.toMatch(/Warning/);
}, 20_000);

/** Every directive Chromium, Firefox and WebKitGTK 2.50 all recognise; WebKitGTK logs any other as a console error. */
const RECOGNISED_EVERYWHERE = new Set([
  ...["script-src", "style-src", "img-src", "font-src", "connect-src", "media-src", "frame-src", "child-src"],
  ...["worker-src", "object-src", "base-uri", "form-action", "frame-ancestors", "upgrade-insecure-requests"],
]);
/** The fetch directives of CSP Level 3 that fall back to default-src. */
const FETCH_DIRECTIVES = [
  "script-src",
  "style-src",
  "img-src",
  "font-src",
  "connect-src",
  "media-src",
  "frame-src",
].concat(["child-src", "worker-src", "object-src"]);

test("no policy carries a directive an engine rejects, and the page policy still limits every fetch but the manifest", () => {
  const names = (policy: string) => policy.split("; ").map((entry) => entry.split(" ")[0] ?? "");
  const page = names(metaPolicy(["sha256-abc"], { script: ["https://a.example"], connect: ["https://a.example"] }));
  for (const name of [
    ...page,
    ...names(securityHeaders()["Content-Security-Policy"]!),
    ...names(localServerHeaders()["Content-Security-Policy"]!),
  ])
    expect(RECOGNISED_EVERYWHERE.has(name), name).toBe(true);
  // manifest-src is the one WebKitGTK rejects; with no default-src, nothing blocks the manifest in Chromium.
  expect(page).not.toContain("manifest-src");
  expect(page).not.toContain("default-src");
  for (const name of FETCH_DIRECTIVES) expect(page, name).toContain(name);
  for (const name of UNUSED_FETCH_DIRECTIVES) expect(metaPolicy([])).toContain(`${name} 'none'`);
});
