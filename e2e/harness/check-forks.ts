// `npm run test:forks`: every shape of site in fixtures/shapes.ts made into a
// scratch fork of this template (e2e/harness/fork.ts), built, and checked the way
// `npm test` checks an owner's site: every page valid HTML, every link and
// fragment resolving, and the site-wide browser checks (axe in both themes,
// the policy, byte budgets, a clean console). No test is edited for any shape.
// A shape with a base path is built, served and checked under it, and its
// smoke tests run on nginx too: the template's check that a site works on a
// sub-path, so the fixture itself is built once, at the root.
// A shape made by `npm run import-resume` must also give its file back: the
// built resume.json equals the JSON Resume it was imported from. A shape with
// `ownerChecks` also runs the type check, the lint of the owner's files and the unit tests that read
// them (e2e/harness/owner-tests.ts), as `npm test` does: an owner's content must pass all of `npm test`
// untouched. The other unit tests read only the fixture site, the same in a fork as in the template's
// unit stage. A shape made by `new-site` runs it over a committed clone, and the repository-wide checks
// (.ci/) after it, before any commit.
//   node e2e/harness/check-forks.ts [shape…]   all shapes unless named
import { spawn } from "node:child_process";
import { once } from "node:events";
import { isDeepStrictEqual, stripVTControlCharacters } from "node:util";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import sharp from "sharp";
import { SHAPES, type Shape } from "../../fixtures/shapes.ts";
import { makeFork, writeContent } from "./fork.ts";
import { namedPorts } from "./free-port.ts";
import { OWNER_TESTS } from "./owner-tests.ts";
import { CONTENT_DIR } from "../../cli/owner-content.ts";

/** A flat stand-in for a screenshot, wide enough that the build does not warn. */
async function drawScreenshot(file: string, label: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <rect width="100%" height="100%" fill="#eef1f5"/><rect width="100%" height="120" fill="#26415e"/>
    <rect x="120" y="240" width="1360" height="520" rx="24" fill="#26415e" opacity="0.3"/>
    <text x="120" y="900" font-family="sans-serif" font-size="64" fill="#26415e">${label}</text></svg>`;
  mkdirSync(dirname(file), { recursive: true });
  await sharp(Buffer.from(svg)).png({ palette: true, colours: 8 }).toFile(file);
}

/** Who commits a fork's files, where the machine has no git identity. */
const COMMITTER = {
  GIT_AUTHOR_NAME: "Fork",
  GIT_AUTHOR_EMAIL: "fork@example.com",
  GIT_COMMITTER_NAME: "Fork",
  GIT_COMMITTER_EMAIL: "fork@example.com",
};

/** How many of a failed step's last lines the run repeats at its end, where CI's log keeps them. */
const TAIL_LINES = 30;

/** A step that failed: its command, and the last lines it printed. */
class StepFailure extends Error {
  readonly tail: readonly string[];
  constructor(step: string, tail: readonly string[]) {
    super(`${step} failed`);
    this.tail = tail;
  }
}

/**
 * `command` run in `cwd`, its output passed through as it comes; throws a StepFailure holding the output's last lines,
 * so the summary can repeat them after every other fork has run.
 */
async function run(cwd: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const step = [command, ...args].join(" ");
  console.log(`  $ ${step}`);
  const started = performance.now();
  // A fork builds its own content/, whatever folder CONTENT_DIR points this run at.
  const child = spawn(command, args, {
    cwd,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, CONTENT_DIR: "", ...env },
  });
  // The output's end, enough of it for the last lines (a chunk may end inside a line).
  let end = "";
  const keep = (chunk: string, to: NodeJS.WriteStream) => {
    to.write(chunk);
    end = (end + chunk).slice(-64 * 1024);
  };
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => keep(chunk, process.stdout));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => keep(chunk, process.stderr));
  const [status] = (await once(child, "close")) as [number | null];
  if (status !== 0) {
    const lines = stripVTControlCharacters(end)
      .split("\n")
      .filter((line) => line.trim() !== "");
    throw new StepFailure(`${step} in ${cwd}`, lines.slice(-TAIL_LINES));
  }
  console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

/**
 * The "Add a page kind" example of docs/architecture.md applied as its three steps say: the
 * route module, its line in app/routes.ts after the home page's, and its words
 * after `writing` in every catalogue. Returns the new page's path.
 */
export function addPageKind(fork: string): string {
  const guide = readFileSync(join(fork, "docs/architecture.md"), "utf8");
  const section = guide.split("\n## Add a page kind\n")[1]?.split("\n## ")[0] ?? "";
  // The blocks sit in a numbered list, indented by three spaces.
  const blocks = [...section.matchAll(/^ {3}```\w+\n([\s\S]*?)\n {3}```$/gm)].map((match) =>
    (match[1] ?? "").replace(/^ {3}/gm, ""),
  );
  const [module, line, words] = blocks;
  const file = module && /^\/\/ (app\/routes\/\S+)/.exec(module)?.[1];
  const path = line && /page\("([^"]+)"/.exec(line)?.[1];
  if (!file || !path || !words)
    throw new Error('docs/architecture.md: the "Add a page kind" section lost one of its three blocks');
  writeFileSync(join(fork, file), `${module}\n`);
  const insert = (target: string, after: RegExp, text: string) => {
    const source = readFileSync(target, "utf8");
    const anchor = after.exec(source);
    if (!anchor) throw new Error(`${target}: no line matching ${after} to add the example after`);
    const end = source.indexOf("\n", anchor.index) + 1;
    writeFileSync(target, `${source.slice(0, end)}${text}\n${source.slice(end)}`);
  };
  insert(join(fork, "app/routes.ts"), /page\("\/", "routes\/home\.tsx", "home"\),/, line);
  const catalogues = join(fork, "app/i18n/messages");
  for (const name of readdirSync(catalogues)) {
    const target = join(catalogues, name);
    // A catalogue built on another (pt-PT.ts spreads pt.ts) takes the new words from it, as the guide says.
    if (
      !/^ {4}writing: /m.test(readFileSync(target, "utf8")) &&
      /^ {4}\.\.\.\w+\(format\),$/m.test(readFileSync(target, "utf8"))
    )
      continue;
    insert(target, /^ {4}writing: /m, words);
  }
  return path;
}

const sitemapPaths = (fork: string) =>
  [...readFileSync(join(fork, "build/client/sitemap.xml"), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "").pathname,
  );

/** Every language's version of a page is in the sitemap: the route table published it. */
function checkPublished(fork: string, path: string) {
  const listed = sitemapPaths(fork).filter((loc) => loc.endsWith(path));
  console.log(`  ${path}: ${listed.length} versions in the sitemap`);
  if (listed.length < 2) throw new Error(`the added page kind ${path} is not in the sitemap in every language`);
}

/** The pages the shape's content must still publish are in the sitemap. */
function checkPublishes(fork: string, paths: string[]) {
  const listed = new Set(sitemapPaths(fork));
  const missing = paths.filter((path) => !listed.has(path));
  if (missing.length > 0) throw new Error(`the sitemap does not list ${missing.join(", ")}`);
  console.log(`  the sitemap lists ${paths.join(", ")}`);
}

/** The built default-language resume.json is the imported file again, field for field. */
export function checkResumeRoundTrip(fork: string, imported: string) {
  const given: unknown = JSON.parse(readFileSync(imported, "utf8"));
  const built: unknown = JSON.parse(readFileSync(join(fork, "build/client/resume.json"), "utf8"));
  if (!isDeepStrictEqual(built, given)) {
    throw new Error(
      `build/client/resume.json is not ${imported} again:\n${JSON.stringify(built, null, 2)}\n(imported:)\n${JSON.stringify(given, null, 2)}`,
    );
  }
  console.log(`  build/client/resume.json equals ${imported}`);
}

/** The ports a shape's tests serve its site on: the production server's and nginx's. */
type ShapePorts = { site: number; nginx: number };

export async function checkShape(name: string, shape: Shape, ports: ShapePorts) {
  console.log(`\nFork "${name}": ${shape.about}`);
  // A shape started by new-site gets its files after it, as the owner's edits of the site new-site started.
  const fork = makeFork(`shape-${name}`, shape.newSite ? { contentFrom: CONTENT_DIR } : { files: shape.files });
  if (shape.ownerChecks || shape.newSite) {
    // As an owner's fork is when they start: a clone of the template, its sample committed
    // (cli/upgrade-this-template.test.ts clones it). Nothing of theirs is committed before `npm test` runs.
    await run(fork, "git", ["add", "-A"]);
    await run(fork, "git", ["commit", "-q", "-m", "The template, as cloned"], COMMITTER);
  }
  if (shape.newSite) {
    await run(fork, "node", ["cli/new-site.ts", ...shape.newSite]);
    writeContent(join(fork, CONTENT_DIR), shape.files);
  }
  for (const path of shape.screenshots) await drawScreenshot(join(fork, CONTENT_DIR, path), basename(path));
  // The checks that read the whole checkout (.ci/), right after new-site, with its deletions still in git's index; a
  // shape with the owner's checks runs them among those, on the same files.
  const ownerChecksReadCheckout = shape.ownerChecks && OWNER_TESTS.includes(".ci/");
  if (shape.newSite && !ownerChecksReadCheckout) await run(fork, "npx", ["vitest", "run", ".ci/"]);
  const resume = shape.importResume ? resolve(shape.importResume) : undefined;
  if (resume) await run(fork, "node", ["cli/import-resume.ts", resume, "--force"]);
  if (shape.ownerChecks) {
    // What `npm test` runs before it builds, on the owner's files, uncommitted as an owner's are. The lint reads only
    // them: the rest of the fork is this checkout's files, which `npm test`'s own lint reads. So do the unit tests run
    // here (OWNER_TESTS): the others read the fixture site, as in the template's own unit stage.
    await run(fork, "npx", ["eslint", CONTENT_DIR]);
    await run(fork, "npx", ["prettier", "--check", CONTENT_DIR]);
    await run(fork, "npm", ["run", "--silent", "test:unit", "--", ...OWNER_TESTS]);
  }
  // A change to the template itself, made after the owner's checks: the template's tests describe the template.
  const added = shape.addsPageKind ? addPageKind(fork) : undefined;
  // The example type-checks as docs/architecture.md gives it, and the owner's content as its types say (one type
  // check for both: the example touches no content); so does what new-site leaves, a site with no posts.
  if (added || shape.ownerChecks || shape.newSite) await run(fork, "npm", ["run", "--silent", "typecheck"]);
  // Every step sees the base path, as an owner's build and host would.
  const base = shape.basePath ? { BASE_PATH: shape.basePath } : {};
  await run(fork, "npm", ["run", "--silent", "build"], base);
  await run(fork, "npm", ["run", "--silent", "test:build"], base);
  if (added) checkPublished(fork, added);
  if (resume) checkResumeRoundTrip(fork, resume);
  if (shape.publishes) checkPublishes(fork, shape.publishes);
  if (shape.singleLanguage) await run(fork, "node", ["vite/single-language-check.ts"], base);
  await run(fork, "npx", ["playwright", "test"], { ...base, E2E_SUITE: "site", E2E_PORT: String(ports.site), CI: "1" });
  if (shape.basePath) {
    const nginx = { ...base, E2E_NGINX_PORT: String(ports.nginx), CI: "1" };
    await run(fork, "npx", ["playwright", "test", "--config", "playwright.nginx.config.ts", "--grep", "@smoke"], nginx);
  }
}

/**
 * The n-th shape's ports: numbered from E2E_FORKS_PORT (nginx's 100 above) when it is set, so several runs can
 * share a machine by each taking a range; by default two free ports.
 */
async function shapePorts(n: number): Promise<ShapePorts> {
  const first = Number(process.env.E2E_FORKS_PORT);
  const numbered = first ? { E2E_PORT: String(first + n), E2E_NGINX_PORT: String(first + n + 100) } : {};
  const [site, nginx] = await namedPorts(["E2E_PORT", "E2E_NGINX_PORT"], numbered);
  return { site, nginx };
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const names = process.argv.slice(2);
  const chosen = names.length > 0 ? names : Object.keys(SHAPES);
  const failed: { name: string; error: unknown }[] = [];
  for (const name of chosen) {
    const shape = SHAPES[name];
    if (!shape) throw new Error(`no shape "${name}" in fixtures/shapes.ts: ${Object.keys(SHAPES).join(", ")}`);
    // Every shape is checked, so one run names every shape that fails.
    try {
      await checkShape(name, shape, await shapePorts(chosen.indexOf(name)));
    } catch (error) {
      console.error(`\nFork "${name}" failed: ${(error as Error).message}`);
      failed.push({ name, error });
    }
  }
  if (failed.length > 0) {
    // Each failure again, with its step's last lines: the log's end is what CI keeps, and what a reader sees first.
    for (const { name, error } of failed) {
      console.error(`\nFork "${name}": ${(error as Error).message}`);
      if (error instanceof StepFailure) for (const line of error.tail) console.error(`  | ${line}`);
    }
    const names = failed.map(({ name }) => name);
    console.error(`\n${failed.length} of ${chosen.length} forks failed: ${names.join(", ")}.`);
    process.exit(1);
  }
  console.log(`\nEvery fork passed: ${chosen.join(", ")}.`);
}
