// Crawls the built site as the production server serves it (under BASE_PATH
// when set) and fails on any internal link, fragment, image or srcset entry
// that does not resolve. External links are skipped: their sites' uptime is
// not this build's problem, and CI has no internet. The files for programs
// (each page's Markdown copy, llms.txt, feed.json) are not HTML, so the crawl
// does not read them: every address of the site's own that they name, absolute
// under the site's root, is asked of the server too.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { check, LinkState } from "linkinator";
import { siteUrl } from "../../app/collections/owner-modules.ts";
import { siteRoot } from "../../app/addresses/site-url.ts";
import { basePath } from "../../vite/base-path.ts";

const CLIENT = "build/client";

/** The site's own absolute addresses that the files for programs name, each with the file that names it. */
function machineFileLinks(root: string): Map<string, string> {
  const links = new Map<string, string>();
  const files = readdirSync(CLIENT, { recursive: true, encoding: "utf8" }).filter((file) =>
    /(^|[/\\])(llms\.txt|feed\.json)$|\.md$/.test(file),
  );
  for (const file of files) {
    const text = readFileSync(join(CLIENT, file), "utf8");
    // A Markdown link's target, or a JSON string: either way the address ends at a bracket, quote or space.
    for (const [url] of text.matchAll(/https?:\/\/[^\s)"<>\]\\]+/g)) {
      if (url.startsWith(root) && !links.has(url)) links.set(url, file);
    }
  }
  return links;
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as { port: number };
  probe.close();
  return port;
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["cli/serve.ts"], {
  env: { ...process.env, PORT: String(port) },
  stdio: ["ignore", "pipe", "inherit"],
});
try {
  await once(server.stdout, "data"); // "Serving ... at ...": it is listening.
  const result = await check({
    path: `${origin}${basePath()}`,
    recurse: true,
    checkFragments: true,
    concurrency: 10,
    linksToSkip: async (link) => !link.startsWith(origin),
  });
  const broken = result.links.filter((link) => link.state === LinkState.BROKEN);
  const checked = result.links.filter((link) => link.state === LinkState.OK);
  for (const link of broken) console.error(`  ✗ ${link.url} (${link.status ?? "no answer"}) on ${link.parent}`);
  const root = siteRoot(siteUrl(), basePath());
  const machineLinks = machineFileLinks(root);
  const machineBroken: string[] = [];
  for (const [url, file] of machineLinks) {
    const local = `${origin}${basePath()}${url.slice(root.length).split("#")[0]}`;
    const response = await fetch(local, { method: "HEAD" });
    if (!response.ok) machineBroken.push(`  ✗ ${url} (${response.status}) in ${file}`);
  }
  for (const line of machineBroken) console.error(line);
  if (broken.length + machineBroken.length > 0) {
    console.error(`${broken.length + machineBroken.length} broken internal links.`);
    process.exitCode = 1;
  } else {
    console.log(
      `All ${checked.length} internal links, fragments and images resolve, and the ${machineLinks.size} site addresses in the Markdown copies, llms.txt and feed.json.`,
    );
  }
} finally {
  server.kill();
}
