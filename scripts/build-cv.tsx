// Writes the downloadable CV to .cache/generated/public/cv/<downloadName>, which Vite copies
// into the build. The PDF is generated from the content module, unless the
// content names a PDF of its own (person.cv.file), which is copied instead.
//   npx tsx scripts/build-cv.tsx
// The contact line ends with the portfolio's address: the content's `url`, or
// SITE_URL and BASE_PATH when set, the same address the pages use.
import { readdirSync } from "node:fs";
import { copyFile, mkdir, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { PUBLIC_DIR } from "./generated.ts";
import { fileURLToPath } from "node:url";
import { loadPortfolios } from "../app/content/portfolio-source.ts";
import type { Portfolio } from "../app/content/schema.ts";
import { defaultLanguage, siteLanguages } from "../app/content/site-languages.ts";
import { cvPlans } from "../app/cv/cv-languages.ts";
import { messagesFor } from "../app/i18n/catalogues.ts";
import { inLanguage, type Language } from "../app/i18n/languages.ts";
import type { Messages } from "../app/i18n/messages/en.ts";
import { siteRoot } from "../app/site-url.ts";
import { basePath } from "./base-path.ts";
import sharp from "sharp";
import { cached, filesKey } from "./build-cache.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

export type BuildCvOptions = {
  content: Portfolio;
  /** The CV's language; the default language's unless given. */
  language?: Pick<Language, "tag" | "base">;
  /** Where `person.cv.file` is relative to. */
  contentDir?: string;
  /** Where the CV is written. */
  outDir?: string;
  websiteUrl?: string;
};

export type BuildCvResult = { path: string; bytes: number; generated: boolean };

/** Writes one language's CV into `outDir`, which must exist. */
export async function buildCv({
  content,
  language = defaultLanguage(siteLanguages()),
  contentDir = resolve(root, "app/content"),
  outDir = join(PUBLIC_DIR, "cv"),
  websiteUrl,
}: BuildCvOptions): Promise<BuildCvResult> {
  const { file, downloadName } = content.person.cv;
  const path = resolve(outDir, downloadName);
  const t: Messages = messagesFor(language);
  await mkdir(outDir, { recursive: true });

  if (file) {
    await copyFile(resolve(contentDir, file), path);
  } else {
    // The same content and code make the same PDF: a warm build copies it.
    const cvCode = readdirSync(resolve(root, "app/cv"))
      .filter((name) => !name.includes(".test."))
      .map((name) => resolve(root, "app/cv", name));
    const recipe = await filesKey([
      ...cvCode,
      resolve(root, "app/content/markdown.ts"),
      resolve(root, "package-lock.json"),
    ]);
    const portrait = content.person.portrait
      ? await sharp(resolve(contentDir, content.person.portrait.src))
          .resize(256, 256, { fit: "cover", position: "attention" })
          .jpeg({ quality: 85 })
          .toBuffer()
      : undefined;
    const pdf = await cached(
      "cv",
      [JSON.stringify({ content, websiteUrl, t, tag: language.tag }), ...recipe, ...(portrait ? [portrait] : [])],
      async () => {
        // Loaded only when the PDF is drawn: the renderer takes seconds to import.
        const [{ renderToBuffer }, { CvDocument }] = await Promise.all([
          import("@react-pdf/renderer"),
          import("../app/cv/cv-document.tsx"),
        ]);
        return renderToBuffer(
          <CvDocument content={content} websiteUrl={websiteUrl} t={t} lang={language.tag} portrait={portrait} />,
        );
      },
    );
    await writeFile(path, pdf);
  }
  const { size } = await stat(path);
  return { path, bytes: size, generated: !file };
}

/** A lookup of the content by language, from the content in every language. */
function byLanguage(portfolios: Readonly<Record<string, Portfolio>>) {
  return (language: Language) => inLanguage(portfolios, language.code);
}

/**
 * Every language's CV into `outDir`, emptied first: one under an earlier
 * downloadName must not linger and ship. A language the generator cannot
 * write (cv-languages.ts) gets none, and the reason is returned.
 */
export async function buildCvs({
  outDir = join(PUBLIC_DIR, "cv"),
  languages = siteLanguages(),
  contentOf = byLanguage(loadPortfolios({ languages })),
  websiteUrl,
}: {
  outDir?: string;
  languages?: readonly Language[];
  contentOf?: (language: Language) => Portfolio;
  websiteUrl?: string;
} = {}): Promise<({ language: Language } & ({ problem: string } | { result: BuildCvResult }))[]> {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const built = [];
  for (const { language, problem } of cvPlans(languages, contentOf, messagesFor)) {
    built.push(
      problem
        ? { language, problem }
        : { language, result: await buildCv({ content: contentOf(language), language, outDir, websiteUrl }) },
    );
  }
  return built;
}

async function main() {
  const languages = siteLanguages();
  const main = defaultLanguage(languages);
  const built = await buildCvs({ languages, websiteUrl: siteRoot(process.env.SITE_URL, basePath()) });
  for (const cv of built) {
    if ("problem" in cv) {
      console.warn(`  ! ${cv.problem}; its pages link the ${main.englishName} CV instead.`);
      continue;
    }
    const { result, language } = cv;
    const shown = relative(process.cwd(), result.path);
    const size = `${(result.bytes / 1024).toFixed(1)} KB (${result.bytes} bytes)`;
    console.log(
      result.generated
        ? `CV generated (${language.tag}): ${shown}, ${size}`
        : `CV generation skipped: copied a PDF of your own to ${shown}, ${size}`,
    );
  }
}

// Runs when executed (`tsx scripts/build-cv.tsx`), not when a test imports buildCv.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
