// The build's line on the files for programs (docs/content.md, "What machines read"): how many
// Markdown copies, llms.txt and feeds it wrote, and, once, why there is no security.txt when the
// content names no contact. A step of the build, once the pages are written: react-router.config.ts.
import { readdirSync } from "node:fs";
import type { StepResult } from "./build-report.ts";

/** What `clientDir` (build/client) holds for programs, said in one line. */
export function machineFilesSummary(clientDir: string): StepResult {
  const files = readdirSync(clientDir, { recursive: true, encoding: "utf8" }).map((file) => file.split("\\").join("/"));
  const count = (test: (file: string) => boolean) => files.filter(test).length;
  const copies = count((file) => file.endsWith(".md"));
  const llms = count((file) => /(^|\/)llms\.txt$/.test(file));
  const feeds = count((file) => /(^|\/)feed\.json$/.test(file));
  const security = files.includes(".well-known/security.txt");
  const did = files.includes(".well-known/atproto-did");
  const parts = [
    `${copies} Markdown ${copies === 1 ? "copy" : "copies"}`,
    `llms.txt in ${llms} ${llms === 1 ? "language" : "languages"}`,
    `JSON Feed in ${feeds} ${feeds === 1 ? "language" : "languages"}`,
    ...(security ? ["security.txt"] : []),
    ...(did ? ["atproto-did"] : []),
  ];
  const noContact = security
    ? ""
    : " No security.txt: site.ts has no person.email or identity.securityContact to name as its contact.";
  return { said: `${parts.join(", ")}.${noContact}` };
}
