// Which page's card a share image draws, and the drawing, cached: the share
// images' route (app/routes/share-image.ts) serves /og/<page>.png with it, and
// the pre-render writes every one the route table lists (app/addresses/site-pages.ts).
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { cached, filesKey } from "../../tools/build-cache.ts";
import { cardImageOf } from "../collections/card-image.ts";
import { contentPath } from "../collections/content-folder.ts";
import { LOOKS } from "../schemas/looks.ts";
import { checkedSettings } from "../collections/owner-modules.ts";
import type { Portfolio } from "../collections/portfolio-source.ts";
import { writingIn } from "../collections/writing.ts";
import { messagesFor } from "../i18n/site-catalogues.ts";
import { defaultLanguage } from "../languages/languages-setting.ts";
import { imageLanguage, inLanguage, type Language } from "../languages/language-tags.ts";
import type { SourceContent } from "../page/page-content.server.ts";
import { socialCards, writingSocialCards, type SocialCard } from "../page/social-card.ts";
import { lightPalette, renderSocialImage, siteFonts, type RenderOptions } from "./share-image.tsx";

/** The card whose image is published at `imagePath` ("/og/fr/weather-app.png"), and its language's content. */
export function cardAt(
  { languages, portfolios, postsByLanguage }: Pick<SourceContent, "languages" | "portfolios" | "postsByLanguage">,
  imagePath: string,
): { card: SocialCard; portfolio: Portfolio; language: Language } | undefined {
  const main = defaultLanguage(languages);
  // A right-to-left language has no images of its own: its pages show the default language's.
  for (const language of languages.filter((candidate) => imageLanguage(candidate, main) === candidate)) {
    const portfolio = inLanguage(portfolios, language.code);
    const posts = (postsByLanguage[language.code] ?? []).map((post) => ({ slug: post.slug, ...post.data }));
    const words = { t: messagesFor(language), language };
    const listed = writingIn(language, postsByLanguage, languages, checkedSettings().postsAcrossLanguages) === "listed";
    const cards = [...socialCards(portfolio, words), ...writingSocialCards(portfolio, posts, words, listed)];
    const card = cards.find((candidate) => candidate.imagePath === imagePath);
    if (card) return { card, portfolio, language };
  }
  return undefined;
}

/** The code the images come from, relative to the project's root: a change to it draws them again. */
const SHARE_IMAGE_CODE = [
  "app/share-image/share-image.tsx",
  "app/fonts/script-fonts.ts",
  "app/fonts/font-pairs.ts",
  "app/schemas/looks.ts",
  "app/collections/initials.ts",
  "package-lock.json",
];

/** The site's typefaces, read for the first image drawn. */
let fonts: ReturnType<typeof siteFonts> | undefined;

/**
 * The card's image as PNG. The same card, colours, fonts, picture and code
 * make the same image: a warm build reads it back instead of drawing it.
 */
export async function shareImage(
  { card, portfolio, language }: { card: SocialCard; portfolio: Portfolio; language?: Pick<Language, "tag"> },
  { siteRootUrl, contentDir }: { siteRootUrl: string; contentDir: string },
): Promise<Uint8Array> {
  const project = portfolio.projects.find((candidate) => candidate.slug === card.slug);
  const screenshotFile = project ? cardImageOf(project)?.file : undefined;
  const portraitFile = portfolio.person.portrait ? resolve(contentDir, portfolio.person.portrait.src) : undefined;
  const palette = lightPalette();
  const { look, fonts: pair } = checkedSettings();
  const shape = LOOKS[look].shape;
  const key = [
    JSON.stringify({
      card,
      name: portfolio.person.name,
      root: siteRootUrl,
      palette,
      shape,
      pair,
      language: language?.tag,
    }),
    ...(await filesKey([...SHARE_IMAGE_CODE, contentPath("settings.ts")])),
    ...(screenshotFile ? [await readFile(screenshotFile)] : []),
    ...(portraitFile ? [await readFile(portraitFile)] : []),
  ];
  return cached("social-images", key, async () => {
    fonts ??= siteFonts();
    const options: RenderOptions = {
      palette,
      shape,
      fonts: await fonts,
      siteRootUrl,
      screenshotFile,
      portraitFile,
      ...(language ? { language: new Intl.Locale(language.tag).language } : {}),
    };
    return renderSocialImage(card, portfolio, options);
  });
}
