// Serves the build with a real nginx, for the end-to-end tests: a server block
// whose root holds build/client at BASE_PATH and that includes the generated
// build/nginx.conf, exactly as the README tells an owner to deploy it. nginx
// runs in the foreground as this process's child, with its own config, pid
// file and temporary folders in a fresh temporary folder, on a loopback port,
// and stops with it.
//   PORT=8080 node e2e/harness/nginx-server.ts
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir, userInfo } from "node:os";
import { join, resolve } from "node:path";
import { basePath } from "../../vite/base-path.ts";

const build = resolve(process.env.BUILD_DIR ?? "build/client");
const snippet = resolve(build, "..", "nginx.conf");
const port = Number(process.env.PORT ?? 8080);
const base = basePath();
// Debian puts nginx in /usr/sbin, which is not on every user's PATH.
const nginx = process.env.NGINX ?? (spawnSync("nginx", ["-v"]).error ? "/usr/sbin/nginx" : "nginx");

if (!existsSync(snippet)) {
  console.error(`No ${snippet}: run 'npm run build' first.`);
  process.exit(1);
}
if (spawnSync(nginx, ["-v"]).error) {
  console.error("No nginx found: './run test' installs Debian's nginx-light, or 'sudo apt-get install nginx-light'.");
  process.exit(1);
}

const dir = await mkdtemp(join(tmpdir(), "portfolio-nginx-"));
// The document root holds the build at the base path, as on a real server.
const root = join(dir, "www");
await mkdir(join(root, base, ".."), { recursive: true });
if (base === "/") await symlink(build, root);
else await symlink(build, join(root, base.replace(/\/$/, "")));

// NGINX_TLS=1 serves HTTPS with a throwaway self-signed certificate, as a real
// deployment is served: the host config's policy upgrades every request to
// https, which WebKit does even on 127.0.0.1 (the engine walk uses it).
const tls = Boolean(process.env.NGINX_TLS);
if (tls) {
  const made = spawnSync("openssl", [
    ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"],
    ...["-addext", "subjectAltName=IP:127.0.0.1", "-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem")],
  ]);
  if (made.status !== 0) {
    console.error(`openssl could not make a certificate: ${made.stderr}`);
    process.exit(1);
  }
}
const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
const config = `
daemon off;
worker_processes 1;
pid ${join(dir, "nginx.pid")};
error_log stderr warn;
${process.getuid?.() === 0 ? `user ${userInfo().username};` : ""}
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  server {
    listen 127.0.0.1:${port}${tls ? ` ssl;\n    ssl_certificate ${join(dir, "cert.pem")};\n    ssl_certificate_key ${join(dir, "key.pem")}` : ""};
    root ${root};
    include ${snippet};
  }
}
`;
await writeFile(join(dir, "nginx.conf"), config);

const child = spawn(nginx, ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", "stderr"], { stdio: "inherit" });
console.log(`nginx serving ${build} at ${tls ? "https" : "http"}://127.0.0.1:${port}${base}`);

const stop = () => child.kill("SIGQUIT");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
child.on("exit", async (code, signal) => {
  await rm(dir, { recursive: true, force: true });
  process.exit(code ?? (signal === "SIGQUIT" ? 0 : 1));
});
