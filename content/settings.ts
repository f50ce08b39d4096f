// How the site is deployed: settings the owner chooses, apart from what the
// site says (site.ts). Checked by settings-schema.ts when the site is built;
// docs/content.md explains each one.
import type { SettingsInput } from "#template";

export const settings = {
  /**
   * The languages the site is written in, as BCP 47 tags. The first is the
   * default: its pages keep the plain URLs (/, /my-project). Every other
   * language gets the same pages under its code (/fr, /fr/my-project), from
   * its own text: site.fr.ts and an index.fr.md beside each index.md (see the
   * README, "Languages"). One tag makes a single-language site. The
   * SITE_LANGUAGES environment variable overrides this for one build, e.g.
   * SITE_LANGUAGES=en-GB builds the English site alone.
   */
  languages: ["en-GB", "fr"],
  /**
   * The look: type, colours, shape, density, the header, the home page's
   * intro and the project cards, designed together (docs/looks.md shows
   * each one):
   *   "editorial"  warm paper, a serif over a sans, a round portrait (the default)
   *   "studio"     a product studio: the name set huge, a dense grid of flat cards
   *   "journal"    a printed journal: serif text, a centred masthead, a ruled list
   *   "showcase"   a large portrait beside the name, wide cards that alternate sides
   */
  look: "editorial",
  /**
   * The typefaces, if not the look's own, served from the site itself, also
   * used by the CV and the share images: one of these pairs (a display face
   * for names and headings over a text face):
   *   "editorial"  Fraunces over Inter: a warm serif with character
   *   "classic"    Source Serif 4 over Source Sans 3: sober and bookish
   *   "modern"     Bricolage Grotesque over Inter: a product site's look
   *   "humanist"   Fraunces over Source Sans 3: warm, and easy at length
   */
  // fonts: "editorial",
  /**
   * Your colour, if not the look's own: any CSS colour ("#0f766e", "tomato",
   * "oklch(55% 0.15 250)"). Links, buttons, the icons and the share images
   * use it; both themes' colours are derived from it, and the build adjusts
   * it where text would be hard to read (it says so when it does).
   */
  // accent: "#3b32b8",
  /**
   * Strict-Transport-Security is always sent (for two years). Each of these
   * widens it, and neither can be taken back quickly once browsers have seen
   * it: read docs/content.md before turning one on.
   */
  hsts: {
    // Every subdomain of this site's host must then answer over HTTPS too.
    includeSubDomains: false,
    // Ask to be listed in browsers' built-in HTTPS-only list (needs includeSubDomains).
    preload: false,
  },
  // A privacy-friendly analytics service, off until you name one, e.g.
  //   analytics: { provider: "plausible", domain: "example.com" },
  // docs/content.md lists every provider's settings.
  // Projects on GitHub show their stars, forks, languages, release and licence once `./run refresh` has fetched
  // them (docs/content.md, "Your accounts"); `repositoryFacts: false` hides them.
} satisfies SettingsInput;
