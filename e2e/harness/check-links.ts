// Crawls the built site as the production server serves it (under BASE_PATH
// when set) and fails on any internal link, fragment, image or srcset entry
// that does not resolve. External links are skipped: their sites' uptime is
// not this build's problem, and CI has no internet.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { check, LinkState } from "linkinator";
import { basePath } from "../../vite/base-path.ts";

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
  if (broken.length > 0) {
    console.error(`${broken.length} broken internal links.`);
    process.exitCode = 1;
  } else {
    console.log(`All ${checked.length} internal links, fragments and images resolve.`);
  }
} finally {
  server.kill();
}
