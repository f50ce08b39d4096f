// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test } from "vitest";
import { STEPS } from "./build.ts";
import { SAMPLE, sampleLeaks, sampleWarning } from "./sample-warning.ts";

const root = resolve(import.meta.dirname, "..");
const person = (name: string) => ({ person: { name } }) as Parameters<typeof sampleLeaks>[0];

test("the sample's address or name is a leak, each said plainly", () => {
  const leaks = sampleLeaks(person(SAMPLE.name), `https://${SAMPLE.host}/`);
  expect(leaks).toHaveLength(2);
  expect(leaks[0]).toContain(`https://${SAMPLE.host}/`);
  expect(leaks[1]).toContain(SAMPLE.name);
  expect(sampleWarning(leaks)).toContain("This build still carries the sample content");
});

test("a site made its own has no leak and no warning", () => {
  const leaks = sampleLeaks(person("Jane Doe"), "https://jane.example/");
  expect(leaks).toEqual([]);
  expect(sampleWarning(leaks)).toBe("");
});

test("a preview of the sample elsewhere still warns about the name", () => {
  expect(sampleLeaks(person(SAMPLE.name), "https://preview.example.com/")).toHaveLength(1);
});

test("npm run build ends with the warning, after the last build step", () => {
  expect(STEPS.flat().at(-1)?.command.at(-1)).toBe("scripts/sample-warning.ts");
});

test("the script warns on the sample and is silent for a fork", () => {
  const run = (env: NodeJS.ProcessEnv) =>
    spawnSync(process.execPath, ["scripts/sample-warning.ts"], {
      cwd: root,
      env: { ...process.env, ...env },
      encoding: "utf8",
    });
  expect(run({ CONTENT_MODULE: "", SITE_URL: "" }).stderr).toContain("This build still carries the sample content");

  const dir = mkdtempSync(join(tmpdir(), "fork-site-"));
  const file = join(dir, "site.ts");
  writeFileSync(
    file,
    `import { site as real } from ${JSON.stringify(pathToFileURL(join(root, "app/content/site.ts")).href)};
export const site = { ...real, url: "https://jane.example", person: { ...real.person, name: "Jane Doe" } };
`,
  );
  const fork = run({ CONTENT_MODULE: file, SITE_URL: "" });
  expect(fork.status).toBe(0);
  expect(fork.stderr).toBe("");
});
