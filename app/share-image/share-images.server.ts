// Which page's card a share image draws, and the drawing, cached: the share
// images' route (app/routes/share-image.ts) serves /og/<page>.png with it, and
// the pre-render writes every one the route table lists (app/site-pages.ts).
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { cached, filesKey } from "../content/build-cache.ts";
import { cardImageOf } from "../content/card-image.ts";
import { contentPath } from "../content/content-folder.ts";
import { LOOKS } from "../content/looks.ts";
import { checkedSettings } from "../content/owner-modules.ts";
import type { Portfolio } from "../content/portfolio-source.ts";
import { messagesFor } from "../i18n/site-catalogues.ts";
import { defaultLanguage } from "../content/site-languages.ts";
import { imageLanguage, inLanguage, type Language } from "../content/languages.ts";
import type { SourceContent } from "../page/page-content.server.ts";
import { socialCards, writingSocialCards, type SocialCard } from "../social-card.ts";
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
    const cards = [...socialCards(portfolio, words), ...writingSocialCards(portfolio, posts, words)];
    const card = cards.find((candidate) => candidate.imagePath === imagePath);
    if (card) return { card, portfolio, language };
  }
  return undefined;
}

/** The code the images come from, relative to the project's root: a change to it draws them again. */
const SHARE_IMAGE_CODE = [
  "app/share-image/share-image.tsx",
  "app/content/script-fonts.ts",
  "app/content/font-pairs.ts",
  "app/content/looks.ts",
  "app/content/initials.ts",
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
