// @vitest-environment node
// `npm run dev` as an owner runs it (react-router dev, with every plugin): started on content with a mistake, or
// with one made while it runs, every page shows the build's line, never React Router's "Unexpected Server Error",
// and the pages are back, a project's too, once the file is fixed and saved.
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test, vi } from "vitest";
import { freePort } from "../e2e/harness/free-port.ts";

const root = resolve(import.meta.dirname, "..");

test("a content mistake shows on the development server's page as the build's line, and goes on save", async () => {
  // The template's own fixture site, copied so a project can be broken.
  const dir = mkdtempSync(join(tmpdir(), "dev-page-"));
  const content = join(dir, "content");
  cpSync(join(root, "fixtures/site"), content, { recursive: true });
  const [slug = ""] = readdirSync(join(content, "projects"));
  const file = join(content, "projects", slug, "index.md");
  const good = await readFile(file, "utf8");
  await writeFile(file, good.replace(/^summary: .*$/m, "summary: Fast: really"));

  const port = await freePort();
  // As the owner's shell has it: not the test runner's mode.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key !== "NODE_ENV" && !key.startsWith("VITEST")),
  );
  const server = spawn(
    process.execPath,
    [join(root, "node_modules/@react-router/dev/bin.cjs"), "dev", "--port", String(port), "--strictPort"],
    { cwd: root, env: { ...env, CONTENT_DIR: content }, stdio: "ignore", detached: true },
  );
  const page = async (path = "/") => {
    const response = await fetch(`http://localhost:${port}${path}`);
    return { status: response.status, html: await response.text() };
  };
  const problem = "<h1>The content has 1 problem</h1>";
  try {
    // Started on the mistake: the server starts, and a page with params shows the problem as the home page does.
    await vi.waitFor(async () => expect((await page()).html).toContain(problem), { timeout: 90_000, interval: 500 });
    expect((await page(`/${slug}`)).html).toContain(problem);
    await writeFile(file, good);
    await vi.waitFor(async () => expect((await page()).status).toBe(200), { timeout: 15_000, interval: 300 });
    // The project's page in full, from the pre-render list made again once the content reads.
    await vi.waitFor(async () => expect((await page(`/${slug}`)).html).toMatch(/<h1[^>]*>[^<]+<\/h1>/), {
      timeout: 15_000,
      interval: 300,
    });

    // A mistake made while it runs.
    await writeFile(file, good.replace(/^summary: .*$/m, "summary: Fast: really"));
    await vi.waitFor(async () => expect((await page()).html).toContain(problem), {
      timeout: 15_000,
      interval: 300,
    });
    const broken = await page();
    expect(broken.html).toMatch(
      new RegExp(`<li><code>[^<]*${slug}/index\\.md: line \\d+: YAML syntax error: a value with &quot;: &quot; in it`),
    );
    expect(broken.html).not.toContain("Unexpected Server Error");
    expect(broken.html).not.toContain("usePage()");
    // Vite's client, which reloads the page when the fix is saved.
    expect(broken.html).toContain("/@vite/client");

    await writeFile(file, good);
    await vi.waitFor(async () => expect((await page()).status).toBe(200), { timeout: 15_000, interval: 300 });
  } finally {
    // The whole group: React Router relaunches the server in a child process of its own.
    if (server.pid) process.kill(-server.pid);
    await rm(dir, { recursive: true, force: true });
  }
}, 150_000);
