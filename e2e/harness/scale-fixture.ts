// The scale fixture: 60 generated projects, 6 screenshots each but the last,
// which has none (a project page with no gallery at scale), for
// `npm run test:scale` (built, validated and link-checked in `npm test`) and
// `npm run bench:build`. Written under .cache/, never into the content.
//   node e2e/harness/scale-fixture.ts [dir]       writes the fixture
//   node e2e/harness/scale-fixture.ts --check     checks the build made from it
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { resolve } from "node:path";
import { fixtureSlug, writeFixtureProjects } from "../../app/test-support/fixture-projects.ts";

export const SCALE = { projects: 60, screenshots: 6, withoutScreenshots: 1 } as const;

/** How many screenshots the fixture's project number `index` (from 0) has. */
function screenshotsOf(index: number): number {
  return index >= SCALE.projects - SCALE.withoutScreenshots ? 0 : SCALE.screenshots;
}
export const SCALE_DIR = ".cache/scale-fixture/projects";
/**
 * The test's screenshots are 1600 px wide, as the site serves, and 16 px tall: what `npm test` checks at this scale
 * is the pages, not the pictures, and a clean clone encodes every one of them. (`npm run bench:build` writes its
 * own, 200 px tall, to time the encoding.)
 */
const TEST_SCREENSHOT_HEIGHT = 16;

/** Every page of the fixture's build is there, each project page with all its screenshots, or no gallery when it has none. */
function checkBuild(clientDir = "build/client"): string[] {
  const problems: string[] = [];
  const pages = readdirSync(clientDir).filter((name) => /^project-\d+\.html$/.test(name));
  if (pages.length !== SCALE.projects) problems.push(`expected ${SCALE.projects} project pages, found ${pages.length}`);
  for (let index = 0; index < SCALE.projects; index++) {
    const file = resolve(clientDir, `${fixtureSlug(index)}.html`);
    if (!existsSync(file)) continue;
    // Each thumbnail says, to screen readers, that it opens a larger view (the island's props say it once more).
    const thumbnails = readFileSync(file, "utf8").split('class="visually-hidden"> (view larger)</span>').length - 1;
    if (thumbnails !== screenshotsOf(index))
      problems.push(
        `${fixtureSlug(index)}: ${thumbnails} screenshots in the gallery, expected ${screenshotsOf(index)}`,
      );
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  if (process.argv[2] === "--check") {
    const problems = checkBuild();
    if (problems.length > 0) {
      console.error(`The scale build is incomplete:\n${problems.map((line) => `  ✗ ${line}`).join("\n")}`);
      process.exit(1);
    }
    console.log(
      `Scale build checked: ${SCALE.projects} project pages, ${SCALE.screenshots} screenshots each but ${SCALE.withoutScreenshots} with none.`,
    );
  } else {
    const dir = process.argv[2] ?? SCALE_DIR;
    await writeFixtureProjects(dir, { ...SCALE, height: TEST_SCREENSHOT_HEIGHT });
    console.log(
      `Scale fixture: ${SCALE.projects} projects, ${SCALE.screenshots} screenshots each but ${SCALE.withoutScreenshots} with none, in ${dir}/`,
    );
  }
}
