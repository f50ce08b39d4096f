// `npm run test:looks`: the fixture site (fixtures/site) built once in each look but the default, which
// `npm run test:fixture` checks whole, and e2e/looks.spec.ts run on each build: axe on every kind of page in both
// themes, and no sideways scrolling at 320 px. One build per look, one small spec each: the looks cost the suite
// their builds, not a walk of every page (docs/decisions/0071-looks.md).
//   node e2e/harness/check-looks.ts [look…]   every look but the default unless named
import { spawnSync } from "node:child_process";
import { LOOK_NAMES } from "../../app/schemas/looks.ts";

const named = process.argv.slice(2);
const unknown = named.filter((look) => !(LOOK_NAMES as readonly string[]).includes(look));
if (unknown.length > 0) throw new Error(`No such look: ${unknown.join(", ")}; the looks are ${LOOK_NAMES.join(", ")}`);
const looks = named.length > 0 ? named : LOOK_NAMES.slice(1);

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (SITE_LOOK=${env.SITE_LOOK})`);
  console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

for (const look of looks) {
  console.log(`The fixture site in the ${look} look:`);
  const env = { CONTENT_DIR: "fixtures/site", SITE_LOOK: look };
  run("npm", ["run", "build"], env);
  run("npx", ["playwright", "test"], { ...env, E2E_SUITE: "looks" });
}
