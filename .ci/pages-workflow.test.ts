// @vitest-environment node
// The GitHub Pages workflow builds for the address Pages serves the repository
// at, so a fork deployed with it names itself, not the sample's domain.
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { parse } from "yaml";

type Step = { id?: string; uses?: string; run?: string; env?: Record<string, string>; with?: Record<string, string> };
type Workflow = { jobs: Record<string, { steps: Step[] }> };

const workflow = parse(readFileSync(".github/workflows/pages.yml", "utf8")) as Workflow;
const steps = workflow.jobs.build!.steps;

test("the site is built for the Pages address that configure-pages reports", () => {
  const configure = steps.findIndex((step) => step.uses?.startsWith("actions/configure-pages@"));
  const build = steps.findIndex((step) => step.run?.trim() === "npm run build");
  expect(configure).toBeGreaterThanOrEqual(0);
  expect(build).toBeGreaterThan(configure);
  const id = steps[configure]!.id;
  expect(id).toBeTruthy();
  expect(steps[build]!.env).toEqual({
    SITE_URL: `\${{ steps.${id}.outputs.origin }}`,
    BASE_PATH: `\${{ steps.${id}.outputs.base_path }}`,
  });
});

test("what is published is what was built", () => {
  const upload = steps.find((step) => step.uses?.startsWith("actions/upload-pages-artifact@"));
  expect(upload?.with?.path).toBe("build/client");
});
