// Each page's link preview image (Open Graph and Twitter card), 1200x630 PNG,
// drawn from the same social card the page's meta tags use: the developer's
// name, the page's title and summary, a project's card screenshot, in the
// site's accent colours. The share images' route (app/routes/share-image.ts)
// draws them as the pre-render asks for them (./share-images.server.ts). Needs
// no network: the fonts come from npm packages.
import { readFile } from "node:fs/promises";
import { Resvg } from "@resvg/resvg-js";
import satori, { type Font } from "satori";
import sharp from "sharp";
import { initials } from "../collections/initials.ts";
import type { SiteContent } from "../schemas/site-schema.ts";
import { SOCIAL_IMAGE, type SocialCard } from "../page/social-card.ts";
import { staticFontFiles, type FontPairName } from "../fonts/font-pairs.ts";
import { checkedSettings } from "../collections/owner-modules.ts";
import { derivePalette } from "../styles/palette.ts";
import { LOOK_NAMES, LOOKS, type Look, type LookName } from "../schemas/looks.ts";
import { scriptFonts } from "../fonts/script-fonts.ts";

const { width: WIDTH, height: HEIGHT } = SOCIAL_IMAGE;
const PADDING = 72;
const SCREENSHOT_WIDTH = 600;

export type ImagePalette = {
  background: string;
  surface: string;
  text: string;
  muted: string;
  border: string;
  accent: string;
  accentSoft: string;
  onAccent: string;
};

/** The light theme's colours, derived from the accent and look (settings.ts's unless given) as the site's are. */
export function lightPalette(
  accent: string = checkedSettings().accent,
  look: LookName = checkedSettings().look,
): ImagePalette {
  const { light } = derivePalette(accent, look);
  return {
    background: light.bg,
    surface: light.surface,
    text: light.text,
    muted: light["text-muted"],
    border: light.border,
    accent: light.accent,
    accentSoft: light["accent-soft"],
    onAccent: light["on-accent"],
  };
}

/**
 * The site's typefaces (settings.ts, fonts): satori reads TTF, OTF and WOFF
 * but not WOFF2, so these are the same families' static TTFs, named "Display"
 * and "Text" for the markup below. They cover Latin, and, where the family
 * does, Greek and Cyrillic; a letter the display face lacks is drawn in the
 * text face, and one neither has in a script face (app/fonts/script-fonts.ts).
 */
export async function siteFonts(pair: FontPairName = checkedSettings().fonts): Promise<Font[]> {
  const { display, text } = staticFontFiles(pair);
  const font = async (name: string, file: string, weight: 400 | 600 | 700): Promise<Font> => ({
    name,
    data: await readFile(file),
    weight,
    style: "normal",
  });
  return Promise.all([
    font("Display", display.semibold, 600),
    font("Display", display.bold, 700),
    font("Text", text.regular, 400),
    font("Text", text.semibold, 600),
  ]);
}

/** The screenshot scaled to the size it is drawn at, as a data: URI satori can embed. */
async function screenshotDataUri(file: string): Promise<string> {
  const png = await sharp(file)
    .resize({ width: SCREENSHOT_WIDTH * 2 })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

/** The portrait cropped square at twice the size it is drawn at, as a data: URI. */
async function portraitDataUri(file: string): Promise<string> {
  const png = await sharp(file).resize(520, 520, { fit: "cover", position: "attention" }).png().toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

export type CardProps = {
  card: SocialCard;
  palette: ImagePalette;
  /** The site's address as a reader would type it, e.g. jane.example. */
  address: string;
  monogram: string;
  screenshot?: string;
  /** person.portrait as a data: URI: drawn where a page without a screenshot shows the monogram. */
  portrait?: string;
  /** The look's corners (app/schemas/looks.ts): the screenshot's frame, the portrait and the monogram follow them. */
  shape?: Look["shape"];
};

/**
 * The corners' radii at the image's scale, from the look's card radius and portrait shape: the default look's
 * (22) gives the radii the images had before there were looks, 22, 14 and 56, and a round portrait.
 */
function radii(shape: Look["shape"], portraitSize: number) {
  return {
    frame: shape.radius,
    screenshot: Math.max(shape.radius - 8, 0),
    portrait: { circle: portraitSize / 2, rounded: Math.min(shape.radius * 1.5, portraitSize / 4), square: 0 }[
      shape.portrait
    ],
    monogram: Math.min(Math.round(shape.radius * 2.55), portraitSize / 2),
  };
}

/** Large for a short name, smaller where it would otherwise wrap beside the screenshot. */
function titleSize(title: string, besideScreenshot: boolean): number {
  const oneLine = besideScreenshot ? 12 : 20;
  return title.length > oneLine ? 58 : 76;
}

/** The image as satori draws it: the markup its text and colours come from. */
export function SocialImage({
  card,
  palette,
  address,
  monogram,
  screenshot,
  portrait,
  shape = LOOKS[LOOK_NAMES[0]].shape,
}: CardProps) {
  const corners = radii(shape, 260);
  const textWidth = WIDTH - PADDING * 2 - (screenshot ? SCREENSHOT_WIDTH - 40 : 300);
  return (
    <div
      style={{
        width: WIDTH,
        height: HEIGHT,
        display: "flex",
        position: "relative",
        backgroundColor: palette.background,
        fontFamily: "Text",
        color: palette.text,
        overflow: "hidden",
      }}
    >
      <div
        style={{ position: "absolute", left: 0, top: 0, width: WIDTH, height: 14, backgroundColor: palette.accent }}
      />
      {screenshot ? (
        <div
          style={{
            position: "absolute",
            left: WIDTH - SCREENSHOT_WIDTH + 40,
            top: 118,
            display: "flex",
            padding: 10,
            borderRadius: corners.frame,
            backgroundColor: palette.accentSoft,
          }}
        >
          <img
            src={screenshot}
            width={SCREENSHOT_WIDTH}
            height={(SCREENSHOT_WIDTH * 10) / 16}
            style={{ borderRadius: corners.screenshot, border: `1px solid ${palette.border}` }}
            alt=""
          />
        </div>
      ) : portrait ? (
        <img
          src={portrait}
          width={260}
          height={260}
          style={{
            position: "absolute",
            right: PADDING,
            top: (HEIGHT - 260) / 2,
            borderRadius: corners.portrait,
            border: `8px solid ${palette.accentSoft}`,
          }}
          alt=""
        />
      ) : (
        <div
          style={{
            position: "absolute",
            right: PADDING,
            top: (HEIGHT - 260) / 2,
            width: 260,
            height: 260,
            borderRadius: corners.monogram,
            backgroundColor: palette.accent,
            color: palette.onAccent,
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            fontFamily: "Display",
            fontSize: 120,
            fontWeight: 700,
            letterSpacing: -4,
          }}
        >
          {monogram}
        </div>
      )}
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          width: textWidth,
          padding: `${PADDING}px 0 ${PADDING - 8}px ${PADDING}px`,
        }}
      >
        <div style={{ display: "flex", flexDirection: "column" }}>
          <div style={{ fontSize: 30, fontWeight: 600, color: palette.accent }}>{card.name}</div>
          <div
            style={{
              marginTop: 28,
              fontFamily: "Display",
              fontSize: titleSize(card.title, Boolean(screenshot)),
              fontWeight: 700,
              display: "block",
              lineClamp: 2,
              lineHeight: 1.08,
              letterSpacing: -1,
            }}
          >
            {card.title}
          </div>
          <div
            style={{
              marginTop: 28,
              fontSize: 29,
              lineHeight: 1.4,
              color: palette.muted,
              display: "block",
              lineClamp: 4,
            }}
          >
            {card.summary}
          </div>
        </div>
        <div style={{ display: "flex", alignItems: "center", fontSize: 26, fontWeight: 600, color: palette.accent }}>
          <div style={{ width: 36, height: 4, marginRight: 16, backgroundColor: palette.accent }} />
          {address}
        </div>
      </div>
    </div>
  );
}

export type RenderOptions = {
  palette: ImagePalette;
  fonts: Font[];
  /** The site's root URL; the image shows its host and path. */
  siteRootUrl: string;
  /** The screenshot a project's card shows, as a file path; none for the home page. */
  screenshotFile?: string;
  /** person.portrait's file, for the pages without a screenshot. */
  portraitFile?: string;
  /** The look's corners (app/schemas/looks.ts). */
  shape?: Look["shape"];
  /**
   * The page's language subtag ("ja"): letters the pair's faces lack are drawn
   * in the script faces in that language's order, so Han characters take its forms.
   */
  language?: string;
};

/** One card as a 1200x630 PNG. */
export async function renderSocialImage(
  card: SocialCard,
  content: Pick<SiteContent, "person">,
  { palette, fonts, siteRootUrl, screenshotFile, portraitFile, shape, language = "" }: RenderOptions,
): Promise<Buffer> {
  const url = new URL(siteRootUrl);
  const address = `${url.host}${url.pathname}`.replace(/\/$/, "");
  const screenshot = screenshotFile ? await screenshotDataUri(screenshotFile) : undefined;
  const portrait = portraitFile && !screenshot ? await portraitDataUri(portraitFile) : undefined;
  const svg = await satori(
    <SocialImage
      card={card}
      palette={palette}
      address={address}
      monogram={initials(content.person.name)}
      screenshot={screenshot}
      portrait={portrait}
      shape={shape}
    />,
    // satori asks for each run of letters its fonts cannot draw (Japanese, Chinese, Korean).
    { width: WIDTH, height: HEIGHT, fonts, loadAdditionalAsset: async (_code, run) => scriptFonts(run, language) },
  );
  return new Resvg(svg, { fitTo: { mode: "width", value: WIDTH }, font: { loadSystemFonts: false } }).render().asPng();
}
