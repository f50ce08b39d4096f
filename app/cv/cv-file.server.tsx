// The downloadable CV of one language, as the CV's route (app/routes/cv.ts)
// serves it and the pre-render writes it to cv/<downloadName>: generated from
// the content, unless the content names a PDF of its own (person.cv.file),
// which is served as it is. The contact line ends with the portfolio's
// address, the same the pages use.
import { readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import sharp from "sharp";
import { cached, filesKey } from "../../tools/build-cache.ts";
import type { Portfolio } from "../collections/portfolio-source.ts";
import { messagesFor } from "../i18n/site-catalogues.ts";
import { CV_ACCENT, CV_PORTRAIT_RADIUS } from "./cv-accent.ts";
import { CV_FONT_FAMILIES } from "./cv-font-files.ts";
import type { Language } from "../languages/language-tags.ts";

export type CvOptions = {
  content: Portfolio;
  language: Pick<Language, "tag" | "base">;
  /** Where `person.cv.file` and the portrait are, relative to. */
  contentDir: string;
  websiteUrl?: string;
};

/** The code a generated CV comes from, relative to the project's root: a change to it draws the CV again. */
function cvCode(): string[] {
  return [
    ...readdirSync(resolve("app/cv"))
      .filter((name) => !name.includes(".test."))
      .map((name) => resolve("app/cv", name)),
    resolve("app/markdown/markdown.ts"),
    resolve("app/fonts/script-fonts.ts"),
    resolve("package-lock.json"),
  ];
}

/**
 * The time a reproducible build fixes (SOURCE_DATE_EPOCH, seconds since 1970:
 * https://reproducible-builds.org/specs/source-date-epoch/), which the CV
 * gives as its creation date, so the same content makes the same PDF on any
 * machine; none (the PDF says now) when it is unset or not a whole number.
 */
export function sourceDate(env: NodeJS.ProcessEnv = process.env): Date | undefined {
  const epoch = env.SOURCE_DATE_EPOCH?.trim();
  return epoch && /^\d+$/.test(epoch) ? new Date(Number(epoch) * 1000) : undefined;
}

/** One language's CV, as PDF bytes: the content's own file, or one generated from the content. */
export async function cvPdf({ content, language, contentDir, websiteUrl }: CvOptions): Promise<Uint8Array> {
  const { file } = content.person.cv;
  if (file) return readFile(resolve(contentDir, file));
  const t = messagesFor(language);
  const portrait = content.person.portrait
    ? await sharp(resolve(contentDir, content.person.portrait.src))
        .resize(256, 256, { fit: "cover", position: "attention" })
        .jpeg({ quality: 85 })
        .toBuffer()
    : undefined;
  const created = sourceDate();
  // The same content and code make the same PDF: a warm build reads it back.
  const key = [
    JSON.stringify({
      content,
      websiteUrl,
      t,
      tag: language.tag,
      created,
      accent: CV_ACCENT,
      radius: CV_PORTRAIT_RADIUS,
      fonts: [CV_FONT_FAMILIES.display, CV_FONT_FAMILIES.text],
    }),
    ...(await filesKey(cvCode())),
    ...(portrait ? [portrait] : []),
  ];
  return cached("cv", key, async () => {
    // Loaded only when a PDF is drawn: the renderer takes seconds to import.
    const [{ renderToBuffer }, { CvDocument }, { registerScriptFonts }, { cvText, missingGlyphs }] = await Promise.all([
      import("@react-pdf/renderer"),
      import("./cv-document.tsx"),
      import("./cv-script-fonts.server.ts"),
      import("./cv-plans.ts"),
    ]);
    // Letters the CV's faces lack (Japanese, Chinese, Korean) are drawn in the site's script faces.
    const missing = missingGlyphs(cvText(content, t));
    const scriptFamilies =
      missing.length > 0 ? await registerScriptFonts(missing.join(""), new Intl.Locale(language.tag).language) : [];
    return renderToBuffer(
      <CvDocument
        content={content}
        websiteUrl={websiteUrl}
        t={t}
        lang={language.tag}
        portrait={portrait}
        created={created}
        scriptFamilies={scriptFamilies}
      />,
    );
  });
}
