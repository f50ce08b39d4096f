// `npm run test:forks`: every shape of site in fixtures/shapes.ts made into a
// scratch fork of this template (scripts/fork.ts), built, and checked the way
// `npm test` checks an owner's site: every page valid HTML, every link and
// fragment resolving, and the site-wide browser checks (axe in both themes,
// the policy, byte budgets, a clean console). No test is edited for any shape.
//   node scripts/check-forks.ts [shape…]   all shapes unless named
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import sharp from "sharp";
import { SHAPES, type Shape } from "../fixtures/shapes.ts";
import { makeFork } from "./fork.ts";
import { CONTENT_DIR } from "./owner-content.ts";

/** A flat stand-in for a screenshot, wide enough that the build does not warn. */
async function drawScreenshot(file: string, label: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <rect width="100%" height="100%" fill="#eef1f5"/><rect width="100%" height="120" fill="#26415e"/>
    <rect x="120" y="240" width="1360" height="520" rx="24" fill="#26415e" opacity="0.3"/>
    <text x="120" y="900" font-family="sans-serif" font-size="64" fill="#26415e">${label}</text></svg>`;
  mkdirSync(dirname(file), { recursive: true });
  await sharp(Buffer.from(svg)).png({ palette: true, colours: 8 }).toFile(file);
}

function run(cwd: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  console.log(`  $ ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, { cwd, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed in ${cwd}`);
}

export async function checkShape(name: string, shape: Shape, port: number) {
  console.log(`\nFork "${name}": ${shape.about}`);
  const fork = makeFork(`shape-${name}`, {
    files: shape.files,
    ...(shape.newSite ? { contentFrom: CONTENT_DIR } : {}),
  });
  for (const path of shape.screenshots) await drawScreenshot(join(fork, CONTENT_DIR, path), basename(path));
  if (shape.newSite) run(fork, "node", ["scripts/new-site.ts", ...shape.newSite]);
  run(fork, "npm", ["run", "--silent", "build"]);
  run(fork, "npm", ["run", "--silent", "test:build"]);
  if (shape.singleLanguage) run(fork, "node", ["scripts/single-language-check.ts"]);
  run(fork, "npx", ["playwright", "test"], { E2E_SUITE: "site", E2E_PORT: String(port), CI: "1" });
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const names = process.argv.slice(2);
  const chosen = names.length > 0 ? names : Object.keys(SHAPES);
  let port = Number(process.env.E2E_FORKS_PORT ?? 4330);
  const failed: string[] = [];
  for (const name of chosen) {
    const shape = SHAPES[name];
    if (!shape) throw new Error(`no shape "${name}" in fixtures/shapes.ts: ${Object.keys(SHAPES).join(", ")}`);
    // Every shape is checked, so one run names every shape that fails.
    try {
      await checkShape(name, shape, port++);
    } catch (error) {
      console.error(`\nFork "${name}" failed: ${(error as Error).message}`);
      failed.push(name);
    }
  }
  if (failed.length > 0) {
    console.error(`\n${failed.length} of ${chosen.length} forks failed: ${failed.join(", ")}.`);
    process.exit(1);
  }
  console.log(`\nEvery fork passed: ${chosen.join(", ")}.`);
}
