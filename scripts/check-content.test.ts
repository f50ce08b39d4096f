// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test } from "vitest";

const root = resolve(import.meta.dirname, "..");

/** Writes a copy of the real content module with one project's last screenshot removed. */
function brokenContentModule(): string {
  const dir = mkdtempSync(join(tmpdir(), "broken-content-"));
  const file = join(dir, "site.ts");
  const real = pathToFileURL(join(root, "app/content/site.ts")).href;
  writeFileSync(
    file,
    `import { site as real } from ${JSON.stringify(real)};
const site = structuredClone(real);
site.projects[2].images.pop();
site.projects[0].web_url = "http://insecure.example.com";
export { site };
`,
  );
  return file;
}

test("npm run build stops on a bad content edit, naming each bad field without a stack trace", () => {
  const result = spawnSync("npm", ["run", "--silent", "build"], {
    cwd: root,
    env: { ...process.env, CONTENT_MODULE: brokenContentModule() },
    encoding: "utf8",
  });
  expect(result.status).not.toBe(0);
  expect(result.stderr).toContain("has 2 problems");
  expect(result.stderr).toContain("projects[2].images: expected 4 screenshots, got 3");
  expect(result.stderr).toContain(
    'projects[0].web_url: expected an absolute https:// URL, got "http://insecure.example.com"',
  );
  expect(result.stderr).not.toMatch(/^\s+at /m);
  // It stopped before React Router built anything.
  expect(result.stdout).not.toContain("Prerender");
});

test("the content check passes on the real content", () => {
  const result = spawnSync(process.execPath, ["scripts/check-content.ts"], { cwd: root, encoding: "utf8" });
  expect(result.stderr).toBe("");
  expect(result.status).toBe(0);
});
