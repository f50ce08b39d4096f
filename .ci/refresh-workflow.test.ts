// @vitest-environment node
// The scheduled refresh (docs/deployment.md, "Refresh on a schedule"): weekly and by hand, off on the schedule until
// the owner turns it on, the token from the workflow's secrets only, and a commit of content/fetched/ alone, only when
// it changed, before the site is deployed.
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { parse } from "yaml";
import { FETCHED_FOLDER } from "../app/collections/fetched-data.ts";

type Step = { run?: string; env?: Record<string, string> };
type Workflow = {
  on: { schedule?: { cron: string }[]; workflow_dispatch?: unknown };
  jobs: Record<string, { if?: string; steps: Step[] }>;
};

const workflow = parse(readFileSync(".github/workflows/refresh.yml", "utf8")) as Workflow;
const job = workflow.jobs.refresh!;

test("it runs weekly and by hand, and on the schedule only where the owner turned it on", () => {
  expect(workflow.on.schedule).toHaveLength(1);
  expect(workflow.on.schedule![0]!.cron.split(" ")[4]).toMatch(/^[0-6]$/);
  expect("workflow_dispatch" in workflow.on).toBe(true);
  expect(job.if).toBe("github.event_name == 'workflow_dispatch' || vars.REFRESH == 'on'");
});

test("refresh runs with the owner's token or the workflow's, and only content/fetched/ is committed, only when it changed", () => {
  const refresh = job.steps.find((step) => step.run?.includes("npm run --silent refresh"));
  // The owner's own token where they add one (the pinned repositories need one that may read their profile).
  expect(refresh?.env).toEqual({
    GITHUB_TOKEN: "${{ secrets.REFRESH_GITHUB_TOKEN || secrets.GITHUB_TOKEN }}",
    WEBMENTION_IO_TOKEN: "${{ secrets.WEBMENTION_IO_TOKEN }}",
  });
  const commit = job.steps.find((step) => step.run?.includes("git commit"))!.run!;
  expect(commit).toContain(`git add --all content/${FETCHED_FOLDER}\n`);
  expect(commit.indexOf("git diff --cached --quiet")).toBeLessThan(commit.indexOf("git commit"));
  // Deployed after the push: pages.yml, started by a dispatch, since a push with this token starts nothing.
  expect(commit.indexOf("gh workflow run pages.yml")).toBeGreaterThan(commit.indexOf("git push"));
});
