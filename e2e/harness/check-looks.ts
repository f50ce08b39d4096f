// `npm run test:looks`: the looks' fixture site (fixtures/looks: a Latin default, Japanese, Chinese, Korean and
// Arabic, and no fonts or accent of its own) built once in every look, each build kept in .cache/looks/<look>/, then
// e2e/looks.spec.ts run on all of them in one Playwright run, a project and a server per look: axe on every kind of
// page in both themes, 320 px in every language, every character in the page's fonts, the CV and the share images
// in the look's fonts, accent and shape. One build per look, one browser run: docs/decisions/0075-looks-in-the-suite.md.
//   node e2e/harness/check-looks.ts [look…]   every look unless named
import { spawnSync } from "node:child_process";
import { mkdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { LOOK_NAMES } from "../../app/schemas/looks.ts";

/** Where each look's build is kept for the browser run (playwright.config.ts serves each from there). */
export const LOOKS_BUILD_DIR = ".cache/looks";
/** The looks' own fixture site. */
export const LOOKS_CONTENT_DIR = "fixtures/looks";

function run(command: string, args: string[], env: NodeJS.ProcessEnv, what: string) {
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  console.log(`  ${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result.status ?? 1;
}

if (import.meta.main) {
  const named = process.argv.slice(2);
  const unknown = named.filter((look) => !(LOOK_NAMES as readonly string[]).includes(look));
  if (unknown.length > 0) {
    console.error(`No such look: ${unknown.join(", ")}; the looks are ${LOOK_NAMES.join(", ")}.`);
    process.exit(2);
  }
  const looks = named.length > 0 ? named : [...LOOK_NAMES];
  const content = { CONTENT_DIR: LOOKS_CONTENT_DIR };
  mkdirSync(LOOKS_BUILD_DIR, { recursive: true });
  for (const look of looks) {
    console.log(`\nThe looks' fixture site in the ${look} look:`);
    const build = () => run("npm", ["run", "--silent", "build"], { ...content, SITE_LOOK: look }, `${look}: build`);
    let code = build();
    // Once more on a failure: React Router's pre-render gives each request ten seconds, which this build's framework
    // config cannot change, and on a loaded machine a CV in a CJK face has taken longer (decision 0075). What the
    // first try finished drawing is in the build cache.
    if (code !== 0) {
      console.log(`  The build in the ${look} look failed; building it once more.`);
      code = build();
    }
    if (code !== 0) {
      console.error(`The build in the ${look} look failed (SITE_LOOK=${look}).`);
      process.exit(code);
    }
    const kept = join(LOOKS_BUILD_DIR, look);
    rmSync(kept, { recursive: true, force: true });
    renameSync("build/client", kept);
  }
  const code = run(
    "npx",
    ["playwright", "test"],
    { ...content, E2E_SUITE: "looks", E2E_LOOKS: looks.join(",") },
    `${looks.join(", ")}: browser specs`,
  );
  process.exit(code);
}
