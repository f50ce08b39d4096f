// @vitest-environment node
// `npm run dev` started on a site.ts that does not parse: it starts, every page shows the file's one line with its
// line and column, and the page is back once the file is fixed and saved, without a restart by hand.
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test, vi } from "vitest";
import { freePort } from "../e2e/harness/free-port.ts";

const root = resolve(import.meta.dirname, "..");

test("a site.ts that does not parse shows as its one line on the development server's page, and goes on save", async () => {
  const dir = mkdtempSync(join(tmpdir(), "dev-owner-file-"));
  const content = join(dir, "content");
  cpSync(join(root, "fixtures/site"), content, { recursive: true });
  const file = join(content, "site.ts");
  const good = await readFile(file, "utf8");
  // The comma after the first field taken out.
  const broken = good.replace(/^(\s+\w+: [^\n]*),$/m, "$1");
  expect(broken).not.toBe(good);
  const line = good.slice(0, good.search(/^(\s+\w+: [^\n]*),$/m)).split("\n").length;
  await writeFile(file, broken);

  const port = await freePort();
  // As the owner's shell has it: not the test runner's mode.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key !== "NODE_ENV" && !key.startsWith("VITEST")),
  );
  // Its own process group: React Router's command starts the server in a child, both ended below.
  const server = spawn(
    process.execPath,
    [join(root, "node_modules/@react-router/dev/bin.cjs"), "dev", "--port", String(port), "--strictPort"],
    { cwd: root, env: { ...env, CONTENT_DIR: content }, stdio: "ignore", detached: true },
  );
  const page = async (path = "/") => {
    const response = await fetch(`http://localhost:${port}${path}`);
    return { status: response.status, html: await response.text() };
  };
  try {
    await vi.waitFor(async () => expect((await page()).html).toContain("<h1>The content has 1 problem</h1>"), {
      timeout: 90_000,
      interval: 500,
    });
    const shown = await page();
    expect(shown.html).toMatch(new RegExp(`<li><code>[^<]*site\\.ts:${line}:\\d+: &#x27;,&#x27; expected`));
    expect(shown.html).not.toContain("Unexpected Server Error");

    await writeFile(file, good);
    // The server restarts in place and the page renders in full: the person's name as its heading.
    await vi.waitFor(
      async () => {
        const fixed = await page();
        expect(fixed.status).toBe(200);
        expect(fixed.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
        expect(fixed.html).not.toContain("The content has");
      },
      { timeout: 60_000, interval: 500 },
    );
  } finally {
    if (server.pid) process.kill(-server.pid);
    await rm(dir, { recursive: true, force: true });
  }
}, 180_000);
