// Validates the content module before a build. A bad edit stops the build with
// one line per problem, naming the field: no stack trace.
// CONTENT_MODULE points at another content module (the tests use a broken copy).
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { validateContent } from "../app/content/schema.ts";
import { settings } from "../app/content/settings.ts";
import { parseSettings } from "../app/content/settings-schema.ts";

const modulePath = resolve(process.env.CONTENT_MODULE ?? "app/content/site.ts");
const contentFolder = dirname(resolve("app/content/site.ts"));

const { site } = (await import(pathToFileURL(modulePath).href)) as { site: unknown };
const result = validateContent(site, (file) => existsSync(resolve(contentFolder, file)));

if (!result.ok) {
  const count = result.errors.length;
  process.stderr.write(
    `\nThe content in ${modulePath.replace(process.cwd() + "/", "")} has ${count} problem${count === 1 ? "" : "s"}:\n\n` +
      result.errors.map((line) => `  ✗ ${line}`).join("\n") +
      "\n\nFix the fields above and build again.\n\n",
  );
  process.exit(1);
}
try {
  parseSettings(settings);
} catch (error) {
  process.stderr.write(`\n${(error as Error).message}\n\nFix the fields above and build again.\n\n`);
  process.exit(1);
}
console.log("Content and settings checked: no problems.");
