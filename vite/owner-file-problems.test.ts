// @vitest-environment node
// settings.ts, site.ts and site.<lang>.ts are edited by hand: any mistake in them stops the content check and the
// build with one line naming the file (and the field, or the line and column), exit code 1 and no stack trace.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test } from "vitest";
import { checkContentOf, fixtureSiteCopy, fixtureSiteWith, runOnContent } from "../e2e/harness/content-copy.ts";
import { holdRouteTypes } from "../e2e/harness/route-types-lock.ts";

const root = resolve(import.meta.dirname, "..");

/** A copy of the fixture site with one file edited by `edit`; its folder. */
const siteWith = (file: string, edit: (text: string) => string) => fixtureSiteWith("owner-file", file, edit);

/** Exit code 1, no stack frame and no Node internals, and the one problem line it names. */
function expectOneLine(result: ReturnType<typeof runOnContent>, line: RegExp) {
  expect(result.status, result.output).toBe(1);
  expect(result.output).not.toMatch(/^\s+at /m);
  expect(result.output).not.toContain("node:internal");
  expect(result.output).not.toContain("triggerUncaughtException");
  expect(result.problems.filter((problem) => !problem.includes("failed; the build stopped"))).toEqual([
    expect.stringMatching(line),
  ]);
}

const accent = (value: string) => (text: string) => text.replace('accent: "#ffcc00",', `accent: ${value},`);

test.each([
  ['"#12"', /settings\.ts: settings\.accent: must be a CSS colour/],
  ["42", /settings\.ts: settings\.accent: .*expected string/],
])("a bad accent (%s) is one line naming settings.ts and the field", { timeout: 30_000 }, (value, line) => {
  expectOneLine(checkContentOf(siteWith("settings.ts", accent(value))), line);
});

test.each([
  ['fonts: "comic"', /settings\.ts: settings\.fonts: must be one of the font pairs/],
  [
    "hsts: { includeSubDomains: false, preload: true }",
    /settings\.ts: settings\.hsts\.preload: preload needs includeSubDomains/,
  ],
  ['analytics: { provider: "plausible" }', /settings\.ts: settings\.analytics\.domain: /],
  ['languages: "en-GB"', /settings\.ts: settings\.languages: .*expected array/],
  ["languages: []", /settings\.ts: settings\.languages: expected at least one language/],
  ['alnguages: ["en"]', /settings\.ts: settings\.alnguages: unknown field, did you mean languages\?/],
])("settings.ts with %s is one line naming the field", { timeout: 30_000 }, (field, line) => {
  const content = siteWith("settings.ts", (text) =>
    text
      .replace(/^ {2}(languages|hsts): .*\n/gm, (whole, key: string) => (field.startsWith(`${key}:`) ? "" : whole))
      .replace("} satisfies SettingsInput;", `  ${field},\n} as unknown as SettingsInput;`),
  );
  expectOneLine(checkContentOf(content), line);
});

test("a syntax error names the file, line and column of the mistake and what was expected", { timeout: 60_000 }, () => {
  // A removed comma: the comma belongs at the end of the line, not at the start of the next field.
  const comma = siteWith("settings.ts", (text) => text.replace('fonts: "classic",', 'fonts: "classic"'));
  const line = readFileSync(join(comma, "settings.ts"), "utf8")
    .split("\n")
    .findIndex((l) => l.includes("fonts:"));
  expectOneLine(checkContentOf(comma), new RegExp(`settings\\.ts:${line + 1}:\\d+: ',' expected$`));

  // An unclosed string: told on its own line, not lines below where the parser gave up.
  const string = siteWith("site.ts", (text) => text.replace(/jobTitle: "([^"]*)",/, 'jobTitle: "$1,'));
  const stringLine = readFileSync(join(string, "site.ts"), "utf8")
    .split("\n")
    .findIndex((l) => l.includes("jobTitle:"));
  expectOneLine(checkContentOf(string), new RegExp(`site\\.ts:${stringLine + 1}:\\d+: Unterminated string literal$`));

  // A translation with an unclosed brace.
  const brace = siteWith("site.fr.ts", (text) =>
    text.replace(/portrait: \{ alt: ("[^"]*") \},/, "portrait: { alt: $1,"),
  );
  expectOneLine(checkContentOf(brace), /site\.fr\.ts:\d+:\d+: .* expected/);
});

test.each(["site.ts", "settings.ts"])(
  "a missing %s is one line naming it and the command that makes one",
  { timeout: 30_000 },
  (file) => {
    const dir = fixtureSiteCopy("owner-file");
    rmSync(join(dir, file));
    expectOneLine(checkContentOf(dir), new RegExp(`${file.replace(".", "\\.")}: missing; .*new-site`));
  },
);

test(
  "npm run build stops on a bad settings.ts or a syntax error with the check's one line",
  { timeout: 120_000 },
  () => {
    const build = (content: string) => runOnContent(["npm", "run", "--silent", "build"], content);
    const bad = build(siteWith("settings.ts", accent('"#12"')));
    expectOneLine(bad, /settings\.ts: settings\.accent: must be a CSS colour/);
    expect(bad.output).toContain("✗ content failed");
    // Its last line: what build/ holds, which the content check, the first step, cannot have touched.
    expect(bad.output.trim().split("\n").at(-1)).toMatch(
      /^(The previous site in build\/ was left untouched\.|build\/ holds no site: nothing to deploy until a build passes\.)$/,
    );
    // vite.config.ts imports the site's URL as it loads: a syntax error there is the same one line.
    const syntax = build(siteWith("site.ts", (text) => text.replace(/url: "([^"]*)",/, 'url: "$1"')));
    expectOneLine(syntax, /site\.ts:\d+:\d+: ',' expected$/);
    expect(syntax.output).toContain("✗ content failed");
  },
);

test(
  "the type check's route types are made over a site.ts that does not parse: tsc then names its line",
  { timeout: 60_000 },
  async () => {
    // `npm run typecheck` is `react-router typegen && tsc`: typegen must not stop on the file with a stack trace first.
    const syntax = siteWith("site.ts", (text) => text.replace(/url: "([^"]*)",/, 'url: "$1"'));
    // It rewrites the checkout's route types, as a development server started by another test does.
    const release = await holdRouteTypes();
    let result: ReturnType<typeof runOnContent>;
    try {
      result = runOnContent(["npx", "react-router", "typegen"], syntax);
    } finally {
      release();
    }
    expect(result.status, result.output).toBe(0);
    expect(result.output).not.toMatch(/^\s+at /m);
    expect(result.output).not.toContain("ContentError");
  },
);

test("the local server, started on a built site, says a bad setting in one line too", { timeout: 30_000 }, () => {
  const content = siteWith("settings.ts", (text) =>
    text.replace(
      "hsts: { includeSubDomains: false, preload: false }",
      "hsts: { includeSubDomains: false, preload: true }",
    ),
  );
  const build = mkdtempSync(join(tmpdir(), "owner-file-build-"));
  writeFileSync(join(build, "index.html"), "<!doctype html>");
  const result = spawnSync(process.execPath, ["cli/serve.ts"], {
    cwd: root,
    env: { ...process.env, CONTENT_DIR: content, BUILD_DIR: build, PORT: "0" },
    encoding: "utf8",
    timeout: 20_000,
  });
  const output = `${result.stdout}${result.stderr}`;
  expect(result.status, output).toBe(1);
  expect(output).not.toMatch(/^\s+at /m);
  expect(output).toMatch(/settings\.ts: settings\.hsts\.preload: preload needs includeSubDomains/);
  rmSync(build, { recursive: true, force: true });
});
