// Checks a single-language build (`npm run test:forks` runs it on each fork
// shape in one language, fixtures/shapes.ts): no language prefix,
// no switcher, no alternate links, no other language's files. What a site in
// one language published before there were languages is what it still gets.
//   npm run build && node vite/single-language-check.ts
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { siteLanguages } from "../app/languages/languages-setting.ts";
import { messagesFor } from "../app/i18n/site-catalogues.ts";

export function singleLanguageProblems(clientDir = "build/client"): string[] {
  const languages = siteLanguages();
  const problems: string[] = [];
  const [language] = languages;
  if (!language || languages.length !== 1) return [`expected one language (SITE_LANGUAGES), got ${languages.length}`];
  const t = messagesFor(language);
  const pages = readdirSync(clientDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
  for (const file of pages) {
    const html = readFileSync(join(clientDir, file), "utf8");
    const shown = relative(process.cwd(), join(clientDir, file));
    if (!html.includes(`<html lang="${language.tag}" dir="${language.dir}"`)) {
      problems.push(`${shown}: not lang="${language.tag}"`);
    }
    if (/hreflang=/i.test(html)) problems.push(`${shown}: has hreflang alternate links`);
    if (html.includes("og:locale:alternate")) problems.push(`${shown}: has og:locale:alternate`);
    if (html.includes(`aria-label="${t.languageNavigation}"`)) problems.push(`${shown}: has a language switcher`);
  }
  if (pages.length === 0) problems.push(`${clientDir}: no pages`);
  const sitemap = readFileSync(join(clientDir, "sitemap.xml"), "utf8");
  if (sitemap.includes("xhtml:link")) problems.push("sitemap.xml: has xhtml:link alternates");
  if (existsSync(join(clientDir, "_redirects"))) problems.push("_redirects: written, with nothing to redirect");
  const folders = readdirSync(clientDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  for (const folder of folders) {
    if (existsSync(join(clientDir, folder.name, "404.html")))
      problems.push(`${folder.name}/404.html: another language's page`);
  }
  return problems;
}

if (import.meta.main) {
  const problems = singleLanguageProblems();
  if (problems.length > 0) {
    console.error(`The single-language build is not plain:\n${problems.map((line) => `  ✗ ${line}`).join("\n")}`);
    process.exitCode = 1;
  }
  console.log("Single-language build checked: no prefix, no switcher, no alternates.");
}
